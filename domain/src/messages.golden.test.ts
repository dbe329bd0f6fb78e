import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_STATUS,
  LIMIT_MESSAGES,
  MESSAGES,
  PAYMENT_RESULT,
  PAYMENT_STATUS,
} from './messages';

// The golden copy of every shared text, typed out by hand from the specifications and
// docs/error-codes.md. The app's constants must equal these literals: changing a text users see
// breaks this test, so it can only happen on purpose (and then both places change).

/** Quoted from the specifications: spec 000 sections 2, 7 and 8; spec 001 sections 4 and 8. */
const SPEC_TEXTS = {
  // Spec 000 section 7, login: "Any failure shows 'Invalid email or password.'"
  invalidCredentials: 'Invalid email or password.',
  // Spec 000 section 8: "a duplicate gives 'This email already exists in our System.'"
  duplicateEmail: 'This email already exists in our System.',
  // Spec 000 section 8: "OTP: 'Invalid OTP.'"
  invalidOtp: 'Invalid OTP.',
  // Spec 000 section 7: "Success gives Verified."
  verified: 'Verified',
  // Spec 000 section 5: "error text 'Mobile number must be verified'"
  mobileNotVerified: 'Mobile number must be verified',
  // Spec 000 section 8, forgot password.
  forgotPasswordSent:
    'Please check your inbox for further instructions on resetting your password.',
  // Spec 000 section 8, change password.
  passwordReset: 'Your password has been reset successfully!',
  // Spec 000 section 5, the confirm password rule.
  passwordMismatch: 'The new password and confirm should match.',
  // Spec 000 section 8: "Promo: 'Promo Applied!' with the description, or 'Error! Invalid code.'"
  invalidCode: 'Error! Invalid code.',
  promoApplied: 'Promo Applied!',
  // Spec 000 section 8: "other failures give 'Sorry! Something went wrong. Please try again later.'"
  generic: 'Sorry! Something went wrong. Please try again later.',
  // Spec 000 section 8: "Login failure (any error): banner 'Error!'"
  errorTitle: 'Error!',
  // Spec 000 sections 2 and 4, spec 001 section 4: the busy text of forms.
  pleaseWait: 'Please Wait...',
  // Spec 000 section 2, Checkout: "Confirmation: 'Thanks for your Order!'"
  thanksForOrder: 'Thanks for your Order!',
  // Spec 001 section 4: "toggle payment between Enabled and Payment Waived".
  paymentWaived: 'Payment Waived',
} as const;

/** Petwell's own texts, quoted from docs/error-codes.md. */
const DOCUMENTED_TEXTS = {
  noDiscount: 'No discount applied.',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionReused:
    'For your security you were signed out on every device: this session was used from somewhere else. Please log in again.',
  refreshThroughRest:
    'Renew the session with POST /api/account/refresh_token: the refresh cookie changes on every use.',
  crossSiteRequest: 'This request must come from the site itself.',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

/** docs/error-codes.md, `too-many-attempts`: the first half of each limit message. */
const LIMIT_TEXTS = {
  loginAccount: 'Too many failed sign-ins to this account',
  loginAccountHint: ', or reset your password',
  loginAddress: 'Too many failed sign-ins from your network',
  otpNumber: 'Too many codes sent to this number',
  otpAddress: 'Too many codes requested from your network',
  otpGlobal: 'We are sending too many codes right now',
} as const;

describe('the shared texts', () => {
  it('are the spec’s and the documented texts, word for word, and nothing else', () => {
    expect(MESSAGES).toStrictEqual({ ...SPEC_TEXTS, ...DOCUMENTED_TEXTS });
  });

  it('keep the limit messages as documented', () => {
    expect(LIMIT_MESSAGES).toStrictEqual(LIMIT_TEXTS);
  });

  it('answer check_discount and payment with the spec’s statuses', () => {
    expect(DISCOUNT_STATUS).toStrictEqual({
      applied: 'Promo Applied!',
      invalid: 'Error! Invalid code.',
      none: 'No discount applied.',
    });
    // Spec 000 section 7: "the value Error means failure and status holds the message".
    expect(PAYMENT_RESULT).toStrictEqual({ success: 'Success', error: 'Error' });
    expect(PAYMENT_STATUS).toStrictEqual({
      paid: 'Thanks for your Order!',
      waived: 'Payment Waived',
    });
  });
});
