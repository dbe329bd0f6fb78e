import type { ConsultationType } from './constants';

/**
 * The slot engine (rules in domain/README.md): one pure function turns a
 * consultation's weekly schedule rows and date-specific rosters into the bookable start times of a
 * day, for the booking wizard, the clinic list and the server's re-check of a booked slot alike.
 *
 * Slots are laid out in the listing's wall-clock time (08:30, 08:50, ... as the vet reads the
 * clock) and then turned into real instants. Time zone arithmetic uses Intl directly rather than
 * dayjs's timezone plugin, which moves a time that does not exist on a spring-forward day to
 * another hour and maps a repeated fall-back time to only one of its two instants.
 */

export const DEFAULT_SLOT_MINUTES = 20;
/** Selectable dates run from today to 15 days ahead. */
export const BOOKING_WINDOW_DAYS = 15;
/** Minimum time between now and a slot's start: 3 hours for clinic visits, 1 hour for remote. */
export const LEAD_TIME_MINUTES: Record<ConsultationType, number> = {
  clinic_visit: 180,
  video: 60,
  phone: 60,
  chat: 60,
};

/** A weekly schedule row: on these ISO weekdays (1 Monday ... 7 Sunday), from..to listing-local. */
export interface WeeklySchedule {
  days: readonly number[];
  /** "HH:mm" */
  from: string;
  /** "HH:mm" ("24:00" allowed); a slot must end by it. */
  to: string;
}

/** On this listing-local date exactly these "HH:mm" starts replace the weekly rows (none: closed). */
export interface Roster {
  date: string;
  slots: readonly string[];
}

export interface SlotRules {
  type: ConsultationType;
  /** Slot step and length in minutes; DEFAULT_SLOT_MINUTES when null. */
  durationMinutes: number | null;
  schedules: readonly WeeklySchedule[];
  rosters: readonly Roster[];
  /** The listing's IANA zone. */
  timeZone: string;
}

export interface BookedRange {
  start: Date;
  durationMinutes: number;
}

export type SlotRefusal = 'outside-schedule' | 'too-soon' | 'too-far' | 'taken';

export const SLOT_REFUSAL_MESSAGES: Record<SlotRefusal, string> = {
  'outside-schedule':
    'This time is not in the consultation schedule. Please pick one of the available slots.',
  'too-soon': 'This time slot is too soon to book. Please pick a later one.',
  'too-far': `Appointments can be booked up to ${String(BOOKING_WINDOW_DAYS)} days ahead. Please pick an earlier date.`,
  taken: 'Sorry, this time slot is no longer available. Please pick another one.',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Dates and times of day

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Milliseconds of a calendar date's midnight read as UTC, or undefined when it is no date. */
function dateMs(date: string): number | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return undefined;
  if (check.getUTCDate() !== day) return undefined;
  return ms;
}

/** A real calendar date written YYYY-MM-DD. */
export function isValidDate(date: string): boolean {
  return dateMs(date) !== undefined;
}

function requireDateMs(date: string): number {
  const ms = dateMs(date);
  if (ms === undefined) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  return ms;
}

function dateOfMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return dateOfMs(requireDateMs(date) + days * DAY);
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(requireDateMs(date)).getUTCDay() || 7;
}

/** Minutes after midnight of "HH:mm" (or "HH:mm:ss"); "24:00" is the end of the day. */
export function minutesOfDay(time: string): number {
  const match = TIME_PATTERN.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const total = hours * 60 + minutes;
  if (!match || minutes > 59 || total > 24 * 60 || (match[3] !== undefined && match[3] !== '00'))
    throw new RangeError(`not a time of day (HH:mm): ${time}`);
  return total;
}

function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Time zones

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    // Throws a RangeError for a zone Intl does not know.
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Zone names are case-insensitive, so a caller could make up many spellings: stay bounded.
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(timeZone, found);
  }
  return found;
}

/** An IANA zone name (or UTC) that Intl knows. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant (ms), straight from Intl. */
function exactOffset(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts['year'] ?? 0,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

// Offsets at whole UTC hours, per zone. Bounded: cleared when it grows large.
const hourOffsets = new Map<string, Map<number, number>>();

function offsetAtHour(timeZone: string, hourMs: number): number {
  let zone = hourOffsets.get(timeZone);
  if (!zone) {
    if (hourOffsets.size >= 1000) hourOffsets.clear();
    zone = new Map();
    hourOffsets.set(timeZone, zone);
  }
  let offset = zone.get(hourMs);
  if (offset === undefined) {
    if (zone.size > 20_000) zone.clear();
    offset = exactOffset(timeZone, hourMs);
    zone.set(hourMs, offset);
  }
  return offset;
}

/**
 * The zone's offset at an instant. When the offsets at the surrounding whole hours agree there is
 * no transition in between (zones change at most once within an hour), so the cached value holds.
 */
function offsetAt(timeZone: string, ms: number): number {
  const hour = Math.floor(ms / HOUR) * HOUR;
  const before = offsetAtHour(timeZone, hour);
  return before === offsetAtHour(timeZone, hour + HOUR) ? before : exactOffset(timeZone, ms);
}

export interface ZonedDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** ISO weekday, 1 Monday ... 7 Sunday. */
  weekday: number;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

/** The wall-clock date and time of an instant in a zone. */
export function zonedDateTime(instant: Date, timeZone: string): ZonedDateTime {
  const offset = offsetAt(timeZone, instant.getTime());
  const wall = new Date(instant.getTime() + offset);
  return {
    date: wall.toISOString().slice(0, 10),
    time: wall.toISOString().slice(11, 16),
    weekday: wall.getUTCDay() || 7,
    offsetMinutes: Math.round(offset / MINUTE),
  };
}

/** Today's date in a zone. */
export function todayIn(now: Date, timeZone: string): string {
  return zonedDateTime(now, timeZone).date;
}

function wallMsOf(date: string, minutes: number): number {
  return requireDateMs(date) + minutes * MINUTE;
}

/**
 * Every instant at which the zone's clock reads `time` on `date`, ascending: none when a
 * spring-forward gap skips it, two when a fall-back repeats it, else one.
 */
export function localToInstants(date: string, time: string, timeZone: string): Date[] {
  return instantsOfWall(wallMsOf(date, minutesOfDay(time)), timeZone).map((ms) => new Date(ms));
}

function instantsOfWall(wall: number, timeZone: string): number[] {
  // A zone changes its offset at most once within a day, so the real offset of the wanted
  // instant is the offset a day before or a day after it.
  const found: number[] = [];
  for (const offset of new Set([offsetAt(timeZone, wall - DAY), offsetAt(timeZone, wall + DAY)])) {
    const candidate = wall - offset;
    if (offsetAt(timeZone, candidate) === offset && !found.includes(candidate))
      found.push(candidate);
  }
  return found.sort((a, b) => a - b);
}

/**
 * A slot as ISO 8601 in the zone's wall-clock time with its offset, e.g.
 * "2026-11-01T01:30-05:00": readable, and unambiguous even in a repeated fall-back hour.
 */
export function formatSlot(slot: Date, timeZone: string): string {
  const local = zonedDateTime(slot, timeZone);
  const sign = local.offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(local.offsetMinutes);
  return `${local.date}T${local.time}${sign}${timeOfMinutes(abs)}`;
}

/** The instant of a formatSlot text (or any "YYYY-MM-DDTHH:mm[:ss[.sss]]" with Z or ±HH:mm). */
export function parseSlot(text: string): Date {
  const match =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}(?:\.\d{1,3})?))?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  const [, date, time, seconds, zone] = match ?? [];
  if (date === undefined || time === undefined || zone === undefined || !isValidDate(date))
    throw new RangeError(`not a slot time: ${text}`);
  const offset =
    zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * minutesOfDay(zone.slice(1)) * MINUTE;
  const secondsMs = Math.round(Number(seconds ?? 0) * 1000);
  if (minutesOfDay(time) >= 24 * 60 || secondsMs >= MINUTE)
    throw new RangeError(`not a slot time: ${text}`);
  return new Date(wallMsOf(date, minutesOfDay(time)) - offset + secondsMs);
}

const labelFormatters = new Map<string, Intl.DateTimeFormat>();

/** A slot for people: "9:30 AM EDT" (the zone's abbreviation tells repeated times apart). */
export function slotLabel(slot: Date, timeZone: string, locale = 'en-US'): string {
  const key = `${locale} ${timeZone}`;
  let found = labelFormatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    if (labelFormatters.size >= 1000) labelFormatters.clear();
    labelFormatters.set(key, found);
  }
  return found.format(slot);
}

// ---------------------------------------------------------------------------------------------
// Slot rules

/** The dates a viewer may pick: today to BOOKING_WINDOW_DAYS ahead in the viewer's zone. */
export function listingDateRange(now: Date, viewerTimeZone: string): string[] {
  const today = todayIn(now, viewerTimeZone);
  return Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, i) => addDays(today, i));
}

/** Whether a viewer may pick this date (today to BOOKING_WINDOW_DAYS ahead in their zone). */
export function isBookableDate(date: string, now: Date, viewerTimeZone: string): boolean {
  if (!isValidDate(date)) return false;
  const today = todayIn(now, viewerTimeZone);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS);
}

/**
 * Instants that surely contain every slot starting on `date` in any zone and every booking that
 * could overlap one (zones are within UTC-12..+14, bookings last at most 8 hours), for loading
 * booked ranges before calling bookableSlots.
 */
export function slotSearchWindow(date: string): { from: Date; to: Date } {
  const midnight = requireDateMs(date);
  return { from: new Date(midnight - 2 * DAY), to: new Date(midnight + 3 * DAY) };
}

function slotMinutes(rules: SlotRules): number {
  const duration = rules.durationMinutes ?? DEFAULT_SLOT_MINUTES;
  if (!Number.isInteger(duration) || duration <= 0)
    throw new RangeError(`not a slot duration in minutes: ${String(duration)}`);
  return duration;
}

/**
 * The start instants the schedule offers on one listing-local date, ascending and unique: the
 * roster's times when the date has a roster, else the weekly rows stepped by the duration in
 * wall-clock time, each slot ending by the row's `to`. A wall time skipped by a spring-forward
 * change gives no slot; one repeated by a fall-back change gives both of its instants.
 */
function scheduledStarts(rules: SlotRules, date: string): number[] {
  const duration = slotMinutes(rules);
  const wallTimes = new Set<number>();
  const roster = rules.rosters.find((r) => r.date === date);
  if (roster) {
    for (const time of roster.slots) {
      const minutes = minutesOfDay(time);
      if (minutes < 24 * 60) wallTimes.add(minutes);
    }
  } else {
    const weekday = isoWeekday(date);
    for (const row of rules.schedules) {
      if (!row.days.includes(weekday)) continue;
      const to = minutesOfDay(row.to);
      for (let start = minutesOfDay(row.from); start + duration <= to; start += duration)
        wallTimes.add(start);
    }
  }
  const instants = new Set<number>();
  for (const minutes of wallTimes) {
    for (const ms of instantsOfWall(wallMsOf(date, minutes), rules.timeZone)) instants.add(ms);
  }
  return [...instants].sort((a, b) => a - b);
}

function overlapsBooking(start: number, duration: number, booked: readonly BookedRange[]) {
  const end = start + duration * MINUTE;
  return booked.some((b) => {
    const bookedStart = b.start.getTime();
    return bookedStart < end && start < bookedStart + b.durationMinutes * MINUTE;
  });
}

/** The first refusal of a scheduled start, or undefined when it may be booked. */
function refusal(
  rules: SlotRules,
  start: number,
  booked: readonly BookedRange[],
  now: Date,
): SlotRefusal | undefined {
  if (start <= now.getTime() + LEAD_TIME_MINUTES[rules.type] * MINUTE) return 'too-soon';
  const lastDate = addDays(todayIn(now, rules.timeZone), BOOKING_WINDOW_DAYS);
  if (zonedDateTime(new Date(start), rules.timeZone).date > lastDate) return 'too-far';
  if (overlapsBooking(start, slotMinutes(rules), booked)) return 'taken';
  return undefined;
}

/**
 * Bookable slot starts (sorted, unique) on `date` (YYYY-MM-DD) in the viewer's zone: scheduled
 * starts of the listing-local dates that overlap the viewer's day, on that day in the viewer's
 * zone, more than the lead time after `now`, not past the booking window and overlapping no
 * booked range. A date outside today..today+15 in the viewer's zone has none. Throws a
 * RangeError for a zone Intl does not know (check with isValidTimeZone first).
 */
export function bookableSlots(args: {
  rules: SlotRules;
  date: string;
  viewerTimeZone: string;
  booked: readonly BookedRange[];
  now: Date;
}): Date[] {
  const { rules, date, viewerTimeZone, booked, now } = args;
  if (!isBookableDate(date, now, viewerTimeZone)) return [];
  // Instants of the viewer's day lie within its wall-clock midnight minus 14 hours and the next
  // midnight plus 12 hours (zone offsets run from UTC-12 to UTC+14).
  const midnight = requireDateMs(date);
  const first = zonedDateTime(new Date(midnight - 15 * HOUR), rules.timeZone).date;
  const last = zonedDateTime(new Date(midnight + DAY + 13 * HOUR), rules.timeZone).date;
  const slots: Date[] = [];
  for (let local = first; local <= last; local = addDays(local, 1)) {
    for (const start of scheduledStarts(rules, local)) {
      const slot = new Date(start);
      if (zonedDateTime(slot, viewerTimeZone).date !== date) continue;
      if (refusal(rules, start, booked, now) === undefined) slots.push(slot);
    }
  }
  return slots;
}

/** The server's re-check of one slot (same rules as bookableSlots). */
export function checkSlot(args: {
  rules: SlotRules;
  slot: Date;
  booked: readonly BookedRange[];
  now: Date;
}): { ok: true } | { ok: false; reason: SlotRefusal } {
  const { rules, slot, booked, now } = args;
  const start = slot.getTime();
  if (!Number.isFinite(start)) return { ok: false, reason: 'outside-schedule' };
  const local = zonedDateTime(slot, rules.timeZone);
  if (!scheduledStarts(rules, local.date).includes(start))
    return { ok: false, reason: 'outside-schedule' };
  const reason = refusal(rules, start, booked, now);
  return reason === undefined ? { ok: true } : { ok: false, reason };
}
