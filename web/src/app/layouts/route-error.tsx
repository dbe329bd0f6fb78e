import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../../components/not-found';

/**
 * A route that failed to render or load (for example a page's chunk after a deployment): the
 * generic message and a way out, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
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
