import { MESSAGES } from '@petwell/domain';

/** The appointments lists' texts. */
export const APPOINTMENT_MESSAGES = {
  empty: 'No Appointments Found',
  failed: MESSAGES.loadFailed,
  confirmCancel: 'Are you sure you want to cancel this appointment?',
  canceled: (code: string) => `Appointment ${code} is canceled.`,
} as const;
