import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { AppointmentsList } from '../appointments-list';
import '../appointments.css';

/** Where an owner books: the clinic list. */
export const BOOKING_PAGE = '/vet-appointments/list';

/**
 * /app/my-appointments, the owner's eConsults: their own bookings (the data service's permission),
 * filtered and paged, with a link to book another. The owner app's layout (app/router.tsx) lets
 * only owners in.
 */
export function MyAppointmentsPage() {
  return (
    <section className="appointments-screen">
      <PageTitle title="My Appointments" />
      <div className="appointments-header">
        <h1>My Appointments</h1>
        <Link className="button button-primary" to={BOOKING_PAGE}>
          Book an appointment
        </Link>
      </div>
      <AppointmentsList mode="owner" />
    </section>
  );
}
