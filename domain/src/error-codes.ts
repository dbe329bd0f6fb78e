/**
 * The stable error codes clients and integrators rely on, as docs/error-codes.md lists them
 * (docs/error-codes.test.ts keeps the two equal). An error's code is `extensions.code` in a
 * GraphQL answer and `code` in a REST one.
 */

/** Codes the actions raise (the "Actions" table). */
export const ACTION_ERROR_CODES = [
  'validation-failed',
  'access-denied',
  'invalid-jwt',
  'invalid-credentials',
  'duplicate-email',
  'invalid-otp',
  'mobile-not-verified',
  'too-many-attempts',
  'unsupported-media-type',
  'invalid-code',
  'invalid-reset-code',
  'password-mismatch',
  'not-found',
  'invalid-link',
  'conflict',
  'idempotency-key-reused',
  'payment-declined',
  'slot-taken',
  'domain-taken',
  'provider-unavailable',
  'unexpected',
] as const;
export type ActionErrorCode = (typeof ACTION_ERROR_CODES)[number];

/** Codes of GraphQL-level errors, Hasura's own (the "GraphQL API" table). */
export const GRAPHQL_ERROR_CODES = [
  'validation-failed',
  'constraint-violation',
  'permission-error',
  'data-exception',
  'invalid-jwt',
  'invalid-headers',
  'jwt-invalid-claims',
  'jwt-missing-role-claims',
  'access-denied',
  'not-found',
  'unexpected',
] as const;
export type GraphqlErrorCode = (typeof GRAPHQL_ERROR_CODES)[number];

/** Any code a client can meet. */
export type ErrorCode = ActionErrorCode | GraphqlErrorCode;
