import { PageTitle } from '../../../components/page-title';

export function PrivacyPolicyPage() {
  return (
    <div className="container">
      <PageTitle title="Privacy Policy" />
      <h1>Privacy Policy</h1>
    </div>
  );
}
