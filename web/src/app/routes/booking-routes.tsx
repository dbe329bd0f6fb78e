import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../components/loading';
import { NotFound } from '../../components/not-found';
import { PageTitle } from '../../components/page-title';
import { BookingWizard, type BookingWizardProps } from '../../features/booking/booking-wizard';
import { EConsultationOrderPage } from '../../features/booking/pages/e-consultation-order-page';
import type { BookingWizardParts } from '../../features/booking/wizard-parts';
import { PaymentPanel, preloadPaymentPanel } from '../../features/checkout/payment-panel';

const loadPetPicker = () => import('../../features/pets/pet-picker');

/**
 * The booking wizard with what it takes from other features: the pets feature's picker and the
 * checkout feature's payment step (features do not import each other; the routes join them), and
 * the pages that show it. Both belong to the later steps, so they load apart from the wizard's
 * first screen (the practice, the type, date and time), as soon as it is shown (`preload`).
 */
export const bookingWizardParts: BookingWizardParts = {
  PetPicker: lazy(() => loadPetPicker().then((m) => ({ default: m.PetPicker }))),
  PaymentPanel,
  preload: () => {
    void loadPetPicker().catch(() => undefined);
    preloadPaymentPanel();
  },
};

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

// A practice site's home shows the practice's header and body HTML through the sanitiser, which
// the main site's booking pages do not load.
const VendorHomePage = lazy(() =>
  import('../../features/white-label/pages/vendor-home-page').then((m) => ({
    default: m.VendorHomePage,
  })),
);

/** A practice site's home, with the booking wizard for that practice. */
export function VendorSiteHomeRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <VendorHomePage renderBooking={(vendorId) => <AppBookingWizard vendorId={vendorId} />} />
    </Suspense>
  );
}
