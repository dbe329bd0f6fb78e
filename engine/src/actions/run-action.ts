import type { FieldNode } from 'graphql';
import { HasuraError } from '../errors';
import type { SelectionContext } from '../graphql/collect-fields';
import type { Session } from '../session';
import type { ActionCatalog, ActionHeaderConfig, ActionInfo } from './action-catalog';
import { forwardedClientHeaders } from './client-headers';
import {
  checkWebhookResponse,
  projectWebhookResponse,
  WebhookResponseError,
} from './webhook-response';

export interface ActionCall {
  /** The action (root field name). */
  name: string;
  /** The request's field (for the selection set and alias). */
  field: FieldNode;
  /** Arguments, already coerced by graphql-js (variables resolved). */
  args: Record<string, unknown>;
  session: Session;
  /** Lower-case names. */
  clientHeaders: Readonly<Record<string, string | undefined>>;
  /** The raw query text of the request. */
  requestQuery: string;
  selection: SelectionContext;
  /** e.g. '$.selectionSet.login': Hasura reports handler errors at '$', the engine's own here. */
  path: string;
  fetch: typeof fetch;
  /** Admin role: put details in extensions.internal. */
  includeInternal: boolean;
  /**
   * Receives each `Set-Cookie` header of a 2xx answer. Hasura passes them on to the client for
   * mutation actions only (Hasura.GraphQL.Transport.HTTP: `executeMutationStep` keeps the action's
   * headers, `executeQueryStep` drops them; Hasura.GraphQL.Execute.Action `callWebhook` takes
   * them with `mkSetCookieHeaders` from a successful answer only).
   */
  onSetCookie?: (value: string) => void;
}

/** Hasura's messages for a handler that cannot be reached or does not answer JSON. */
export const HTTP_EXCEPTION_MESSAGE = 'http exception when calling webhook';
export const INVALID_JSON_MESSAGE = 'not a valid json response from webhook';
export const INTERNAL_ERROR_MESSAGE = 'internal error';

interface RequestInfo {
  url: string;
  body: unknown;
  headers: ActionHeaderConfig[];
  transformed_request: null;
}

interface ResponseInfo {
  status: number;
  body: unknown;
  headers: { name: string; value: string }[];
}

function describeFetchError(error: unknown): { message: string } {
  if (error instanceof Error && error.name === 'TimeoutError')
    return { message: 'ResponseTimeout' };
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { message: `${error.message}${cause}` };
  }
  return { message: String(error) };
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function jsonKind(value: unknown): string {
  if (value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  const kind = typeof value;
  return kind === 'string'
    ? 'String'
    : kind === 'number'
      ? 'Number'
      : kind === 'boolean'
        ? 'Bool'
        : 'Object';
}

function requestHeaders(action: ActionInfo, forwarded: readonly [string, string][]): Headers {
  // Configured headers win over the client's, and the body is always JSON.
  const merged = new Map<string, [string, string]>();
  for (const [name, value] of forwarded) merged.set(name.toLowerCase(), [name, value]);
  for (const { name, value } of action.headers) merged.set(name.toLowerCase(), [name, value]);
  merged.set('content-type', ['content-type', 'application/json']);
  return new Headers([...merged.values()]);
}

/**
 * A 4xx answer `{message, code?, extensions?}` as Hasura turns it into an error: `extensions`
 * (an object) replaces the error's extensions verbatim; otherwise they are
 * `{path: '$', code: code ?? 'unexpected'}`. A body without a string message is Hasura's
 * parse-failed error.
 */
function clientError(
  body: unknown,
  fail: (message: string, code: string, path?: string) => HasuraError,
) {
  if (!isJsonObject(body)) {
    return fail(
      `parsing ActionWebhookErrorResponse failed, expected Object, but encountered ${jsonKind(body)}`,
      'parse-failed',
    );
  }
  const { message, code, extensions } = body;
  if (message === undefined) return fail("the key 'message' was not present", 'parse-failed');
  if (typeof message !== 'string') {
    return fail(
      `parsing Text failed, expected String, but encountered ${jsonKind(message)}`,
      'parse-failed',
      '$.message',
    );
  }
  if (code !== undefined && code !== null && typeof code !== 'string') {
    return fail(
      `parsing Text failed, expected String, but encountered ${jsonKind(code)}`,
      'parse-failed',
      '$.code',
    );
  }
  const errorCode = code ?? 'unexpected';
  return isJsonObject(extensions)
    ? new HasuraError(errorCode, message, '$', extensions)
    : new HasuraError(errorCode, message, '$');
}

/**
 * Calls the action's handler as Hasura does: POST
 * `{action: {name}, session_variables, input, request_query}` as JSON with the configured headers
 * and, with `forward_client_headers`, the client's; the answer is checked against the output type
 * and projected onto the request's selection set. Every failure is a HasuraError at `$`; details
 * of the handler's request and answer go to `extensions.internal` only when `includeInternal`.
 */
export async function runAction(catalog: ActionCatalog, call: ActionCall): Promise<unknown> {
  const action = catalog.actions.get(call.name);
  if (!action) {
    throw new HasuraError('unexpected', `action "${call.name}" is not in the catalog`, call.path);
  }
  const payload = {
    action: { name: action.name },
    session_variables: call.session.variables,
    input: call.args,
    request_query: call.requestQuery,
  };
  const forwarded = action.forwardClientHeaders ? forwardedClientHeaders(call.clientHeaders) : [];
  const request: RequestInfo = {
    url: action.handlerTemplate,
    body: payload,
    headers: [
      ...action.headers.map((header) => header.config),
      ...forwarded.map(([name, value]) => ({ name, value })),
    ],
    transformed_request: null,
  };
  const fail = (
    message: string,
    code: string,
    error: unknown,
    response?: ResponseInfo,
    path = '$',
  ) =>
    new HasuraError(
      code,
      message,
      path,
      undefined,
      call.includeInternal
        ? { error, request, ...(response === undefined ? {} : { response }) }
        : undefined,
    );

  let status: number;
  let text: string;
  let responseHeaders: ResponseInfo['headers'];
  let setCookies: string[];
  try {
    const response = await call.fetch(action.handler, {
      method: 'POST',
      headers: requestHeaders(action, forwarded),
      body: JSON.stringify(payload),
      // A redirect is an answer of its own (not 2xx or 4xx), as Hasura treats it.
      redirect: 'manual',
      signal: AbortSignal.timeout(action.timeoutSeconds * 1000),
    });
    status = response.status;
    responseHeaders = [...response.headers].map(([name, value]) => ({ name, value }));
    setCookies = response.headers.getSetCookie();
    text = await response.text();
  } catch (error) {
    throw fail(HTTP_EXCEPTION_MESSAGE, 'unexpected', describeFetchError(error));
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw fail(INVALID_JSON_MESSAGE, 'unexpected', `invalid json: ${(error as Error).message}`, {
      status,
      body: text,
      headers: responseHeaders,
    });
  }
  const response: ResponseInfo = { status, body, headers: responseHeaders };

  if (status >= 200 && status < 300) {
    try {
      checkWebhookResponse(body, action.outputType);
    } catch (error) {
      if (!(error instanceof WebhookResponseError)) throw error;
      throw fail(error.message, 'unexpected', 'unexpected response', response);
    }
    if (call.onSetCookie) for (const cookie of setCookies) call.onSetCookie(cookie);
    return projectWebhookResponse(body, action.outputType, call.field.selectionSet, call.selection);
  }
  if (status >= 400 && status < 500) {
    throw clientError(body, (message, code, path) =>
      fail(message, code, 'unexpected response', response, path),
    );
  }
  throw fail(
    INTERNAL_ERROR_MESSAGE,
    'unexpected',
    `expecting 2xx or 4xx status code, but found ${status}`,
    response,
  );
}
