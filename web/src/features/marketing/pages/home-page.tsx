import { HOUSE_VISIT } from '@petwell/domain';
import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid, type FeatureItem } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { Testimonials } from '../../../components/content/testimonials';
import { config } from '../../../config/config';
import { E_CONSULTATION_ORDER_PATH } from '../../../lib/booking-paths';
import { E_CONSULTATION, FREE_QUESTION_HOURS } from '../pricing-data';
import '../marketing.css';

const brand = config.brandName;

const SERVICES: readonly FeatureItem[] = [
  {
    title: 'Clinic visit',
    text: (
      <>
        <p>See the times a practice near you has free, pick one and pay online in a few taps.</p>
        <Link className="card-link" to="/vet-appointments/">
          Book a clinic visit
        </Link>
      </>
    ),
    meta: 'Prices set by each practice, shown before you pay',
  },
  {
    title: 'e-Consultation',
    text: (
      <>
        <p>Talk to a licensed vet by video, phone or chat without leaving home.</p>
        <Link className="card-link" to={E_CONSULTATION_ORDER_PATH}>
          Start an e-consultation
        </Link>
      </>
    ),
    meta: `$${E_CONSULTATION.pricePerUse} per use, about ${E_CONSULTATION.minutes} minutes`,
  },
  {
    title: 'Talk to a Vet',
    text: (
      <>
        <p>Not sure whether it can wait? Ask a vet a question and get a written answer.</p>
        <Link className="card-link" to="/talk-to-a-vet/">
          Ask a vet for free
        </Link>
      </>
    ),
    meta: `Free, answered within ${FREE_QUESTION_HOURS} hours`,
  },
  {
    title: 'Second Medical Opinion',
    text: (
      <>
        <p>Facing surgery or a serious diagnosis? A second vet reviews the records and advises.</p>
        <Link className="card-link" to="/second-medical-opinion/">
          Get a second opinion
        </Link>
      </>
    ),
    meta: 'Response within 24 to 48 hours',
  },
  {
    title: 'Vet House Call',
    text: (
      <>
        <p>A vet comes to your home: easier for anxious pets, seniors and busy households.</p>
        <Link className="card-link" to="/vet-house-call">
          See the house-call package
        </Link>
      </>
    ),
    meta: `${HOUSE_VISIT.visitsPerYear} visits for $${HOUSE_VISIT.pricePerYear} a year`,
  },
  {
    title: 'Pet Health Assessment',
    text: (
      <>
        <p>Answer a few questions about your pet and see where its health risks lie.</p>
        <Link className="card-link" to="/pet-health-assessment/">
          Take the health assessment
        </Link>
      </>
    ),
    meta: 'Free to take',
  },
  {
    title: 'Pet Medical Records',
    text: (
      <>
        <p>Vaccinations, prescriptions, test results and X-rays, together in one record.</p>
        <Link className="card-link" to="/pet-medical-records/">
          Keep your pet’s records
        </Link>
      </>
    ),
    meta: 'On the web and in the mobile app',
  },
];

const HOW_IT_WORKS = [
  {
    title: 'Add your pet',
    text: 'Create a free account, verify your mobile number and tell us about your pet.',
  },
  {
    title: 'Choose the care that fits',
    text: 'Book a clinic visit, a video, phone or chat consultation, or send a free question to a vet.',
  },
  {
    title: 'Keep the whole story',
    text: 'Reports, prescriptions and results go into your pet’s health record, ready for the next vet.',
  },
] as const;

const TESTIMONIALS = [
  {
    quote:
      'Milo started limping on a Sunday. I sent a photo and a question, a vet replied the same evening, and we booked a clinic visit for Monday morning.',
    name: 'Rachel T.',
    role: 'dog owner, Fort Lauderdale',
  },
  {
    quote:
      'Our two cats hate the carrier. The house calls mean their check-ups happen on the sofa instead of in a waiting room.',
    name: 'Jorge and Ana M.',
    role: 'cat owners, Coral Gables',
  },
  {
    quote:
      'Before agreeing to surgery for Daisy I wanted a second opinion. The report was clear, kind and explained every option.',
    name: 'Priscilla W.',
    role: 'beagle owner, Orlando',
  },
] as const;

export function HomePage() {
  return (
    <>
      <PageHero
        title="Pet care from vets you trust"
        documentTitle={`${brand}: vet appointments, online consultations and pet health records`}
        lead={
          <p>
            Book a clinic visit, talk to a vet by video, phone or chat, or get a second opinion from
            licensed vet practices. {brand} keeps your pet’s health records in one place, so every
            vet sees the whole story.
          </p>
        }
        actions={
          <>
            <Link className="button button-primary" to="/vet-appointments/">
              Book a Vet
            </Link>
            <Link className="button button-secondary" to="/talk-to-a-vet/">
              Talk to a Vet for Free
            </Link>
          </>
        }
        aside={
          <section className="card glance" aria-labelledby="home-glance">
            <h2 id="home-glance">At a glance</h2>
            <dl>
              <div>
                <dt>Free question</dt>
                <dd>A vet answers within {FREE_QUESTION_HOURS} hours.</dd>
              </div>
              <div>
                <dt>Appointments</dt>
                <dd>Clinic visits from 3 hours ahead, online consultations from 1 hour ahead.</dd>
              </div>
              <div>
                <dt>Second opinion</dt>
                <dd>A response within 24 to 48 hours.</dd>
              </div>
            </dl>
          </section>
        }
      />
      <Section
        title="Everything your pet needs, in one place"
        intro={
          <p>
            From a quick question to a yearly house-call plan, choose the kind of care that suits
            your pet and your day.
          </p>
        }
      >
        <FeatureGrid items={SERVICES} />
      </Section>
      <Section title="How it works" tone="tint">
        <Steps steps={HOW_IT_WORKS} />
      </Section>
      <Section title="Working with vets and shelters">
        <div className="teaser-grid">
          <section className="card" aria-labelledby="home-practices">
            <h3 id="home-practices">For vet practices</h3>
            <p>
              List your practice, publish your consultation types, prices and opening hours, and
              take bookings for clinic visits and online consultations. Every practice also gets a
              booking site under its own name.
            </p>
            <Link className="card-link" to="/for-vet/">
              Learn how {brand} works for practices
            </Link>
          </section>
          <section className="card" aria-labelledby="home-shelters">
            <h3 id="home-shelters">For animal shelters</h3>
            <p>
              Give every adopted pet a head start: we pre-load its records for the new family and
              keep adopters in touch through the mobile app.
            </p>
            <Link className="card-link" to="/shelter-partnership/">
              Explore the shelter partnership
            </Link>
          </section>
        </div>
      </Section>
      <Section title="What pet owners say" tone="tint">
        <Testimonials items={TESTIMONIALS} />
      </Section>
      <CtaBanner
        title="Your pet’s next check-up starts here"
        text="Create a free account in a couple of minutes. You only pay for the care you book."
        action={
          <Link className="button button-primary" to="/signup">
            Sign up free
          </Link>
        }
      />
    </>
  );
}
