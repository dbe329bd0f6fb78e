import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { config } from '../../../config/config';
import { ExternalLink } from '../components/external-link';
import '../marketing.css';

interface Organization {
  name: string;
  href: string;
  text: string;
}

const brand = config.brandName;

const ORGANIZATIONS: readonly Organization[] = [
  {
    name: 'ASPCA',
    href: 'https://www.aspca.org',
    text: 'The American Society for the Prevention of Cruelty to Animals, founded in 1866, works on rescue, adoption and cruelty prevention, and runs the ASPCA Animal Poison Control Center.',
  },
  {
    name: 'Humane World for Animals',
    href: 'https://www.humaneworld.org',
    text: 'Formerly the Humane Society of the United States, it campaigns against animal cruelty and supports animals in crisis, in the United States and around the world.',
  },
  {
    name: 'Best Friends Animal Society',
    href: 'https://bestfriends.org',
    text: 'Runs the country’s largest no-kill sanctuary in Kanab, Utah, and works with shelters nationwide toward ending the killing of pets in America’s shelters.',
  },
  {
    name: 'Petfinder',
    href: 'https://www.petfinder.com',
    text: 'An online directory of adoptable pets from thousands of shelters and rescue groups, helping families find the right animal close to home.',
  },
  {
    name: 'American Humane',
    href: 'https://www.americanhumane.org',
    text: 'Founded in 1877, it works for the welfare and safety of animals, from farms and zoos to film sets, and supports military and service animals.',
  },
  {
    name: 'RedRover',
    href: 'https://redrover.org',
    text: 'Brings animals out of crisis: emergency sheltering during disasters, financial help with urgent vet care, and programs that teach children empathy for animals.',
  },
];

export function PartnersPage() {
  return (
    <>
      <PageHero
        title="Our Partners"
        lead={
          <p>
            Every pet deserves a safe home and good care. These animal welfare organizations do
            remarkable work toward that, and we are proud to support them and point our members to
            them.
          </p>
        }
      />
      <Section title="Animal welfare organizations">
        <ul className="link-card-list">
          {ORGANIZATIONS.map((organization) => (
            <li key={organization.name} className="card">
              <h3>{organization.name}</h3>
              <p>{organization.text}</p>
              <ExternalLink className="card-link" href={organization.href}>
                Visit {organization.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title="Run a shelter or rescue?"
        text={`Partner with ${brand} and send every adopted pet home with its records.`}
        action={
          <Link className="button button-primary" to="/shelter-partnership/">
            Become a shelter partner
          </Link>
        }
      />
    </>
  );
}
