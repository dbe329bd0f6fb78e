import { PageTitle } from '../../../components/page-title';

export function AssessmentLandingPage() {
  return (
    <div className="container">
      <PageTitle title="Pet Health Assessment" />
      <h1>Pet Health Assessment</h1>
    </div>
  );
}
