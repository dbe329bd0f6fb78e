import { type ReactNode, useContext } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { createGraphqlClient } from './graphql-client';
import { type GraphqlSlot, GraphqlSlotContext } from './graphql-slot';

/** The app's client, created in its slot on first use. */
export function clientOf(slot: GraphqlSlot) {
  slot.client ??= createGraphqlClient();
  return slot.client;
}

/**
 * urql's Provider with the app's client, created on first use and shared by every part of the
 * page that sends a query. Outside the app (no slot) it adds nothing: the Provider above, a
 * test's, stays in force.
 */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const slot = useContext(GraphqlSlotContext);
  if (!slot) return children;
  return <UrqlProvider value={clientOf(slot)}>{children}</UrqlProvider>;
}
