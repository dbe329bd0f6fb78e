import { describe, expect, it } from 'vitest';
import { INVALID_RESET_CODE } from './actions/change-password';
import { PAYMENT_ACTION_MESSAGES } from './actions/payment';
import { ORDER_MESSAGES } from './actions/payment-order';
import { FILE_MESSAGES } from './actions/serve-files';
import { REMINDERS } from './events/booking-reminder';
import { PHONE_NOTE } from './lib/booking-links-calendar';
import { UNSUBSCRIBE_MESSAGES } from './lib/unsubscribe';
import { TEST_GATEWAY_MESSAGES } from './providers/payments-test-gateway';
import { PAYPAL_MESSAGES } from './providers/paypal';

// The golden copy of the actions' own texts whose wording is fixed: the specifications' and those
// docs/error-codes.md quotes for integrators, typed out by hand. The actions' tests assert through
// the same constants, so a changed text passes them; only this file notices. The texts the actions
// share with the web app are quoted in domain/src/messages.golden.test.ts.

describe('the payment action’s refusals', () => {
  it('are the texts the booking wizard and docs/error-codes.md use', () => {
    expect(ORDER_MESSAGES).toMatchObject({
      // No consultation of the listing can be booked, as the wizard says it.
      notAvailable: 'Consultations are not available currently.',
      // A practice books for a customer who does not exist.
      customerNotFound: 'Customer not found',
      assessmentMissing: 'Please take the pet health assessment first.',
      assessmentPaid: 'Your health assessment is already paid.',
      planActive: 'You already have this plan.',
      priceChanged: 'The price of your order has changed. Please review it and try again.',
      keyReused:
        'This idempotency key was already used for a different order. Please start the checkout again.',
    });
  });

  it('pass on the card declines as documented', () => {
    expect(TEST_GATEWAY_MESSAGES).toMatchObject({
      declined: 'Your card was declined.',
      insufficientFunds: 'Your card has insufficient funds.',
      invalidNumber: 'Your card number is invalid.',
      processorError: 'The card could not be processed. Please try again later.',
    });
  });

  it('pass on PayPal’s refusals as documented', () => {
    expect(PAYPAL_MESSAGES).toStrictEqual({
      unavailable: 'PayPal could not be reached. Please try again later.',
      notApproved: 'The PayPal payment was not approved. Please try again.',
      declined: 'PayPal declined this payment. Please use another payment method.',
      amountMismatch:
        'The PayPal amount does not match the price of your order, so nothing was charged. Please try again.',
      // A practice's cancellation: the booking is canceled, the refund is tried again later.
      refundRefused: 'PayPal did not make the refund.',
    });
  });

  it('say so when the site takes no payments (PAYMENT_PROVIDER=none)', () => {
    expect(PAYMENT_ACTION_MESSAGES.notSetUp).toBe(
      'Payments are not set up on this site yet, so this cannot be booked online.',
    );
  });
});

describe('the file routes’ refusals', () => {
  it('are the texts docs/error-codes.md quotes', () => {
    expect(FILE_MESSAGES).toMatchObject({
      invalidLink: 'This upload link is invalid.',
      expiredLink: 'This upload link has expired. Please upload the file again.',
      usedLink: 'This upload link has already been used. Please upload the file again.',
      invalidPath: 'This is not a valid file path.',
      loginRequired: 'Please log in to see this file.',
      forbidden: 'You are not allowed to see this file.',
      invalidReadLink: 'This file link is invalid or has expired.',
    });
  });
});

describe('the accounts and the consultation', () => {
  it('refuse a used or expired password reset link as documented', () => {
    expect(INVALID_RESET_CODE).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('tell the owner of a phone consultation, in the mail and the calendar, the spec’s note', () => {
    expect(PHONE_NOTE).toBe('The doctor will call you at the appointment time');
  });
});

describe('the notifications', () => {
  it('remind 24 hours and 1 hour before, as issue 20 asks', () => {
    expect(REMINDERS.map((r) => [r.kind, r.minutesBefore, r.label])).toEqual([
      ['24h', 1440, 'in 24 hours'],
      ['1h', 60, 'in 1 hour'],
    ]);
  });

  it('word the unsubscribe page as the reminders’ footer promises', () => {
    expect(UNSUBSCRIBE_MESSAGES).toStrictEqual({
      confirm: 'Stop appointment and vaccination reminders from Petwell?',
      button: 'Unsubscribe',
      done: 'You are unsubscribed: Petwell will not send you reminders any more. You can turn them on again in your profile.',
      invalid: 'This unsubscribe link is invalid.',
    });
  });
});
