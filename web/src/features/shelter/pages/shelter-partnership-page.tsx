import { useId } from 'react';
import { PageHero } from '../../../components/content/page-hero';
import { config } from '../../../config/config';
import { ContactForm } from '../contact-form';
import '../shelter.css';

/** The records a shelter hands over with each adopted pet. */
export const PRELOADED_RECORDS = [
  'Pet age',
  'Breed',
  'Adoption date',
  'Allergies',
  'Vaccinations',
  'Medications',
  'Microchip number',
] as const;

/** /shelter-partnership/: what the program gives shelters and adopters, and the form to join. */
export function ShelterPartnershipPage() {
  const infoHeading = useId();
  const formHeading = useId();
  return (
    <>
      <PageHero
        title="Shelter Program"
        eyebrow="For animal shelters and rescues"
        lead={
          <p>
            Give every adopted pet a healthy start. {config.brandName} partners with shelters so
            that each adopter leaves with a complete health record and easy access to a vet from the
            first day at home.
          </p>
        }
      />
      <div className="container shelter-columns">
        <section aria-labelledby={infoHeading}>
          <h2 id={infoHeading}>How the program works</h2>
          <h3>Records pre-loaded for adopters</h3>
          <p>
            When a pet goes home, its record is already waiting in the adopter&apos;s{' '}
            {config.brandName} account, with:
          </p>
          <ul className="shelter-checklist">
            {PRELOADED_RECORDS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3>Push notifications to adopters</h3>
          <p>
            Adopters get reminders on their phones through the {config.brandName} mobile app, so
            vaccinations, medications and check-ups are not forgotten after the adoption.
          </p>
          <h3>No double entry for your staff</h3>
          <p>
            Data is transferred automatically from your shelter&apos;s management system. Your team
            keeps working as it does today; the records reach adopters without re-typing.
          </p>
          <h3>Care when adopters need it</h3>
          <ul className="shelter-points">
            <li>Clinic visits booked online with practices near the adopter.</li>
            <li>Video, phone and chat consultations with a vet.</li>
            <li>A free question to a vet for the small worries of the first weeks.</li>
          </ul>
        </section>
        <section className="card" aria-labelledby={formHeading}>
          <h2 id={formHeading}>Join the Shelter Program</h2>
          <p>
            Tell us about your shelter and we will contact you within two business days to set up
            the program.
          </p>
          <ContactForm kind="shelter" labelledBy={formHeading} />
        </section>
      </div>
    </>
  );
}
