import { type ReactNode, useRef, useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { type AuthUser, useAuthUser } from '../../../lib/auth';
import { AppointmentsList } from '../appointments-list';
import '../appointments.css';

export interface AppointmentsPageProps {
  /**
   * The booking wizard for a customer of this practice. Features do not import each other, so
   * the route (app/routes/appointments-routes.tsx) hands it in.
   */
  renderNewAppointment?: ((vendorId: number) => ReactNode) | undefined;
}

/**
 * /app/appointments, the practice's appointments: the bookings of the listings the signed-in staff
 * member may see (root admins: the whole practice), a Listing filter, the customer on each row, and
 * 'New Appointment' to book for a customer. The practice app's layout (app/router.tsx) lets only
 * staff in.
 */
export function AppointmentsPage({ renderNewAppointment }: AppointmentsPageProps) {
  const user = useAuthUser();
  if (!user) return null;
  return <StaffAppointments user={user} renderNewAppointment={renderNewAppointment} />;
}

function StaffAppointments({
  user,
  renderNewAppointment,
}: AppointmentsPageProps & { user: AuthUser }) {
  const [booking, setBooking] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const vendorId = user.vendorId ?? 0;
  const close = () => {
    setBooking(false);
    // The button is back after this render: give it the focus the wizard had.
    requestAnimationFrame(() => newButton.current?.focus());
  };
  return (
    <section className="appointments-screen">
      <PageTitle title="My Appointments" />
      <div className="appointments-header">
        <h1>{booking ? 'New Appointment' : 'My Appointments'}</h1>
        {booking ? (
          <button type="button" className="button button-secondary" onClick={close}>
            Back to appointments
          </button>
        ) : renderNewAppointment ? (
          <button
            ref={newButton}
            type="button"
            className="button button-primary"
            onClick={() => {
              setBooking(true);
            }}
          >
            New Appointment
          </button>
        ) : null}
      </div>
      {booking && renderNewAppointment ? (
        renderNewAppointment(vendorId)
      ) : (
        <AppointmentsList mode="staff" />
      )}
    </section>
  );
}
