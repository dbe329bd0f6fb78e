import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { E_CONSULTATION_ORDER_PATH, VET_LIST_PATH } from '../../../lib/booking-paths';
import { AppointmentsList } from '../appointments-list';
import { WaitlistSection } from '../waitlist-section';
import '../appointments.css';

/** Where an owner books: a clinic visit on the clinic list, an e-consultation with the online vets. */
export const BOOKING_LINKS = [
  { label: 'Book a clinic visit', to: VET_LIST_PATH, primary: true },
  { label: 'Book an e-consultation', to: E_CONSULTATION_ORDER_PATH, primary: false },
] as const;

/**
 * /app/my-appointments, the owner's eConsults: their own bookings (the data service's permission),
 * filtered and paged, with the ways to book another, and their waitlist entries. The owner app's layout (app/router.tsx) lets
 * only owners in.
 */
export function MyAppointmentsPage() {
  // The waitlist comes once the bookings have: painted at once, it was pushed down when they
  // arrived (CLS 0.072 on Lighthouse's phone).
  const [bookingsShown, setBookingsShown] = useState(false);
  const onFirstPage = useCallback(() => {
    setBookingsShown(true);
  }, []);
  return (
    <section className="appointments-screen">
      <PageTitle title="My Appointments" />
      <div className="appointments-header">
        <h1>My Appointments</h1>
        <p className="appointments-book">
          {BOOKING_LINKS.map(({ label, to, primary }) => (
            <Link
              key={to}
              className={`button ${primary ? 'button-primary' : 'button-secondary'}`}
              to={to}
            >
              {label}
            </Link>
          ))}
        </p>
      </div>
      <AppointmentsList mode="owner" onFirstPage={onFirstPage} />
      {bookingsShown ? <WaitlistSection /> : null}
    </section>
  );
}
