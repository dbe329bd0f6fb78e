import { type ComponentType, type ReactNode, useState } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router';
import { config } from '../config/config';
import { VendorSiteGate } from '../features/white-label';
import { type GraphqlSlot, GraphqlSlotContext } from '../lib/graphql-slot';
import { classifyHost, type HostKind } from '../lib/site';
import { SiteContext } from '../lib/site-context';
import { AppRoutes } from '../lib/app-routes';
import { mainRoutes, vendorRoutes } from './router';

/** The router the routes run under: the browser's history, or a fixed location when prerendering. */
export type RouterComponent = ComponentType<{ children: ReactNode }>;

function Router({ routes, router: Routing }: { routes: RouteObject[]; router: RouterComponent }) {
  return (
    <Routing>
      <AppRoutes routes={routes} />
    </Routing>
  );
}

function VendorRouter({ router }: { router: RouterComponent }) {
  const [routes] = useState(vendorRoutes);
  return <Router routes={routes} router={router} />;
}

/**
 * The app: the main site's routes or a practice site's, and the slot of the GraphQL client, which
 * the first part of a page that sends a query loads and creates (lib/with-graphql.tsx).
 */
export function App({
  hostname = window.location.hostname,
  router = BrowserRouter,
}: {
  hostname?: string;
  router?: RouterComponent;
}) {
  const [graphql] = useState<GraphqlSlot>(() => ({}));
  const [host] = useState<HostKind>(() =>
    classifyHost(hostname, config.mainDomain, config.consultHosts),
  );
  const [routes] = useState(() => (host.kind === 'vendor' ? null : mainRoutes(host.kind)));
  return (
    <GraphqlSlotContext.Provider value={graphql}>
      {host.kind === 'vendor' ? (
        <VendorSiteGate host={host}>
          <VendorRouter router={router} />
        </VendorSiteGate>
      ) : (
        <SiteContext.Provider value={{ kind: host.kind }}>
          {routes ? <Router routes={routes} router={router} /> : null}
        </SiteContext.Provider>
      )}
    </GraphqlSlotContext.Provider>
  );
}
