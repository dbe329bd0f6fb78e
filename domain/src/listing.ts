import type { ConsultationType } from './constants';
import {
  addDays,
  isoWeekday,
  minutesOfDay,
  type Roster,
  type WeeklySchedule,
  zonedDateTime,
} from './slots';

/**
 * A practice's listing editor: the texts of the editor and the list, the schedule time picker,
 * the roster's default hours and week copy, and which bookings fall outside new hours. No zod, so
 * the scheduler's helpers stay light; the save schema is `schemas/listing.ts`.
 */
export const LISTING_MESSAGES = {
  saved: 'Saved Successfully!',
  noListing: 'No listing found!',
  addConsultationPrompt: 'Click the button below to Add Consultation',
  // The spec has a prompt for a consultation without hours but does not word it.
  addSchedulePrompt: 'Click the button below to Add Schedule',
  titleRequired: 'Title is required.',
  line1Required: 'Line 1 is required.',
  timezoneRequired: 'Please choose a time zone.',
  consultationRequired: 'Please add at least one consultation.',
  typeRequired: 'Please choose a consultation type.',
  typeTwice: 'Each consultation type can be added once.',
  durationRequired: 'Duration is required.',
  durationNumeric: 'Duration must be a number of minutes from 5 to 480.',
  priceRequired: 'Price is required.',
  priceNumeric: 'Price must be a whole number of dollars.',
  daysRequired: 'Please choose at least one day.',
  timeInvalid: 'Please choose a time on the quarter hour.',
  toAfterFrom: 'The end time must be after the start time.',
  scheduleRequired: 'Please add the hours of this consultation.',
  ownerRequired: 'Please choose the owner.',
  staffNotFound: 'Please choose staff of your practice.',
  ownerChangeRootAdminOnly: 'Only a root admin can change who owns and manages a listing.',
  listingNotFound: 'Listing not found.',
  avatarInvalid: 'The picture must be an uploaded image.',
  zipcodeInvalid: 'Enter a ZIP or postal code of 3 to 10 letters or digits.',
  rosterSlotInvalid: 'A roster time must be a time of day such as 09:30.',
  rosterDateInvalid: 'A roster date must be a date such as 2026-11-25.',
  decisionUnknown: 'This booking is not among those affected by the new hours.',
  cancelMessageTooLong: 'A message can be at most 2000 characters.',
  /** The editor asks before the save goes on: some upcoming bookings fall outside the new hours. */
  affectedHeading: 'Upcoming bookings outside the new hours',
  affectedIntro:
    'These bookings no longer fit the hours you are saving. Keep each one as it is, or cancel it with a message to the owner.',
} as const;

/** The schedule time picker's step: a quarter of an hour. */
export const TIME_PICKER_STEP_MINUTES = 15;

/** Week days run Monday (1) to Sunday (7), ISO numbering. */
export const WEEKDAYS: readonly { day: number; short: string; long: string }[] = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
];

/** Labels of the consultation types as the editor and the list show them. */
export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  clinic_visit: 'Clinic Visit',
  video: 'Video Consultation',
  phone: 'Phone Consultation',
  chat: 'Chat Consultation',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" of minutes after midnight (1440 is "24:00", the end of the day). */
export function timeOfDay(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The picker's times, "00:00" to "23:45" (with `end`, "00:15" to "24:00"), a quarter hour apart. */
export function quarterHourTimes({ end = false }: { end?: boolean } = {}): string[] {
  const first = end ? TIME_PICKER_STEP_MINUTES : 0;
  const last = end ? 24 * 60 : 24 * 60 - TIME_PICKER_STEP_MINUTES;
  const times: string[] = [];
  for (let m = first; m <= last; m += TIME_PICKER_STEP_MINUTES) times.push(timeOfDay(m));
  return times;
}

/** A time the picker offers: "HH:mm" on a quarter hour, "24:00" allowed. */
export function isQuarterHour(time: string): boolean {
  if (!/^\d{2}:\d{2}$/.test(time)) return false;
  try {
    return minutesOfDay(time) % TIME_PICKER_STEP_MINUTES === 0;
  } catch {
    return false;
  }
}

/**
 * The roster's default working hours for a day (design 9.1): Monday to Friday 08:30-12:00 and
 * 14:00-18:00, none at the weekend.
 */
export const DEFAULT_ROSTER_HOURS: readonly WeeklySchedule[] = [
  { days: [1, 2, 3, 4, 5], from: '08:30', to: '12:00' },
  { days: [1, 2, 3, 4, 5], from: '14:00', to: '18:00' },
];

/** At most this many following weeks take a copy of a week's roster. */
export const ROSTER_COPY_MAX_WEEKS = 7;

/**
 * The start times ("HH:mm") that hours give on a date, a slot of `durationMinutes` each, every
 * slot ending by its row's end: a date's roster built from hours (default hours, or the weekly
 * pattern as a starting point).
 */
export function startsFromHours(
  hours: readonly WeeklySchedule[],
  date: string,
  durationMinutes: number,
): string[] {
  const weekday = isoWeekday(date);
  const starts = new Set<number>();
  for (const row of hours) {
    if (!row.days.includes(weekday)) continue;
    const to = minutesOfDay(row.to);
    for (let m = minutesOfDay(row.from); m + durationMinutes <= to; m += durationMinutes)
      starts.add(m);
  }
  return [...starts].sort((a, b) => a - b).map(timeOfDay);
}

/**
 * The rosters after copying the week that starts on `monday` to the `weeks` following weeks
 * (1 to 7): each following date takes the roster of the same weekday, or loses its own when that
 * day has none (the copy makes the weeks alike). Other dates are kept.
 */
export function copyRosterWeek(
  rosters: readonly Roster[],
  monday: string,
  weeks: number,
): Roster[] {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > ROSTER_COPY_MAX_WEEKS)
    throw new RangeError(`copy a week to 1 to ${String(ROSTER_COPY_MAX_WEEKS)} weeks`);
  const source = new Map(rosters.map((r) => [r.date, r]));
  const targets = new Set<string>();
  const copies: Roster[] = [];
  for (let week = 1; week <= weeks; week++) {
    for (let day = 0; day < 7; day++) {
      const date = addDays(monday, week * 7 + day);
      targets.add(date);
      const from = source.get(addDays(monday, day));
      if (from) copies.push({ date, slots: [...from.slots] });
    }
  }
  return [...rosters.filter((r) => !targets.has(r.date)), ...copies].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}

/** The hours a booking is checked against: a consultation's weekly rows and date rosters. */
export interface ListingHours {
  /** Null when the listing has no such consultation, or it is switched off. */
  schedules: readonly WeeklySchedule[] | null;
  rosters: readonly Roster[];
  timeZone: string;
}

/**
 * Whether a booking still fits hours: on a date with a roster it starts at one of the roster's
 * times; otherwise it lies within one weekly row of its weekday (from its start to its end, in
 * the listing's wall-clock time, on that day). A switched-off or removed consultation has no
 * hours. A booking's own length counts, not the consultation's new duration: a booking made for
 * 30 minutes still needs its 30 minutes.
 */
export function fitsHours(hours: ListingHours, start: Date, durationMinutes: number): boolean {
  if (!hours.schedules) return false;
  const local = zonedDateTime(start, hours.timeZone);
  const roster = hours.rosters.find((r) => r.date === local.date);
  if (roster) return roster.slots.some((slot) => slot === local.time);
  const begins = minutesOfDay(local.time);
  const ends = begins + durationMinutes;
  return hours.schedules.some(
    (row) =>
      row.days.includes(local.weekday) &&
      minutesOfDay(row.from) <= begins &&
      ends <= minutesOfDay(row.to),
  );
}

/** A clinic's address as a booking keeps it: the street and the city, state and zip code. */
export interface ClinicAddress {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
}

/** '1 Main Street, Springfield, IL 12345': the parts there are, trimmed; '' when none. */
export function formatClinicAddress(parts: ClinicAddress): string {
  const part = (value: string | null | undefined) => (value ?? '').trim();
  const region = [part(parts.state), part(parts.zipcode)].filter(Boolean).join(' ');
  return [part(parts.address), part(parts.city), region].filter(Boolean).join(', ');
}
