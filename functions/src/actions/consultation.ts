import {
  BOOKING_STATUS,
  bookingCode,
  consultationInputSchema,
  isAppointmentOver,
} from '@petwell/domain';
import { openBookingLink } from '../lib/booking-links-access';
import { videoRoomName } from '../lib/booking-links';
import { defineAction } from '../lib/action';
import { ANY_CLIENT } from '../lib/session';

/** ConsultationOutput of actions.graphql. */
export interface ConsultationOutput {
  booking_id: number;
  code: string;
  /** 'user' (U link) or 'vendor' (C link). */
  side: 'user' | 'vendor';
  type: string;
  status: number;
  slot: string;
  duration: number;
  title: string;
  line1: string;
  address: string | null;
  listing_tz: string;
  customer_first_name: string;
  pet_name: string | null;
  summary: string | null;
  /** Video, neither canceled nor over only: the unguessable room name. */
  room: string | null;
}

/**
 * `consultation(z)` (/appointments?z=): what the consultation page
 * shows for a signed link, to anyone holding it, signed in or not (the link is the capability).
 * A bad or unknown link is 'Invalid link'. The video room is named only while the appointment
 * can still take place: not canceled and not over (completed, or its time has ended).
 */
export const consultationAction = defineAction({
  name: 'consultation',
  roles: ANY_CLIENT,
  input: consultationInputSchema,
  async run({ z }, _context, deps): Promise<ConsultationOutput> {
    const booking = await openBookingLink(deps.db, deps.env, z);
    const open =
      booking.status !== BOOKING_STATUS.canceled &&
      !isAppointmentOver(
        { status: booking.status, slot: booking.slot, durationMinutes: booking.duration },
        deps.now(),
      );
    return {
      booking_id: booking.id,
      code: bookingCode(booking.id),
      side: booking.side === 'U' ? 'user' : 'vendor',
      type: booking.type,
      status: booking.status,
      slot: booking.slot.toISOString(),
      duration: booking.duration,
      title: booking.title,
      line1: booking.line1,
      address: booking.address,
      listing_tz: booking.timeZone,
      customer_first_name: booking.customerFirstName,
      pet_name: booking.petName,
      summary: booking.summary,
      room: booking.type === 'video' && open ? videoRoomName(booking.roomId) : null,
    };
  },
});
