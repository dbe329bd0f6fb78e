import { PageTitle } from '../../../components/page-title';

export function FaqPage() {
  return (
    <div className="container">
      <PageTitle title="Frequently Asked Questions" />
      <h1>Frequently Asked Questions</h1>
    </div>
  );
}
