import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuthUser } from '../../../lib/auth';

const OWNER_LINKS = [
  { to: '/vet-appointments/', title: 'Book a clinic visit', text: 'See a vet near you.' },
  { to: '/e-consultation/', title: 'e-Consultation', text: 'Video, phone or chat with a vet.' },
  { to: '/talk-to-a-vet/', title: 'Talk to a Vet', text: 'Ask a vet a question for free.' },
  { to: '/pet-health-assessment/', title: 'Health assessment', text: "Check your pet's risks." },
];

const VET_LINKS = [
  {
    to: '/vet-practice-management-solution/',
    title: 'Practice management',
    text: 'Listings, schedules, appointments and your own site.',
  },
  { to: '/faqs/', title: 'Help', text: 'Answers to common questions.' },
];

/** The dashboard home: who is signed in and where to go next. */
export function DashboardPage() {
  const user = useAuthUser();
  if (!user) return null;
  const links = user.role === 'vendor' ? VET_LINKS : OWNER_LINKS;
  return (
    <section>
      <PageTitle title="Dashboard" />
      <h1>Dashboard</h1>
      <p>
        Signed in as <strong>{user.email}</strong>
        {user.role === 'vendor' ? ' (practice staff)' : ''}.
      </p>
      <ul className="dashboard-links">
        {links.map((link) => (
          <li key={link.to} className="card">
            <h2>
              <Link to={link.to}>{link.title}</Link>
            </h2>
            <p>{link.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
