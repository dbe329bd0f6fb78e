import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { config } from '../../../config/config';
import '../marketing.css';

interface Leader {
  name: string;
  /** Post-nominal credentials, if any. */
  credentials?: string;
  role: string;
  bio: string;
}

const brand = config.brandName;

const LEADERS: readonly Leader[] = [
  {
    name: 'Elena Marquez',
    credentials: 'DVM',
    role: 'Co-founder and Chief Executive Officer',
    bio: `Elena spent twelve years in small-animal practice in South Florida, the last five running her own two-vet clinic. She started ${brand} after too many late-night calls from owners who only needed to know whether a problem could wait until morning.`,
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder and Chief Technology Officer',
    bio: 'Daniel built scheduling and video platforms for human telemedicine before turning to pets. He leads the teams behind the web and mobile apps, and still answers the odd support ticket himself.',
  },
  {
    name: 'Priya Raman',
    credentials: 'DVM, DACVIM',
    role: 'Chief Medical Officer',
    bio: 'A board-certified specialist in small-animal internal medicine, Priya sets the clinical standards for every consultation on the platform and leads the panel that reviews second opinions.',
  },
  {
    name: 'Thomas Becker',
    credentials: 'DVM',
    role: 'Director of Telehealth Medicine',
    bio: 'Thomas trains and supports the vets who consult online, and writes the guidance on what can safely be handled by video and what needs hands-on care.',
  },
  {
    name: 'Aisha Coleman',
    credentials: 'DVM',
    role: 'Medical Director, Records and Second Opinions',
    bio: 'After a decade in emergency and referral hospitals, Aisha knows how much a complete history matters. She oversees medical records assistance and the second opinion service.',
  },
  {
    name: 'Luis Herrera',
    credentials: 'DVM',
    role: 'Head of Shelter Medicine',
    bio: 'Luis has worked with rescues and county shelters across Florida. He runs the shelter partnership, making sure every adopted pet goes home with its records.',
  },
  {
    name: 'Megan Holloway',
    role: 'Vice President, Practice Partnerships',
    bio: 'Megan spent fifteen years helping independent practices grow. She works with the clinics that list with us, from their first listing to their own booking site.',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

export function LeadershipPage() {
  return (
    <>
      <PageHero
        title="Leadership Team"
        lead={
          <p>
            The vets and builders behind {brand}. Between them they have spent decades in clinics,
            emergency rooms, shelters and telemedicine, and they still put pets first.
          </p>
        }
      />
      <Section title="Meet the team">
        <ul className="people-grid">
          {LEADERS.map((leader) => (
            <li key={leader.name} className="card person">
              <span className="person-initials" aria-hidden="true">
                {initials(leader.name)}
              </span>
              <div>
                <h3>
                  {leader.credentials ? `Dr. ${leader.name}, ${leader.credentials}` : leader.name}
                </h3>
                <p className="person-role">{leader.role}</p>
              </div>
              <p className="person-bio">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title="Are you a vet?"
        text={`Join the ${brand} panel and consult online on your own schedule.`}
        action={
          <Link className="button button-primary" to="/for-vet/">
            Work with us
          </Link>
        }
      />
    </>
  );
}
