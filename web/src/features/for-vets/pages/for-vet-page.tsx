import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid, type FeatureItem } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { config } from '../../../config/config';
import {
  panelVetPath,
  RELIEF_REVENUE_GROWTH,
  VET_LOGIN_PATH,
  VET_SIGNUP_PATH,
} from '../for-vets-content';
import '../for-vets.css';

/** The three ways a vet joins: panel vet, practice management, relief vet. */
function waysToJoin(): FeatureItem[] {
  return [
    {
      title: 'Panel vets',
      text: (
        <>
          <p>
            Consult online by video, phone or chat. The client pays the consult fee in advance, so
            every consult you attend is already paid.
          </p>
          <Link className="vets-join-link" to={panelVetPath()}>
            Become a panel vet
          </Link>
        </>
      ),
    },
    {
      title: 'Practice management solution',
      text: (
        <>
          <p>
            Listings, schedules, appointments, customers, your team and a white-label website for
            your practice, in one place.
          </p>
          <Link className="vets-join-link" to="/vet-practice-management-solution/">
            Explore practice management
          </Link>
        </>
      ),
    },
    {
      title: 'Relief vets',
      text: (
        <>
          <p>
            Take on in-person work with partner practices and grow your revenue by{' '}
            {RELIEF_REVENUE_GROWTH}.
          </p>
          <Link className="vets-join-link" to="/partner-relief-vet/">
            Partner as a relief vet
          </Link>
        </>
      ),
    },
  ];
}

/** /for-vet/: how vets and practices work with the product, and where to sign up or log in. */
export function ForVetPage() {
  return (
    <>
      <PageHero
        title="For Vets"
        eyebrow={`Join ${config.brandName}`}
        lead={
          <p>
            Consult online, run your practice or take on relief work: {config.brandName} brings pet
            owners to you and takes care of booking and payment.
          </p>
        }
        actions={
          <>
            <Link className="button button-primary" to={VET_SIGNUP_PATH}>
              Vet Signup
            </Link>
            <Link className="button button-secondary" to={VET_LOGIN_PATH}>
              Vet Login
            </Link>
          </>
        }
      />
      <Section
        title="Three ways to join"
        intro={<p>Choose the way of working that suits you; you can combine them later.</p>}
      >
        <FeatureGrid items={waysToJoin()} />
      </Section>
      <CtaBanner
        title="Ready to get started?"
        text="Create your vet account in a few minutes."
        action={
          <div className="vets-cta-actions">
            <Link className="button button-primary" to={VET_SIGNUP_PATH}>
              Vet Signup
            </Link>
            <Link className="button button-secondary" to={VET_LOGIN_PATH}>
              Vet Login
            </Link>
          </div>
        }
      />
    </>
  );
}
