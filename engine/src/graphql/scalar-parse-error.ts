/**
 * A value a scalar's parser refuses, as Hasura's column parsers refuse it
 * (Hasura/Backends/Postgres/SQL/Value.hs `parsePGValue`): the request fails with parse-failed at
 * the value's path, before any SQL runs. The message is Hasura's.
 */
export class ScalarParseError extends Error {}
