import { Link } from 'react-router';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { useVendorSiteListingsQuery } from '../../../generated/graphql';
import { useSite } from '../../../lib/site-context';
import { VendorHtml } from '../vendor-html';
import '../vendor-site.css';

const TYPE_LABELS: Record<string, string> = {
  clinic_visit: 'Clinic visit',
  video: 'Video consultation',
  phone: 'Phone consultation',
  chat: 'Chat consultation',
};

const formatPrice = (price: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(price);

function BookAnAppointment({ vendorId }: { vendorId: number }) {
  const [{ data, fetching, error }] = useVendorSiteListingsQuery({ variables: { vendorId } });
  const listings = data?.vendor_listings ?? [];
  return (
    <section className="vendor-booking card" aria-labelledby="book-heading">
      <h2 id="book-heading">Book an Appointment</h2>
      {fetching ? <Loading /> : null}
      {error && !data ? (
        <p role="alert">Sorry something went wrong. Please try again later.</p>
      ) : null}
      {!fetching && data && listings.length === 0 ? <p>No listing found!</p> : null}
      <ul className="vendor-listings">
        {listings.map((listing) => (
          <li key={listing.id} className="vendor-listing">
            <h3>{listing.title}</h3>
            <p className="vendor-listing-address">
              {[listing.address, listing.city, listing.state, listing.zipcode]
                .filter(Boolean)
                .join(', ')}
            </p>
            {listing.consultations.length === 0 ? (
              <p>Consultations are not available currently.</p>
            ) : (
              <ul className="vendor-consultations">
                {listing.consultations.map((c) => (
                  <li key={c.id}>
                    {TYPE_LABELS[c.type] ?? c.type}
                    {c.price === null ? '' : `: ${formatPrice(c.price)}`}
                    {c.duration ? ` · ${String(c.duration)} min` : ''}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="vendor-booking-login">
        <Link className="button button-primary" to="/login">
          Log in to book
        </Link>{' '}
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </section>
  );
}

/**
 * A practice site's home (spec 001 section 2): the practice's header HTML, a 'Book an
 * Appointment' section for that practice, then its body HTML. Both HTML sections are sanitised.
 */
export function VendorHomePage() {
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
      <BookAnAppointment vendorId={website.vendorId} />
      <VendorHtml html={website.bodySection} className="vendor-html vendor-body-html" />
    </div>
  );
}
