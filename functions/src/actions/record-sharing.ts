import {
  answerRecordRequestInputSchema,
  BOOKING_STATUS,
  PET_STATUS,
  PRACTICE_ACCESS_MESSAGES,
  revokeRecordAccessInputSchema,
} from '@petwell/domain';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import { ActionError } from '../lib/errors';
import { requireOwner } from '../lib/session';

/** RecordSharingOutput of actions.graphql. */
export interface RecordSharingOutput {
  message: string;
  /** Bookings whose sharing changed. */
  bookings: number;
}

/**
 * `answer_record_request(bookingId, share, petId)`: the owner's answer to a practice that booked
 * for them (hasura/README.md, "Access to owners' data"). Sharing shares the booking's pet — the
 * owner picks one of their pets when the practice booked without one — and its records with the
 * practice until 12 months after the appointment; refusing withholds them. An owner may change
 * the answer while the booking is live; a canceled or lapsed booking is not found.
 */
export const answerRecordRequestAction = defineAction({
  name: 'answer_record_request',
  roles: ['user'],
  input: answerRecordRequestInputSchema,
  async run({ bookingId, share, petId }, { session }, deps): Promise<RecordSharingOutput> {
    const userId = requireOwner(session);
    return deps.db.transaction(async (tx) => {
      const booking = await one<{ pet_id: number | null }>(
        tx,
        `select pet_id from public.bookings
          where id = $1 and user_id = $2 and status <> $3 and access_until > $4
          for update`,
        [bookingId, userId, BOOKING_STATUS.canceled, deps.now()],
      );
      if (!booking) throw new ActionError('not-found', PRACTICE_ACCESS_MESSAGES.bookingNotFound);
      if (!share) {
        await tx.query(`update public.bookings set record_sharing = 'withheld' where id = $1`, [
          bookingId,
        ]);
        return { message: PRACTICE_ACCESS_MESSAGES.refused, bookings: 1 };
      }
      const pet = booking.pet_id ?? petId;
      if (pet == null)
        throw new ActionError('validation-failed', PRACTICE_ACCESS_MESSAGES.petRequired, {
          fields: { petId: PRACTICE_ACCESS_MESSAGES.petRequired },
        });
      if (booking.pet_id !== null && petId != null && petId !== booking.pet_id)
        throw new ActionError('validation-failed', PRACTICE_ACCESS_MESSAGES.notYourPet, {
          fields: { petId: PRACTICE_ACCESS_MESSAGES.notYourPet },
        });
      const own = await one(
        tx,
        'select 1 from public.pets where id = $1 and user_id = $2 and status = $3',
        [pet, userId, PET_STATUS.active],
      );
      if (!own)
        throw new ActionError('validation-failed', PRACTICE_ACCESS_MESSAGES.notYourPet, {
          fields: { petId: PRACTICE_ACCESS_MESSAGES.notYourPet },
        });
      await tx.query(
        `update public.bookings set record_sharing = 'shared', pet_id = $2 where id = $1`,
        [bookingId, pet],
      );
      return { message: PRACTICE_ACCESS_MESSAGES.shared, bookings: 1 };
    });
  },
});

/**
 * `revoke_record_access(vendorId)`: the owner takes a practice's access to their pets' records
 * away. Their bookings with it stay (the practice still sees the appointments and the name and
 * contact given with them); every live booking's sharing becomes 'withheld'. Booking with the
 * practice again, or sharing a booking again, gives access anew.
 */
export const revokeRecordAccessAction = defineAction({
  name: 'revoke_record_access',
  roles: ['user'],
  input: revokeRecordAccessInputSchema,
  async run({ vendorId }, { session }, deps): Promise<RecordSharingOutput> {
    const userId = requireOwner(session);
    const { rows } = await deps.db.query<{ id: number }>(
      `update public.bookings set record_sharing = 'withheld'
        where user_id = $1 and vendor_id = $2 and status <> $3
          and record_sharing <> 'withheld'
      returning id`,
      [userId, vendorId, BOOKING_STATUS.canceled],
    );
    return { message: PRACTICE_ACCESS_MESSAGES.revoked, bookings: rows.length };
  },
});
