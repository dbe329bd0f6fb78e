import { PageTitle } from '../../../components/page-title';

export function PricingPage() {
  return (
    <div className="container">
      <PageTitle title="Pricing" />
      <h1>Pricing</h1>
    </div>
  );
}
