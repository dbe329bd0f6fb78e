import { Component, type ReactNode } from 'react';

/**
 * A route that failed to render or load (for example a page's chunk after a deployment): the
 * generic message and a way out, never a blank page.
 */
export function RouteError() {
  return (
    <main id="main" className="container status-page">
      <h1>Sorry! Something went wrong.</h1>
      <p>Please reload the page. If it keeps happening, try again later.</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        Reload
      </button>
    </main>
  );
}

interface BoundaryProps {
  /** Where the visitor is: going to another page clears the error. */
  location: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The location the page failed at (set once the error is caught). */
  at: string | null;
}

/** Shows RouteError for a page that threw while rendering or loading, until the page changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, at: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return state.failed && state.at !== null && state.at !== props.location
      ? { failed: false, at: null }
      : null;
  }

  override componentDidCatch() {
    this.setState({ at: this.props.location });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
