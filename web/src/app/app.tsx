import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { config } from '../config/config';
import { VendorSiteGate } from '../features/white-label';
import { createGraphqlClient } from '../lib/graphql-client';
import { classifyHost, type HostKind } from '../lib/site';
import { SiteContext } from '../lib/site-context';
import { createRouter, mainRoutes, vendorRoutes } from './router';

function VendorRouter() {
  const [router] = useState(() => createRouter(vendorRoutes()));
  return <RouterProvider router={router} />;
}

/** The app: the GraphQL client, and the main site's routes or a practice site's. */
export function App({ hostname = window.location.hostname }: { hostname?: string }) {
  const [client] = useState(createGraphqlClient);
  const [host] = useState<HostKind>(() =>
    classifyHost(hostname, config.mainDomain, config.consultHosts),
  );
  const [router] = useState(() =>
    host.kind === 'vendor' ? null : createRouter(mainRoutes(host.kind)),
  );
  return (
    <UrqlProvider value={client}>
      {host.kind === 'vendor' ? (
        <VendorSiteGate host={host}>
          <VendorRouter />
        </VendorSiteGate>
      ) : (
        <SiteContext.Provider value={{ kind: host.kind }}>
          {router ? <RouterProvider router={router} /> : null}
        </SiteContext.Provider>
      )}
    </UrqlProvider>
  );
}
