import { render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { Client, fetchExchange, Provider as UrqlProvider, useClient } from 'urql';
import { describe, expect, it } from 'vitest';
import { type GraphqlSlot, GraphqlSlotContext } from './graphql-slot';
import { withGraphql } from './with-graphql';

const clients: Client[] = [];

function ClientUser({ name }: { name: string }) {
  clients.push(useClient());
  return <p>{name}</p>;
}

const First = lazy(async () => ({ default: await withGraphql(Promise.resolve(ClientUser)) }));
const Second = lazy(async () => ({ default: await withGraphql(Promise.resolve(ClientUser)) }));

describe('withGraphql', () => {
  it("gives every lazily loaded part the app's one client, created on first use", async () => {
    clients.length = 0;
    const slot: GraphqlSlot = {};
    render(
      <GraphqlSlotContext.Provider value={slot}>
        <Suspense fallback={null}>
          <First name="one" />
          <Second name="two" />
        </Suspense>
      </GraphqlSlotContext.Provider>,
    );
    expect(await screen.findByText('one')).toBeVisible();
    expect(await screen.findByText('two')).toBeVisible();
    expect(slot.client).toBeInstanceOf(Client);
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((client) => client === slot.client)).toBe(true);
  });

  it('keeps the Provider above it outside the app (no slot), as in tests', async () => {
    clients.length = 0;
    const own = new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] });
    render(
      <UrqlProvider value={own}>
        <Suspense fallback={null}>
          <First name="mine" />
        </Suspense>
      </UrqlProvider>,
    );
    expect(await screen.findByText('mine')).toBeVisible();
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((client) => client === own)).toBe(true);
  });
});
