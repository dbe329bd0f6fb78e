import type { CheckoutOrder } from '@petwell/domain';
import { describe, expect, it } from 'vitest';
import { choicesToPickAgain } from './pick-another-time';

const order: CheckoutOrder = {
  paymentType: 300,
  productId: 2000,
  vendorId: 2,
  vendorServiceId: 11,
  consultationType: 'clinic_visit',
  for_ts: '2026-11-30T15:00:00.000Z',
  petId: 5,
  userTZ: 'America/New_York',
  details: { clinicName: 'Happy Paws Clinic', petName: 'Rex', summary: 'Limping' },
};
const now = new Date('2026-11-26T12:00:00Z');

describe('picking another time for a refused appointment', () => {
  it('opens the wizard on the listing, the consultation and the day, keeping the pet and reason', () => {
    expect(choicesToPickAgain(order, now)).toEqual({
      vendorId: 2,
      choices: expect.objectContaining({
        stage: 2,
        listingId: 11,
        type: 'clinic_visit',
        timeZone: 'America/New_York',
        date: '2026-11-30',
        slot: undefined,
        petId: 5,
        petName: 'Rex',
        summary: 'Limping',
      }) as unknown,
    });
  });

  it("reads the day in the order's zone, and shows no day that is past", () => {
    const lateEvening = { ...order, for_ts: '2026-12-01T03:00:00.000Z' };
    expect(choicesToPickAgain(lateEvening, now)?.choices.date).toBe('2026-11-30');
    expect(choicesToPickAgain(order, new Date('2026-12-01T12:00:00Z'))?.choices.date).toBe(
      undefined,
    );
  });

  it('offers nothing for an order without a practice, a listing or a consultation type', () => {
    const incompletes: CheckoutOrder[] = [
      { ...order, vendorId: undefined },
      { ...order, vendorServiceId: undefined },
      { ...order, consultationType: undefined },
    ];
    for (const incomplete of incompletes)
      expect(choicesToPickAgain(incomplete, now)).toBeUndefined();
  });
});
