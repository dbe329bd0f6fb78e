import { RECORD_ACCESS_MONTHS } from '@petwell/domain';
import type { CombinedError } from 'urql';
import { GENERIC_ERROR } from '../../lib/api';

/** The owner's record sharing screen's texts (issue 16 section 1). */
export const SHARING_TEXT = {
  title: 'Record Sharing',
  intro: `A practice you book with sees the pet of that appointment and its health records, until ${String(RECORD_ACCESS_MONTHS)} months after the appointment. A practice that books for you sees only your name and contact until you share.`,
  failed: GENERIC_ERROR,
  empty: 'No practice has asked for your pets’ records or has access to them.',
  waiting: 'Waiting for your answer',
  waitingEmpty: 'No practice is waiting for your answer.',
  withAccess: 'Practices with access',
  withAccessEmpty: 'No practice has access to your pets’ records.',
  notShared: 'Not shared',
  notSharedEmpty: 'You have not kept your records from any practice.',
  question: (practice: string) =>
    `${practice} booked this appointment for you. Share your pet's records with them?`,
  withheld: (practice: string) => `You did not share your pet's records with ${practice}.`,
  pickerLabel: (practice: string) => `Pet whose records you share with ${practice}`,
  until: (date: string) => `until ${date}`,
  confirmRevoke: (practice: string) => `Revoke ${practice}’s access to your pets’ records?`,
  revokeEffect: 'Its appointments stay; it loses your pets’ records.',
  unknownPractice: 'This practice',
} as const;

/**
 * What to tell the user about a failed call: the action's own message (written for users,
 * docs/error-codes.md), or the generic one for the network and unexpected errors.
 */
export function errorText(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  if (error.networkError || !first?.message || first.extensions['code'] === 'unexpected')
    return GENERIC_ERROR;
  return first.message;
}

/** A failed action's message for one field (extensions.fields), if it named that field. */
export function fieldError(error: CombinedError, field: string): string | undefined {
  const fields = error.graphQLErrors[0]?.extensions['fields'];
  if (typeof fields !== 'object' || fields === null) return undefined;
  const message = (fields as Record<string, unknown>)[field];
  return typeof message === 'string' ? message : undefined;
}
