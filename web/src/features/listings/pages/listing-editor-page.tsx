import { addDays } from '@petwell/domain';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { useListingEditorQuery, usePracticeStaffQuery } from '../../../generated/practice';
import { type AuthUser, useAuthUser } from '../../../lib/auth';
import { ListingEditor, type StaffMember } from '../listing-editor';
import { ListingWaitlist } from '../listing-waitlist';
import { browserTimeZone, emptyListing, valuesOf } from '../listing-values';
import { LISTINGS_TEXT } from '../messages';
import '../listings.css';

const LISTING_CONTEXT = { additionalTypenames: ['vendor_listings'] };

/** A positive listing id from `?id=`, or null (a new listing). */
function listingIdOf(params: URLSearchParams): number | null | 'invalid' {
  const raw = params.get('id');
  if (raw === null || raw === '') return null;
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 'invalid';
}

/**
 * /app/listings/item: 'New Listing', or 'Update Listing' for `?id=`. A root admin of a practice
 * of several staff picks the owner and managers; other staff do not see the pickers. A listing
 * the staff member may not see is 'No listing found!'. A saved listing shows its waitlist below.
 */
export function ListingEditorPage() {
  const user = useAuthUser();
  const [params] = useSearchParams();
  const id = listingIdOf(params);
  const title = id === null ? LISTINGS_TEXT.newListing : LISTINGS_TEXT.updateListing;
  return (
    <section className="listing-editor-screen">
      <PageTitle title={title} />
      <p className="listing-back">
        <Link to="/app/listings">Back to {LISTINGS_TEXT.title}</Link>
      </p>
      <h1>{title}</h1>
      {!user?.vendorId ? null : id === 'invalid' ? (
        <p>{LISTINGS_TEXT.noListing}</p>
      ) : (
        <EditorLoader key={id ?? 'new'} user={user} vendorId={user.vendorId} id={id} />
      )}
    </section>
  );
}

function EditorLoader({
  user,
  vendorId,
  id,
}: {
  user: AuthUser;
  vendorId: number;
  id: number | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const notice =
    typeof (location.state as { notice?: unknown } | null)?.notice === 'string'
      ? (location.state as { notice: string }).notice
      : null;
  const rootAdmin = user.role === 'root_admin';
  // Rosters from yesterday on (UTC): the listing's today is among them whatever its zone.
  const from = useMemo(() => addDays(new Date().toISOString().slice(0, 10), -1), []);
  const [listing] = useListingEditorQuery({
    variables: { id: id ?? 0, from },
    pause: id === null,
    requestPolicy: 'cache-and-network',
    context: LISTING_CONTEXT,
  });
  // Only a root admin picks owners: other staff see only themselves.
  const [staff] = usePracticeStaffQuery({ variables: { vendorId }, pause: !rootAdmin });

  if (id !== null && !listing.data) {
    if (listing.error) return <Alert tone="error">{LISTINGS_TEXT.loadFailed}</Alert>;
    return <Loading />;
  }
  if (rootAdmin && !staff.data) {
    if (staff.error) return <Alert tone="error">{LISTINGS_TEXT.loadFailed}</Alert>;
    return <Loading />;
  }
  const row = listing.data?.vendor_listings_by_pk;
  if (id !== null && !row) return <p>{LISTINGS_TEXT.noListing}</p>;
  const team: StaffMember[] | null = staff.data
    ? staff.data.vendor_logins.map((m) => ({
        id: m.id,
        name: `${m.first_name} ${m.last_name}`.trim(),
      }))
    : null;
  return (
    <>
      <ListingEditor
        listingId={id}
        initial={row ? valuesOf(row) : emptyListing(browserTimeZone())}
        staff={team}
        notice={notice}
        onSaved={(saved, text) => {
          if (saved !== id)
            void navigate(`/app/listings/item?id=${String(saved)}`, {
              replace: true,
              state: { notice: text },
            });
        }}
      />
      {id === null ? null : <ListingWaitlist listingId={id} />}
    </>
  );
}
