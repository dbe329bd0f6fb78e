import { describe, expect, it } from 'vitest';
import { bookingLink } from './booking-links';
import { E_CONSULTATION_ORDER_PATH } from './booking-paths';
import { hasBookingPrefill, readBookingPrefill, withoutBookingPrefill } from './booking-prefill';

const read = (search: string) => readBookingPrefill(new URLSearchParams(search));

describe('a booking link', () => {
  it('carries the type, the pet and the reason, and reads back as it was written', () => {
    const link = bookingLink(E_CONSULTATION_ORDER_PATH, {
      type: 'video',
      pet: 12,
      reason: 'Coughing & wheezing at 50 %?',
    });
    expect(link).toBe(
      '/e-consultation/order?type=video&pet=12&reason=Coughing+%26+wheezing+at+50+%25%3F',
    );
    expect(read(link.slice(link.indexOf('?')))).toEqual({
      type: 'video',
      pet: 12,
      reason: 'Coughing & wheezing at 50 %?',
    });
  });

  it('is the bare path without a pre-fill', () => {
    expect(bookingLink('/vet-appointments/list', { type: undefined, pet: undefined })).toBe(
      '/vet-appointments/list',
    );
  });
});

describe('reading a pre-fill', () => {
  it('leaves out each value it does not recognise and keeps the others', () => {
    expect(read('?type=surgery&pet=3&reason=Limping')).toEqual({ pet: 3, reason: 'Limping' });
    expect(read('?type=chat&pet=0')).toEqual({ type: 'chat' });
    expect(read('?pet=-4')).toEqual({});
    expect(read('?pet=3.5')).toEqual({});
    expect(read('?pet=07')).toEqual({});
    expect(read('?pet=2147483648')).toEqual({});
    expect(read('?pet=2147483647')).toEqual({ pet: 2147483647 });
    expect(read('?type=VIDEO')).toEqual({});
  });

  it('trims the reason and refuses a blank one or one over 2000 characters', () => {
    expect(read('?reason=%20%20Itchy%20ears%20')).toEqual({ reason: 'Itchy ears' });
    expect(read('?reason=%20%20')).toEqual({});
    expect(read(`?reason=${'x'.repeat(2001)}`)).toEqual({});
    expect(read(`?reason=${'x'.repeat(2000)}`)).toEqual({ reason: 'x'.repeat(2000) });
  });

  it('knows its parameters, and takes only them off the address', () => {
    expect(hasBookingPrefill(new URLSearchParams('?q=vet&cc=GOLD'))).toBe(false);
    expect(hasBookingPrefill(new URLSearchParams('?pet=nope'))).toBe(true);
    expect(
      withoutBookingPrefill(new URLSearchParams('?type=video&cc=GOLD&pet=3&reason=x')).toString(),
    ).toBe('cc=GOLD');
  });
});
