import { Link, Navigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuthUser } from '../../../lib/auth';

const OWNER_LINKS = [
  { to: '/vet-appointments/', title: 'Book a clinic visit', text: 'See a vet near you.' },
  { to: '/e-consultation/', title: 'e-Consultation', text: 'Video, phone or chat with a vet.' },
  { to: '/talk-to-a-vet/', title: 'Talk to a Vet', text: 'Ask a vet a question for free.' },
  { to: '/pet-health-assessment/', title: 'Health assessment', text: "Check your pet's risks." },
];

/** A practice's /app is its appointments (spec 001 section 2: "/app redirects to /app/appointments"). */
export const VENDOR_HOME = '/app/appointments';

/**
 * The dashboard home of a pet owner: who is signed in and where to go next. Practice staff go
 * to their appointments instead.
 */
export function DashboardPage() {
  const user = useAuthUser();
  if (!user) return null;
  if (user.role === 'vendor') return <Navigate to={VENDOR_HOME} replace />;
  return (
    <section>
      <PageTitle title="Dashboard" />
      <h1>Dashboard</h1>
      <p>
        Signed in as <strong>{user.email}</strong>.
      </p>
      <ul className="dashboard-links">
        {OWNER_LINKS.map((link) => (
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
