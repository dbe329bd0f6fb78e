import { type ReactNode, useId } from 'react';
import { PageTitle } from '../../components/page-title';
import './accounts.css';

export interface AuthLayoutProps {
  /** The page's one h1 and its document title. */
  heading: string;
  children: ReactNode;
  /** The links that switch between login, sign-up, forgot and change password. */
  links: ReactNode;
  /** The promo section beside the form (main site only). */
  aside?: ReactNode;
}

/** The frame of the account pages: the form in a card, its mode links, and the promo beside. */
export function AuthLayout({ heading, children, links, aside }: AuthLayoutProps) {
  const headingId = useId();
  return (
    <div className={`container auth-page${aside ? ' has-aside' : ''}`}>
      <PageTitle title={heading} />
      <section className="card auth-card" aria-labelledby={headingId}>
        <h1 id={headingId}>{heading}</h1>
        {children}
        <nav className="auth-links" aria-label="Account options">
          <ul>{links}</ul>
        </nav>
      </section>
      {aside}
    </div>
  );
}
