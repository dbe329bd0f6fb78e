import { type ReactNode, useId } from 'react';
import { PageTitle } from '../../components/page-title';
import { HydrationGate } from '../../lib/use-hydrated';
import './accounts.css';

/** Shown in place of a working form when the browser runs no JavaScript. */
export const AUTH_NEEDS_JAVASCRIPT =
  'Please turn on JavaScript in your browser: this form needs it to send.';

export interface AuthLayoutProps {
  /** The page's one h1 and its document title. */
  heading: string;
  children: ReactNode;
  /** The links that switch between login, sign-up, forgot and change password. */
  links: ReactNode;
  /** The promo section beside the form (main site only). */
  aside?: ReactNode;
}

/**
 * The frame of the account pages: the form in a card, its mode links, and the promo beside. The
 * main site's pages are prerendered (app/prerender.tsx): their form is there before any
 * JavaScript runs, disabled until the app has taken the page over (`HydrationGate`), and without
 * JavaScript a note says it is needed.
 */
export function AuthLayout({ heading, children, links, aside }: AuthLayoutProps) {
  const headingId = useId();
  return (
    <div className={`container auth-page${aside ? ' has-aside' : ''}`}>
      <PageTitle title={heading} />
      <section className="card auth-card" aria-labelledby={headingId}>
        <h1 id={headingId}>{heading}</h1>
        <noscript>
          <p className="auth-noscript">{AUTH_NEEDS_JAVASCRIPT}</p>
        </noscript>
        <HydrationGate>{children}</HydrationGate>
        <nav className="auth-links" aria-label="Account options">
          <ul>{links}</ul>
        </nav>
      </section>
      {aside}
    </div>
  );
}
