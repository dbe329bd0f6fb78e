import { PageTitle } from '../../../components/page-title';

export function EConsultationPage() {
  return (
    <div className="container">
      <PageTitle title="e-Consultation" />
      <h1>e-Consultation</h1>
    </div>
  );
}
