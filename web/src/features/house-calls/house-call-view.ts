import { PET_TYPES } from '@petwell/domain';
import type { CombinedError } from 'urql';
import type { StaffHouseCallsQuery } from '../../generated/practice';
import { errorMessage } from '../../lib/errors';
import { mayBeHidden } from '../../lib/hidden-row';
import { contactOf, formatPhone } from '../../lib/house-call-contact';
import { HOUSE_CALLS_TEXT } from './messages';

export type HouseCallRow = StaffHouseCallsQuery['service_requests'][number];
export type VisitRow = HouseCallRow['visits'][number];

/** A package as the staff list shows it. */
export function houseCallView(row: HouseCallRow, now: Date) {
  const contact = contactOf(row.details);
  // A vet reads only the owners the users permission shows.
  const user = mayBeHidden(row.user);
  const owner = user ? `${user.first_name} ${user.last_name}`.trim() : null;
  const kind = row.pet ? PET_TYPES[row.pet.type] : undefined;
  const petExtra = [kind, row.pet?.breed].filter(Boolean).join(', ');
  return {
    name: HOUSE_CALLS_TEXT.packageName(row.id),
    owner,
    email: user?.email ?? null,
    phones: [contact.phone, contact.secondaryPhone].filter(Boolean).map(formatPhone),
    address: contact.address,
    pet: row.pet ? (petExtra ? `${row.pet.name} (${petExtra})` : row.pet.name) : null,
    expired: row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime(),
  };
}

/** The day and time as 'Nov 2, 2026, 10:00 AM' in the viewer's zone. */
export const formatDateTime = (value: string) =>
  new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const formatDay = (value: string) =>
  new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An instant as a datetime-local input's value ('2026-11-02T10:00'), in the viewer's zone. */
export function localInputValue(value: Date | string): string {
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * What to tell the staff member when the database refuses a visit: a third visit
 * (house_call_visits_two_per_package) or one outside the package year
 * (house_call_visits_within_package_year, raised by the table's trigger with its own text);
 * anything else gets the generic message.
 */
export function visitRefusal(error: CombinedError): string {
  const messages = error.graphQLErrors.map((e) => e.message).join(' ');
  if (messages.includes('house_call_visits_two_per_package'))
    return HOUSE_CALLS_TEXT.refused.twoPerPackage;
  if (
    messages.includes('house_call_visits_within_package_year') ||
    messages.includes('falls within the package year')
  )
    return HOUSE_CALLS_TEXT.refused.withinPackageYear;
  return errorMessage(error, { shown: [], fallback: HOUSE_CALLS_TEXT.actionFailed });
}
