import { AppointmentsPage } from '../../features/appointments/pages/appointments-page';
import { AppBookingWizard } from './booking-routes';

/**
 * /app/appointments: the practice's appointments, whose 'New Appointment' opens the booking
 * wizard for a customer (features do not import each other, so the route joins the two).
 */
export function AppointmentsRoute() {
  return (
    <AppointmentsPage
      renderNewAppointment={(vendorId) => <AppBookingWizard vendorId={vendorId} forCustomer />}
    />
  );
}
