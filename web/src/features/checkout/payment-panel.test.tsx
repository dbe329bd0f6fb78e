import { PAYMENT_MESSAGES, PLAN_COVER_TEXT, planCheckoutOrder } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, renderWithApp } from '../../test/render';
import type { CheckoutOrder } from '@petwell/domain';
import { PaymentPanel } from './payment-panel';
import type { PaymentAnswer } from './payment-panel-text';
import {
  appointmentOrder,
  covered,
  discount,
  field,
  gate,
  onOperation,
  paid,
} from './test-helpers';

const GENERIC = 'Sorry! Something went wrong. Please try again later.';
const futureExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

function renderPanel(
  options: {
    order?: CheckoutOrder;
    customerId?: number;
    waived?: boolean;
    token?: string;
  } = {},
) {
  const onPaid = vi.fn<(answer: PaymentAnswer) => void>();
  const view = renderWithApp(
    <PaymentPanel
      order={options.order ?? appointmentOrder()}
      {...(options.customerId === undefined ? {} : { customerId: options.customerId })}
      {...(options.waived === undefined ? {} : { waived: options.waived })}
      onPaid={onPaid}
    />,
    { token: options.token ?? fakeToken() },
  );
  return { ...view, onPaid };
}

const confirm = (name: RegExp | string = 'Confirm and Pay') => screen.getByRole('button', { name });
const summary = () => screen.getByRole('complementary', { name: 'Order Summary' });
const money = (label: string) => {
  const term = within(summary()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

async function fillCard(user: UserEvent, card: Partial<Record<string, string>> = {}) {
  const values = {
    'Name on card': 'Ann Lee',
    'Card number': '4242424242424242',
    'Expiry month (MM/YY)': futureExpiry,
    'Security code': '123',
    ...card,
  };
  // The card form shows once the server's price is known.
  await screen.findByLabelText(/^Name on card/);
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

describe('the payment panel: card', () => {
  it('states every card rule and sends nothing', async () => {
    onOperation('CheckoutDiscount', () => discount());
    const payments = onOperation('CheckoutPayment', () => paid());
    const { user } = renderPanel();
    await waitFor(() => {
      expect(confirm()).toBeEnabled();
    });
    await user.click(confirm());
    expect(await screen.findByText(PAYMENT_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.cardNumberRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.expiryRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.ccvRequired)).toBeVisible();
    expect(field('Name on card')).toHaveFocus();
    expect(field('Name on card')).toHaveAttribute('aria-invalid', 'true');

    await fillCard(user, {
      'Card number': '4242 4242',
      'Expiry month (MM/YY)': '13/30',
      'Security code': '12a',
    });
    await user.click(confirm());
    expect(await screen.findByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.expiryInvalid)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.ccvInvalid)).toBeVisible();
    expect(field('Card number')).toHaveFocus();

    await fillCard(user, { 'Expiry month (MM/YY)': '01/20' });
    await user.click(confirm());
    expect(await screen.findByText(PAYMENT_MESSAGES.cardExpired)).toBeVisible();
    expect(payments).toEqual([]);
  });

  it('groups the card number in fours as it is typed and sends its digits', async () => {
    onOperation('CheckoutDiscount', () => discount());
    const payments = onOperation('CheckoutPayment', () => paid());
    const { user } = renderPanel();
    await fillCard(user, { 'Card number': '424242424242', 'Name on card': ' Ann Lee ' });
    expect(field('Card number')).toHaveValue('4242 4242 4242');
    await user.type(field('Card number'), '4242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Name on card')).toHaveValue(' Ann Lee ');
    await user.click(confirm());
    await waitFor(() => {
      expect(payments).toHaveLength(1);
    });
    const { order } = payments[0] as { order: { paymentInfo: Record<string, string> } };
    expect(order.paymentInfo).toMatchObject({ cardNumber: '4242424242424242', name: ' Ann Lee ' });
  });

  it('takes a card number pasted as printed, with dashes or spaces', async () => {
    onOperation('CheckoutDiscount', () => discount());
    const payments = onOperation('CheckoutPayment', () => paid());
    const { user } = renderPanel();
    await fillCard(user, { 'Card number': '' });
    await user.click(field('Card number'));
    await user.paste('4242-4242-4242-4242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.clear(field('Card number'));
    await user.paste(' 4242 4242  4242 4242 ');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(confirm());
    await waitFor(() => {
      expect(payments).toHaveLength(1);
    });
    const { order } = payments[0] as { order: { paymentInfo: Record<string, string> } };
    expect(order.paymentInfo['cardNumber']).toBe('4242424242424242');
  });

  it('keeps the caret after the digit it followed when a digit is typed inside the number', async () => {
    onOperation('CheckoutDiscount', () => discount());
    const { user } = renderPanel();
    await fillCard(user, { 'Card number': '42424242' });
    const input = field('Card number');
    expect(input).toHaveValue('4242 4242');
    // After '42': a digit there pushes the rest along, and the caret stays behind it.
    await user.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('4294 2424 2');
    expect(input.selectionStart).toBe(3);
    // After '4294 ': the next digit is the fifth, and the caret stands after it.
    await user.type(input, '7', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('4294 7242 42');
    expect(input.selectionStart).toBe(6);
  });

  it('leaves a card number with letters as typed, for the card rule to refuse', async () => {
    onOperation('CheckoutDiscount', () => discount());
    const payments = onOperation('CheckoutPayment', () => paid());
    const { user } = renderPanel();
    await fillCard(user, { 'Card number': '4242x4242' });
    expect(field('Card number')).toHaveValue('4242x4242');
    await user.click(confirm());
    expect(await screen.findByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeVisible();
    expect(payments).toEqual([]);
  });

  it('pays with the card and the order fields, never a price, then reports the booking', async () => {
    const quotes = onOperation('CheckoutDiscount', () => discount());
    const { opened, release } = gate();
    const payments = onOperation('CheckoutPayment', async () => {
      await opened;
      return paid({ id: 41 });
    });
    const { user, onPaid } = renderPanel();
    await fillCard(user, { 'Name on card': ' Ann Lee ' });
    await user.click(confirm());
    expect(await screen.findByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    release();
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledWith({ id: 41, status: 'Thanks for your Order!' });
    });
    expect(quotes).toEqual([{ productId: 4000, vendorServiceId: 11 }]);
    expect(payments).toHaveLength(1);
    const order = payments[0]?.order;
    expect(order).toEqual({
      paymentType: 300,
      productId: 4000,
      vendorId: 2,
      vendorServiceId: 11,
      consultationType: 'video',
      for_ts: '2026-11-23T14:00:00.000Z',
      petId: 5,
      userTZ: 'America/New_York',
      details: {
        clinicName: 'Happy Paws Clinic',
        docName: 'Dr. Ada Vet',
        petName: 'Rex',
        summary: 'Coughing at night',
      },
      paymentInfo: {
        name: ' Ann Lee ',
        cardNumber: '4242424242424242',
        expDt: futureExpiry,
        ccv: '123',
      },
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/) as unknown,
    });
  });

  it("shows the status of a result 'Error' in a red alert and stays on the payment", async () => {
    onOperation('CheckoutDiscount', () => discount());
    const taken = 'Sorry, this slot was just booked. Please pick another time.';
    onOperation('CheckoutPayment', () => paid({ result: 'Error', status: taken, id: null }));
    const { user, onPaid } = renderPanel();
    await fillCard(user);
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(confirm()).toBeEnabled();
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("shows the server's card message at its field", async () => {
    onOperation('CheckoutDiscount', () => discount());
    onOperation('CheckoutPayment', () =>
      HttpResponse.json({
        errors: [
          {
            message: 'paymentInfo: Please pay with the PayPal buttons.',
            extensions: {
              code: 'validation-failed',
              fields: { paymentInfo: 'Please pay with the PayPal buttons.' },
            },
          },
        ],
      }),
    );
    const { user } = renderPanel();
    await fillCard(user);
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please pay with the PayPal buttons.',
    );
  });

  it('says something went wrong on a network failure and retries with the same key', async () => {
    onOperation('CheckoutDiscount', () => discount());
    let fail = true;
    const payments = onOperation('CheckoutPayment', () =>
      fail ? HttpResponse.error() : paid({ result: 'Error', status: 'Card declined.' }),
    );
    const { user, onPaid } = renderPanel();
    await fillCard(user);
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
    expect(confirm()).toBeEnabled();

    // The same submission again: the first may have gone through, so it carries the same key.
    fail = false;
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent('Card declined.');
    // The server answered: the next attempt is a new one.
    await user.click(confirm());
    await waitFor(() => {
      expect(payments).toHaveLength(3);
    });
    const keys = payments.map((p) => p.order.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('uses a new key when the retried submission differs', async () => {
    onOperation('CheckoutDiscount', () => discount());
    const payments = onOperation('CheckoutPayment', () => HttpResponse.error());
    const { user } = renderPanel();
    await fillCard(user);
    await user.click(confirm());
    await screen.findByRole('alert');
    await fillCard(user, { 'Card number': '4000056655665556' });
    await user.click(confirm());
    await waitFor(() => {
      expect(payments).toHaveLength(2);
    });
    const keys = payments.map((p) => p.order.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('the payment panel: promo code and summary', () => {
  it('shows what is bought, in the viewer zone, and the server price', async () => {
    onOperation('CheckoutDiscount', () => discount({ price: 50, newPrice: 50 }));
    renderPanel();
    const aside = summary();
    expect(within(aside).getByText('Video Consultation')).toBeVisible();
    expect(within(aside).getByText('Happy Paws Clinic')).toBeVisible();
    expect(within(aside).getByText('Dr. Ada Vet')).toBeVisible();
    expect(within(aside).getByText('Rex')).toBeVisible();
    expect(
      within(aside).getByText('Monday, November 23, 2026 at 9:00 AM (America/New_York)'),
    ).toBeVisible();
    await waitFor(() => {
      expect(money('Price')).toBe('$50.00');
    });
    expect(money('Discount')).toBe('$0.00');
    expect(money('Taxes')).toBe('NA');
    expect(money('Total')).toBe('$50.00');
  });

  it("applies a promo code: 'Promo Applied!' with its description, and pays with the code", async () => {
    const quotes = onOperation('CheckoutDiscount', ({ code }) =>
      code === 'SAVE10'
        ? discount({
            status: 'Promo Applied!',
            newPrice: 35,
            description: '$10 off your first visit',
            applied: true,
          })
        : discount(),
    );
    const payments = onOperation('CheckoutPayment', () => paid());
    const { user } = renderPanel();
    await waitFor(() => {
      expect(money('Total')).toBe('$45.00');
    });
    await user.type(field('Promo code'), ' SAVE10 ');
    expect(field('Promo code')).toHaveValue('SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByText('Promo Applied!');
    expect(applied.parentElement).toHaveTextContent('$10 off your first visit');
    expect(money('Price')).toBe('$45.00');
    expect(money('Discount')).toBe('$10.00');
    expect(money('Total')).toBe('$35.00');
    expect(quotes).toEqual([
      { productId: 4000, vendorServiceId: 11 },
      { productId: 4000, code: 'SAVE10', vendorServiceId: 11 },
    ]);
    await fillCard(user);
    await user.click(confirm());
    await waitFor(() => {
      expect(payments).toHaveLength(1);
    });
    expect(payments[0]?.order.code).toBe('SAVE10');
  });

  it("says 'Error! Invalid code.' and keeps the price and sends no code", async () => {
    onOperation('CheckoutDiscount', ({ code }) =>
      code
        ? discount({ status: 'Error! Invalid code.' })
        : discount({ newPrice: 40, applied: true }),
    );
    const payments = onOperation('CheckoutPayment', () => paid());
    const { user } = renderPanel();
    await waitFor(() => {
      expect(money('Total')).toBe('$40.00');
    });
    await user.type(field('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error! Invalid code.');
    expect(money('Discount')).toBe('$5.00');
    expect(money('Total')).toBe('$40.00');
    await fillCard(user);
    await user.click(confirm());
    await waitFor(() => {
      expect(payments).toHaveLength(1);
    });
    expect(payments[0]?.order).not.toHaveProperty('code');
  });

  it("asks for no card when the plan covers it: 'Confirm' sends no card details", async () => {
    onOperation('CheckoutDiscount', () => covered('Gold', 'chats', 2, 1));
    const payments = onOperation('CheckoutPayment', () => paid({ id: 7 }));
    const { user, onPaid } = renderPanel();
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(PLAN_COVER_TEXT.included('Gold'));
    expect(note).toHaveTextContent(PLAN_COVER_TEXT.leftAfter(1, 2, 'chats'));
    expect(money('Total')).toBe('$0.00');
    expect(money('Gold plan')).toBe('$45.00');
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and Pay' })).not.toBeInTheDocument();
    // Nothing to take a promo code off.
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    await user.click(confirm('Confirm'));
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledWith({ id: 7, status: 'Thanks for your Order!' });
    });
    expect(payments[0]?.order).not.toHaveProperty('paymentInfo');
    expect(payments[0]?.order).not.toHaveProperty('code');
  });

  it('says unlimited when the plan has no limit for it', async () => {
    onOperation('CheckoutDiscount', () => covered('Platinum', 'chats', null, null));
    renderPanel();
    expect(await screen.findByRole('status')).toHaveTextContent(PLAN_COVER_TEXT.unlimited('chats'));
  });

  it('brings the card and the full price back once the allowance is used up', async () => {
    onOperation('CheckoutDiscount', () => discount({ price: 45, newPrice: 45 }));
    renderPanel();
    await screen.findByLabelText(/^Card number/);
    expect(screen.queryByText(PLAN_COVER_TEXT.included('Gold'))).not.toBeInTheDocument();
    expect(money('Total')).toBe('$45.00');
    expect(money('Discount')).toBe('$0.00');
    expect(confirm()).toBeInTheDocument();
  });

  it('never lets a covered order become free without the server: the card stays for a paid one', async () => {
    // The stored order claims a price of 0; the server says 45.
    onOperation('CheckoutDiscount', () => discount({ price: 45, newPrice: 45 }));
    renderPanel({ order: appointmentOrder({ newPrice: 0 }) });
    await screen.findByLabelText(/^Card number/);
    expect(money('Total')).toBe('$45.00');
  });

  it('shows the failure of the price check', async () => {
    onOperation('CheckoutDiscount', () =>
      HttpResponse.json({
        errors: [
          {
            message: 'This consultation is not available.',
            extensions: { code: 'not-found' },
          },
        ],
      }),
    );
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This consultation is not available.',
    );
    expect(money('Total')).toBe('$45.00');
  });
});

describe('the payment panel: a practice booking for a customer', () => {
  const vendorToken = () => fakeToken({ role: 'vendor', vendor_id: 2, id: 3, subrole: 1 });

  it('waived: no promo code, no card, price 0, sends waivePayment and the customer', async () => {
    const payments = onOperation('CheckoutPayment', () =>
      paid({ id: 12, status: 'Payment Waived' }),
    );
    const { user, onPaid } = renderPanel({ customerId: 9, waived: true, token: vendorToken() });
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(money('Price')).toBe('$45.00');
    expect(money('Payment Waived')).toBe('$45.00');
    expect(money('Total')).toBe('$0.00');
    await user.click(confirm('Confirm'));
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledWith({ id: 12, status: 'Payment Waived' });
    });
    const order = payments[0]?.order;
    expect(order).toMatchObject({ customerId: 9, waivePayment: true });
    expect(order).not.toHaveProperty('paymentInfo');
  });

  it("not waived: the customer's price from the server, the card asked for, no promo code", async () => {
    const checks = onOperation('CheckoutDiscount', () => discount({ price: 45, newPrice: 45 }));
    const payments = onOperation('CheckoutPayment', () => paid());
    const { user } = renderPanel({ customerId: 9, token: vendorToken() });
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    await fillCard(user);
    expect(checks[0]).toEqual({ productId: 4000, vendorServiceId: 11, customerId: 9 });
    expect(money('Total')).toBe('$45.00');
    await user.click(confirm());
    await waitFor(() => {
      expect(payments).toHaveLength(1);
    });
    const order = payments[0]?.order;
    expect(order).toMatchObject({ customerId: 9 });
    expect(order).not.toHaveProperty('waivePayment');
  });

  it("says the customer's plan covers the booking and asks for no card", async () => {
    onOperation('CheckoutDiscount', () => covered('Gold', 'econsults', 1, 0));
    const payments = onOperation('CheckoutPayment', () => paid({ id: 13 }));
    const { user, onPaid } = renderPanel({ customerId: 9, token: vendorToken() });
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(PLAN_COVER_TEXT.includedForCustomer('Gold'));
    expect(note).toHaveTextContent(PLAN_COVER_TEXT.leftAfter(0, 1, 'e-consults'));
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await user.click(confirm('Confirm'));
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledWith({ id: 13, status: 'Thanks for your Order!' });
    });
    expect(payments[0]?.order).toMatchObject({ customerId: 9 });
    expect(payments[0]?.order).not.toHaveProperty('paymentInfo');
    expect(payments[0]?.order).not.toHaveProperty('waivePayment');
  });

  it('lets staff pay by card when the price check fails and the order carries no price', async () => {
    onOperation('CheckoutDiscount', () =>
      HttpResponse.json({
        errors: [{ message: GENERIC, extensions: { code: 'unexpected' } }],
      }),
    );
    const payments = onOperation('CheckoutPayment', () => paid());
    const order = appointmentOrder();
    delete order.details.price;
    const { user } = renderPanel({ order, customerId: 9, token: vendorToken() });
    await fillCard(user);
    expect(within(summary()).queryByText('Total')).not.toBeInTheDocument();
    await user.click(confirm());
    await waitFor(() => {
      expect(payments).toHaveLength(1);
    });
  });
});

describe('the payment panel: a plan', () => {
  const gold = planCheckoutOrder({ id: 2, name: 'Gold', price: 144 });

  it('prices the plan on the server, offers no promo code and pays for it by card', async () => {
    const checks = onOperation('CheckoutDiscount', () => discount({ price: 144, newPrice: 144 }));
    const payments = onOperation('CheckoutPayment', () => paid({ id: 30 }));
    const { user, onPaid } = renderPanel({ order: gold });
    await fillCard(user);
    expect(checks[0]).toEqual({ planId: 2, vendorServiceId: null });
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    expect(within(summary()).getByText('Gold plan (1 year)')).toBeVisible();
    expect(money('Total')).toBe('$144.00');
    await user.click(confirm());
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledWith({ id: 30, status: 'Thanks for your Order!' });
    });
    expect(payments[0]?.order).toMatchObject({ paymentType: 200, planId: 2 });
    expect(payments[0]?.order).not.toHaveProperty('productId');
    expect(payments[0]?.order.paymentInfo).toMatchObject({ cardNumber: '4242424242424242' });
  });
});
