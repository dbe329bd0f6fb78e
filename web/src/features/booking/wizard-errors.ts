import type { CombinedError } from 'urql';
import { GENERIC_ERROR } from '../../lib/api';

/** A failed action's field messages (extensions.fields), keyed by their last path part. */
export function fieldErrors(error: CombinedError): Record<string, string> {
  const fields = error.graphQLErrors[0]?.extensions['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message === 'string') found[path.split('.').at(-1) ?? path] ??= message;
  }
  return found;
}

/**
 * What to tell the user about a failed call: the action's own message (written for users,
 * docs/error-codes.md), or the generic one for the network and unexpected errors.
 */
export function errorText(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  if (error.networkError || !first?.message || first.extensions['code'] === 'unexpected')
    return GENERIC_ERROR;
  return first.message;
}
