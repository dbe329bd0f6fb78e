import { Link } from 'react-router';
import { PageTitle } from './page-title';

/** The 404 page with a link home. */
export function NotFound() {
  return (
    <div className="container status-page">
      <PageTitle title="Page not found" />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button button-primary" to="/">
        Go to the home page
      </Link>
    </div>
  );
}
