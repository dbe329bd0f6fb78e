import { PageTitle } from '../../../components/page-title';

export function DownloadAppPage() {
  return (
    <div className="container">
      <PageTitle title="Download the App" />
      <h1>Download the App</h1>
    </div>
  );
}
