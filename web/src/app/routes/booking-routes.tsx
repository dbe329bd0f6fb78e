import { useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { PageTitle } from '../../components/page-title';
import { PaymentPanel } from '../../features/checkout/payment-panel';
import { BookingWizard, type BookingWizardProps } from '../../features/booking/booking-wizard';
import { EConsultationOrderPage } from '../../features/booking/pages/e-consultation-order-page';
import type { BookingWizardParts } from '../../features/booking/wizard-parts';
import { PetPicker } from '../../features/pets/pet-picker';
import { VendorHomePage } from '../../features/white-label/pages/vendor-home-page';

/**
 * The booking wizard with what it takes from other features: the pets feature's picker and the
 * checkout feature's payment step (features do not import each other; the
 * routes join them), and the pages that show it.
 */
export const bookingWizardParts: BookingWizardParts = { PetPicker, PaymentPanel };

/** The wizard with its parts (BookingWizardProps['parts']) handed in. */
export function AppBookingWizard(props: Omit<BookingWizardProps, 'parts'>) {
  return <BookingWizard {...props} parts={bookingWizardParts} />;
}

/** /vet-appointments/book/:vendorId: the booking wizard for one practice. */
export function BookAppointmentRoute() {
  const { vendorId } = useParams();
  const id = Number(vendorId);
  if (!/^[1-9][0-9]{0,9}$/.test(vendorId ?? '') || id > 2_147_483_647) return <NotFound />;
  return (
    <div className="container book-appointment">
      <PageTitle title="Book an appointment" />
      <h1>Book an appointment</h1>
      <AppBookingWizard key={id} vendorId={id} />
    </div>
  );
}

/** /e-consultation/order: the booking wizard for the platform's online vets. */
export function EConsultationOrderRoute() {
  return <EConsultationOrderPage parts={bookingWizardParts} />;
}

/** A practice site's home, with the booking wizard for that practice. */
export function VendorSiteHomeRoute() {
  return <VendorHomePage renderBooking={(vendorId) => <AppBookingWizard vendorId={vendorId} />} />;
}
