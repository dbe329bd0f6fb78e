import { PageTitle } from '../../../components/page-title';

export function VendorAuthPage() {
  return (
    <div className="container">
      <PageTitle title="Vet Login" />
      <h1>Vet Login</h1>
    </div>
  );
}
