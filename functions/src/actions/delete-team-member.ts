import { deleteTeamMemberSchema, SUBROLES, TEAM_MESSAGES } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { requireStaff } from '../lib/session';
import { ROOT_ADMIN_ONLY, TEAM_MEMBER_NOT_FOUND } from './upsert-team-member';

/**
 * `delete_team_member` (root admin only): deletes a login of the caller's own practice, never
 * their own and never the practice's last root admin. When the member owns or manages listings,
 * `successor_id` (another member of the practice) takes them over in the same transaction, so no
 * listing is left without its manager.
 */
export const deleteTeamMemberAction = defineAction({
  name: 'delete_team_member',
  roles: ['root_admin'],
  input: deleteTeamMemberSchema,
  async run({ id, successor_id: successorId }, context, deps) {
    const { vendorId, loginId } = requireStaff(context.session);
    if (context.session.role !== 'root_admin')
      throw new ActionError('access-denied', ROOT_ADMIN_ONLY);
    if (id === loginId) throw new ActionError('validation-failed', TEAM_MESSAGES.notYourself);
    return deps.db.transaction(async (tx) => {
      // Locks the practice's logins: two deletions cannot each leave the other root admin alone.
      const { rows: logins } = await tx.query<{ id: number; subrole: number }>(
        'select id, subrole from public.vendor_logins where vendor_id = $1 order by id for update',
        [vendorId],
      );
      const member = logins.find((row) => row.id === id);
      if (!member) throw new ActionError('not-found', TEAM_MEMBER_NOT_FOUND);
      if (
        member.subrole === SUBROLES.rootAdmin &&
        !logins.some((row) => row.id !== id && row.subrole === SUBROLES.rootAdmin)
      )
        throw new ActionError('validation-failed', TEAM_MESSAGES.lastRootAdmin);
      const { rows: held } = await tx.query<{ listings: number }>(
        `select count(*)::int as listings from public.listing_managers
          where vendor_login_id = $1 and vendor_id = $2`,
        [id, vendorId],
      );
      if ((held[0]?.listings ?? 0) > 0) {
        if (!successorId)
          throw new ActionError('validation-failed', TEAM_MESSAGES.successorRequired, {
            fields: { successor_id: TEAM_MESSAGES.successorRequired },
          });
        if (successorId === id || !logins.some((row) => row.id === successorId))
          throw new ActionError('validation-failed', TEAM_MESSAGES.successorInvalid, {
            fields: { successor_id: TEAM_MESSAGES.successorInvalid },
          });
        await tx.query(
          `insert into public.listing_managers (listing_id, vendor_login_id, vendor_id)
           select listing_id, $2, vendor_id from public.listing_managers
            where vendor_login_id = $1 and vendor_id = $3
           on conflict (listing_id, vendor_login_id) do nothing`,
          [id, successorId, vendorId],
        );
        await tx.query(
          'update public.vendor_listings set vendor_login_id = $2 where vendor_login_id = $1 and vendor_id = $3',
          [id, successorId, vendorId],
        );
      }
      await tx.query('delete from public.vendor_logins where id = $1 and vendor_id = $2', [
        id,
        vendorId,
      ]);
      return { id };
    });
  },
});
