import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { config } from '../../../config/config';
import '../marketing.css';

const ORDER_PATH = '/second-medical-opinion/order';

const WHEN = [
  {
    title: 'Before surgery',
    text: 'Make sure the operation is the right choice, and that nothing gentler would do.',
  },
  {
    title: 'A serious diagnosis',
    text: 'Cancer, heart, kidney or neurological conditions: hear what another vet would do.',
  },
  {
    title: 'Treatment not working',
    text: 'When weeks of treatment have not helped, a fresh pair of eyes can find what was missed.',
  },
  {
    title: 'Conflicting advice',
    text: 'Two vets, two answers? A third review of the full records helps you decide.',
  },
] as const;

const STEPS = [
  {
    title: 'Tell us about the case',
    text: 'Choose your pet, describe the first opinion you received and write the question you want answered.',
  },
  {
    title: 'Share the records',
    text: 'Upload lab results, X-rays and reports, and authorize our vets to access your pet’s medical records.',
  },
  {
    title: 'Receive the report',
    text: 'A vet reviews everything and writes to you with their opinion and the options they see.',
  },
] as const;

export function SecondOpinionPage() {
  return (
    <>
      <PageHero
        title="Second Medical Opinion"
        lead={
          <p>
            A big decision about your pet deserves a second look. A {config.brandName} vet reviews
            your pet’s records and the first diagnosis, and tells you honestly what they would
            recommend. You get a response within 24 to 48 hours.
          </p>
        }
        actions={
          <>
            <Link className="button button-primary" to={ORDER_PATH}>
              Request a Second Opinion
            </Link>
            <Link className="button button-secondary" to="/pricing/">
              See plans and prices
            </Link>
          </>
        }
      />
      <Section title="When a second opinion helps">
        <FeatureGrid items={WHEN} />
      </Section>
      <Section title="How it works" tone="tint">
        <Steps steps={STEPS} />
      </Section>
      <Section title="How long it takes">
        <ul className="check-list">
          <li>A response within 24 to 48 hours of your request.</li>
          <li>The written report within 48 hours after the records are judged complete.</li>
          <li>Up to five days if the vet needs more information from you or your vet.</li>
        </ul>
        <p className="marketing-note">
          The second opinion is advice for you and your vet to discuss; it does not replace an
          examination.
        </p>
      </Section>
      <CtaBanner
        title="Get the peace of mind of a second opinion"
        action={
          <Link className="button button-primary" to={ORDER_PATH}>
            Start your request
          </Link>
        }
      />
    </>
  );
}
