import { PageTitle } from '../../../components/page-title';

export function ContactPage() {
  return (
    <div className="container">
      <PageTitle title="Contact Us" />
      <h1>Contact Us</h1>
    </div>
  );
}
