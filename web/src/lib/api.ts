import { MESSAGES } from '@petwell/domain';
import { freshToken } from './auth';

/** The generic message, for failures without a message of their own. */
export const GENERIC_ERROR = MESSAGES.generic;

/** A failed REST call: the server's message and stable code (docs/error-codes.md). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  message?: unknown;
  msg?: unknown;
  code?: unknown;
  fields?: unknown;
}

/**
 * POSTs JSON to one of the spec's REST paths (functions/README.md) with the session's token,
 * and returns the parsed answer, or throws an ApiError carrying the server's message.
 */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  // A short-lived token close to expiry is renewed with the refresh cookie first.
  const token = await freshToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new ApiError(GENERIC_ERROR, 'network', 0);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const error = (parsed ?? {}) as ErrorBody;
    const message =
      typeof error.message === 'string'
        ? error.message
        : typeof error.msg === 'string'
          ? error.msg
          : GENERIC_ERROR;
    const fields =
      typeof error.fields === 'object' && error.fields !== null
        ? Object.fromEntries(
            Object.entries(error.fields).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    throw new ApiError(
      message,
      typeof error.code === 'string' ? error.code : 'unexpected',
      response.status,
      fields,
    );
  }
  return parsed as T;
}
