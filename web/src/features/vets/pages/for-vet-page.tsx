import { PageTitle } from '../../../components/page-title';

export function ForVetPage() {
  return (
    <div className="container">
      <PageTitle title="For Vets" />
      <h1>For Vets</h1>
    </div>
  );
}
