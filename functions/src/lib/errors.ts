/**
 * The errors handlers raise. Codes are stable and listed in docs/error-codes.md (the domain's
 * ACTION_ERROR_CODES); the texts users see are the domain's MESSAGES. Adapters turn an
 * ActionError into Hasura's `{message, extensions: {code}}` (HTTP 400) or the REST answer
 * `{message, msg, code}`.
 */
import type { ActionErrorCode } from '@petwell/domain';

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
  // A host name another practice's site answers to.
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
