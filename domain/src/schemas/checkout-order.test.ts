import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES, PRODUCT_IDS } from '../constants';
import { type CheckoutOrder, checkoutOrderSchema } from './checkout-order';
import { paymentOrderSchema } from './payment';

const clinicVisit: CheckoutOrder = {
  paymentType: PAYMENT_TYPES.appointments,
  productId: PRODUCT_IDS.clinicConsultation,
  vendorId: 1,
  vendorServiceId: 3,
  consultationType: 'clinic_visit',
  for_ts: '2026-11-23T09:00-05:00',
  userTZ: 'America/New_York',
  details: { clinicName: 'Harbor Vets', docName: 'Dr. Ada Park', price: 65, address: 'Brooklyn' },
};

describe('the checkout order', () => {
  it('reads back what a producer stored', () => {
    expect(checkoutOrderSchema.parse(JSON.parse(JSON.stringify(clinicVisit)))).toEqual(clinicVisit);
  });

  it('takes only the spec’s payment types', () => {
    expect(checkoutOrderSchema.safeParse({ ...clinicVisit, paymentType: 500 }).success).toBe(false);
    expect(checkoutOrderSchema.safeParse({ ...clinicVisit, paymentType: '300' }).success).toBe(
      false,
    );
  });

  it('names only fields the payment action reads, besides the price shown until it answers', () => {
    const sent = Object.keys(checkoutOrderSchema.shape).filter((key) => key !== 'newPrice');
    const read = Object.keys(paymentOrderSchema.shape);
    expect(sent.filter((key) => !read.includes(key))).toEqual([]);
  });

  it('is an order the payment action accepts once the display price is dropped', () => {
    const shown: CheckoutOrder = { ...clinicVisit, newPrice: 50 };
    const order: Record<string, unknown> = { ...shown, idempotencyKey: 'attempt-0001' };
    delete order['newPrice'];
    const parsed = paymentOrderSchema.safeParse(order);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
