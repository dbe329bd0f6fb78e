import { PageTitle } from '../../../components/page-title';

export function ShelterPartnershipPage() {
  return (
    <div className="container">
      <PageTitle title="Shelter Program" />
      <h1>Shelter Program</h1>
    </div>
  );
}
