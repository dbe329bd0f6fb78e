import {
  BOOKING_STATUS,
  CONSULTATION_MESSAGES,
  isAppointmentOver,
  sendConsultationMessageSchema,
} from '@petwell/domain';
import { openBookingLink } from '../lib/booking-links-access';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import { ActionError } from '../lib/errors';
import { ANY_CLIENT } from '../lib/session';
import { type ConsultationMessage, requireChat, toMessage } from './consultation-messages';

/**
 * `send_consultation_message(z, body)`: a chat message (trimmed, 1 to 4000 characters) from the
 * link's side: the owner for a U link, the practice for a C link. A C link does not say which
 * staff member holds it, so the sender login is recorded only when the caller is signed in as
 * staff of the booking's practice (consult_messages allows a vendor message without one). A
 * canceled appointment, or one that is over (completed, or its time has ended), takes no new
 * messages; its conversation can still be read.
 */
export const sendConsultationMessageAction = defineAction({
  name: 'send_consultation_message',
  roles: ANY_CLIENT,
  input: sendConsultationMessageSchema,
  async run({ z, body }, context, deps): Promise<ConsultationMessage> {
    const booking = await openBookingLink(deps.db, deps.env, z);
    requireChat(booking);
    if (booking.status === BOOKING_STATUS.canceled)
      throw new ActionError('conflict', CONSULTATION_MESSAGES.canceled);
    const time = { status: booking.status, slot: booking.slot, durationMinutes: booking.duration };
    if (isAppointmentOver(time, deps.now()))
      throw new ActionError('conflict', CONSULTATION_MESSAGES.completed);
    const { session } = context;
    const staffOfPractice =
      (session.role === 'vendor' || session.role === 'root_admin') &&
      session.vendorId === booking.vendorId
        ? (session.userId ?? null)
        : null;
    const userSide = booking.side === 'U';
    const row = await one<{
      id: number;
      sender_role: 'user' | 'vendor';
      body: string;
      created_at: Date;
    }>(
      deps.db,
      `insert into public.consult_messages
         (booking_id, sender_role, sender_user_id, sender_vendor_login_id, body, created_at)
       values ($1, $2, $3, $4, $5, $6)
       returning id, sender_role, body, created_at`,
      [
        booking.id,
        userSide ? 'user' : 'vendor',
        userSide ? booking.userId : null,
        userSide ? null : staffOfPractice,
        body,
        deps.now(),
      ],
    );
    if (!row) throw new Error('the message could not be read back');
    return toMessage(row);
  },
});
