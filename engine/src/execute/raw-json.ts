/**
 * A root field's answer as Postgres wrote it: JSON text the engine sends on without parsing it
 * into objects and serializing them again (as Hasura splices the database's JSON into its
 * response). Only `engine.graphql({..., rawJson: true})` returns it, for the HTTP server, which
 * writes the response with `stringifyGraphqlBody`; every other caller gets plain values.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function members(record: Record<string, unknown>, write: (key: string, value: unknown) => string) {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    // As JSON.stringify: a member without a value is left out.
    if (value === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${write(key, value)}`);
  }
  return `{${parts.join(',')}}`;
}

const value = (v: unknown): string => (v instanceof RawJson ? v.text : JSON.stringify(v));

/**
 * The JSON text of a GraphQL response body (one response or a batch of them), with the raw
 * answers of its `data` spliced in as they are. The same text as JSON.stringify otherwise.
 */
export function stringifyGraphqlBody(body: unknown): string {
  if (Array.isArray(body)) return `[${body.map(stringifyGraphqlBody).join(',')}]`;
  if (!isRecord(body) || !isRecord(body.data)) return JSON.stringify(body);
  return members(body, (key, v) =>
    key === 'data' && isRecord(v) ? members(v, (_, field) => value(field)) : JSON.stringify(v),
  );
}
