import { describe, expect, it } from 'vitest';
import { cronScheduleProblem, isOccurrence, nextOccurrences } from './cron';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('nextOccurrences', () => {
  it('lists the occurrences strictly after the given time, in UTC', () => {
    expect(iso(nextOccurrences('0 9 * * *', new Date('2030-01-01T09:00:00Z'), 2))).toStrictEqual([
      '2030-01-02T09:00:00.000Z',
      '2030-01-03T09:00:00.000Z',
    ]);
    expect(iso(nextOccurrences('*/15 * * * *', new Date('2030-01-01T09:07:30Z'), 2))).toStrictEqual(
      ['2030-01-01T09:15:00.000Z', '2030-01-01T09:30:00.000Z'],
    );
  });

  it('fires when either a restricted day of month or day of week matches, as cron does', () => {
    // 1 March 2030 is a Friday; Mondays are the 4th and 11th.
    expect(iso(nextOccurrences('0 8 1 * 1', new Date('2030-02-28T12:00:00Z'), 3))).toStrictEqual([
      '2030-03-01T08:00:00.000Z',
      '2030-03-04T08:00:00.000Z',
      '2030-03-11T08:00:00.000Z',
    ]);
  });

  it('reads the @daily style aliases', () => {
    expect(iso(nextOccurrences('@daily', new Date('2030-01-01T09:00:00Z'), 1))).toStrictEqual([
      '2030-01-02T00:00:00.000Z',
    ]);
  });
});

describe('isOccurrence', () => {
  it('says whether a time is one of the schedule', () => {
    expect(isOccurrence('0 9 * * *', new Date('2030-01-05T09:00:00Z'))).toBe(true);
    expect(isOccurrence('0 9 * * *', new Date('2030-01-05T09:00:01Z'))).toBe(false);
  });
});

describe('cronScheduleProblem', () => {
  it('accepts five fields and the aliases', () => {
    expect(cronScheduleProblem('*/10 8-18 * * 1-5')).toBeUndefined();
    expect(cronScheduleProblem('@hourly')).toBeUndefined();
  });

  it('refuses seconds, missing fields and values out of range', () => {
    expect(cronScheduleProblem('0 0 9 * * *')).toMatch(/expected five fields/);
    expect(cronScheduleProblem('0 9 * *')).toMatch(/expected five fields/);
    expect(cronScheduleProblem('0 25 * * *')).toMatch(/^invalid cron schedule "0 25 \* \* \*": /);
  });
});
