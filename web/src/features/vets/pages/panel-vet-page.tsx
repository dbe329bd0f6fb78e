import { PageTitle } from '../../../components/page-title';

export function PanelVetPage() {
  return (
    <div className="container">
      <PageTitle title="Become a Panel Vet" />
      <h1>Become a Panel Vet</h1>
    </div>
  );
}
