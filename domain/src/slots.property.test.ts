import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_TYPES } from './constants';
import {
  BOOKING_WINDOW_DAYS,
  bookableSlots,
  type BookedRange,
  checkSlot,
  DEFAULT_SLOT_MINUTES,
  formatSlot,
  LEAD_TIME_MINUTES,
  localToInstants,
  parseSlot,
  type SlotRules,
  zonedDateTime,
} from './slots';

/**
 * Properties of the slot engine around daylight saving changes. Wall-clock readings in these tests
 * come from Intl directly (`wall` below), not from the engine, so the engine is checked against an
 * independent clock. Every slot lies on a 5-minute grid (schedule times every 15 minutes,
 * durations and roster times multiples of 5, zone offsets whole half hours).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Asia/Kolkata',
  'America/Los_Angeles',
] as const;
const VIEWER_ZONES = [...ZONES, 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const;

/** Daylight saving switches of 2026 and 2027 in the zones above. */
const SWITCH_DATES = [
  '2026-03-08', // US spring forward
  '2026-11-01', // US fall back
  '2026-03-29', // UK spring forward
  '2026-10-25', // UK fall back
  '2026-04-05', // Sydney fall back
  '2026-10-04', // Sydney spring forward
  '2027-03-14',
  '2027-11-07',
  '2027-03-28',
  '2027-10-31',
  '2027-04-04',
  '2027-10-03',
];

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of a zone at an instant, read from Intl: date, minutes of day, ISO weekday. */
function wall(ms: number, zone: string): { date: string; minutes: number; weekday: number } {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p['weekday'] ?? '') + 1;
  return {
    date: `${p['year'] ?? ''}-${p['month'] ?? ''}-${p['day'] ?? ''}`,
    minutes: Number(p['hour']) * 60 + Number(p['minute']),
    weekday,
  };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// ---------------------------------------------------------------------------------------------
// Generators

const dateArb = fc
  .tuple(
    fc.constantFrom(...SWITCH_DATES),
    fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, fc.integer({ min: -2, max: 2 })),
  )
  .map(([date, shift]) => addDays(date, shift));

/** Schedule rows, many of them over the night hours where the clocks change. */
const scheduleArb = fc
  .tuple(
    fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
    fc.integer({ min: 0, max: 95 }),
    fc.integer({ min: 1, max: 96 }),
    fc.boolean(),
  )
  .map(([days, a, b, night]) => {
    const from = night ? a % 12 : a; // quarter hours; night rows start before 03:00
    const to = Math.min(96, from + (night ? 1 + (b % 24) : b));
    return { days, from: hhmm(from * 15), to: hhmm(Math.max(from + 1, to) * 15) };
  });

function rulesArb(date: string) {
  return fc.record({
    type: fc.constantFrom(...CONSULTATION_TYPES),
    durationMinutes: fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 90, null),
    schedules: fc.array(scheduleArb, { minLength: 1, maxLength: 3 }),
    rosters: fc.array(
      fc.record({
        date: fc.integer({ min: -1, max: 1 }).map((d) => addDays(date, d)),
        slots: fc.array(
          fc.integer({ min: 0, max: 287 }).map((m) => hhmm(m * 5)),
          { maxLength: 8 },
        ),
      }),
      { maxLength: 2 },
    ),
    timeZone: fc.constantFrom(...ZONES),
  }) satisfies fc.Arbitrary<SlotRules>;
}

/** A day, rules, a viewer, bookings near the day and a clock from a day before to 16 days before. */
const caseArb = dateArb.chain((date) =>
  fc.record({
    date: fc.constant(date),
    rules: rulesArb(date),
    viewerTimeZone: fc.constantFrom(...VIEWER_ZONES),
    booked: fc.array(
      fc.record({
        start: fc
          .integer({ min: -36 * 12, max: 60 * 12 })
          .map((m) => new Date(Date.parse(`${date}T00:00:00Z`) + m * 5 * MINUTE)),
        durationMinutes: fc.constantFrom(5, 20, 30, 45, 60, 120, 480),
      }),
      { maxLength: 4 },
    ),
    now: fc
      .integer({ min: -24 * 60, max: (BOOKING_WINDOW_DAYS + 1) * 24 * 60 })
      .map((m) => new Date(Date.parse(`${date}T00:00:00Z`) - m * MINUTE)),
  }),
);

type Case = {
  date: string;
  rules: SlotRules;
  viewerTimeZone: string;
  booked: BookedRange[];
  now: Date;
};

const RUNS = { numRuns: 150 };

// ---------------------------------------------------------------------------------------------
// An independent oracle: every 5 minutes around the day, read the clocks with Intl and apply the
// rules listed in domain/README.md literally.

function duration(rules: SlotRules): number {
  return rules.durationMinutes ?? DEFAULT_SLOT_MINUTES;
}

/** Whether the listing's clock at `ms` reads a scheduled start time. */
function scheduledAt(rules: SlotRules, ms: number): boolean {
  const local = wall(ms, rules.timeZone);
  const roster = rules.rosters.find((r) => r.date === local.date);
  if (roster) return roster.slots.some((t) => toMinutes(t) === local.minutes);
  const d = duration(rules);
  return rules.schedules.some((row) => {
    const from = toMinutes(row.from);
    const to = toMinutes(row.to);
    return (
      row.days.includes(local.weekday) &&
      local.minutes >= from &&
      local.minutes + d <= to &&
      (local.minutes - from) % d === 0
    );
  });
}

function oracle(c: Case): number[] {
  const today = wall(c.now.getTime(), c.viewerTimeZone).date;
  if (c.date < today || c.date > addDays(today, BOOKING_WINDOW_DAYS)) return [];
  const listingLast = addDays(wall(c.now.getTime(), c.rules.timeZone).date, BOOKING_WINDOW_DAYS);
  const d = duration(c.rules);
  const midnight = Date.parse(`${c.date}T00:00:00Z`);
  const found: number[] = [];
  for (let ms = midnight - 15 * HOUR; ms <= midnight + DAY + 13 * HOUR; ms += 5 * MINUTE) {
    if (wall(ms, c.viewerTimeZone).date !== c.date) continue;
    if (!scheduledAt(c.rules, ms)) continue;
    if (ms <= c.now.getTime() + LEAD_TIME_MINUTES[c.rules.type] * MINUTE) continue;
    if (wall(ms, c.rules.timeZone).date > listingLast) continue;
    const taken = c.booked.some(
      (b) =>
        b.start.getTime() < ms + d * MINUTE && ms < b.start.getTime() + b.durationMinutes * MINUTE,
    );
    if (!taken) found.push(ms);
  }
  return found;
}

const slotsOf = (c: Case) => bookableSlots(c);

// ---------------------------------------------------------------------------------------------

describe('bookableSlots properties across daylight saving changes', () => {
  it('offers exactly the slots an independent minute-by-minute reading of the rules finds', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        expect(slotsOf(c).map((s) => s.getTime())).toEqual(oracle(c));
      }),
      RUNS,
    );
  });

  it("offers no slot outside the schedule in the listing's local time", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        for (const slot of slotsOf(c)) expect(scheduledAt(c.rules, slot.getTime())).toBe(true);
      }),
      RUNS,
    );
  });

  it('offers no slot overlapping a booked range', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const d = duration(c.rules) * MINUTE;
        for (const slot of slotsOf(c)) {
          for (const b of c.booked) {
            const start = b.start.getTime();
            const overlaps =
              start < slot.getTime() + d && slot.getTime() < start + b.durationMinutes * MINUTE;
            expect(overlaps).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it('offers no slot within the lead time', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const earliest = c.now.getTime() + LEAD_TIME_MINUTES[c.rules.type] * MINUTE;
        for (const slot of slotsOf(c)) expect(slot.getTime()).toBeGreaterThan(earliest);
      }),
      RUNS,
    );
  });

  it("offers only slots on the chosen date in the viewer's zone, sorted and unique", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const slots = slotsOf(c);
        for (const slot of slots) expect(wall(slot.getTime(), c.viewerTimeZone).date).toBe(c.date);
        const times = slots.map((s) => s.getTime());
        expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });

  it('never offers a local time that a spring-forward change skips', () => {
    const springForwards: [string, string][] = [
      ['America/New_York', '2026-03-08'],
      ['America/Los_Angeles', '2027-03-14'],
      ['Europe/London', '2026-03-29'],
      ['Australia/Sydney', '2026-10-04'],
      ['Asia/Kolkata', '2026-10-04'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...springForwards),
        fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 90),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 20 }),
        ([zone, date], minutes, from, length) => {
          const row = {
            days: [1, 2, 3, 4, 5, 6, 7],
            from: hhmm(from * 15),
            to: hhmm((from + length) * 15),
          };
          const rules: SlotRules = {
            type: 'chat',
            durationMinutes: minutes,
            schedules: [row],
            rosters: [],
            timeZone: zone,
          };
          const now = new Date(Date.parse(`${date}T00:00:00Z`) - 5 * DAY);
          const slots = bookableSlots({ rules, date, viewerTimeZone: zone, booked: [], now });
          // The wall times the listing's clock really shows on that date, by Intl's reckoning.
          const midnight = Date.parse(`${date}T00:00:00Z`);
          const shown = new Set<number>();
          for (let ms = midnight - 15 * HOUR; ms <= midnight + 39 * HOUR; ms += 5 * MINUTE) {
            const w = wall(ms, zone);
            if (w.date === date) shown.add(w.minutes);
          }
          const expected: number[] = [];
          for (let m = from * 15; m + minutes <= (from + length) * 15; m += minutes)
            if (shown.has(m)) expected.push(m);
          expect(slots.map((s) => wall(s.getTime(), zone).minutes)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('maps a wall time to an instant only when the clock reads it then, and to each such instant', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 24 * 12 - 1 }),
        (date, zone, m) => {
          const expected: number[] = [];
          const wallMs = Date.parse(`${date}T00:00:00Z`) + m * 5 * MINUTE;
          for (let ms = wallMs - 15 * HOUR; ms <= wallMs + 15 * HOUR; ms += 5 * MINUTE) {
            const w = wall(ms, zone);
            if (w.date === date && w.minutes === m * 5) expected.push(ms);
          }
          const instants = localToInstants(date, hhmm(m * 5), zone).map((d) => d.getTime());
          expect(instants).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('offers a time of the repeated fall-back hour once per real instant', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const slots = slotsOf(c);
        const byWall = new Map<string, number[]>();
        for (const slot of slots) {
          const key = formatSlot(slot, c.rules.timeZone).slice(0, 16);
          byWall.set(key, [...(byWall.get(key) ?? []), slot.getTime()]);
        }
        for (const [key, instants] of byWall) {
          const real = localToInstants(key.slice(0, 10), key.slice(11), c.rules.timeZone);
          expect(new Set(instants).size).toBe(instants.length);
          expect(instants.length).toBeLessThanOrEqual(real.length);
        }
      }),
      RUNS,
    );
  });

  it('offers both instants of a repeated time when nothing else rules one out', () => {
    const fallBacks: [string, string][] = [
      ['America/New_York', '2026-11-01'],
      ['America/Los_Angeles', '2026-11-01'],
      ['Europe/London', '2026-10-25'],
      ['Australia/Sydney', '2026-04-05'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...fallBacks),
        fc.constantFrom(5, 10, 15, 20, 30, 60),
        ([zone, date], minutes) => {
          const rules: SlotRules = {
            type: 'video',
            durationMinutes: minutes,
            schedules: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '04:00' }],
            rosters: [],
            timeZone: zone,
          };
          const now = new Date(Date.parse(`${date}T00:00:00Z`) - 5 * DAY);
          const slots = bookableSlots({ rules, date, viewerTimeZone: zone, booked: [], now });
          const repeated = slots.filter(
            (s) => localToInstants(date, zonedDateTime(s, zone).time, zone).length === 2,
          );
          // The repeated hour holds 60 / minutes starts, each offered at both of its instants.
          expect(repeated).toHaveLength((2 * 60) / minutes);
          // The whole night is offered in real time: four hours plus the repeated one.
          expect(slots).toHaveLength((5 * 60) / minutes);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('checkSlot agrees with bookableSlots', () => {
  it('accepts every offered slot', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        for (const slot of slotsOf(c))
          expect(checkSlot({ rules: c.rules, slot, booked: c.booked, now: c.now })).toEqual({
            ok: true,
          });
      }),
      RUNS,
    );
  });

  it('refuses every other instant of the chosen day in the window, with a reason', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const today = wall(c.now.getTime(), c.viewerTimeZone).date;
        fc.pre(c.date >= today && c.date <= addDays(today, BOOKING_WINDOW_DAYS));
        const offered = new Set(slotsOf(c).map((s) => s.getTime()));
        const midnight = Date.parse(`${c.date}T00:00:00Z`);
        for (let ms = midnight - 15 * HOUR; ms <= midnight + DAY + 13 * HOUR; ms += 5 * MINUTE) {
          if (wall(ms, c.viewerTimeZone).date !== c.date || offered.has(ms)) continue;
          const result = checkSlot({
            rules: c.rules,
            slot: new Date(ms),
            booked: c.booked,
            now: c.now,
          });
          expect(result.ok).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('round-trips every offered slot through its text in the viewer zone', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        for (const slot of slotsOf(c)) {
          const text = formatSlot(slot, c.viewerTimeZone);
          expect(text.slice(0, 10)).toBe(c.date);
          expect(parseSlot(text)).toEqual(slot);
        }
      }),
      RUNS,
    );
  });
});
