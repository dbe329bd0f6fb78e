import { PageTitle } from '../../../components/page-title';

export function NewsPage() {
  return (
    <div className="container">
      <PageTitle title="News" />
      <h1>News</h1>
    </div>
  );
}
