import { PageTitle } from '../../../components/page-title';

export function VetHouseCallLandingPage() {
  return (
    <div className="container">
      <PageTitle title="Vet House Call" />
      <h1>Vet House Call</h1>
    </div>
  );
}
