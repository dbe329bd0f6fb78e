import {
  joinWaitlistInputSchema,
  SLOT_MESSAGES,
  todayIn,
  WAITLIST_MESSAGES,
  waitlistRangeProblem,
} from '@petwell/domain';
import { defineAction } from '../lib/action';
import { isPostgresError, one, PG } from '../lib/db';
import { ActionError } from '../lib/errors';
import { requireOwner } from '../lib/session';
import { loadListingConsultation } from '../lib/slot-data';

/** JoinWaitlistOutput of actions.graphql. */
export interface JoinWaitlistOutput {
  id: number;
  status: string;
  message: string;
}

/**
 * `join_waitlist`: an owner waits for a free slot of a listing's consultation on a range of the
 * listing's dates. The listing must be bookable (listed, the consultation enabled), the range
 * from today to the booking window's end in the listing's zone, the pet the owner's own, and the
 * owner not already waiting for the same listing, type and range (waitlist_entries_one_active).
 * Plain insert permissions cannot say "today in the listing's zone" nor answer with these texts.
 */
export const joinWaitlistAction = defineAction({
  name: 'join_waitlist',
  roles: ['user'],
  input: joinWaitlistInputSchema,
  async run(input, context, deps): Promise<JoinWaitlistOutput> {
    const userId = requireOwner(context.session);
    const consultation = await loadListingConsultation(deps.db, input.listing_id, input.type);
    if (!consultation?.enabled) throw new ActionError('not-found', SLOT_MESSAGES.notAvailable);
    const problem = waitlistRangeProblem(input, todayIn(deps.now(), consultation.timeZone));
    if (problem)
      throw new ActionError('validation-failed', problem.message, {
        fields: { [problem.field]: problem.message },
      });
    if (input.pet_id != null) {
      const pet = await one(
        deps.db,
        'select 1 from public.pets where id = $1 and user_id = $2 and status = 1',
        [input.pet_id, userId],
      );
      if (!pet)
        throw new ActionError('validation-failed', WAITLIST_MESSAGES.petInvalid, {
          fields: { pet_id: WAITLIST_MESSAGES.petInvalid },
        });
    }
    try {
      const row = await one<{ id: number; status: string }>(
        deps.db,
        `insert into public.waitlist_entries
           (user_id, pet_id, vendor_id, vendor_listing_id, type, from_date, to_date, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         returning id, status`,
        [
          userId,
          input.pet_id ?? null,
          consultation.vendorId,
          consultation.listingId,
          consultation.type,
          input.from_date,
          input.to_date,
          deps.now().toISOString(),
        ],
      );
      if (!row) throw new Error('join_waitlist: the insert returned no row');
      return { id: row.id, status: row.status, message: WAITLIST_MESSAGES.joined };
    } catch (error) {
      if (isPostgresError(error, PG.uniqueViolation))
        throw new ActionError('conflict', WAITLIST_MESSAGES.alreadyWaiting);
      throw error;
    }
  },
});
