import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { EmergencyNote } from '../components/emergency-note';
import { FREE_QUESTION_HOURS } from '../pricing-data';
import '../marketing.css';

const ORDER_PATH = '/talk-to-a-vet/order';

const STEPS = [
  {
    title: 'Choose your pet',
    text: 'Log in and pick the pet you are asking about, or add it in a few seconds.',
  },
  {
    title: 'Ask your question',
    text: 'Describe what you have noticed, since when, and anything that has changed. Up to 500 characters.',
  },
  {
    title: 'Read the answer',
    text: `A vet replies within ${FREE_QUESTION_HOURS} hours. The answer waits for you under My Questions.`,
  },
] as const;

const EXAMPLES = [
  {
    title: '“Is this worth a visit?”',
    text: 'My dog has been scratching one ear all week. Can it wait until Monday?',
  },
  {
    title: '“What should I feed?”',
    text: 'My cat is 12 and losing weight slowly. Should I change to a senior diet?',
  },
  {
    title: '“Is this normal?”',
    text: 'Our new puppy sleeps most of the day. How much sleep should she get?',
  },
] as const;

export function TalkToAVetPage() {
  return (
    <>
      <PageHero
        title="Talk to a Vet"
        eyebrow="Chat for Free"
        lead={
          <p>
            Something on your mind about your pet? Ask a licensed vet a question for free. It may
            take a vet up to {FREE_QUESTION_HOURS} hours to answer, and you will get a clear,
            written reply you can keep.
          </p>
        }
        actions={
          <Link className="button button-primary" to={ORDER_PATH}>
            Ask a Vet for Free
          </Link>
        }
      />
      <Section title="How it works">
        <Steps steps={STEPS} />
      </Section>
      <Section
        title="Questions owners ask us"
        tone="tint"
        intro={
          <p>
            No question is too small. If the vet thinks your pet should be seen, they will say so
            and you can book a clinic visit or an e-consultation.
          </p>
        }
      >
        <FeatureGrid items={EXAMPLES} />
        <EmergencyNote />
      </Section>
      <CtaBanner
        title="Ask your question now"
        text="Free, with a vet’s written answer."
        action={
          <Link className="button button-primary" to={ORDER_PATH}>
            Chat for Free
          </Link>
        }
      />
    </>
  );
}
