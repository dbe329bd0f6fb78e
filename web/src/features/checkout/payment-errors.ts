import type { CombinedError } from 'urql';
import { GENERIC_ERROR } from '../../lib/api';

/** The field messages a validation failure carries (extensions.fields: path -> message). */
export function errorFields(error: CombinedError): Record<string, string> {
  const fields = error.graphQLErrors[0]?.extensions['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * What to tell the buyer about a failed call: the generic message for a network failure or an
 * unexpected error, otherwise the server's message (its first field message when it names one),
 * which the actions write for users (docs/error-codes.md).
 */
export function errorMessage(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  if (error.networkError || !first) return GENERIC_ERROR;
  const code = first.extensions['code'];
  if (code === 'unexpected' || !first.message) return GENERIC_ERROR;
  const [fieldMessage] = Object.values(errorFields(error));
  return fieldMessage ?? first.message;
}
