import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { config } from '../../../config/config';
import { useAuthUser } from '../../../lib/auth';
import { RECORDS_ASSISTANCE } from '../pricing-data';
import '../marketing.css';

/** What a record holds, as the FAQ describes it. */
const RECORD_CONTENTS = [
  'Prescriptions',
  'Vaccinations',
  'Allergies',
  'Surgery reports',
  'Conditions',
  'Test results',
  'Screenings',
  'X-rays',
  'MRIs',
  'CT scans',
  'Insurance info',
  'Adoption info',
  'Date of birth',
] as const;

const BENEFITS = [
  {
    title: 'Ready for any vet',
    text: 'Share the full history at a new clinic, an emergency visit or an online consultation.',
  },
  {
    title: 'Never miss a booster',
    text: 'Vaccination dates and due dates side by side, so you know what comes next.',
  },
  {
    title: 'Travel and boarding',
    text: 'Proof of vaccination for the kennel, the groomer or the airline is on your phone.',
  },
  {
    title: 'The whole family',
    text: 'Every pet in one account, and access you can share with family or a pet sitter.',
  },
] as const;

const ASSISTANCE_STEPS = [
  {
    title: 'Tell us who your vets are',
    text: 'List the clinics your pet has visited, now and in the past.',
  },
  {
    title: 'Sign the authorization',
    text: 'A short form lets your vets release the records to us.',
  },
  {
    title: 'We do the chasing',
    text: 'Our medical records administrator collects the records and uploads them to your pet’s record.',
  },
] as const;

export function MedicalRecordsPage() {
  const user = useAuthUser();
  return (
    <>
      <PageHero
        title="Pet Medical Records"
        lead={
          <p>
            Your pet’s whole health history in one safe place, on the web and in the{' '}
            {config.brandName} app. No more digging through drawers for a vaccination certificate.
          </p>
        }
        actions={
          <>
            {user?.role === 'user' ? (
              // The records screen (/app/medical-records) arrives with the health-records issue.
              <Link className="button button-primary" to="/app">
                Go to my dashboard
              </Link>
            ) : (
              <Link className="button button-primary" to="/signup">
                Start a free record
              </Link>
            )}
            <Link className="button button-secondary" to="/pricing/">
              Compare plans
            </Link>
          </>
        }
      />
      <Section
        title="What a record holds"
        intro={
          <p>Add as much or as little as you have. Files such as scans can be uploaded too.</p>
        }
      >
        <ul className="check-list">
          {RECORD_CONTENTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section title="Why keep records with us" tone="tint">
        <FeatureGrid items={BENEFITS} />
      </Section>
      <Section
        title="Medical records assistance"
        intro={
          <p>
            Records spread across several clinics? We will gather them for you. Your first{' '}
            {RECORDS_ASSISTANCE.freeRequests} requests, for up to {RECORDS_ASSISTANCE.freeVets}{' '}
            vets, are free; after that it is ${RECORDS_ASSISTANCE.pricePerExtraVet} per extra vet.
          </p>
        }
      >
        <Steps steps={ASSISTANCE_STEPS} />
      </Section>
      <CtaBanner
        title="Start your pet’s record today"
        text="Gold and Platinum plans include records for up to 2 and 4 pets."
        action={
          <Link className="button button-primary" to="/pricing/">
            See plans
          </Link>
        }
      />
    </>
  );
}
