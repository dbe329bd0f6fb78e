import { CONSULTATION_MESSAGES, consultationMessagesInputSchema } from '@petwell/domain';
import { type LinkedBooking, openBookingLink } from '../lib/booking-links-access';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { ANY_CLIENT } from '../lib/session';

/** ConsultationMessage of actions.graphql. */
export interface ConsultationMessage {
  id: number;
  /** 'user' (the owner) or 'vendor' (the practice). */
  sender_role: 'user' | 'vendor';
  body: string;
  created_at: string;
}

/** At most this many messages per call; a client asks again with the last id it has. */
export const MESSAGES_PAGE_SIZE = 500;

interface MessageRow {
  id: number;
  sender_role: 'user' | 'vendor';
  body: string;
  created_at: Date | string;
}

export const toMessage = (row: MessageRow): ConsultationMessage => ({
  id: row.id,
  sender_role: row.sender_role,
  body: row.body,
  created_at: new Date(row.created_at).toISOString(),
});

/** Only a chat consultation has messages. */
export function requireChat(booking: LinkedBooking): void {
  if (booking.type !== 'chat') throw new ActionError('conflict', CONSULTATION_MESSAGES.onlyChat);
}

/**
 * `consultation_messages(z, after_id)`: the chat of a chat consultation, oldest first, for
 * either side's link; `after_id` returns only newer messages (the page polls with it).
 */
export const consultationMessagesAction = defineAction({
  name: 'consultation_messages',
  roles: ANY_CLIENT,
  input: consultationMessagesInputSchema,
  async run({ z, after_id }, _context, deps): Promise<ConsultationMessage[]> {
    const booking = await openBookingLink(deps.db, deps.env, z);
    requireChat(booking);
    const { rows } = await deps.db.query<MessageRow>(
      `select id, sender_role, body, created_at from public.consult_messages
        where booking_id = $1 and id > $2 order by id limit $3`,
      [booking.id, after_id ?? 0, MESSAGES_PAGE_SIZE],
    );
    return rows.map(toMessage);
  },
});
