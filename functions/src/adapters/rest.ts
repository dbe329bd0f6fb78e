import { MESSAGES } from '@petwell/domain';
import { type ActionDefinition, invokeAction, type SetCookie } from '../lib/action';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import { type HttpRequest, type HttpResponse, json, readJsonBody } from '../lib/http';
import { ANONYMOUS, type Session } from '../lib/session';
import { requestContext, setCookieHeader } from './cookies';

/**
 * The REST paths (functions/README.md) over the same action cores.
 * The caller is whoever the bearer token says (no token: anonymous), checked exactly as Hasura
 * checks it, and the action's roles from actions.yaml apply. A body must be sent as JSON, and
 * the paths of the refresh cookie answer only the site itself (assertSameSite).
 */
export interface RestRoute {
  method: 'POST';
  /** e.g. '/api/files/{accessType}'. */
  path: string;
  action: string;
  /** Builds the action input from the JSON body and path parameters (default: the body). */
  input?: (body: Record<string, unknown>, params: Record<string, string>) => unknown;
  /** Shapes the answer (default: the action output). */
  output?: (output: unknown) => unknown;
  /**
   * The action takes the body under this argument (`payment(order: ...)` gets `{order: body}`);
   * its error paths are then reported relative to the body (`cardNumber`, not `order.cardNumber`).
   */
  bodyArgument?: string;
}

/**
 * The actions that set, use or end the refresh cookie. A cross-site page must not be able to run
 * them with the visitor's browser (login CSRF: signing the visitor in to the attacker's account),
 * so their REST paths check Origin (`assertSameSite`).
 */
const SESSION_COOKIE_ACTIONS = new Set([
  'login',
  'register',
  'vendor_signup',
  'refresh_token',
  'logout',
  'change_password',
]);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Allowed: no Origin and no cross-site fetch metadata (a program, not a browser page); or an
 * Origin naming the host the request was sent to (the site itself: the main site or a
 * practice's own host, whose cookie is its own; any port, as cookies ignore ports) or
 * PUBLIC_URL. Browsers send Origin with every
 * POST from a page, so another site's form or fetch is refused; 'null' (a sandboxed frame, a
 * file) is refused too.
 */
export function assertSameSite(request: HttpRequest, deps: Deps): void {
  const origin = request.headers['origin'];
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin === undefined) {
    if (fetchSite === 'cross-site')
      throw new ActionError('access-denied', MESSAGES.crossSiteRequest);
    return;
  }
  const given = originOf(origin);
  const hosts = [
    request.headers['host'],
    deps.env.TRUST_PROXY ? request.headers['x-forwarded-host']?.split(',')[0]?.trim() : undefined,
  ].filter((host): host is string => Boolean(host));
  // Host names, not ports: cookies are shared by every port of a host, and a proxy's Host may
  // leave the port out (nginx's $host).
  const hostname = (host: string) => host.replace(/:\d+$/, '').toLowerCase();
  const sameHost =
    given !== undefined && hosts.some((host) => hostname(host) === new URL(given).hostname);
  if (sameHost || (given !== undefined && given === originOf(deps.env.PUBLIC_URL))) return;
  throw new ActionError('access-denied', MESSAGES.crossSiteRequest);
}

/** A body is JSON: a form's text/plain or urlencoded body is refused (no CORS-free POST). */
function assertJsonBody(request: HttpRequest): void {
  if (request.body.length === 0) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new ActionError('unsupported-media-type', MESSAGES.jsonRequired);
}

/** An ActionError whose field paths start at the REST body instead of the action's argument. */
function relativeTo(error: ActionError, argument: string | undefined): ActionError {
  if (!argument || !error.fields) return error;
  const prefix = `${argument}.`;
  const strip = (text: string) => (text.startsWith(prefix) ? text.slice(prefix.length) : text);
  const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [strip(k), v]));
  return new ActionError(error.code, strip(error.message), {
    fields,
    ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
  });
}

export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}/?$`).exec(path);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = decodeURIComponent(match[i + 1] ?? '');
  });
  return params;
}

export function restError(error: ActionError): HttpResponse {
  // `msg` is the field a REST client's change-password form shows; `message` is Hasura's.
  return json(
    error.status,
    { message: error.message, msg: error.message, ...error.extensions },
    error.retryAfter === undefined ? {} : { 'retry-after': String(error.retryAfter) },
  );
}

async function sessionOf(request: HttpRequest, deps: Deps): Promise<Session> {
  const header = request.headers['authorization'];
  if (header === undefined || header === '') return ANONYMOUS;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ActionError('invalid-jwt', 'Malformed Authorization header');
  return deps.tokens.verify(match[1], request.headers['x-hasura-role'], deps.now());
}

export async function handleRest(
  request: HttpRequest,
  route: RestRoute,
  params: Record<string, string>,
  action: ActionDefinition,
  deps: Deps,
): Promise<HttpResponse> {
  let cookies: SetCookie[] = [];
  try {
    if (SESSION_COOKIE_ACTIONS.has(action.name)) assertSameSite(request, deps);
    assertJsonBody(request);
    const body = readJsonBody(request);
    if (!body.ok) throw new ActionError('validation-failed', 'The request body is not valid JSON.');
    const object =
      body.value !== null && typeof body.value === 'object' && !Array.isArray(body.value)
        ? (body.value as Record<string, unknown>)
        : undefined;
    if (!object)
      throw new ActionError('validation-failed', 'The request body must be a JSON object.');
    const { context, cookies: asked } = requestContext(
      request,
      await sessionOf(request, deps),
      deps,
      request.headers['user-agent'],
    );
    cookies = asked;
    const given = route.input ? route.input(object, params) : object;
    const input = route.bodyArgument ? { [route.bodyArgument]: given } : given;
    const output = await invokeAction(action, input, context, deps);
    return json(
      200,
      route.output ? route.output(output) : (output ?? null),
      setCookieHeader(cookies, deps.env.PUBLIC_URL),
    );
  } catch (error) {
    const failure =
      error instanceof ActionError
        ? relativeTo(error, route.bodyArgument)
        : new ActionError('unexpected', 'internal error');
    const response = restError(failure);
    Object.assign(response.headers, setCookieHeader(cookies, deps.env.PUBLIC_URL));
    return response;
  }
}
