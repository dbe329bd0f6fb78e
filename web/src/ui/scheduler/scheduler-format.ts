import { addDays, isoWeekday } from '@petwell/domain';

/**
 * Date and time texts of the scheduler. Calendar dates (YYYY-MM-DD) are formatted at their UTC
 * midnight in UTC, so a date reads the same whatever zone the browser is in; slot instants are
 * formatted in the widget's zone.
 */

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', options);
    if (cache.size >= 200) cache.clear();
    cache.set(key, found);
  }
  return found;
}

const dateAt = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Monday, November 23, 2026' for a calendar date. */
export function fullDateLabel(date: string): string {
  return formatter('date-full', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(dateAt(date));
}

/** The parts of a day button: 'Mon', '23', 'Nov' shown, '2026' for screen readers only. */
export function dayParts(date: string): {
  weekday: string;
  day: string;
  month: string;
  year: string;
} {
  const format = (key: string, options: Intl.DateTimeFormatOptions) =>
    formatter(key, { timeZone: 'UTC', ...options }).format(dateAt(date));
  return {
    weekday: format('weekday-short', { weekday: 'short' }),
    day: format('day-numeric', { day: 'numeric' }),
    month: format('month-short', { month: 'short' }),
    year: format('year-numeric', { year: 'numeric' }),
  };
}

/**
 * A day button's accessible name, 'Mon 23 Nov 2026': its visible text first (so a person who
 * reads or says what they see finds it), then the year.
 */
export function dayButtonName(date: string): string {
  const { weekday, day, month, year } = dayParts(date);
  return `${weekday} ${day} ${month} ${year}`;
}

/**
 * A slot's visible time ('9:00 AM') in the zone; with the zone's abbreviation ('1:30 AM EDT')
 * when `withZone`, which tells the two instants of a repeated fall-back time apart.
 */
export function shortTimeLabel(slot: Date, timeZone: string, withZone = false): string {
  return formatter(`time ${timeZone} ${String(withZone)}`, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(slot);
}

/** A slot's full name, 'Monday, November 23, 2026 at 9:00 AM', in the zone. */
export function fullSlotLabel(slot: Date, timeZone: string, withZone = false): string {
  return formatter(`slot ${timeZone} ${String(withZone)}`, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(slot);
}

/** The Monday of a date's week (weeks run Monday to Sunday). */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The seven dates of the week starting on `monday`. */
export const weekDates = (monday: string) =>
  Array.from({ length: 7 }, (_, i) => addDays(monday, i));
