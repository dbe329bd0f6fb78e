/**
 * Session variable values are strings that Postgres casts to the column type, so a JWT
 * claim that is not a string becomes the Postgres literal of its value:
 * arrays are array literals (`{a,b}`) for `_in`/`_nin`/`_has_keys_*`, objects are JSON text.
 * Returns undefined for null: a null claim is treated as an absent variable.
 */
export function toSessionValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function arrayLiteral(items: readonly unknown[]): string {
  return `{${items.map(arrayElement).join(',')}}`;
}

function arrayElement(item: unknown): string {
  if (item === null || item === undefined) return 'NULL';
  if (Array.isArray(item)) return arrayLiteral(item);
  const text =
    typeof item === 'string'
      ? item
      : typeof item === 'number' || typeof item === 'boolean'
        ? String(item)
        : JSON.stringify(item);
  return needsQuotes(text) ? `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"` : text;
}

function needsQuotes(text: string): boolean {
  return text === '' || text.toUpperCase() === 'NULL' || /[{}",\\\s]/.test(text);
}
