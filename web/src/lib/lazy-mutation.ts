import type { DocumentNode } from 'graphql';
import { useCallback, useContext, useEffect } from 'react';
import type { AnyVariables, CombinedError } from 'urql';
import { GraphqlSlotContext } from './graphql-slot';

/** A mutation's types, as codegen names them: its data and its variables. */
export interface MutationTypes {
  data: unknown;
  variables: AnyVariables;
}

/** What a send gives: the data, or the error (urql's, or the failed load of the client). */
export interface LazyMutationResult<Data> {
  data?: Data | undefined;
  error?: CombinedError | Error | undefined;
}

/** The GraphQL client (urql) and a mutation's document, loaded together on demand. */
async function loadSender(loadDocument: () => Promise<DocumentNode>) {
  const [{ clientOf }, document] = await Promise.all([
    import('./graphql-provider'),
    loadDocument(),
  ]);
  return { clientOf, document };
}

/**
 * A mutation sent by a part that sends nothing else (the contact form), so that its page opens
 * without the GraphQL client: urql and the document start loading once the part has rendered, and
 * a send waits for them. Sent through the app's one client; a client that cannot load is the
 * send's error, as a network failure would be.
 */
export function useLazyMutation<Mutation extends MutationTypes>(
  loadDocument: () => Promise<DocumentNode>,
): (variables: Mutation['variables']) => Promise<LazyMutationResult<Mutation['data']>> {
  const slot = useContext(GraphqlSlotContext);
  if (!slot) throw new Error('useLazyMutation needs the app (its GraphqlSlotContext)');

  useEffect(() => {
    loadSender(loadDocument).catch(() => undefined);
  }, [loadDocument]);

  return useCallback(
    async (variables: Mutation['variables']) => {
      let sender: Awaited<ReturnType<typeof loadSender>>;
      try {
        sender = await loadSender(loadDocument);
      } catch (error) {
        return { error: error instanceof Error ? error : new Error(String(error)) };
      }
      return sender
        .clientOf(slot)
        .mutation<Mutation['data']>(sender.document, variables)
        .toPromise();
    },
    [slot, loadDocument],
  );
}
