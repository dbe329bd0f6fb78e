import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { config } from '../../../config/config';
import '../marketing.css';

const brand = config.brandName;

const SERVICES = [
  {
    title: 'For pet owners',
    text: 'Clinic visits, video, phone and chat consultations, house calls, free questions, second opinions, a health assessment and lifelong health records.',
  },
  {
    title: 'For vet practices',
    text: 'Listings with consultation types, prices and schedules, appointment and customer management, team accounts and a booking site under the practice’s own name.',
  },
  {
    title: 'For shelters',
    text: 'Records pre-loaded for adopters and a way to stay in touch with new families after adoption day.',
  },
] as const;

const VALUES = [
  {
    title: 'Vets first',
    text: 'Every consultation is with a licensed vet. We build tools that save vets time, not replace their judgment.',
  },
  {
    title: 'Honest prices',
    text: 'Prices are shown before you pay. No surprise fees, and a full refund if you cancel a plan within 30 days.',
  },
  {
    title: 'Your data is yours',
    text: 'Pet health records belong to their owners. Only the practices you book with and the people you invite can see them.',
  },
] as const;

const OFFICES = [
  {
    title: 'Miami, Florida',
    text: 'Our headquarters, home to the care team, vet operations and the leadership team.',
  },
  {
    title: 'Austin, Texas',
    text: 'Our product and engineering office, where the web and mobile apps are built.',
  },
] as const;

export function AboutPage() {
  return (
    <>
      <PageHero
        title="About Us"
        lead={
          <p>
            {brand} was founded by vets and technologists who believe good vet care should be easy
            to reach, easy to understand and fairly priced, whether your pet needs a clinic, a house
            call or a quick question answered tonight.
          </p>
        }
        actions={
          <>
            <Link className="button button-primary" to="/leadership-team/">
              Meet our leadership team
            </Link>
            <Link className="button button-secondary" to="/contact-us/">
              Contact us
            </Link>
          </>
        }
      />
      <Section
        title="What we do"
        intro={
          <p>
            {brand} is a marketplace that connects pet owners with vet practices, in person and
            online.
          </p>
        }
      >
        <FeatureGrid items={SERVICES} />
      </Section>
      <Section title="Our family of companies" tone="tint">
        <p>
          {brand} grew out of our sister company for human telemedicine, which connects patients
          with doctors online. We brought its standards of clinical quality, privacy and reliability
          to the care of pets, and we still share its experience of running consultations that
          people can depend on.
        </p>
      </Section>
      <Section title="What we believe">
        <FeatureGrid items={VALUES} />
      </Section>
      <Section title="Our offices" tone="tint">
        <FeatureGrid items={OFFICES} />
      </Section>
      <CtaBanner
        title="Want to work with us?"
        text="Vets, practices and shelters: we would love to hear from you."
        action={
          <Link className="button button-primary" to="/for-vet/">
            Partner with {brand}
          </Link>
        }
      />
    </>
  );
}
