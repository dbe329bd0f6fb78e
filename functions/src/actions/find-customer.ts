import {
  FIND_CUSTOMER_PER_HOUR,
  findCustomerInputSchema,
  PRACTICE_ACCESS_MESSAGES,
} from '@petwell/domain';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import { ActionError } from '../lib/errors';
import { requireApprovedPractice, takeActionAllowance } from '../lib/practice-vetting';
import { requireStaff, type Role } from '../lib/session';

/** CustomerOutput of actions.graphql: an owner as a practice sees them once it may. */
export interface CustomerOutput {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  pic: string | null;
}

/** CustomerMatch of actions.graphql: what booking for a customer needs, and nothing more. */
export interface CustomerMatch {
  id: number;
  first_name: string;
  last_name: string;
}

/** Practice staff: who books for a customer. */
export const STAFF_ROLES: readonly Role[] = ['vendor', 'root_admin'];

/**
 * `find_customer(email)`, how staff booking for a customer find them: the owner with exactly this
 * e-mail (trimmed, lower-cased; e-mails are unique case-insensitively), or null, which the wizard
 * shows as 'Customer not found'. Only id and names: the staff member typed the e-mail, and the
 * practice learns the owner's contact only through a booking. Refused to practices the platform has
 * not approved, and limited to FIND_CUSTOMER_PER_HOUR lookups per practice, so the search cannot be
 * used to list owners.
 */
export const findCustomerAction = defineAction({
  name: 'find_customer',
  roles: STAFF_ROLES,
  input: findCustomerInputSchema,
  async run({ email }, { session }, deps): Promise<CustomerMatch | null> {
    const staff = requireStaff(session);
    await requireApprovedPractice(deps.db, staff.vendorId);
    const allowance = await takeActionAllowance(
      deps.db,
      'find_customer',
      `vendor:${String(staff.vendorId)}`,
      FIND_CUSTOMER_PER_HOUR,
      3600,
      deps.now(),
    );
    if (!allowance.allowed)
      throw new ActionError('too-many-attempts', PRACTICE_ACCESS_MESSAGES.tooManyLookups, {
        retryAfter: allowance.retryAfter,
      });
    const customer = await one<CustomerMatch>(
      deps.db,
      'select id, first_name, last_name from public.users where lower(email) = $1',
      [email],
    );
    return customer ?? null;
  },
});
