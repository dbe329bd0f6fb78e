import { RECORD_ACCESS_MONTHS } from '@petwell/domain';
import { GENERIC_ERROR } from '../../lib/api';

/** The owner's record sharing screen's texts. */
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
