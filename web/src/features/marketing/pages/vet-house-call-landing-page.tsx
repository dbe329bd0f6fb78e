import { HOUSE_VISIT } from '@petwell/domain';
import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import '../marketing.css';

const ORDER_PATH = '/vet-house-call/order';

const BENEFITS = [
  {
    title: 'Calmer pets',
    text: 'No carrier, no car and no waiting room. Pets are more relaxed, and easier to examine, at home.',
  },
  {
    title: 'Made for seniors',
    text: 'Older and less mobile pets get their check-ups without the strain of a journey.',
  },
  {
    title: 'No time off work',
    text: 'No travelling and no waiting: the visit fits around your day instead of the other way round.',
  },
  {
    title: 'Time to talk',
    text: 'Ask about diet, behavior and your home setup, where the vet can see it for themselves.',
  },
] as const;

const STEPS = [
  {
    title: 'Buy the package',
    text: 'Give us your phone number and address, and pay the yearly price online.',
  },
  {
    title: 'Arrange a visit',
    text: 'Our care team calls you to find a time that suits you and your pet.',
  },
  {
    title: 'The vet comes to you',
    text: `A vet examines your pet at home. Your ${HOUSE_VISIT.visitsPerYear} visits can be arranged whenever suits you during the year.`,
  },
] as const;

export function VetHouseCallLandingPage() {
  const savings = HOUSE_VISIT.traditionalPrice - HOUSE_VISIT.pricePerYear;
  return (
    <>
      <PageHero
        title="Vet House Call"
        eyebrow="1-year package"
        lead={
          <p>
            A vet visits your pet at home {HOUSE_VISIT.visitsPerYear} times a year for $
            {HOUSE_VISIT.pricePerYear} per year, compared with ${HOUSE_VISIT.traditionalPrice} for
            the same care at a traditional vet.
          </p>
        }
        actions={
          <Link className="button button-primary" to={ORDER_PATH}>
            Buy the Package
          </Link>
        }
      />
      <Section title="Why a house call">
        <FeatureGrid items={BENEFITS} />
      </Section>
      <Section title="How it works" tone="tint">
        <Steps steps={STEPS} />
      </Section>
      <Section title="What it costs">
        <div className="price-compare">
          <p>
            House-call package <strong>${HOUSE_VISIT.pricePerYear} per year</strong>
          </p>
          <p>
            At a traditional vet <strong>${HOUSE_VISIT.traditionalPrice} per year</strong>
          </p>
          <p>
            You save <strong>${savings} a year</strong>
          </p>
        </div>
        <p>
          The package lasts one year from purchase and includes {HOUSE_VISIT.visitsPerYear} vet
          visits.
        </p>
      </Section>
      <CtaBanner
        title="Bring the vet home"
        text={`${HOUSE_VISIT.visitsPerYear} visits, one year, $${HOUSE_VISIT.pricePerYear}.`}
        action={
          <Link className="button button-primary" to={ORDER_PATH}>
            Buy the house-call package
          </Link>
        }
      />
    </>
  );
}
