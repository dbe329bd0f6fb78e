import { PageTitle } from '../../../components/page-title';

export function AboutPage() {
  return (
    <div className="container">
      <PageTitle title="About Us" />
      <h1>About Us</h1>
    </div>
  );
}
