import { PRACTICE_ACCESS_MESSAGES, setPracticeStatusInputSchema } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import { requireStaff } from '../lib/session';

/** PracticeStatusOutput of actions.graphql. */
export interface PracticeStatusOutput {
  id: number;
  status: 'approved' | 'suspended';
  /** Whether the practice's root admins were told by e-mail. */
  notified: boolean;
}

/** Whether the staff member's practice is the platform (vendors.is_platform). */
async function isPlatform(deps: Deps, vendorId: number): Promise<boolean> {
  const row = await one<{ is_platform: boolean }>(
    deps.db,
    'select is_platform from public.vendors where id = $1',
    [vendorId],
  );
  return row?.is_platform === true;
}

/** The root admins of a practice, who are told about its vetting. */
async function rootAdmins(deps: Deps, vendorId: number) {
  const { rows } = await deps.db.query<{ email: string; first_name: string }>(
    `select email, first_name from public.vendor_logins
      where vendor_id = $1 and subrole = 1 order by id`,
    [vendorId],
  );
  return rows;
}

/**
 * Sends one mail to each address; false when any could not be sent (each failure is logged, and
 * the caller shows it: nothing fails only in the log).
 */
async function mailEach(
  deps: Deps,
  to: readonly { email: string; first_name: string }[],
  subject: string,
  body: (firstName: string) => string,
): Promise<boolean> {
  let all = true;
  for (const person of to) {
    try {
      await deps.mail.send({ to: person.email, subject, text: body(person.first_name) });
    } catch (error) {
      all = false;
      deps.log.error(`mail "${subject}" to a practice's root admin could not be sent`, error);
    }
  }
  return all;
}

/**
 * `set_practice_status(vendorId, status)`: the platform (a root admin of the main vendor) approves
 * a practice that signed up, or suspends one. Approval lists the practice, serves its site and
 * lets it reach owners; suspension takes that away. The practice's root admins are mailed.
 */
export const setPracticeStatusAction = defineAction({
  name: 'set_practice_status',
  roles: ['root_admin'],
  input: setPracticeStatusInputSchema,
  async run({ vendorId, status }, { session }, deps): Promise<PracticeStatusOutput> {
    const staff = requireStaff(session);
    if (session.role !== 'root_admin' || !(await isPlatform(deps, staff.vendorId)))
      throw new ActionError('access-denied', PRACTICE_ACCESS_MESSAGES.platformOnly);
    const practice = await one<{ id: number; name: string; is_platform: boolean }>(
      deps.db,
      `update public.vendors set status = $2, status_changed_at = $3
        where id = $1 and not is_platform returning id, name, is_platform`,
      [vendorId, status, deps.now()],
    );
    if (!practice) throw new ActionError('not-found', PRACTICE_ACCESS_MESSAGES.practiceNotFound);
    const admins = await rootAdmins(deps, practice.id);
    const loginUrl = new URL('/vendor/login', deps.env.PUBLIC_URL).toString();
    const notified =
      status === 'approved'
        ? await mailEach(
            deps,
            admins,
            `${practice.name} is approved`,
            (name) =>
              `Hello ${name},\n\n${practice.name} is approved. Your listings now appear in the vet directory, your website is served, and you can book appointments for your customers.\n\nLog in: ${loginUrl}\n\nThe Petwell team`,
          )
        : await mailEach(
            deps,
            admins,
            `${practice.name} is suspended`,
            (name) =>
              `Hello ${name},\n\n${practice.name} is suspended: its listings and website are offline, and it cannot reach pet owners' data. Please contact support to resolve this.\n\nThe Petwell team`,
          );
    return { id: practice.id, status, notified };
  },
});

/**
 * Tells the platform's root admins that a practice signed up and waits for approval. A mail that
 * cannot be sent is logged; the practice is on the platform's approval list either way.
 */
export async function notifyPlatformOfSignup(
  deps: Deps,
  practice: { id: number; name: string },
): Promise<void> {
  const { rows } = await deps.db.query<{ email: string; first_name: string }>(
    `select l.email, l.first_name from public.vendor_logins l
       join public.vendors v on v.id = l.vendor_id
      where v.is_platform and l.subrole = 1 order by l.id`,
  );
  const url = new URL('/app/practices', deps.env.PUBLIC_URL).toString();
  await mailEach(
    deps,
    rows,
    `New practice waiting for approval: ${practice.name}`,
    (name) =>
      `Hello ${name},\n\n${practice.name} signed up and waits for approval. Until it is approved it is not listed, its site is not served and it cannot reach pet owners.\n\nReview it: ${url}\n\nThe Petwell team`,
  );
}
