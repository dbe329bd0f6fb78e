import { ASSESSMENT_CONSULTATION_PRICE } from '@petwell/domain';
import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { config } from '../../../config/config';
import { useAuthUser } from '../../../lib/auth';
import '../marketing.css';

const ORDER_PATH = '/pet-health-assessment/order/';

const AREAS = [
  {
    title: 'Internal health',
    text: 'Thirst and urination, weight loss or poor appetite, weight gain, and low energy.',
  },
  {
    title: 'Digestion',
    text: 'Repeated diarrhea or vomiting, blood in the stool and a history of intestinal parasites.',
  },
  {
    title: 'Heart and breathing',
    text: 'Coughing, sneezing, fast breathing at rest and open-mouth breathing.',
  },
  {
    title: 'Joints and mobility',
    text: 'Difficulty standing, stiffness or limping, and signs of pain when moving or touched.',
  },
  {
    title: 'Skin and coat',
    text: 'Itching and scratching, red or crusted patches, hair loss and skin odor.',
  },
] as const;

const STEPS = [
  {
    title: 'About your pet',
    text: 'Name, type, age and sex, then a few questions on general health. Starred questions are required.',
  },
  {
    title: 'Digestion, heart and breathing',
    text: 'For each sign, tell us how severe it has been: not at all, mild, moderate or severe.',
  },
  {
    title: 'Joints and skin',
    text: 'Finish the last few questions and see your pet’s risk report straight away.',
  },
] as const;

export function AssessmentLandingPage() {
  const user = useAuthUser();
  return (
    <>
      <PageHero
        title="Pet Health Assessment"
        eyebrow="Free, about five minutes"
        lead={
          <p>
            Spot problems early. Answer three short pages of questions about how your pet has been
            lately, and get a risk report across five areas of health, with the tests a vet would
            consider where the risk is raised.
          </p>
        }
        actions={
          <>
            <Link className="button button-primary" to={ORDER_PATH}>
              Take Test
            </Link>
            {user ? null : (
              <Link className="button button-secondary" to="/login">
                I have already taken the test
              </Link>
            )}
          </>
        }
      />
      <Section
        title="What the assessment looks at"
        intro={
          <p>
            Each area gets a color: green for low risk, blue for a moderate risk worth watching, red
            for a high risk to discuss with a vet soon.
          </p>
        }
      >
        <FeatureGrid items={AREAS} />
      </Section>
      <Section title="How it works" tone="tint">
        <Steps steps={STEPS} />
        <p className="marketing-note">
          Want a vet to go through the results with you? A doctor consultation costs $
          {ASSESSMENT_CONSULTATION_PRICE} and unlocks the advanced report, with the vet’s own
          recommendations for your pet.
        </p>
      </Section>
      <Section title="Good to know">
        <ul className="check-list">
          <li>The assessment is free to take; you only need an account to save the results.</li>
          <li>Your answers are saved to your {config.brandName} account and can be updated.</li>
          <li>The report is a guide, not a diagnosis. If you are worried, talk to a vet.</li>
        </ul>
      </Section>
      <CtaBanner
        title="Five minutes now can save a worried night later"
        action={
          <Link className="button button-primary" to={ORDER_PATH}>
            Start the assessment
          </Link>
        }
      />
    </>
  );
}
