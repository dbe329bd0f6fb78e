import { registerCustomerInputSchema } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import { ActionError } from '../lib/errors';
import { requireApprovedPractice } from '../lib/practice-vetting';
import { randomToken, tokenHash } from '../lib/secrets';
import { requireStaff } from '../lib/session';
import { type CustomerOutput, STAFF_ROLES } from './find-customer';
import { MAIL_FAILED, resetLink } from './forgot-password';
import { rethrowDuplicateEmail } from './register';

/** How long the welcome mail's set-password link works (a reset link works one hour). */
export const SET_PASSWORD_TTL_HOURS = 72;

/**
 * `register_customer(input)`:
 * staff create an owner account for a customer: names by the person-name rule, e-mail, 10-digit
 * mobile, as sign-up; a taken e-mail is 'This email already exists in our System.'. The account
 * has no password (users.password is null; login refuses it) and belongs to the practice
 * (vendor_id), so its staff see it. The customer gets a mail with a single-use set-password link (the
 * forgot-password mechanism: a password_resets row and `/login?forgot=...`), valid 72 hours; later
 * they can use 'Forgot password' as anyone. When that mail cannot be sent, the account is removed
 * again and the error says so, so that nothing half-made stays behind.
 */
export const registerCustomerAction = defineAction({
  name: 'register_customer',
  roles: STAFF_ROLES,
  input: registerCustomerInputSchema,
  async run({ input }, { session }, deps): Promise<CustomerOutput> {
    const staff = requireStaff(session);
    await requireApprovedPractice(deps.db, staff.vendorId);
    const now = deps.now();
    const code = randomToken();
    const { customer, practice } = await deps.db
      .transaction(async (tx) => {
        const vendor = await one<{ name: string }>(
          tx,
          'select name from public.vendors where id = $1',
          [staff.vendorId],
        );
        const row = await one<CustomerOutput>(
          tx,
          `insert into public.users (first_name, last_name, email, phone, password, vendor_id, source)
           values ($1, $2, $3, $4, null, $5, $6)
           returning id, first_name, last_name, email, phone, pic`,
          [
            input.first_name,
            input.last_name,
            input.email,
            input.phone,
            staff.vendorId,
            JSON.stringify({ medium: 'Practice', vendor_id: staff.vendorId }),
          ],
        );
        if (!row) throw new Error('the new customer could not be read back');
        await tx.query(
          `insert into public.password_resets (role, user_id, token_hash, expires_at, created_at)
           values ('user', $1, $2, $3, $4)`,
          [
            row.id,
            tokenHash(code),
            new Date(now.getTime() + SET_PASSWORD_TTL_HOURS * 3_600_000),
            now,
          ],
        );
        return { customer: row, practice: vendor?.name ?? 'Your vet practice' };
      })
      .catch(rethrowDuplicateEmail);
    const link = resetLink(deps.env.PUBLIC_URL, 'user', customer.email, code);
    try {
      await deps.mail.send({
        to: customer.email,
        subject: 'Your Petwell account: choose a password',
        text: [
          `Hello ${customer.first_name},`,
          '',
          `${practice} created a Petwell account for you, so that you can see your pet's appointments and records.`,
          '',
          `Choose your password here (the link works once, for ${String(SET_PASSWORD_TTL_HOURS)} hours): ${link}`,
          '',
          'Later you can always use "Forgot password" on the login page.',
          '',
          'The Petwell team',
        ].join('\n'),
      });
    } catch (error) {
      deps.log.error(`register_customer: the mail to ${customer.email} failed`, error);
      await deps.db
        .query('delete from public.users where id = $1', [customer.id])
        .catch((undo: unknown) => {
          deps.log.error(
            `register_customer: user ${String(customer.id)} could not be removed`,
            undo,
          );
        });
      throw new ActionError('provider-unavailable', MAIL_FAILED);
    }
    return customer;
  },
});
