import { useId } from 'react';
import { PageTitle } from '../../../components/page-title';
import { ContactForm } from '../contact-form';
import '../shelter.css';

/** /shelter-program/: the Shelter Program form on its own. */
export function ShelterFormPage() {
  const heading = useId();
  return (
    <div className="container shelter-form-page">
      <PageTitle title="Shelter Program" />
      <h1 id={heading}>Shelter Program</h1>
      <ContactForm kind="shelter" labelledBy={heading} />
    </div>
  );
}
