/**
 * The messages users see (spec 000 section 8, spec 001 section 8) and the errors handlers raise.
 * Codes are stable and listed in docs/error-codes.md; adapters turn an ActionError into Hasura's
 * `{message, extensions: {code}}` (HTTP 400) or the REST answer `{message, msg, code}`.
 */
export const MESSAGES = {
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
 * The first half of a limit's message; `tooManyAttempts` (lib/rate-limit.ts) adds when to try
 * again ('... Please try again in 12 minutes.') and the hint, if any.
 */
export const LIMITS = {
  loginAccount: 'Too many failed sign-ins to this account',
  loginAccountHint: ', or reset your password',
  loginAddress: 'Too many failed sign-ins from your network',
  otpNumber: 'Too many codes sent to this number',
  otpAddress: 'Too many codes requested from your network',
  otpGlobal: 'We are sending too many codes right now',
} as const;

export type ActionErrorCode =
  | 'validation-failed'
  | 'access-denied'
  | 'invalid-jwt'
  | 'invalid-credentials'
  | 'duplicate-email'
  | 'invalid-otp'
  | 'mobile-not-verified'
  | 'too-many-attempts'
  | 'unsupported-media-type'
  | 'invalid-code'
  | 'invalid-reset-code'
  | 'password-mismatch'
  | 'not-found'
  | 'invalid-link'
  | 'conflict'
  | 'idempotency-key-reused'
  | 'payment-declined'
  | 'slot-taken'
  | 'domain-taken'
  | 'provider-unavailable'
  | 'unexpected';

const STATUS: Record<ActionErrorCode, number> = {
  'validation-failed': 400,
  'access-denied': 403,
  'invalid-jwt': 401,
  'invalid-credentials': 401,
  'duplicate-email': 409,
  'invalid-otp': 400,
  'mobile-not-verified': 400,
  'too-many-attempts': 429,
  'unsupported-media-type': 415,
  'invalid-code': 400,
  'invalid-reset-code': 400,
  'password-mismatch': 400,
  'not-found': 404,
  // A consultation link that is malformed, tampered with or names no booking: one answer for all.
  'invalid-link': 404,
  conflict: 409,
  // The same Idempotency-Key with another body (Stripe's semantics, the IETF draft): 422.
  'idempotency-key-reused': 422,
  'payment-declined': 402,
  'slot-taken': 409,
  // A host name another practice's site answers to (issue 16 section 2).
  'domain-taken': 409,
  'provider-unavailable': 503,
  unexpected: 500,
};

export class ActionError extends Error {
  readonly code: ActionErrorCode;
  /** Field-level messages of a validation failure: path -> message. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Seconds until a rate-limited request may be retried. */
  readonly retryAfter: number | undefined;

  constructor(
    code: ActionErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'ActionError';
    this.code = code;
    this.fields = extra.fields;
    this.retryAfter = extra.retryAfter;
  }

  get status(): number {
    return STATUS[this.code];
  }

  get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }),
    };
  }
}
