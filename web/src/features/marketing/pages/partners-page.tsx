import { PageTitle } from '../../../components/page-title';

export function PartnersPage() {
  return (
    <div className="container">
      <PageTitle title="Our Partners" />
      <h1>Our Partners</h1>
    </div>
  );
}
