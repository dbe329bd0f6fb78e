import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid, type FeatureItem } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { config } from '../../../config/config';
import { RELIEF_REVENUE_GROWTH, VET_SIGNUP_PATH } from '../for-vets-content';
import '../for-vets.css';

function reliefBenefits(): FeatureItem[] {
  return [
    {
      title: 'Grow your revenue',
      text: `Fill your open days with shifts at partner practices and grow your revenue by ${RELIEF_REVENUE_GROWTH}.`,
    },
    {
      title: 'In-person work, on your terms',
      text: 'Choose the practices, the days and the hours that suit you, close to home or further afield.',
    },
    {
      title: 'Ready from the first hour',
      text: `Partner practices keep their schedules and patient records in ${config.brandName}, so you can start seeing patients as soon as you arrive.`,
    },
  ];
}

/** /partner-relief-vet/: in-person relief work. */
export function ReliefVetPage() {
  return (
    <>
      <PageHero
        title="Partner Relief Vet"
        eyebrow="In-person relief work"
        lead={
          <p>
            Work in person with {config.brandName} partner practices and grow your revenue by{' '}
            {RELIEF_REVENUE_GROWTH}.
          </p>
        }
        actions={
          <>
            <Link className="button button-primary" to={VET_SIGNUP_PATH}>
              Vet Signup
            </Link>
            <Link className="button button-secondary" to="/download-app/">
              Download the app
            </Link>
          </>
        }
        aside={
          <div className="card vets-hero-card">
            <p className="vets-stat">{RELIEF_REVENUE_GROWTH}</p>
            <p>revenue growth for partner relief vets</p>
          </div>
        }
      />
      <Section title="Why partner as a relief vet">
        <FeatureGrid items={reliefBenefits()} />
      </Section>
      <Section title="Your work in your pocket" tone="tint">
        <p>
          With the {config.brandName} app you see your shifts, appointments and patients&apos;
          records on your phone, wherever the day takes you.
        </p>
        <Link to="/download-app/">Get the {config.brandName} app</Link>
      </Section>
      <CtaBanner
        title="Become a partner relief vet"
        text="Create your vet account and tell us where and when you would like to work."
        action={
          <Link className="button button-primary" to={VET_SIGNUP_PATH}>
            Vet Signup
          </Link>
        }
      />
    </>
  );
}
