import { findCustomerInputSchema } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import { requireStaff, type Role } from '../lib/session';

/** CustomerOutput of actions.graphql: an owner as a practice sees them. */
export interface CustomerOutput {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  pic: string | null;
}

/** Practice staff: who books for a customer. */
export const STAFF_ROLES: readonly Role[] = ['vendor', 'root_admin'];

/**
 * `find_customer(email)` (spec 001 section 5: "vendors booking for a customer search by email"):
 * the owner with exactly this e-mail (trimmed, lower-cased; e-mails are unique
 * case-insensitively), or null, which the wizard shows as 'Customer not found'. Staff only; an
 * exact match, so the search cannot list owners.
 */
export const findCustomerAction = defineAction({
  name: 'find_customer',
  roles: STAFF_ROLES,
  input: findCustomerInputSchema,
  async run({ email }, { session }, deps): Promise<CustomerOutput | null> {
    requireStaff(session);
    const customer = await one<CustomerOutput>(
      deps.db,
      `select id, first_name, last_name, email, phone, pic from public.users
        where lower(email) = $1`,
      [email],
    );
    return customer ?? null;
  },
});
