import { describe, expect, it } from 'vitest';
import { availableSlotsInputSchema, fetchBookedSlotsInputSchema, SLOT_MESSAGES } from './slots';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('fetchBookedSlotsInputSchema', () => {
  it('takes the listing id as a number or a numeric string', () => {
    expect(fetchBookedSlotsInputSchema.parse({ id: 12 })).toEqual({ id: 12 });
    expect(fetchBookedSlotsInputSchema.parse({ id: ' 12 ' })).toEqual({ id: 12 });
  });

  it('refuses a missing, negative, fractional or non-numeric id', () => {
    for (const id of [undefined, null, -1, 0, 1.5, 'abc', true, 2 ** 40]) {
      const result = fetchBookedSlotsInputSchema.safeParse({ id });
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(SLOT_MESSAGES.listingInvalid);
    }
  });
});

describe('availableSlotsInputSchema', () => {
  const valid = {
    listing_id: 3,
    type: 'video',
    date: '2026-06-15',
    time_zone: 'America/New_York',
  };

  it('accepts a listing, a consultation type, a date and an IANA zone', () => {
    expect(availableSlotsInputSchema.parse(valid)).toEqual(valid);
  });

  it('asks for a date when none is given and refuses an impossible one', () => {
    expect(firstMessage(availableSlotsInputSchema.safeParse({ ...valid, date: '' }))).toBe(
      SLOT_MESSAGES.selectDate,
    );
    expect(firstMessage(availableSlotsInputSchema.safeParse({ ...valid, date: undefined }))).toBe(
      SLOT_MESSAGES.selectDate,
    );
    for (const date of ['2026-02-30', '15/06/2026', '2026-6-1'])
      expect(firstMessage(availableSlotsInputSchema.safeParse({ ...valid, date }))).toBe(
        SLOT_MESSAGES.dateInvalid,
      );
  });

  it('refuses an unknown time zone or consultation type with a clear message', () => {
    for (const time_zone of ['Mars/Base', 'not a zone', '', 'America/New_York; drop'])
      expect(firstMessage(availableSlotsInputSchema.safeParse({ ...valid, time_zone }))).toBe(
        SLOT_MESSAGES.timeZoneInvalid,
      );
    expect(
      firstMessage(availableSlotsInputSchema.safeParse({ ...valid, type: 'house_call' })),
    ).toBe(SLOT_MESSAGES.typeInvalid);
  });
});
