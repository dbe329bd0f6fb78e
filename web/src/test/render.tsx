import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { AppRoutes } from '../lib/app-routes';
import { Provider as UrqlProvider } from 'urql';
import { setToken } from '../lib/auth';
import { createGraphqlClient } from '../lib/graphql-client';
import { GraphqlSlotContext } from '../lib/graphql-slot';
import { type Site, SiteContext } from '../lib/site-context';
import { ORIGIN } from './server';

export interface RenderOptions {
  /** The path (and query) the memory router starts at. */
  path?: string;
  /** Route pattern the element is mounted at (default: every path). */
  pattern?: string;
  /** Other routes, to assert where a form navigates. */
  routes?: RouteObject[];
  site?: Site;
  /** A token to be signed in with. */
  token?: string;
}

export interface RenderRoutesOptions {
  /** The path (and query) the memory router starts at. */
  path?: string;
  site?: Site;
  /** A token to be signed in with. */
  token?: string;
}

/** Where the memory router is, for tests to read, and a way to navigate from outside a page. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  /** A path, or a step in the history (-1: back). */
  navigate: (to: string | number) => Promise<void>;
}

function RouterProbe({ router }: { router: { current: TestRouter | null } }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate: NavigateFunction = useNavigate();
  router.current = {
    state: { location, historyAction },
    navigate: async (to) => {
      await act(async () => {
        await (typeof to === 'number' ? navigate(to) : navigate(to));
      });
    },
  };
  return null;
}

/**
 * Renders routes as the app does: a real urql client (msw answers its requests) in the app's
 * slot, a memory router and the site context. Returns the router so tests can read where it went.
 */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  if (options.token) setToken(options.token);
  const client = createGraphqlClient(`${ORIGIN}/v1/graphql`);
  const user = userEvent.setup();
  const probe: { current: TestRouter | null } = { current: null };
  const result: RenderResult = render(
    <GraphqlSlotContext.Provider value={{ client }}>
      <UrqlProvider value={client}>
        <SiteContext.Provider value={options.site ?? { kind: 'main' }}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <RouterProbe router={probe} />
            <AppRoutes routes={routes} />
          </MemoryRouter>
        </SiteContext.Provider>
      </UrqlProvider>
    </GraphqlSlotContext.Provider>,
  );
  const router: TestRouter = {
    get state() {
      if (!probe.current) throw new Error('the router has not rendered');
      return probe.current.state;
    },
    navigate: (to) => {
      if (!probe.current) throw new Error('the router has not rendered');
      return probe.current.navigate(to);
    },
  };
  return { ...result, router, user };
}

/** Renders one component at `pattern` (every path by default), beside any other routes. */
export function renderWithApp(element: ReactElement, options: RenderOptions = {}) {
  const { pattern, routes = [], ...rest } = options;
  return renderRoutes([{ path: pattern ?? '*', element }, ...routes], rest);
}

const base64Url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned token with the spec's auth-user claims (the client only decodes it). */
export function fakeToken(claims: Record<string, unknown> = {}): string {
  const payload = {
    id: 7,
    vendor_id: null,
    email: 'owner@example.com',
    role: 'user',
    subrole: null,
    pic: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`;
}
