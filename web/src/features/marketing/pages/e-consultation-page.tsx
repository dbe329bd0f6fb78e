import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { E_CONSULTATION_ORDER_PATH as ORDER_PATH } from '../../../lib/booking-paths';
import { EmergencyNote } from '../components/emergency-note';
import { E_CONSULTATION } from '../pricing-data';
import '../marketing.css';

const GOOD_FOR = [
  {
    title: 'Skin, ears and eyes',
    text: 'Rashes, hot spots, itchy ears or a weepy eye are easy to show on camera.',
  },
  {
    title: 'Tummy troubles',
    text: 'A vet can judge whether a bout of vomiting or diarrhea can be managed at home.',
  },
  {
    title: 'Behavior and diet',
    text: 'Advice on anxiety, toilet training, weight and feeding, in your pet’s own surroundings.',
  },
  {
    title: 'Follow-ups',
    text: 'Check a healing wound or a new medication without another trip to the clinic.',
  },
] as const;

const STEPS = [
  {
    title: 'Book a time',
    text: 'Choose a video, phone or chat consultation and a time from 1 hour ahead, up to 15 days out.',
  },
  {
    title: 'Meet the vet',
    text: 'Join the video call from your appointment, or take the vet’s phone call at the booked time.',
  },
  {
    title: 'Get the report',
    text: 'The vet’s written report is in your account within five days and in your pet’s record.',
  },
] as const;

export function EConsultationPage() {
  return (
    <>
      <PageHero
        title="e-Consultation"
        eyebrow={`$${E_CONSULTATION.pricePerUse} per use`}
        lead={
          <p>
            See a licensed vet over your webcam or phone camera, from your sofa. An e-consultation
            lasts about {E_CONSULTATION.minutes} minutes and costs ${E_CONSULTATION.pricePerUse},
            with the price shown before you pay.
          </p>
        }
        actions={
          <Link className="button button-primary" to={ORDER_PATH}>
            Start an e-Consultation
          </Link>
        }
      />
      <Section
        title="What an e-consultation is good for"
        intro={
          <p>
            Many questions do not need a car journey. When the vet does need to examine your pet in
            person, they will tell you, and you can book a clinic visit straight away.
          </p>
        }
      >
        <FeatureGrid items={GOOD_FOR} />
        <EmergencyNote />
      </Section>
      <Section title="How it works" tone="tint">
        <Steps steps={STEPS} />
      </Section>
      <Section title="Before you book">
        <ul className="check-list">
          <li>Use a device with a camera and microphone, and a steady internet connection.</li>
          <li>Find a quiet, well-lit room and keep your pet close by.</li>
          <li>Have your pet’s medications and recent results to hand.</li>
          <li>Narcotic medications cannot be prescribed in an e-consultation.</li>
        </ul>
      </Section>
      <CtaBanner
        title="A vet, without the waiting room"
        text={`About ${E_CONSULTATION.minutes} minutes, $${E_CONSULTATION.pricePerUse} per use.`}
        action={
          <Link className="button button-primary" to={ORDER_PATH}>
            Book an e-Consultation
          </Link>
        }
      />
    </>
  );
}
