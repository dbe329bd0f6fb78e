import { SUBROLES, teamMemberSchema } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { randomToken } from '../lib/secrets';
import { requireStaff } from '../lib/session';
import { issuePasswordLink, RESET_RULES } from './forgot-password';
import { rethrowDuplicateEmail } from './register';

export const TEAM_MEMBER_NOT_FOUND = 'This team member does not exist in your practice.';
export const ROOT_ADMIN_ONLY = 'Only a root admin manages the team.';

/** The mail that lets a new team member choose their password. */
export function welcomeMail(practiceName: string, link: string) {
  return {
    subject: 'Set your Petwell password',
    text: [
      `You have been added to the team of ${practiceName} on Petwell.`,
      '',
      `Choose your password here (the link works once, for ${String(RESET_RULES.ttlMinutes)} minutes): ${link}`,
      '',
      'After that, use "Forgot password" on the vet login page to get a new link.',
    ].join('\n'),
  };
}

/**
 * `upsert_team_member` (root admin only): creates staff of the caller's own practice with the
 * user sub-role, or updates one of them. The password is optional: a new member without one gets
 * an unusable random one; every new member is mailed a link to choose their own (the reset
 * mechanism of forgot_password). Passwords are always hashed here.
 */
export const upsertTeamMemberAction = defineAction({
  name: 'upsert_team_member',
  roles: ['root_admin'],
  input: teamMemberSchema,
  async run(input, context, deps) {
    const { vendorId } = requireStaff(context.session);
    if (context.session.role !== 'root_admin')
      throw new ActionError('access-denied', ROOT_ADMIN_ONLY);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    let created: { id: number; email: string; practice: string };
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
      const { rows } = await deps.db.query<{ id: number; email: string; practice: string }>(
        `insert into public.vendor_logins (vendor_id, subrole, first_name, last_name, email, phone, password)
         values ($1, $2, $3, $4, $5, $6, $7)
         returning id, email, (select name from public.vendors where id = $1) as practice`,
        [
          vendorId,
          SUBROLES.user,
          input.first_name,
          input.last_name,
          input.email,
          input.phone,
          passwordHash ?? (await hashPassword(randomToken())),
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('upsert_team_member: the insert returned no row');
      created = row;
    } catch (error) {
      rethrowDuplicateEmail(error);
    }
    const link = await issuePasswordLink(deps, 'vendor', created, deps.now());
    try {
      await deps.mail.send({ to: created.email, ...welcomeMail(created.practice, link) });
    } catch (error) {
      // The member exists: they can still ask for a link with "Forgot password".
      deps.log.error(`upsert_team_member: the mail to ${created.email} failed`, error);
    }
    return { id: created.id };
  },
});
