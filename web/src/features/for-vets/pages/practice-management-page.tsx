import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { config } from '../../../config/config';
import {
  PRACTICE_FEATURES,
  PRACTICE_STEPS,
  VET_LOGIN_PATH,
  VET_SIGNUP_PATH,
} from '../for-vets-content';
import '../for-vets.css';

/** /vet-practice-management-solution/: what a practice runs with the product. */
export function PracticeManagementPage() {
  return (
    <>
      <PageHero
        title="Vet Practice Management Solution"
        eyebrow="For vet practices"
        lead={
          <p>
            Listings, schedules, appointments, customers, your team and your own website: run your
            practice&apos;s bookings with {config.brandName} from one place.
          </p>
        }
        actions={
          <>
            <Link className="button button-primary" to={VET_SIGNUP_PATH}>
              Sign up your practice
            </Link>
            <Link className="button button-secondary" to={VET_LOGIN_PATH}>
              Vet Login
            </Link>
          </>
        }
      />
      <Section
        title="Everything your practice needs"
        intro={
          <p>
            Clients book clinic visits and video, phone or chat consultations with you online; you
            manage them all from the same dashboard.
          </p>
        }
      >
        <FeatureGrid items={PRACTICE_FEATURES} />
      </Section>
      <Section title="Get started in three steps" tone="tint">
        <Steps steps={PRACTICE_STEPS} />
      </Section>
      <CtaBanner
        title="Bring your practice online"
        text="Sign up today and publish your first listing in minutes."
        action={
          <Link className="button button-primary" to={VET_SIGNUP_PATH}>
            Sign up your practice
          </Link>
        }
      />
    </>
  );
}
