import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type ActionDefinition, invokeAction } from '../lib/action';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import { type HttpRequest, type HttpResponse, json, readJsonBody } from '../lib/http';
import { sessionFromVariables } from '../lib/session';
import { requestContext, setCookieHeader } from './cookies';

/**
 * The Hasura action webhook: POST /actions/<kebab-name> with
 * `{action: {name}, input, session_variables, request_query}` and the shared secret header.
 * Success is 200 with the output; failure is 4xx with `{message, extensions: {code}}`, which
 * Hasura (and the local engine) pass to the client.
 */
const payloadSchema = z.object({
  action: z.object({ name: z.string() }),
  input: z.record(z.string(), z.unknown()).nullish(),
  session_variables: z.record(z.string(), z.unknown()).nullish(),
  request_query: z.string().nullish(),
});

export const ACTION_SECRET_HEADER = 'x-petwell-action-secret';

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Always 4xx: Hasura passes a 4xx answer's message and code to the client, but replaces any other
 * status with its own 'internal error'. The message of an unexpected failure is the generic one.
 */
export function hasuraError(error: ActionError): HttpResponse {
  return json(400, {
    message: error.message,
    extensions: error.extensions,
  });
}

export async function handleHasuraAction(
  request: HttpRequest,
  action: ActionDefinition | undefined,
  deps: Deps,
): Promise<HttpResponse> {
  if (!sameSecret(request.headers[ACTION_SECRET_HEADER], deps.env.ACTIONS_SECRET)) {
    return json(401, {
      message: 'unauthorized: missing or wrong action secret',
      extensions: { code: 'access-denied' },
    });
  }
  const body = readJsonBody(request);
  const payload = body.ok ? payloadSchema.safeParse(body.value) : undefined;
  if (!payload?.success) {
    return json(400, {
      message: 'not a Hasura action payload',
      extensions: { code: 'validation-failed' },
    });
  }
  if (!action || action.name !== payload.data.action.name) {
    return json(404, {
      message: `no handler for action "${payload.data.action.name}" here`,
      extensions: { code: 'not-found' },
    });
  }
  const { context, cookies } = requestContext(
    request,
    sessionFromVariables(payload.data.session_variables ?? {}),
    deps,
    request.headers['x-forwarded-user-agent'] ?? request.headers['user-agent'],
    true,
  );
  try {
    const output = await invokeAction(action, payload.data.input ?? {}, context, deps);
    return json(200, output ?? null, setCookieHeader(cookies, deps.env.PUBLIC_URL));
  } catch (error) {
    return hasuraError(
      error instanceof ActionError ? error : new ActionError('unexpected', 'internal error'),
    );
  }
}
