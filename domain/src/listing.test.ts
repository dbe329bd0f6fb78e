import { describe, expect, it } from 'vitest';
import {
  copyRosterWeek,
  DEFAULT_ROSTER_HOURS,
  formatClinicAddress,
  fitsHours,
  isQuarterHour,
  type ListingHours,
  quarterHourTimes,
  startsFromHours,
} from './listing';
import { listingInputSchema } from './schemas/listing';

const NEW_YORK = 'America/New_York';

/** Weekdays 09:00-12:00 in New York, and a closed roster date. */
const HOURS: ListingHours = {
  schedules: [{ days: [1, 2, 3, 4, 5], from: '09:00', to: '12:00' }],
  rosters: [
    { date: '2030-03-06', slots: [] },
    { date: '2030-03-07', slots: ['15:00'] },
  ],
  timeZone: NEW_YORK,
};

describe('the schedule time picker', () => {
  it('offers every quarter hour of the day, and the end of the day for an end time', () => {
    const starts = quarterHourTimes();
    expect(starts).toHaveLength(96);
    expect(starts.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(starts.at(-1)).toBe('23:45');
    const ends = quarterHourTimes({ end: true });
    expect(ends[0]).toBe('00:15');
    expect(ends.at(-1)).toBe('24:00');
  });

  it('takes only times on the quarter hour', () => {
    expect(isQuarterHour('08:45')).toBe(true);
    expect(isQuarterHour('24:00')).toBe(true);
    expect(isQuarterHour('08:40')).toBe(false);
    expect(isQuarterHour('8:45')).toBe(false);
    expect(isQuarterHour('25:00')).toBe(false);
  });
});

describe('whether a booking fits hours', () => {
  // Monday 4 March 2030, 10:00 in New York is 15:00 UTC.
  it('fits when it lies within a weekly row of its weekday', () => {
    expect(fitsHours(HOURS, new Date('2030-03-04T15:00:00Z'), 30)).toBe(true);
    expect(fitsHours(HOURS, new Date('2030-03-04T16:30:00Z'), 30)).toBe(true);
  });

  it('does not fit when it runs past the end, starts before the start, or on another day', () => {
    expect(fitsHours(HOURS, new Date('2030-03-04T16:45:00Z'), 30)).toBe(false);
    expect(fitsHours(HOURS, new Date('2030-03-04T13:45:00Z'), 30)).toBe(false);
    // Saturday 9 March.
    expect(fitsHours(HOURS, new Date('2030-03-09T15:00:00Z'), 30)).toBe(false);
  });

  it('follows a date roster over the weekly rows: a closed day, or only its own times', () => {
    // Wednesday 6 March is closed; Thursday 7 March has only 15:00.
    expect(fitsHours(HOURS, new Date('2030-03-06T15:00:00Z'), 30)).toBe(false);
    expect(fitsHours(HOURS, new Date('2030-03-07T15:00:00Z'), 30)).toBe(false);
    expect(fitsHours(HOURS, new Date('2030-03-07T20:00:00Z'), 30)).toBe(true);
  });

  it('never fits a consultation that is off or gone', () => {
    expect(fitsHours({ ...HOURS, schedules: null }, new Date('2030-03-04T15:00:00Z'), 30)).toBe(
      false,
    );
  });
});

describe('the roster helpers', () => {
  it('lays default hours out in slots of the duration, none at the weekend', () => {
    expect(startsFromHours(DEFAULT_ROSTER_HOURS, '2030-03-04', 60)).toEqual([
      '08:30',
      '09:30',
      '10:30',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(startsFromHours(DEFAULT_ROSTER_HOURS, '2030-03-09', 30)).toEqual([]);
  });

  it('copies a week to the following weeks, clearing days the week has no roster for', () => {
    const copied = copyRosterWeek(
      [
        { date: '2030-03-04', slots: ['09:00'] },
        { date: '2030-03-06', slots: [] },
        { date: '2030-03-12', slots: ['11:00'] },
        { date: '2030-04-30', slots: ['08:00'] },
      ],
      '2030-03-04',
      2,
    );
    expect(copied).toEqual([
      { date: '2030-03-04', slots: ['09:00'] },
      { date: '2030-03-06', slots: [] },
      { date: '2030-03-11', slots: ['09:00'] },
      { date: '2030-03-13', slots: [] },
      { date: '2030-03-18', slots: ['09:00'] },
      { date: '2030-03-20', slots: [] },
      { date: '2030-04-30', slots: ['08:00'] },
    ]);
  });

  it('copies to one to seven weeks only', () => {
    expect(() => copyRosterWeek([], '2030-03-04', 0)).toThrow(RangeError);
    expect(() => copyRosterWeek([], '2030-03-04', 8)).toThrow(RangeError);
    expect(copyRosterWeek([], '2030-03-04', 7)).toEqual([]);
  });
});

const LISTING = {
  title: ' Riverside Clinic ',
  line1: 'Dr. Ada Vet',
  timezone: NEW_YORK,
  consultations: [
    {
      type: 'video',
      enabled: true,
      duration: '30',
      price: '45',
      schedules: [{ days: [3, 1, 1], from: '09:00', to: '12:00' }],
    },
  ],
};

const messagesOf = (value: unknown) => {
  const result = listingInputSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the listing a practice saves', () => {
  it('is trimmed, typed and tidied: numbers from fields, days once and in order', () => {
    const parsed = listingInputSchema.parse(LISTING);
    expect(parsed.title).toBe('Riverside Clinic');
    expect(parsed.line2).toBeNull();
    expect(parsed.consultations[0]).toMatchObject({
      duration: 30,
      price: 45,
      schedules: [{ days: [1, 3], from: '09:00', to: '12:00' }],
    });
    expect(parsed.decisions).toEqual([]);
  });

  it('needs a title, line 1 and at least one consultation', () => {
    expect(messagesOf({ ...LISTING, title: ' ', line1: '', consultations: [] })).toEqual({
      title: 'Title is required.',
      line1: 'Line 1 is required.',
      consultations: 'Please add at least one consultation.',
    });
  });

  it('needs a numeric duration and price, and hours, for a consultation that is on', () => {
    const consultation = { type: 'video', enabled: true, schedules: [] };
    expect(
      messagesOf({
        ...LISTING,
        consultations: [{ ...consultation, duration: '', price: 'ten' }],
      }),
    ).toEqual({
      'consultations.0.duration': 'Duration is required.',
      'consultations.0.price': 'Price must be a whole number of dollars.',
      'consultations.0.schedules': 'Please add the hours of this consultation.',
    });
  });

  it('keeps the hidden values of a consultation that is off, dropping one that is no number', () => {
    const parsed = listingInputSchema.parse({
      ...LISTING,
      consultations: [{ type: 'phone', enabled: false, duration: 'x', price: '30', schedules: [] }],
    });
    expect(parsed.consultations[0]).toMatchObject({ duration: null, price: 30, schedules: [] });
  });

  it('needs days for every row, quarter-hour times and an end after the start', () => {
    expect(
      messagesOf({
        ...LISTING,
        consultations: [
          {
            ...LISTING.consultations[0],
            schedules: [
              { days: [], from: '09:00', to: '12:00' },
              { days: [1], from: '09:10', to: '12:00' },
              { days: [1], from: '12:00', to: '09:00' },
            ],
          },
        ],
      }),
    ).toEqual({
      'consultations.0.schedules.0.days': 'Please choose at least one day.',
      'consultations.0.schedules.1.from': 'Please choose a time on the quarter hour.',
      'consultations.0.schedules.2.to': 'The end time must be after the start time.',
    });
  });

  it('takes each consultation type once', () => {
    const video = LISTING.consultations[0];
    expect(messagesOf({ ...LISTING, consultations: [video, video] })).toEqual({
      'consultations.1.type': 'Each consultation type can be added once.',
    });
  });

  it('takes only the directory’s codes', () => {
    expect(messagesOf({ ...LISTING, specialization: [1000, 999], pets: [1, 2] })).toEqual({
      'specialization.1': 'Unknown specialty.',
    });
  });
});

describe('formatClinicAddress', () => {
  it('joins the street, city, state and zip code, leaving out what is missing', () => {
    expect(
      formatClinicAddress({
        address: '1 Main Street',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
      }),
    ).toBe('1 Main Street, Springfield, IL 62701');
    expect(formatClinicAddress({ address: ' 1 Main Street ', city: null, zipcode: '62701' })).toBe(
      '1 Main Street, 62701',
    );
    expect(formatClinicAddress({})).toBe('');
  });
});
