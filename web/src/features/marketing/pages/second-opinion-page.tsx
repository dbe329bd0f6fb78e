import { PageTitle } from '../../../components/page-title';

export function SecondOpinionPage() {
  return (
    <div className="container">
      <PageTitle title="Second Medical Opinion" />
      <h1>Second Medical Opinion</h1>
    </div>
  );
}
