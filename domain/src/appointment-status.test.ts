import { describe, expect, it } from 'vitest';
import { isAppointmentOver } from './appointment-status';
import { BOOKING_STATUS } from './constants';

const slot = new Date('2030-01-07T15:00:00Z');
const at = (iso: string) => new Date(iso);

describe('an appointment is over', () => {
  it('once its consultation has ended: the slot plus its duration', () => {
    const upcoming = { status: BOOKING_STATUS.upcoming, slot, durationMinutes: 30 };
    expect(isAppointmentOver(upcoming, at('2030-01-07T15:29:59Z'))).toBe(false);
    expect(isAppointmentOver(upcoming, at('2030-01-07T15:30:00Z'))).toBe(true);
    const moved = { ...upcoming, status: BOOKING_STATUS.rescheduled };
    expect(isAppointmentOver(moved, at('2030-01-08T00:00:00Z'))).toBe(true);
  });

  it('when it is marked complete, whatever the time', () => {
    const complete = { status: BOOKING_STATUS.complete, slot, durationMinutes: 30 };
    expect(isAppointmentOver(complete, at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('never when it is canceled: it is canceled instead', () => {
    const canceled = { status: BOOKING_STATUS.canceled, slot, durationMinutes: 30 };
    expect(isAppointmentOver(canceled, at('2031-01-01T00:00:00Z'))).toBe(false);
  });
});
