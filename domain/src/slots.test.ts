import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  bookableSlots,
  type BookedRange,
  checkSlot,
  DEFAULT_SLOT_MINUTES,
  formatSlot,
  isBookableDate,
  isValidTimeZone,
  LEAD_TIME_MINUTES,
  listingDateRange,
  localToInstants,
  minutesOfDay,
  parseSlot,
  SLOT_REFUSAL_MESSAGES,
  type SlotRules,
  slotLabel,
  slotSearchWindow,
  todayIn,
  zonedDateTime,
} from './slots';

const NY = 'America/New_York';
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
/** The default working hours: Monday to Friday 08:30-12:00 and 14:00-18:00. */
const MORNING_ROW = { days: [1, 2, 3, 4, 5], from: '08:30', to: '12:00' };
const WORKING_HOURS = [MORNING_ROW, { days: [1, 2, 3, 4, 5], from: '14:00', to: '18:00' }];

function rules(overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    type: 'video',
    durationMinutes: 20,
    schedules: WORKING_HOURS,
    rosters: [],
    timeZone: NY,
    ...overrides,
  };
}

/** Slots of a date as local "HH:mm" in a zone. */
function times(slots: Date[], zone = NY): string[] {
  return slots.map((s) => zonedDateTime(s, zone).time);
}

// Monday 2026-06-15; "now" is a week earlier, so lead time and window do not interfere.
const MONDAY = '2026-06-15';
const EARLIER = new Date('2026-06-08T12:00:00Z');

function slotsOn(
  date: string,
  overrides: Partial<SlotRules> = {},
  extra: { viewer?: string; booked?: BookedRange[]; now?: Date } = {},
): Date[] {
  return bookableSlots({
    rules: rules(overrides),
    date,
    viewerTimeZone: extra.viewer ?? NY,
    booked: extra.booked ?? [],
    now: extra.now ?? EARLIER,
  });
}

function at(iso: string): Date {
  return new Date(iso);
}

describe('constants', () => {
  it('steps by 20 minutes by default and books from today to 15 days ahead', () => {
    expect(DEFAULT_SLOT_MINUTES).toBe(20);
    expect(BOOKING_WINDOW_DAYS).toBe(15);
  });

  it('needs 3 hours of notice for clinic visits and 1 hour for remote consultations', () => {
    expect(LEAD_TIME_MINUTES).toEqual({ clinic_visit: 180, video: 60, phone: 60, chat: 60 });
  });

  it('tells a user that a taken slot is no longer available', () => {
    expect(SLOT_REFUSAL_MESSAGES.taken).toBe(
      'Sorry, this time slot is no longer available. Please pick another one.',
    );
    for (const message of Object.values(SLOT_REFUSAL_MESSAGES)) expect(message).toMatch(/\.$/);
  });
});

describe('bookableSlots from weekly schedule rows', () => {
  it('offers the default working hours every 20 minutes, each slot ending by the row end', () => {
    const slots = slotsOn(MONDAY);
    const morning = ['08:30', '08:50', '09:10', '09:30', '09:50', '10:10', '10:30', '10:50'];
    const noon = ['11:10', '11:30'];
    const afternoon = Array.from({ length: 12 }, (_, i) => {
      const m = 14 * 60 + i * 20;
      return `${String(Math.floor(m / 60))}:${String(m % 60).padStart(2, '0')}`;
    });
    expect(times(slots)).toEqual([...morning, ...noon, ...afternoon]);
    expect(times(slots)).not.toContain('11:50');
    expect(times(slots).at(-1)).toBe('17:40');
  });

  it("steps by the consultation's duration", () => {
    const slots = slotsOn(MONDAY, { durationMinutes: 45, schedules: [MORNING_ROW] });
    expect(times(slots)).toEqual(['08:30', '09:15', '10:00', '10:45']);
  });

  it('uses 20 minutes when the consultation has no duration', () => {
    const slots = slotsOn(MONDAY, {
      durationMinutes: null,
      schedules: [{ days: [1], from: '09:00', to: '10:00' }],
    });
    expect(times(slots)).toEqual(['09:00', '09:20', '09:40']);
  });

  it('offers nothing on a weekday without schedule rows (week days run Mon to Sun)', () => {
    expect(slotsOn('2026-06-14')).toEqual([]); // Sunday
    expect(slotsOn('2026-06-20')).toEqual([]); // Saturday
    const sunday = slotsOn('2026-06-14', {
      schedules: [{ days: [7], from: '10:00', to: '11:00' }],
    });
    expect(times(sunday)).toEqual(['10:00', '10:20', '10:40']);
  });

  it('merges overlapping rows without duplicate slots', () => {
    const slots = slotsOn(MONDAY, {
      schedules: [
        { days: [1], from: '09:00', to: '10:00' },
        { days: [1, 2], from: '09:00', to: '09:40' },
      ],
    });
    expect(times(slots)).toEqual(['09:00', '09:20', '09:40']);
  });

  it('returns real instants in the listing zone, sorted', () => {
    const slots = slotsOn(MONDAY, { schedules: [{ days: [1], from: '09:00', to: '09:40' }] });
    expect(slots).toEqual([at('2026-06-15T13:00:00Z'), at('2026-06-15T13:20:00Z')]);
  });
});

describe('bookableSlots from a date-specific roster', () => {
  it("uses exactly the roster's start times instead of the weekly rows on that date", () => {
    const slots = slotsOn(MONDAY, {
      rosters: [{ date: MONDAY, slots: ['13:00', '07:15', '13:00'] }],
    });
    expect(times(slots)).toEqual(['07:15', '13:00']);
  });

  it('closes the day with an empty roster and leaves other dates on the weekly rows', () => {
    const r = { rosters: [{ date: MONDAY, slots: [] }] };
    expect(slotsOn(MONDAY, r)).toEqual([]);
    expect(slotsOn('2026-06-16', r)).toHaveLength(22);
  });

  it('opens a day the weekly rows leave closed', () => {
    const slots = slotsOn('2026-06-20', { rosters: [{ date: '2026-06-20', slots: ['10:00'] }] });
    expect(times(slots)).toEqual(['10:00']);
  });
});

describe('bookableSlots and the viewer time zone', () => {
  it('builds slots from the previous and the chosen listing day for a viewer far east', () => {
    // New York 08:00-20:00 daily; in Kolkata (9.5 hours ahead in June) 16 June runs from
    // 14:30 on the 15th to 14:30 on the 16th in New York.
    const slots = slotsOn(
      '2026-06-16',
      { schedules: [{ days: EVERY_DAY, from: '08:00', to: '20:00' }] },
      { viewer: 'Asia/Kolkata' },
    );
    const listing = slots.map((s) => zonedDateTime(s, NY));
    expect(listing[0]).toMatchObject({ date: '2026-06-15', time: '14:40' });
    expect(listing.at(-1)).toMatchObject({ date: '2026-06-16', time: '14:20' });
    expect(slots.every((s) => zonedDateTime(s, 'Asia/Kolkata').date === '2026-06-16')).toBe(true);
    expect(slots).toHaveLength(16 + 20);
  });

  it('builds slots from the chosen and the next listing day for a viewer far west', () => {
    const slots = slotsOn(
      '2026-06-16',
      { timeZone: 'Asia/Kolkata', schedules: [{ days: EVERY_DAY, from: '08:00', to: '20:00' }] },
      { viewer: NY },
    );
    const dates = new Set(slots.map((s) => zonedDateTime(s, 'Asia/Kolkata').date));
    expect([...dates]).toEqual(['2026-06-16', '2026-06-17']);
    expect(slots.every((s) => zonedDateTime(s, NY).date === '2026-06-16')).toBe(true);
  });

  it('gives a viewer 25 hours away every slot of a round-the-clock listing', () => {
    const slots = slotsOn(
      '2026-06-16',
      {
        timeZone: 'Pacific/Pago_Pago',
        schedules: [{ days: EVERY_DAY, from: '00:00', to: '24:00' }],
      },
      { viewer: 'Pacific/Kiritimati' },
    );
    expect(slots).toHaveLength(72);
    expect(new Set(slots.map((s) => zonedDateTime(s, 'Pacific/Pago_Pago').date))).toEqual(
      new Set(['2026-06-14', '2026-06-15']),
    );
  });
});

describe('bookableSlots: now, the booking window and bookings', () => {
  const day = { schedules: [{ days: EVERY_DAY, from: '09:00', to: '12:00' }] };

  it('offers only slots later than 1 hour from now for a video consultation', () => {
    const now = at('2026-06-15T13:10:00Z'); // 09:10 in New York
    expect(times(slotsOn(MONDAY, day, { now }))[0]).toBe('10:20');
    const exactlyAnHour = at('2026-06-15T13:20:00Z');
    expect(times(slotsOn(MONDAY, day, { now: exactlyAnHour }))[0]).toBe('10:40');
  });

  it('offers only slots more than 3 hours from now for a clinic visit', () => {
    const now = at('2026-06-15T13:00:00Z'); // 09:00 in New York
    expect(slotsOn(MONDAY, { ...day, type: 'clinic_visit' }, { now })).toEqual([]);
    const earlier = at('2026-06-15T12:00:00Z'); // 08:00
    expect(times(slotsOn(MONDAY, { ...day, type: 'clinic_visit' }, { now: earlier }))).toEqual([
      '11:20',
      '11:40',
    ]);
  });

  it('offers dates from today to 15 days ahead in the viewer zone, and none outside', () => {
    const now = at('2026-06-15T02:00:00Z'); // 14 June, 22:00 in New York
    expect(slotsOn('2026-06-13', day, { now })).toEqual([]);
    expect(slotsOn('2026-06-14', day, { now })).toEqual([]); // today, but the day is over
    expect(slotsOn('2026-06-29', day, { now })).toHaveLength(9); // today + 15
    expect(slotsOn('2026-06-30', day, { now })).toEqual([]); // today + 16
  });

  it('hides a booked slot and every slot a longer booking overlaps, keeping adjacent ones', () => {
    const booked = [
      { start: at('2026-06-15T13:20:00Z'), durationMinutes: 20 }, // 09:20
      { start: at('2026-06-15T14:10:00Z'), durationMinutes: 45 }, // 10:10-10:55
    ];
    expect(times(slotsOn(MONDAY, day, { booked }))).toEqual([
      '09:00',
      '09:40',
      '11:00',
      '11:20',
      '11:40',
    ]);
  });
});

describe('bookableSlots across daylight saving changes', () => {
  const night = { schedules: [{ days: EVERY_DAY, from: '00:00', to: '04:00' }] };
  const before = at('2026-03-01T00:00:00Z');

  it('never offers a time skipped by the spring-forward change (New York, 8 March 2026)', () => {
    const slots = slotsOn('2026-03-08', night, { now: before });
    expect(times(slots)).toEqual([
      ...['00:00', '00:20', '00:40', '01:00', '01:20', '01:40'],
      ...['03:00', '03:20', '03:40'],
    ]);
  });

  it('offers each real instant of the repeated fall-back hour once (New York, 1 November 2026)', () => {
    const slots = slotsOn('2026-11-01', night, { now: at('2026-10-25T00:00:00Z') });
    expect(slots.map((s) => formatSlot(s, NY))).toEqual([
      ...['00:00', '00:20', '00:40', '01:00', '01:20', '01:40'].map((t) => `2026-11-01T${t}-04:00`),
      ...['01:00', '01:20', '01:40', '02:00', '02:20', '02:40', '03:00', '03:20', '03:40'].map(
        (t) => `2026-11-01T${t}-05:00`,
      ),
    ]);
    expect(new Set(slots.map((s) => s.getTime())).size).toBe(slots.length);
  });

  it('offers both instants of a rostered time in the repeated hour (London, 25 October 2026)', () => {
    const slots = slotsOn(
      '2026-10-25',
      { timeZone: 'Europe/London', rosters: [{ date: '2026-10-25', slots: ['01:30', '09:00'] }] },
      { viewer: 'Europe/London', now: at('2026-10-20T00:00:00Z') },
    );
    expect(slots).toEqual([
      at('2026-10-25T00:30:00Z'),
      at('2026-10-25T01:30:00Z'),
      at('2026-10-25T09:00:00Z'),
    ]);
  });

  it('drops a rostered time that does not exist (Sydney, 4 October 2026)', () => {
    const slots = slotsOn(
      '2026-10-04',
      {
        timeZone: 'Australia/Sydney',
        rosters: [{ date: '2026-10-04', slots: ['02:30', '03:00'] }],
      },
      { viewer: 'Australia/Sydney', now: at('2026-09-30T00:00:00Z') },
    );
    expect(slots.map((s) => formatSlot(s, 'Australia/Sydney'))).toEqual(['2026-10-04T03:00+11:00']);
  });
});

describe('checkSlot', () => {
  const now = at('2026-06-15T12:00:00Z'); // 08:00 in New York

  it('accepts a scheduled, free slot in the window', () => {
    expect(
      checkSlot({ rules: rules(), slot: at('2026-06-15T14:10:00Z'), booked: [], now }),
    ).toEqual({ ok: true });
  });

  it('refuses a time off the grid, outside the rows or on a closed day', () => {
    for (const slot of [
      '2026-06-15T14:15:00Z', // 10:15, between slots
      '2026-06-15T16:00:00Z', // 12:00, the morning row ends
      '2026-06-15T15:50:00Z', // 11:50, would end after 12:00
      '2026-06-20T14:30:00Z', // Saturday
      '2026-06-15T14:10:30Z', // not on a whole minute
    ]) {
      expect(checkSlot({ rules: rules(), slot: at(slot), booked: [], now })).toEqual({
        ok: false,
        reason: 'outside-schedule',
      });
    }
  });

  it('refuses a slot within the lead time', () => {
    expect(
      checkSlot({ rules: rules(), slot: at('2026-06-15T12:50:00Z'), booked: [], now }),
    ).toEqual({ ok: false, reason: 'too-soon' });
    const clinic = rules({ type: 'clinic_visit' });
    expect(checkSlot({ rules: clinic, slot: at('2026-06-15T14:50:00Z'), booked: [], now })).toEqual(
      { ok: false, reason: 'too-soon' },
    );
  });

  it("refuses a slot more than 15 days ahead in the listing's zone", () => {
    const [lastDay] = localToInstants(addDays('2026-06-15', 15), '09:30', NY);
    const [dayAfter] = localToInstants(addDays('2026-06-15', 16), '09:30', NY);
    if (!lastDay || !dayAfter) throw new Error('09:30 exists on both days');
    expect(checkSlot({ rules: rules(), slot: lastDay, booked: [], now })).toEqual({ ok: true });
    expect(checkSlot({ rules: rules(), slot: dayAfter, booked: [], now })).toEqual({
      ok: false,
      reason: 'too-far',
    });
  });

  it('refuses a slot that overlaps a booking', () => {
    const booked = [{ start: at('2026-06-15T14:00:00Z'), durationMinutes: 30 }];
    expect(checkSlot({ rules: rules(), slot: at('2026-06-15T14:10:00Z'), booked, now })).toEqual({
      ok: false,
      reason: 'taken',
    });
    expect(checkSlot({ rules: rules(), slot: at('2026-06-15T14:30:00Z'), booked, now })).toEqual({
      ok: true,
    });
  });

  it('uses the roster of the slot’s listing-local date', () => {
    const r = rules({ rosters: [{ date: MONDAY, slots: ['07:15'] }] });
    expect(checkSlot({ rules: r, slot: at('2026-06-15T14:10:00Z'), booked: [], now })).toEqual({
      ok: false,
      reason: 'outside-schedule',
    });
    const early = at('2026-06-15T11:15:00Z');
    expect(checkSlot({ rules: r, slot: early, booked: [], now: EARLIER })).toEqual({ ok: true });
  });
});

describe('dates, zones and formatting', () => {
  it("lists today to 15 days ahead in the viewer's zone", () => {
    const now = at('2026-06-01T02:00:00Z');
    const range = listingDateRange(now, 'America/Los_Angeles');
    expect(range).toHaveLength(16);
    expect(range[0]).toBe('2026-05-31');
    expect(range.at(-1)).toBe('2026-06-15');
    expect(listingDateRange(now, 'Asia/Kolkata')[0]).toBe('2026-06-01');
    expect(isBookableDate('2026-06-15', now, 'America/Los_Angeles')).toBe(true);
    expect(isBookableDate('2026-06-16', now, 'America/Los_Angeles')).toBe(false);
    expect(isBookableDate('2026-02-30', now, 'America/Los_Angeles')).toBe(false);
  });

  it('maps a local time to no, one or two instants', () => {
    expect(localToInstants('2026-03-08', '02:30', NY)).toEqual([]);
    expect(localToInstants('2026-11-01', '01:30', NY)).toEqual([
      at('2026-11-01T05:30:00Z'),
      at('2026-11-01T06:30:00Z'),
    ]);
    expect(localToInstants('2026-06-15', '09:00', 'Asia/Kolkata')).toEqual([
      at('2026-06-15T03:30:00Z'),
    ]);
  });

  it('formats a slot with its offset and parses it back to the same instant', () => {
    const second = at('2026-11-01T06:30:00Z');
    expect(formatSlot(second, NY)).toBe('2026-11-01T01:30-05:00');
    expect(parseSlot('2026-11-01T01:30-05:00')).toEqual(second);
    expect(parseSlot('2026-06-15T03:30:00.000Z')).toEqual(at('2026-06-15T03:30:00Z'));
    expect(formatSlot(at('2026-06-15T03:30:00Z'), 'Asia/Kolkata')).toBe('2026-06-15T09:00+05:30');
    expect(() => parseSlot('2026-11-01 01:30')).toThrow(RangeError);
  });

  it('labels the two 1:30 AM slots of a fall-back night apart', () => {
    expect(slotLabel(at('2026-11-01T05:30:00Z'), NY)).toBe('1:30 AM EDT');
    expect(slotLabel(at('2026-11-01T06:30:00Z'), NY)).toBe('1:30 AM EST');
  });

  it('knows valid zones, dates and times of day', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(todayIn(at('2026-06-15T03:00:00Z'), NY)).toBe('2026-06-14');
    expect(minutesOfDay('24:00')).toBe(1440);
    expect(minutesOfDay('08:30:00')).toBe(510);
    expect(() => minutesOfDay('8h30')).toThrow(RangeError);
    expect(() => minutesOfDay('12:60')).toThrow(RangeError);
  });

  it('gives a search window that holds every slot of the date in any zone', () => {
    const { from, to } = slotSearchWindow('2026-06-15');
    expect(from.getTime()).toBeLessThanOrEqual(Date.parse('2026-06-14T10:00:00Z') - 8 * 3600_000);
    expect(to.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-06-16T12:00:00Z'));
  });
});
