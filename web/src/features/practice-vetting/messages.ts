import type { PracticeStatus } from '@petwell/domain';
import { GENERIC_ERROR } from '../../lib/api';

/** The platform's approval screen's texts. */
export const VETTING_TEXT = {
  title: 'Practices',
  failed: GENERIC_ERROR,
  notNotified: 'The practice could not be e-mailed.',
  empty: {
    pending: 'No practice is waiting for approval.',
    approved: 'No practice is approved yet.',
    suspended: 'No practice is suspended.',
  } satisfies Record<PracticeStatus, string>,
  done: (name: string, status: 'approved' | 'suspended') => `${name} was ${status}.`,
  confirmSuspend: (name: string) => `Suspend ${name}?`,
  suspendEffect:
    'Its listings and site go offline, it cannot book for customers and it loses access to pet owners’ data until it is approved again.',
} as const;

/** The filter's choices and each status's badge. */
export const STATUS_LABELS: Record<PracticeStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  suspended: 'Suspended',
};
