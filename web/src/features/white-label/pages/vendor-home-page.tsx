import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { useSite } from '../../../lib/site-context';
import { VendorHtml } from '../../../ui/sanitize-html/vendor-html';
import '../vendor-site.css';

export interface VendorHomePageProps {
  /**
   * The booking widget for the practice: the booking wizard, which the route hands in
   * (app/routes/booking-routes.tsx; features do not import each other).
   */
  renderBooking: (vendorId: number) => ReactNode;
}

/**
 * A practice site's home: the practice's header HTML, a 'Book an Appointment' section with the
 * booking wizard for that practice, then its body HTML. Both HTML sections are sanitised.
 */
export function VendorHomePage({ renderBooking }: VendorHomePageProps) {
  const site = useSite();
  if (site.kind !== 'vendor') return null;
  const { website } = site;
  return (
    <div className="container vendor-home">
      <PageTitle title={website.name} />
      {website.headerSection ? (
        <VendorHtml html={website.headerSection} className="vendor-html vendor-header-html" />
      ) : (
        <h1>{website.name}</h1>
      )}
      <section className="vendor-booking card" aria-labelledby="book-heading">
        <h2 id="book-heading">Book an Appointment</h2>
        {renderBooking(website.vendorId)}
      </section>
      <VendorHtml html={website.bodySection} className="vendor-html vendor-body-html" />
    </div>
  );
}
