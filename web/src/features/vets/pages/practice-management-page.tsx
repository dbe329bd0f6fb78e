import { PageTitle } from '../../../components/page-title';

export function PracticeManagementPage() {
  return (
    <div className="container">
      <PageTitle title="Vet Practice Management Solution" />
      <h1>Vet Practice Management Solution</h1>
    </div>
  );
}
