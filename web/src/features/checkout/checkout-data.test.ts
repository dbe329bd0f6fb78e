import type { CheckoutOrder } from '@petwell/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEY, clearCheckout, loadCheckout, saveCheckout } from './checkout-data';

const appointment: CheckoutOrder = {
  paymentType: 300,
  productId: 4000,
  vendorId: 2,
  vendorServiceId: 11,
  consultationType: 'video',
  for_ts: '2026-11-23T14:00:00.000Z',
  petId: 5,
  userTZ: 'America/New_York',
  details: { price: 45, clinicName: 'Happy Paws', docName: 'Dr. Ada', summary: 'Cough' },
};

describe('checkout data', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('round-trips through sessionStorage under petwell.checkout', () => {
    saveCheckout(appointment);
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null')).toEqual(appointment);
    expect(CHECKOUT_STORAGE_KEY).toBe('petwell.checkout');
    expect(loadCheckout()).toEqual(appointment);
  });

  it('keeps a service order with only the required fields and free-form details', () => {
    const order: CheckoutOrder = {
      paymentType: 100,
      productId: 3000,
      details: { primaryPhone: '555-0100', address: '1 Main St', files: ['a.pdf'] },
    };
    saveCheckout(order);
    expect(loadCheckout()).toEqual(order);
  });

  it('is undefined when nothing is stored, or after clearCheckout', () => {
    expect(loadCheckout()).toBeUndefined();
    saveCheckout(appointment);
    clearCheckout();
    expect(loadCheckout()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '42'],
    ['null', 'null'],
    ['an unknown payment type', JSON.stringify({ ...appointment, paymentType: 500 })],
    ['no product', JSON.stringify({ paymentType: 100, details: {} })],
    ['a string product id', JSON.stringify({ ...appointment, productId: '4000' })],
    ['no details', JSON.stringify({ paymentType: 100, productId: 3000 })],
    ['a text price', JSON.stringify({ ...appointment, details: { price: '45' } })],
    ['a negative price', JSON.stringify({ ...appointment, newPrice: -1 })],
    ['an unknown consultation type', JSON.stringify({ ...appointment, consultationType: 'fax' })],
  ])('rejects %s', (_name, text) => {
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, text);
    expect(loadCheckout()).toBeUndefined();
  });
});
