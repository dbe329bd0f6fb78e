import { render, screen } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  SubmitContactRequestDocument,
  type SubmitContactRequestMutation,
  type SubmitContactRequestMutationVariables,
} from '../generated/graphql';
import { server } from '../test/server';
import { renderWithApp } from '../test/render';
import { useLazyMutation } from './lazy-mutation';

const object = { kind: 'contact', name: 'Ann', company: 'Shelter', email: 'ann@example.com' };

/** Sends the contact mutation once per click and shows what came back. */
function Sender({ load }: { load: () => Promise<DocumentNode> }) {
  const send = useLazyMutation<{
    data: SubmitContactRequestMutation;
    variables: SubmitContactRequestMutationVariables;
  }>(load);
  const [shown, setShown] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void send({ object }).then((result) => {
            setShown(
              result.error
                ? `failed: ${result.error.message}`
                : `stored ${String(result.data?.insert_contact_requests?.affected_rows)}`,
            );
          });
        }}
      >
        Send
      </button>
      <p role="status">{shown}</p>
    </>
  );
}

function recordRequests() {
  const calls: unknown[] = [];
  server.use(
    graphql.mutation('SubmitContactRequest', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { insert_contact_requests: { affected_rows: 1 } } });
    }),
  );
  return calls;
}

/** Renders the sender in the app; its document's first `failures` loads fail. */
function renderSender(failures = 0) {
  const counted = { loads: 0 };
  const view = renderWithApp(
    <Sender
      load={() => {
        counted.loads += 1;
        return counted.loads <= failures
          ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
          : Promise.resolve(SubmitContactRequestDocument);
      }}
    />,
  );
  return { ...view, counted };
}

describe('a mutation whose client loads after the part (useLazyMutation)', () => {
  it("sends through the app's client once the client and the document are there", async () => {
    const calls = recordRequests();
    const { user, counted } = renderSender();
    expect(counted.loads).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('stored 1')).toBeVisible();
    expect(calls).toEqual([{ object }]);
  });

  it('gives the failed load as the error and sends nothing; the next send loads again', async () => {
    const calls = recordRequests();
    // The load as the part renders fails, and so does the one the first send starts.
    const { user } = renderSender(2);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/failed: Failed to fetch/)).toBeVisible();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('stored 1')).toBeVisible();
    expect(calls).toEqual([{ object }]);
  });

  it('is refused outside the app, which keeps the one client', () => {
    expect(() =>
      render(<Sender load={() => Promise.resolve(SubmitContactRequestDocument)} />),
    ).toThrow('useLazyMutation needs the app (its GraphqlSlotContext)');
  });
});
