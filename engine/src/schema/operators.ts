/** Hasura's comparison operators, shared by the schema, compiler and checks. */

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

/** PostGIS operators each type offers, with Hasura's descriptions. */
export const GEOGRAPHY_OPERATORS: Readonly<Record<string, string>> = {
  _st_intersects: 'does the column spatially intersect the given geography value',
  _st_d_within: 'is the column within a given distance from the given geography value',
};

export const GEOMETRY_OPERATORS: Readonly<Record<string, string>> = {
  _st_contains: 'does the column contain the given geometry value',
  _st_crosses: 'does the column cross the given geometry value',
  _st_equals: 'is the column equal to given geometry value (directionality is ignored)',
  _st_overlaps:
    "does the column 'spatially overlap' (intersect but not completely contain) the given geometry value",
  _st_touches: 'does the column have atleast one point in common with the given geometry value',
  _st_within: 'is the column contained in the given geometry value',
  _st_intersects: 'does the column spatially intersect the given geometry value',
  _st_3d_intersects: 'does the column spatially intersect the given geometry value in 3D',
  _st_d_within: 'is the column within a given distance from the given geometry value',
  _st_3d_d_within: 'is the column within a given 3D distance from the given geometry value',
};

/**
 * ltree: the label-path operators, with Hasura's descriptions
 * (server/src-lib/Hasura/Backends/Postgres/Instances/Schema.hs, comparisonExps).
 */
export const LTREE_OPERATORS: Readonly<Record<string, string>> = {
  _ancestor: 'is the left argument an ancestor of right (or equal)?',
  _ancestor_any: 'does array contain an ancestor of `ltree`?',
  _descendant: 'is the left argument a descendant of right (or equal)?',
  _descendant_any: 'does array contain a descendant of `ltree`?',
  _matches: 'does `ltree` match `lquery`?',
  _matches_any: 'does `ltree` match any `lquery` in array?',
  _matches_fulltext: 'does `ltree` match `ltxtquery`?',
};

export const COMPARISON_OPERATORS: ReadonlySet<string> = new Set([
  ...GENERIC_OPERATORS,
  ...TEXT_OPERATORS,
  ...JSONB_OPERATORS,
  ...Object.keys(LTREE_OPERATORS),
  ...Object.keys(GEOMETRY_OPERATORS),
  '_cast',
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
