import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import '../marketing.css';

const LIST_PATH = '/vet-appointments/list';

const TYPES = [
  {
    title: 'Clinic visit',
    text: 'An examination at the practice, for vaccinations, check-ups and anything that needs hands-on care.',
    meta: 'Book from 3 hours ahead',
  },
  {
    title: 'Video consultation',
    text: 'See the vet face to face on your phone or computer, with your pet beside you.',
    meta: 'Book from 1 hour ahead',
  },
  {
    title: 'Phone consultation',
    text: 'The doctor will call you at the appointment time: no camera needed.',
    meta: 'Book from 1 hour ahead',
  },
  {
    title: 'Chat consultation',
    text: 'Type back and forth with a vet, and share photos as you go.',
    meta: 'Book from 1 hour ahead',
  },
] as const;

const STEPS = [
  {
    title: 'Find a practice',
    text: 'Browse vets near you and compare their specialities, the animals they treat and their prices.',
  },
  {
    title: 'Pick a time',
    text: 'Choose the type of visit and a free slot on any day from today up to 15 days ahead.',
  },
  {
    title: 'Confirm and pay',
    text: 'Pay securely online. Your confirmation arrives by e-mail and the booking appears in your account.',
  },
] as const;

export function VetAppointmentsLandingPage() {
  return (
    <>
      <PageHero
        title="Vet Appointments"
        lead={
          <p>
            Book a clinic visit or an online consultation with a local vet practice in a few
            minutes, day or night. See real availability and the price before you pay.
          </p>
        }
        actions={
          <Link className="button button-primary" to={LIST_PATH}>
            Book an Appointment
          </Link>
        }
      />
      <Section
        title="Choose how to see the vet"
        intro={
          <p>
            Each practice sets its own consultation types, prices and opening hours. The lead times
            give the practice enough notice to prepare for your pet.
          </p>
        }
      >
        <FeatureGrid items={TYPES} />
      </Section>
      <Section title="How booking works" tone="tint">
        <Steps steps={STEPS} />
      </Section>
      <Section title="Good to know">
        <ul className="check-list">
          <li>Slots are shown in your own time zone.</li>
          <li>Plans change? Cancel an upcoming appointment from your account.</li>
          <li>
            The vet can see your pet’s health record, so bring it up to date before the visit.
          </li>
        </ul>
      </Section>
      <CtaBanner
        title="Find a time that suits you"
        action={
          <Link className="button button-primary" to={LIST_PATH}>
            Find a vet
          </Link>
        }
      />
    </>
  );
}
