/**
 * The texts users see that both the actions and the web app use: the specification's messages and
 * Petwell's own, listed with their codes in docs/error-codes.md. One home so the server and the
 * browser cannot drift apart; `messages.golden.test.ts` quotes each text, so changing one is a
 * deliberate act. No zod here: the smallest web bundles import these.
 */
export const MESSAGES = {
  // Accounts, promo codes and checkout.
  invalidCredentials: 'Invalid email or password.',
  duplicateEmail: 'This email already exists in our System.',
  invalidOtp: 'Invalid OTP.',
  verified: 'Verified',
  mobileNotVerified: 'Mobile number must be verified',
  forgotPasswordSent:
    'Please check your inbox for further instructions on resetting your password.',
  passwordReset: 'Your password has been reset successfully!',
  passwordMismatch: 'The new password and confirm should match.',
  invalidCode: 'Error! Invalid code.',
  promoApplied: 'Promo Applied!',
  generic: 'Sorry! Something went wrong. Please try again later.',
  // A list or a booking that could not be loaded or sent (the lists' and the wizard's wording).
  loadFailed: 'Sorry something went wrong. Please try again later.',
  errorTitle: 'Error!',
  pleaseWait: 'Please Wait...',
  thanksForOrder: 'Thanks for your Order!',
  // The booking wizard's payment step, when a practice waives payment.
  paymentWaived: 'Payment Waived',
  // Petwell's own (docs/error-codes.md).
  noDiscount: 'No discount applied.',
  sessionExpired: 'Your session has expired. Please log in again.',
  // A refresh token presented after it was exchanged: a copy is in someone else's hands.
  sessionReused:
    'For your security you were signed out on every device: this session was used from somewhere else. Please log in again.',
  refreshThroughRest:
    'Renew the session with POST /api/account/refresh_token: the refresh cookie changes on every use.',
  crossSiteRequest: 'This request must come from the site itself.',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

/**
 * The first half of a limit's message; the actions' rate limiter adds when to try again
 * ('... Please try again in 12 minutes.') and the hint, if any (docs/error-codes.md,
 * `too-many-attempts`).
 */
export const LIMIT_MESSAGES = {
  loginAccount: 'Too many failed sign-ins to this account',
  loginAccountHint: ', or reset your password',
  loginAddress: 'Too many failed sign-ins from your network',
  otpNumber: 'Too many codes sent to this number',
  otpAddress: 'Too many codes requested from your network',
  otpGlobal: 'We are sending too many codes right now',
} as const;

/** The statuses check_discount answers. */
export const DISCOUNT_STATUS = {
  applied: MESSAGES.promoApplied,
  invalid: MESSAGES.invalidCode,
  none: MESSAGES.noDiscount,
} as const;

/** `result` of the payment answer: 'Error' means failure and `status` says why. */
export const PAYMENT_RESULT = { success: 'Success', error: 'Error' } as const;

/** `status` of a successful payment answer. */
export const PAYMENT_STATUS = {
  paid: MESSAGES.thanksForOrder,
  waived: MESSAGES.paymentWaived,
} as const;
