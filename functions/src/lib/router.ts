import { handleHasuraAction } from '../adapters/hasura';
import { handleHasuraEvent } from '../adapters/hasura-events';
import { handleRest, matchPath, type RestRoute } from '../adapters/rest';
import type { ActionDefinition } from './action';
import type { Deps } from './deps';
import type { EventHandlerDefinition } from './event';
import { type HttpRequest, type HttpResponse, json } from './http';

/** A route that is not an action: file storage, the dev outbox. */
export type RawRoute = (request: HttpRequest, deps: Deps) => Promise<HttpResponse | undefined>;

export interface FunctionsRoutes {
  actions: readonly ActionDefinition[];
  rest: readonly RestRoute[];
  raw: readonly RawRoute[];
  /** Hasura's event and scheduled trigger webhooks, at /events/<kebab-name>. */
  events?: readonly EventHandlerDefinition[];
}

export const kebab = (name: string) => name.replace(/_/g, '-');

/**
 * One handler for every transport: `/actions/<kebab-name>` (Hasura), `/events/<kebab-name>`
 * (Hasura's triggers), the REST paths, then the raw routes. Answers undefined for a path it does not own, so the stack can serve the rest.
 */
export function createRouter(routes: FunctionsRoutes, deps: Deps) {
  const byKebab = new Map(routes.actions.map((a) => [kebab(a.name), a]));
  const byName = new Map(routes.actions.map((a) => [a.name, a]));
  const events = new Map((routes.events ?? []).map((e) => [kebab(e.name), e]));
  return async (request: HttpRequest): Promise<HttpResponse | undefined> => {
    const actionMatch = /^\/actions\/([a-z0-9-]+)\/?$/.exec(request.path);
    if (actionMatch) {
      if (request.method !== 'POST') return json(405, { message: 'use POST' }, { allow: 'POST' });
      return handleHasuraAction(request, byKebab.get(actionMatch[1] ?? ''), deps);
    }
    const eventMatch = /^\/events\/([a-z0-9-]+)\/?$/.exec(request.path);
    if (eventMatch) {
      if (request.method !== 'POST') return json(405, { message: 'use POST' }, { allow: 'POST' });
      return handleHasuraEvent(request, events.get(eventMatch[1] ?? ''), deps);
    }
    for (const route of routes.rest) {
      const params = matchPath(route.path, request.path);
      if (!params) continue;
      if (request.method !== route.method)
        return json(405, { message: `use ${route.method}` }, { allow: route.method });
      const action = byName.get(route.action);
      if (!action) return json(404, { message: 'not found', code: 'not-found' });
      return handleRest(request, route, params, action, deps);
    }
    for (const raw of routes.raw) {
      const response = await raw(request, deps);
      if (response) return response;
    }
    return undefined;
  };
}
