import { HOUSE_VISIT } from '@petwell/domain';
import { Link } from 'react-router';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { config } from '../../../config/config';
import { E_CONSULTATION, PEER_TO_PEER_PRICE, PLANS, type Plan, REFUND_DAYS } from '../pricing-data';
import '../marketing.css';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${slug(plan.name)}`;
  return (
    <article className="card plan-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{plan.name}</h3>
      <p className="plan-price">
        ${plan.pricePerYear}
        <span className="plan-period">/year</span>
      </p>
      <p className="plan-summary">{plan.summary}</p>
      <ul className="check-list" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link className="button button-primary" to={plan.href}>
        Choose {plan.name}
      </Link>
    </article>
  );
}

export function PricingPage() {
  const savings = HOUSE_VISIT.traditionalPrice - HOUSE_VISIT.pricePerYear;
  return (
    <>
      <PageHero
        title="Pricing"
        lead={
          <p>
            Simple, upfront prices. Pay for each service as you go, or choose a yearly plan that
            covers the care most pets need. Appointment prices are set by each practice and shown
            before you pay.
          </p>
        }
      />
      <Section title="Membership plans">
        <ul className="plan-grid">
          {PLANS.map((plan) => (
            <li key={plan.name}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <aside className="marketing-note" aria-label="Refunds">
          <p>
            <strong>Changed your mind?</strong> Cancel your subscription by e-mail to{' '}
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> within {REFUND_DAYS}{' '}
            days of your initial payment for a full refund. After {REFUND_DAYS} days, no refund is
            given.
          </p>
        </aside>
      </Section>
      <Section
        title="Vet house-call package"
        tone="tint"
        intro={
          <p>
            {HOUSE_VISIT.visitsPerYear} vet visits at home over one year, so check-ups happen where
            your pet is most relaxed.
          </p>
        }
      >
        <div className="price-compare">
          <p>
            With {config.brandName} <strong>${HOUSE_VISIT.pricePerYear} per year</strong>
          </p>
          <p>
            At a traditional vet <strong>${HOUSE_VISIT.traditionalPrice} per year</strong>
          </p>
          <p>
            You save <strong>${savings} a year</strong>
          </p>
        </div>
        <Link className="button button-primary" to="/vet-house-call">
          About the house-call package
        </Link>
      </Section>
      <Section title="e-Consultation">
        <ul className="check-list check-list-stacked">
          <li>
            ${E_CONSULTATION.pricePerUse} per use, for about {E_CONSULTATION.minutes} minutes with a
            licensed vet by webcam.
          </li>
          <li>
            Peer-to-peer consult for veterinarians: ${PEER_TO_PEER_PRICE} for a written report on a
            case.
          </li>
        </ul>
        <div className="section-actions">
          <Link className="button button-secondary" to="/e-consultation/">
            About e-Consultation
          </Link>
        </div>
      </Section>
    </>
  );
}
