import { PRACTICE_SITE_MESSAGES, SUBROLES, vendorSignupSchema } from '@petwell/domain';
import { findAccountById } from '../lib/accounts';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { consumeVerifiedPhone } from '../lib/phone-verification';
import { signIn } from '../lib/refresh-sessions';
import { rethrowDuplicateEmail } from './register';
import { notifyPlatformOfSignup } from './set-practice-status';
import { practiceOfHost } from './website-hosts';

/**
 * `vendor_signup`: one vendor with a nested root-admin
 * login, in one transaction, after the mobile was verified. Success logs the vet in. A practice's
 * own site (a host its website is served on) offers no 'Vet Signup': a new practice signs up on
 * the main site, so a signup sent from a practice's site is refused before anything is written.
 */
export const vendorSignupAction = defineAction({
  name: 'vendor_signup',
  roles: ANY_CLIENT,
  input: vendorSignupSchema,
  async run(input, context, deps) {
    if ((await practiceOfHost(deps.db, context.host)) !== null)
      throw new ActionError('access-denied', PRACTICE_SITE_MESSAGES.signupOnMainSite);
    const now = deps.now();
    const passwordHash = await hashPassword(input.password);
    const loginId = await deps.db
      .transaction(async (tx) => {
        await consumeVerifiedPhone(tx, input.phone, now);
        const { rows: vendors } = await tx.query<{ id: number }>(
          `insert into public.vendors (name, details) values ($1, $2) returning id`,
          [
            input.practice_name || `${input.first_name} ${input.last_name}`,
            JSON.stringify({
              mobile: input.phone,
              email: input.email,
              summary: input.summary ?? '',
            }),
          ],
        );
        const { rows } = await tx.query<{ id: number }>(
          `insert into public.vendor_logins (vendor_id, subrole, first_name, last_name, email, phone, password)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            vendors[0]?.id,
            SUBROLES.rootAdmin,
            input.first_name,
            input.last_name,
            input.email,
            input.phone,
            passwordHash,
          ],
        );
        return rows[0]?.id;
      })
      .catch(rethrowDuplicateEmail);
    const account =
      loginId === undefined ? undefined : await findAccountById(deps.db, 'vendor', loginId);
    if (!account) throw new Error('the new vendor login could not be read back');
    // The practice starts 'pending' (vendors.status): the platform is told it waits for approval.
    if (account.vendor_id !== null)
      await notifyPlatformOfSignup(deps, {
        id: account.vendor_id,
        name: input.practice_name || `${input.first_name} ${input.last_name}`,
      });
    return signIn(account, context, deps);
  },
});
