import { describe, expect, it } from 'vitest';
import {
  cardNumberDigits,
  cardSchema,
  checkDiscountInputSchema,
  freeQuestionDetailsSchema,
  houseCallDetailsSchema,
  isCardExpired,
  orderInputSchema,
  parseCardExpiry,
  paymentInputSchema,
  smoDetailsSchema,
} from './payment';
import { PAYMENT_MESSAGES } from '../payment-messages';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const card = { name: 'Olivia Owner', cardNumber: '4242424242424242', expDt: '08/30', ccv: '123' };

describe('the card', () => {
  it('accepts a name, a 13-16 digit number, an expiry month and a 3-4 digit security code', () => {
    expect(cardSchema.safeParse(card).success).toBe(true);
    expect(
      cardSchema.safeParse({ ...card, cardNumber: '4222222222222', ccv: '1234' }).success,
    ).toBe(true);
  });

  it('says what is missing or wrong', () => {
    expect(messages(cardSchema.safeParse({ ...card, name: ' ' }))).toEqual([
      PAYMENT_MESSAGES.nameRequired,
    ]);
    expect(messages(cardSchema.safeParse({ ...card, cardNumber: '' }))).toEqual([
      PAYMENT_MESSAGES.cardNumberRequired,
    ]);
    expect(messages(cardSchema.safeParse({ ...card, cardNumber: '424242424242' }))).toEqual([
      PAYMENT_MESSAGES.cardNumberInvalid,
    ]);
    expect(messages(cardSchema.safeParse({ ...card, cardNumber: '42424242424242424' }))).toEqual([
      PAYMENT_MESSAGES.cardNumberInvalid,
    ]);
    expect(messages(cardSchema.safeParse({ ...card, expDt: '' }))).toEqual([
      PAYMENT_MESSAGES.expiryRequired,
    ]);
    expect(messages(cardSchema.safeParse({ ...card, expDt: '13/30' }))).toEqual([
      PAYMENT_MESSAGES.expiryInvalid,
    ]);
    expect(messages(cardSchema.safeParse({ ...card, ccv: '' }))).toEqual([
      PAYMENT_MESSAGES.ccvRequired,
    ]);
    expect(messages(cardSchema.safeParse({ ...card, ccv: '12a' }))).toEqual([
      PAYMENT_MESSAGES.ccvInvalid,
    ]);
  });

  it('takes a card number as printed: digits grouped by spaces or dashes, sent as digits', () => {
    for (const printed of ['4242 4242 4242 4242', '4242-4242-4242-4242', ' 4242424242424242 ']) {
      expect(cardSchema.safeParse({ ...card, cardNumber: printed }).data?.cardNumber, printed).toBe(
        '4242424242424242',
      );
    }
    expect(cardNumberDigits('3782 822463 10005')).toBe('378282246310005');
  });

  it('refuses a card number with anything but digits, spaces and dashes', () => {
    for (const wrong of ['4242.4242.4242.4242', '4242 4242 4242 424x', '4242_4242_4242_4242']) {
      expect(messages(cardSchema.safeParse({ ...card, cardNumber: wrong })), wrong).toEqual([
        PAYMENT_MESSAGES.cardNumberInvalid,
      ]);
    }
    expect(messages(cardSchema.safeParse({ ...card, cardNumber: ' - ' }))).toEqual([
      PAYMENT_MESSAGES.cardNumberRequired,
    ]);
  });

  it('takes the other card fields as typed: the name is not trimmed', () => {
    expect(cardSchema.safeParse({ ...card, name: ' Olivia Owner ' }).data?.name).toBe(
      ' Olivia Owner ',
    );
  });

  it('reads the expiry month as MM/YY, MM/YYYY, MMYY or a month picker value', () => {
    expect(parseCardExpiry('08/27')).toEqual({ month: 8, year: 2027 });
    expect(parseCardExpiry('08/2027')).toEqual({ month: 8, year: 2027 });
    expect(parseCardExpiry('0827')).toEqual({ month: 8, year: 2027 });
    expect(parseCardExpiry('2027-08')).toEqual({ month: 8, year: 2027 });
    expect(parseCardExpiry('2027-08-01T00:00:00.000Z')).toEqual({ month: 8, year: 2027 });
    expect(parseCardExpiry('August')).toBeUndefined();
  });

  it('is valid through the last day of its expiry month', () => {
    const expiry = { month: 8, year: 2027 };
    expect(isCardExpired(expiry, new Date('2027-08-31T23:59:59Z'))).toBe(false);
    expect(isCardExpired(expiry, new Date('2027-09-01T00:00:00Z'))).toBe(true);
  });
});

describe('service request details', () => {
  it('house call: primaryPhone, address, city, state and zipcode are required', () => {
    const result = houseCallDetailsSchema.safeParse({ secondaryPhone: '5550000000' });
    expect(messages(result)).toEqual([
      PAYMENT_MESSAGES.primaryPhoneRequired,
      PAYMENT_MESSAGES.addressRequired,
      PAYMENT_MESSAGES.cityRequired,
      PAYMENT_MESSAGES.stateRequired,
      PAYMENT_MESSAGES.zipcodeRequired,
    ]);
  });

  it('house call: 10-digit phones and a US ZIP code, the secondary phone empty or absent', () => {
    const call = {
      primaryPhone: ' 3125550171 ',
      address: '2 Oak St',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60614',
    };
    expect(houseCallDetailsSchema.parse({ ...call, secondaryPhone: '' })).toEqual({
      ...call,
      primaryPhone: '3125550171',
    });
    expect(houseCallDetailsSchema.safeParse({ ...call, zipcode: '60614-1234' }).success).toBe(true);
    expect(
      messages(
        houseCallDetailsSchema.safeParse({
          ...call,
          primaryPhone: '12ab',
          secondaryPhone: '555-0100',
          zipcode: 'abc',
        }),
      ),
    ).toEqual([
      PAYMENT_MESSAGES.phoneInvalid,
      PAYMENT_MESSAGES.phoneInvalid,
      PAYMENT_MESSAGES.zipcodeInvalid,
    ]);
    for (const zipcode of ['6061', '606145', '60614-12', '60614 1234'])
      expect(messages(houseCallDetailsSchema.safeParse({ ...call, zipcode })), zipcode).toEqual([
        PAYMENT_MESSAGES.zipcodeInvalid,
      ]);
  });

  it('SMO: first opinion, query and the authorization checkbox are required', () => {
    expect(
      messages(smoDetailsSchema.safeParse({ firstOpinion: ' ', query: 'Is surgery needed?' })),
    ).toEqual([PAYMENT_MESSAGES.firstOpinionRequired, PAYMENT_MESSAGES.authorizationRequired]);
    expect(
      smoDetailsSchema.safeParse({ firstOpinion: 'TPLO', query: 'Surgery?', authorization: true })
        .data,
    ).toEqual({ firstOpinion: 'TPLO', query: 'Surgery?', files: [], authorization: true });
  });

  it('free question: required, at most 500 characters', () => {
    expect(messages(freeQuestionDetailsSchema.safeParse({ question: '' }))).toEqual([
      PAYMENT_MESSAGES.questionRequired,
    ]);
    expect(messages(freeQuestionDetailsSchema.safeParse({ question: 'x'.repeat(501) }))).toEqual([
      PAYMENT_MESSAGES.questionTooLong,
    ]);
    expect(freeQuestionDetailsSchema.safeParse({ question: 'x'.repeat(500) }).success).toBe(true);
  });
});

describe('the checkout data', () => {
  const appointment = {
    paymentType: 300,
    productId: 4000,
    vendorId: 3,
    vendorServiceId: 7,
    for_ts: '2030-05-01T14:00:00.000Z',
    details: { summary: 'Limping' },
    idempotencyKey: 'checkout-0001',
  };

  it('drops the client price, newPrice, userId and email', () => {
    const parsed = orderInputSchema.parse({
      ...appointment,
      newPrice: 0,
      price: 1,
      userId: 99,
      email: 'x@example.com',
    });
    expect(parsed).not.toHaveProperty('newPrice');
    expect(parsed).not.toHaveProperty('price');
    expect(parsed).not.toHaveProperty('userId');
    expect(parsed.for_ts).toEqual(new Date('2030-05-01T14:00:00.000Z'));
  });

  it('knows the payment types: services 100, promo 200, appointments 300, IHM 400', () => {
    expect(messages(orderInputSchema.safeParse({ ...appointment, paymentType: 500 }))).toEqual([
      PAYMENT_MESSAGES.paymentTypeInvalid,
    ]);
    expect(orderInputSchema.safeParse({ ...appointment, paymentType: '300' }).success).toBe(true);
    expect(
      orderInputSchema.safeParse({ paymentType: 400, idempotencyKey: 'checkout-0002' }).success,
    ).toBe(true);
    expect(
      messages(orderInputSchema.safeParse({ paymentType: 200, idempotencyKey: 'checkout-0003' })),
    ).toEqual([PAYMENT_MESSAGES.planRequired]);
  });

  it('sells each product under its own payment type', () => {
    expect(messages(orderInputSchema.safeParse({ ...appointment, productId: 3000 }))).toEqual([
      PAYMENT_MESSAGES.productInvalid,
    ]);
    expect(
      messages(orderInputSchema.safeParse({ ...appointment, paymentType: 100, productId: 4000 })),
    ).toEqual([PAYMENT_MESSAGES.productInvalid]);
  });

  it('needs the listing and the slot for an appointment, and a matching consultation type', () => {
    const rest = { ...appointment, vendorServiceId: undefined, for_ts: undefined };
    expect(messages(orderInputSchema.safeParse(rest))).toEqual([
      PAYMENT_MESSAGES.listingRequired,
      PAYMENT_MESSAGES.slotRequired,
    ]);
    expect(
      messages(orderInputSchema.safeParse({ ...appointment, consultationType: 'phone' })),
    ).toEqual([PAYMENT_MESSAGES.consultationTypeMismatch]);
    expect(messages(orderInputSchema.safeParse({ ...appointment, for_ts: 'tomorrow' }))).toEqual([
      PAYMENT_MESSAGES.slotInvalid,
    ]);
  });

  it('needs an idempotency key and a known time zone', () => {
    const rest = { ...appointment, idempotencyKey: undefined };
    expect(messages(orderInputSchema.safeParse(rest))).toEqual([
      PAYMENT_MESSAGES.idempotencyKeyInvalid,
    ]);
    expect(messages(orderInputSchema.safeParse({ ...appointment, userTZ: 'Mars/Base' }))).toEqual([
      PAYMENT_MESSAGES.timeZoneInvalid,
    ]);
  });

  it('leaves the card unchecked until the server knows there is something to pay', () => {
    const parsed = paymentInputSchema.parse({
      order: { ...appointment, paymentInfo: { cardNumber: '', name: '', ccv: '', expDt: '' } },
    });
    expect(parsed.order.paymentInfo).toEqual({ cardNumber: '', name: '', ccv: '', expDt: '' });
  });

  it('check_discount takes the product, an optional code and the listing', () => {
    expect(checkDiscountInputSchema.parse({ productId: 4000, code: ' gold ', price: 1 })).toEqual({
      productId: 4000,
      code: 'gold',
    });
    expect(checkDiscountInputSchema.parse({ productId: '7000', code: '' })).toEqual({
      productId: 7000,
    });
  });

  it('check_discount prices either a product or a plan, never both or neither', () => {
    expect(checkDiscountInputSchema.parse({ planId: 2 })).toEqual({ planId: 2 });
    expect(checkDiscountInputSchema.safeParse({}).success).toBe(false);
    expect(checkDiscountInputSchema.safeParse({ productId: 4000, planId: 2 }).success).toBe(false);
  });
});
