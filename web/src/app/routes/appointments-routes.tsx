import { AppointmentsPage } from '../../features/appointments/pages/appointments-page';
import { AppBookingWizard } from './booking-routes';

/**
 * /app/appointments: the practice's appointments, whose 'New Appointment' opens the booking
 * wizard for a customer (the routes join the two features, design section 3).
 */
export function AppointmentsRoute() {
  return (
    <AppointmentsPage
      renderNewAppointment={(vendorId) => <AppBookingWizard vendorId={vendorId} forCustomer />}
    />
  );
}
