import { type ErrorCode, MESSAGES } from '@petwell/domain';
import type { CombinedError } from 'urql';
import { ApiError } from './api';

/**
 * A failed call, as the user is told about it. The codes are the stable ones of
 * docs/error-codes.md (GraphQL `extensions.code`, REST `code`); the messages of the actions are
 * written for users, so they are shown as they are, except when the code says the details are
 * internal (`unexpected`) or the server was not reached: then the fallback, the spec's generic
 * message unless the caller names its own.
 */

/** A failed GraphQL operation (urql's CombinedError) or REST call (ApiError). */
export type FailedCall = CombinedError | ApiError;

/** What the server did not answer: a network failure. */
export const NETWORK_ERROR = 'network';

const isApiError = (error: FailedCall): error is ApiError => error instanceof ApiError;

/** The failure's code: the first GraphQL error's, the REST answer's, or 'network'. */
export function errorCode(error: FailedCall): ErrorCode | typeof NETWORK_ERROR | undefined {
  if (isApiError(error)) return error.code as ErrorCode | typeof NETWORK_ERROR;
  if (error.networkError) return NETWORK_ERROR;
  const code = error.graphQLErrors[0]?.extensions['code'];
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** Whether any error of the failure carries `code` (a GraphQL answer may hold several). */
export function hasErrorCode(error: FailedCall, code: ErrorCode): boolean {
  if (isApiError(error)) return error.code === code;
  return error.graphQLErrors.some((e) => e.extensions['code'] === code);
}

/** A validation failure's field messages (`fields`: path -> message), by their full path. */
export function fieldMessages(error: FailedCall): Record<string, string> {
  const fields: unknown = isApiError(error)
    ? error.fields
    : error.graphQLErrors[0]?.extensions['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The field messages keyed by the last part of their path (`order.petId` -> `petId`), as a form
 * names its fields; the first message of a name wins.
 */
export function fieldMessagesByName(error: FailedCall): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldMessages(error)))
    found[path.split('.').at(-1) ?? path] ??= message;
  return found;
}

export interface ErrorMessageOptions {
  /** Show the first field message of a validation failure rather than its summary. */
  fieldFirst?: boolean;
  /** The codes whose own message is shown; any other code gets the fallback (default: all). */
  shown?: readonly ErrorCode[];
  /** The text for the network, `unexpected` and codes not shown (default: the generic one). */
  fallback?: string;
}

/** What to tell the user about a failed call (see the module's comment). */
export function errorMessage(error: FailedCall, options: ErrorMessageOptions = {}): string {
  const fallback = options.fallback ?? MESSAGES.generic;
  const code = errorCode(error);
  const message = isApiError(error) ? error.message : error.graphQLErrors[0]?.message;
  if (!message || code === NETWORK_ERROR || code === 'unexpected') return fallback;
  if (options.fieldFirst) {
    const [first] = Object.values(fieldMessages(error));
    if (first) return first;
  }
  if (options.shown && (code === undefined || !options.shown.includes(code))) return fallback;
  return message;
}
