import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { MESSAGES } from '@petwell/domain';

/** A GraphQL request that got no data: the data service's first message, or the generic one. */
export class GraphqlFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphqlFetchError';
  }
}

interface GraphqlAnswer<R> {
  data?: R | null;
  errors?: readonly { message?: unknown }[];
}

/**
 * Sends one public document (generated as a typed string: generated/public.ts) to the data
 * service with fetch alone, as the anonymous role, and answers its data. For a page that needs
 * one public answer as it opens and should not load the GraphQL client (urql, about 16 KiB gz)
 * for it: a sign-up link with a plan. Everything that needs the session uses the client.
 */
export async function fetchGraphql<R, V>(
  document: DocumentTypeDecoration<R, V> & { toString(): string },
  variables: V,
  url = '/v1/graphql',
): Promise<R> {
  let answer: GraphqlAnswer<R>;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: String(document), variables }),
    });
    answer = (await response.json()) as GraphqlAnswer<R>;
  } catch {
    throw new GraphqlFetchError(MESSAGES.generic);
  }
  if (answer.data && !answer.errors?.length) return answer.data;
  const message = answer.errors?.[0]?.message;
  throw new GraphqlFetchError(typeof message === 'string' ? message : MESSAGES.generic);
}
