import { SUBROLES, teamMemberSchema } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { requireStaff } from '../lib/session';
import { rethrowDuplicateEmail } from './register';

export const PASSWORD_FOR_NEW_MEMBER = 'A password is required for a new team member.';
export const TEAM_MEMBER_NOT_FOUND = 'This team member does not exist in your practice.';

/**
 * `upsert_team_member` (root admin only): creates staff of the caller's
 * own practice with the user sub-role, or updates one of them; the password is optional when
 * updating and always hashed here.
 */
export const upsertTeamMemberAction = defineAction({
  name: 'upsert_team_member',
  roles: ['root_admin'],
  input: teamMemberSchema,
  async run(input, context, deps) {
    const { vendorId } = requireStaff(context.session);
    if (context.session.role !== 'root_admin')
      throw new ActionError('access-denied', 'Only a root admin manages the team.');
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    try {
      if (input.id) {
        const { rows } = await deps.db.query<{ id: number }>(
          `update public.vendor_logins
              set first_name = $3, last_name = $4, email = $5, phone = $6, password = coalesce($7, password)
            where id = $1 and vendor_id = $2
            returning id`,
          [
            input.id,
            vendorId,
            input.first_name,
            input.last_name,
            input.email,
            input.phone,
            passwordHash,
          ],
        );
        if (!rows[0]) throw new ActionError('not-found', TEAM_MEMBER_NOT_FOUND);
        return { id: rows[0].id };
      }
      if (!passwordHash)
        throw new ActionError('validation-failed', PASSWORD_FOR_NEW_MEMBER, {
          fields: { password: PASSWORD_FOR_NEW_MEMBER },
        });
      const { rows } = await deps.db.query<{ id: number }>(
        `insert into public.vendor_logins (vendor_id, subrole, first_name, last_name, email, phone, password)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          vendorId,
          SUBROLES.user,
          input.first_name,
          input.last_name,
          input.email,
          input.phone,
          passwordHash,
        ],
      );
      return { id: rows[0]?.id ?? 0 };
    } catch (error) {
      rethrowDuplicateEmail(error);
    }
  },
});
