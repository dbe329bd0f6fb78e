import { PageTitle } from '../../../components/page-title';

export function MedicalRecordsPage() {
  return (
    <div className="container">
      <PageTitle title="Pet Medical Records" />
      <h1>Pet Medical Records</h1>
    </div>
  );
}
