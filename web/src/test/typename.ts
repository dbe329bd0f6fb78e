/**
 * A generated operation type whose objects may also carry `__typename`. Codegen leaves it out
 * (skipTypename), but urql's document cache reads it from a mutation's answer to know which
 * queries to fetch again, so a test's fake answer names it.
 */
export type WithTypename<T> = T extends readonly (infer U)[]
  ? WithTypename<U>[]
  : T extends object
    ? { [K in keyof T]: WithTypename<T[K]> } & { __typename?: string }
    : T;
