import { createContext } from 'react';
import type { Client } from 'urql';

/**
 * Where the app keeps its one GraphQL client (urql's document cache is the app's server state).
 * The shell holds only this slot: urql, the client and the GraphQL documents load with the first
 * part of the page that sends a query (lib/with-graphql.tsx), which fills it.
 */
export interface GraphqlSlot {
  client?: Client;
}

/** The app's slot; null outside the app (tests bring their own urql Provider). */
export const GraphqlSlotContext = createContext<GraphqlSlot | null>(null);
