import { PageTitle } from '../../../components/page-title';

export function TalkToAVetPage() {
  return (
    <div className="container">
      <PageTitle title="Talk to a Vet" />
      <h1>Talk to a Vet</h1>
    </div>
  );
}
