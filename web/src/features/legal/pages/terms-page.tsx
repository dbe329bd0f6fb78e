import { PageTitle } from '../../../components/page-title';

export function TermsPage() {
  return (
    <div className="container">
      <PageTitle title="Terms & Conditions" />
      <h1>Terms & Conditions</h1>
    </div>
  );
}
