import { PageTitle } from '../../../components/page-title';

export function LeadershipPage() {
  return (
    <div className="container">
      <PageTitle title="Leadership Team" />
      <h1>Leadership Team</h1>
    </div>
  );
}
