/**
 * The JSONPath subset Hasura accepts in `claims_namespace_path` and `claims_map`:
 * `$`, `.key`, `['key']`, `["key"]` and `[index]`. The leading `$` may be left out, as in Hasura.
 */
export type JsonPath = readonly (string | number)[];

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** Throws an Error describing the first unparsable position. */
export function parseJsonPath(source: string): JsonPath {
  const path: (string | number)[] = [];
  let i = source.startsWith('$') ? 1 : 0;
  if (i === 0 && source.length > 0 && source[0] !== '.' && source[0] !== '[') {
    // Hasura reads `hasura.claims` as `$.hasura.claims`.
    const end = keyEnd(source, 0);
    path.push(source.slice(0, end));
    i = end;
  }
  while (i < source.length) {
    const char = source[i];
    if (char === '.') {
      const end = keyEnd(source, i + 1);
      if (end === i + 1) throw new Error(`expected a key after '.' at position ${i}`);
      path.push(source.slice(i + 1, end));
      i = end;
    } else if (char === '[') {
      const close = bracketEnd(source, i);
      path.push(bracketSegment(source.slice(i + 1, close), i));
      i = close + 1;
    } else {
      throw new Error(`unexpected '${char ?? ''}' at position ${i}`);
    }
  }
  return path;
}

function keyEnd(source: string, from: number): number {
  let end = from;
  while (end < source.length && source[end] !== '.' && source[end] !== '[') end += 1;
  return end;
}

function bracketEnd(source: string, open: number): number {
  const quote = source[open + 1];
  if (quote === "'" || quote === '"') {
    const closeQuote = source.indexOf(quote, open + 2);
    if (closeQuote === -1 || source[closeQuote + 1] !== ']') {
      throw new Error(`unterminated ${quote}...${quote}] at position ${open}`);
    }
    return closeQuote + 1;
  }
  const close = source.indexOf(']', open);
  if (close === -1) throw new Error(`missing ']' for '[' at position ${open}`);
  return close;
}

function bracketSegment(inner: string, position: number): string | number {
  const quote = inner[0];
  if ((quote === "'" || quote === '"') && inner.endsWith(quote) && inner.length >= 2) {
    return inner.slice(1, -1);
  }
  if (/^\d+$/.test(inner)) return Number(inner);
  throw new Error(`expected an index or a quoted key inside [...] at position ${position}`);
}

/** The value at `path`, or undefined when any step is missing. */
export function readJsonPath(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (!isJsonObject(current) || !Object.hasOwn(current, step)) return undefined;
      current = current[step];
    }
  }
  return current;
}

export function formatJsonPath(path: JsonPath): string {
  return (
    '$' +
    path
      .map((step) =>
        typeof step === 'number' ? `[${step}]` : IDENTIFIER.test(step) ? `.${step}` : `['${step}']`,
      )
      .join('')
  );
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
