/**
 * An object relationship's row as the answer holds it. Hasura, and so the engine, types a
 * relationship over NOT NULL foreign-key columns as non-null, yet answers null when the target
 * table's select permission hides that row from the role. Read such a relationship through this
 * wherever a permission can hide it.
 */
export function mayBeHidden<T>(row: T): T | null {
  return row;
}
