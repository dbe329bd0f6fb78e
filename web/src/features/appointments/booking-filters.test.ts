import { describe, expect, it } from 'vitest';
import { bookingBadge, bookingsOrderBy, bookingsWhere } from './booking-filters';

const now = new Date('2026-11-23T15:00:00.000Z');

describe('the appointments filters', () => {
  it('takes in progress as a future slot that is not canceled', () => {
    expect(bookingsWhere({ filter: 'in_progress', sort: 'slot' }, now)).toEqual({
      slot: { _gt: '2026-11-23T15:00:00.000Z' },
      status: { _neq: 3 },
    });
  });

  it('takes complete as a past slot that is not canceled', () => {
    expect(bookingsWhere({ filter: 'complete', sort: 'slot' }, now)).toEqual({
      slot: { _lte: '2026-11-23T15:00:00.000Z' },
      status: { _neq: 3 },
    });
  });

  it('matches canceled and rescheduled on the stored status', () => {
    expect(bookingsWhere({ filter: 'canceled', sort: 'slot' }, now)).toEqual({
      status: { _eq: 3 },
    });
    expect(bookingsWhere({ filter: 'rescheduled', sort: 'slot' }, now)).toEqual({
      status: { _eq: 2 },
    });
  });

  it("adds a staff member's listing to the condition", () => {
    expect(bookingsWhere({ filter: 'canceled', sort: 'slot', listingId: 4 }, now)).toEqual({
      status: { _eq: 3 },
      vendor_listing_id: { _eq: 4 },
    });
  });

  it('sorts by appointment date soonest first and by booking date newest first', () => {
    expect(bookingsOrderBy('slot')).toEqual([{ slot: 'asc' }, { id: 'asc' }]);
    expect(bookingsOrderBy('created')).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
  });
});

describe('the appointment badge', () => {
  const future = '2026-11-24T15:00:00.000Z';
  const past = '2026-11-22T15:00:00.000Z';

  it('says Canceled or Re-Scheduled from the status whatever the slot', () => {
    expect(bookingBadge({ status: 3, slot: future }, now)).toBe('Canceled');
    expect(bookingBadge({ status: 2, slot: past }, now)).toBe('Re-Scheduled');
  });

  it('says Active for a slot after now and Completed otherwise', () => {
    expect(bookingBadge({ status: 0, slot: future }, now)).toBe('Active');
    expect(bookingBadge({ status: 0, slot: past }, now)).toBe('Completed');
    expect(bookingBadge({ status: 1, slot: now.toISOString() }, now)).toBe('Completed');
  });
});
