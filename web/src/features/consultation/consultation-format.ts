import { BOOKING_STATUS, isAppointmentOver, isValidTimeZone } from '@petwell/domain';

/** The viewer's own time zone (the browser's), UTC when the browser does not say. */
export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

const safeZone = (timeZone: string) => (isValidTimeZone(timeZone) ? timeZone : 'UTC');

/** An appointment time for people: "Monday, November 23, 2026 at 9:00 AM EST". */
export function formatAppointmentTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/** A chat message's time: "Nov 23, 9:05 AM". */
export function formatMessageTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: safeZone(timeZone),
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** Whether two zones show the same wall-clock time at an instant (then one line is enough). */
export function sameWallClock(instant: Date, a: string, b: string): boolean {
  return formatAppointmentTime(instant, a) === formatAppointmentTime(instant, b);
}

/**
 * The booking's badge as the appointments list shows it: Canceled, Re-Scheduled, else Active until
 * the consultation's end, else Completed.
 */
export function statusLabel(status: number, slot: Date, durationMinutes: number, now: Date) {
  if (status === BOOKING_STATUS.canceled) return 'Canceled';
  if (status === BOOKING_STATUS.rescheduled) return 'Re-Scheduled';
  return isAppointmentOver({ status, slot, durationMinutes }, now) ? 'Completed' : 'Active';
}

/** "20 minutes", "1 minute". */
export const formatDuration = (minutes: number) =>
  `${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
