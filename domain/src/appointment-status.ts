import { BOOKING_STATUS } from './constants';

/** What decides whether an appointment is over. */
export interface AppointmentTime {
  /** The stored status (BOOKING_STATUS). */
  status: number;
  slot: Date;
  durationMinutes: number;
}

/**
 * Whether an appointment is over ("Complete means the slot is in the past"):
 * marked complete, or not canceled and its consultation has ended (slot plus duration). An
 * appointment that is over opens no video room and takes no new chat messages; its page shows
 * it completed. A canceled one is not over: it is canceled.
 */
export function isAppointmentOver(appointment: AppointmentTime, now: Date): boolean {
  if (appointment.status === BOOKING_STATUS.canceled) return false;
  if (appointment.status === BOOKING_STATUS.complete) return true;
  return appointment.slot.getTime() + appointment.durationMinutes * 60_000 <= now.getTime();
}
