import { CONSULTATION_MESSAGES, consultationLinkInputSchema, type LinkSide } from '@petwell/domain';
import { consultationUrl, linkSigningKey, signLink } from '../lib/booking-links';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import { ActionError } from '../lib/errors';
import { type Session, SIGNED_IN } from '../lib/session';

/** ConsultationLinkOutput of actions.graphql. */
export interface ConsultationLinkOutput {
  z: string;
  url: string;
}

interface BookingRow {
  user_id: number;
  vendor_id: number;
  manages: boolean;
}

/**
 * The side a caller may open, by the rules of the bookings select permissions: an owner their own
 * booking (U); staff of the practice who manage the booking's listing (C); a root admin any
 * booking of its own practice (C). Undefined for anyone else.
 */
function sideFor(session: Session, booking: BookingRow): LinkSide | undefined {
  switch (session.role) {
    case 'user':
      return session.userId !== undefined && booking.user_id === session.userId ? 'U' : undefined;
    case 'vendor':
      return session.vendorId === booking.vendor_id && booking.manages ? 'C' : undefined;
    case 'root_admin':
      return session.vendorId === booking.vendor_id ? 'C' : undefined;
    case 'admin':
      return 'C';
    case 'anonymous':
      return undefined;
  }
}

/**
 * `consultation_link(booking_id)`: the signed link of a booking for the caller's side, the U link
 * for its owner and the C link for the practice, as `{z, url}` (url:
 * `${PUBLIC_URL}/appointments?z=...`). A booking the caller may not see is answered as one that
 * does not exist.
 */
export const consultationLinkAction = defineAction({
  name: 'consultation_link',
  roles: SIGNED_IN,
  input: consultationLinkInputSchema,
  async run({ booking_id }, { session }, deps): Promise<ConsultationLinkOutput> {
    const booking = await one<BookingRow>(
      deps.db,
      `select b.user_id, b.vendor_id,
              exists (select 1 from public.listing_managers m
                       where m.listing_id = b.vendor_listing_id and m.vendor_id = b.vendor_id
                         and m.vendor_login_id = $2) as manages
         from public.bookings b where b.id = $1`,
      [booking_id, session.role === 'vendor' ? (session.userId ?? 0) : 0],
    );
    const side = booking && sideFor(session, booking);
    if (!booking || !side)
      throw new ActionError('not-found', CONSULTATION_MESSAGES.appointmentNotFound);
    const z = signLink(linkSigningKey(deps.env), {
      userId: booking.user_id,
      side,
      bookingId: booking_id,
    });
    return { z, url: consultationUrl(deps.env.PUBLIC_URL, z) };
  },
});
