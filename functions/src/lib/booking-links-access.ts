import { type ConsultationType, LINK_MESSAGES, type LinkSide } from '@petwell/domain';
import { linkSigningKey, verifyLink } from './booking-links';
import { one, type Queryable } from './db';
import type { Deps } from './deps';
import { ActionError } from './errors';

/**
 * Opening a booking by its `z` link (the link is the capability). The signature is
 * checked before the database is asked, and a malformed, tampered, swapped or unknown link, or
 * one whose user is not the booking's, all get the same error: 'Invalid link' (code
 * invalid-link), so nothing tells them apart.
 */
export interface LinkedBooking {
  side: LinkSide;
  id: number;
  userId: number;
  vendorId: number;
  listingId: number;
  type: ConsultationType;
  status: number;
  slot: Date;
  duration: number;
  roomId: string;
  title: string;
  line1: string;
  address: string | null;
  timeZone: string;
  customerFirstName: string;
  petName: string | null;
  summary: string | null;
}

interface Row {
  id: number;
  user_id: number;
  vendor_id: number;
  vendor_listing_id: number;
  type: ConsultationType;
  status: number;
  slot: Date | string;
  duration: number;
  room_id: string;
  title: string;
  line1: string;
  address: string | null;
  timezone: string;
  first_name: string;
  pet_name: string | null;
  summary: string | null;
}

export const invalidLink = () => new ActionError('invalid-link', LINK_MESSAGES.invalid);

/** The booking a link opens, or the 'Invalid link' error. */
export async function openBookingLink(
  db: Queryable,
  env: Deps['env'],
  z: string,
): Promise<LinkedBooking> {
  const link = verifyLink(linkSigningKey(env), z);
  if (!link) throw invalidLink();
  // The listing as it is now (its address may have moved); the pet's name as it was booked when
  // the pet is gone.
  const row = await one<Row>(
    db,
    `select b.id, b.user_id, b.vendor_id, b.vendor_listing_id, b.type, b.status, b.slot,
            b.duration, b.room_id::text as room_id, l.title, l.line1, l.address, l.timezone,
            u.first_name, coalesce(p.name, b.details -> 'pet' ->> 'name') as pet_name,
            nullif(btrim(b.details -> 'info' ->> 'summary'), '') as summary
       from public.bookings b
       join public.vendor_listings l on l.id = b.vendor_listing_id
       join public.users u on u.id = b.user_id
       left join public.pets p on p.id = b.pet_id
      where b.id = $1`,
    [link.bookingId],
  );
  if (!row || row.user_id !== link.userId) throw invalidLink();
  return {
    side: link.side,
    id: row.id,
    userId: row.user_id,
    vendorId: row.vendor_id,
    listingId: row.vendor_listing_id,
    type: row.type,
    status: row.status,
    slot: new Date(row.slot),
    duration: row.duration,
    roomId: row.room_id,
    title: row.title,
    line1: row.line1,
    address: row.address,
    timeZone: row.timezone,
    customerFirstName: row.first_name,
    petName: row.pet_name,
    summary: row.summary,
  };
}
