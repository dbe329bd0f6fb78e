import { PageTitle } from '../../../components/page-title';

export function HomePage() {
  return (
    <div className="container">
      <PageTitle title="Pet care from vets you trust" />
      <h1>Pet care from vets you trust</h1>
    </div>
  );
}
