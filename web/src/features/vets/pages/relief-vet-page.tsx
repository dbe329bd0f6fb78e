import { PageTitle } from '../../../components/page-title';

export function ReliefVetPage() {
  return (
    <div className="container">
      <PageTitle title="Partner Relief Vet" />
      <h1>Partner Relief Vet</h1>
    </div>
  );
}
