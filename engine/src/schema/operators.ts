/** Hasura's comparison operators (hasura-brief 4.4), shared by the schema, compiler and checks. */

/** Every comparable scalar. */
export const GENERIC_OPERATORS = [
  '_eq',
  '_neq',
  '_gt',
  '_lt',
  '_gte',
  '_lte',
  '_in',
  '_nin',
  '_is_null',
] as const;

/** String, citext, bpchar: pattern matching. */
export const TEXT_OPERATORS = [
  '_like',
  '_nlike',
  '_ilike',
  '_nilike',
  '_similar',
  '_nsimilar',
  '_regex',
  '_nregex',
  '_iregex',
  '_niregex',
] as const;

/** jsonb: containment and keys. */
export const JSONB_OPERATORS = [
  '_contains',
  '_contained_in',
  '_has_key',
  '_has_keys_any',
  '_has_keys_all',
  '_jsonb_path_exists',
  '_jsonb_path_match',
] as const;

export const COMPARISON_OPERATORS: ReadonlySet<string> = new Set([
  ...GENERIC_OPERATORS,
  ...TEXT_OPERATORS,
  ...JSONB_OPERATORS,
]);

/** Column comparisons, in permissions only: the right-hand side is a column. */
export const COLUMN_OPERATORS: ReadonlySet<string> = new Set([
  '_ceq',
  '_cne',
  '_cgt',
  '_clt',
  '_cgte',
  '_clte',
]);
