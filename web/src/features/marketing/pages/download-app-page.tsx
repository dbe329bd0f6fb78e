import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { config } from '../../../config/config';
import { ExternalLink } from '../components/external-link';
import '../marketing.css';

const brand = config.brandName;

const FEATURES = [
  {
    title: 'Records in your pocket',
    text: 'Vaccinations, prescriptions, allergies and test results for every pet, wherever you are.',
  },
  {
    title: 'Consultations on the go',
    text: 'Join a video consultation or chat with a vet straight from your phone.',
  },
  {
    title: 'Appointments at a glance',
    text: 'See upcoming clinic visits and house calls, and cancel if your plans change.',
  },
  {
    title: 'Timely notifications',
    text: 'Hear when a vet has answered your question or a new report is ready.',
  },
  {
    title: 'Straight from the shelter',
    text: 'Adopted from a partner shelter? Your new pet’s records arrive in the app.',
  },
  {
    title: 'One account everywhere',
    text: `Log in with the same ${brand} account you use on the web; everything stays in sync.`,
  },
] as const;

const STEPS = [
  {
    title: 'Find the app',
    text: `Search for ${brand} in the App Store or on Google Play.`,
  },
  {
    title: 'Log in',
    text: 'Use your existing account, or sign up and verify your mobile number.',
  },
  {
    title: 'Add your pets',
    text: 'Your pets and records from the web are already there.',
  },
] as const;

function StoreLinks() {
  return (
    <div className="store-links">
      <ExternalLink className="button button-primary" href="https://apps.apple.com/">
        Search for {brand} in the App Store
      </ExternalLink>
      <ExternalLink className="button button-secondary" href="https://play.google.com/store">
        Search for {brand} on Google Play
      </ExternalLink>
    </div>
  );
}

export function DownloadAppPage() {
  return (
    <>
      <PageHero
        title="Download the App"
        lead={
          <p>
            {brand} for iPhone and Android puts your vet, your appointments and your pets’ health
            records on your phone. It is free to download and included with every plan.
          </p>
        }
        actions={<StoreLinks />}
      />
      <Section title="What you can do in the app">
        <FeatureGrid items={FEATURES} />
      </Section>
      <Section title="Get started in three steps" tone="tint">
        <Steps steps={STEPS} />
      </Section>
      <CtaBanner
        title="No account yet?"
        text="Sign up on the web in a couple of minutes, then log in on your phone."
        action={
          <Link className="button button-primary" to="/signup">
            Sign up free
          </Link>
        }
      />
    </>
  );
}
