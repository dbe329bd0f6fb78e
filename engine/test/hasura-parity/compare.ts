/*
 * How tests-py compares a response, as the README of ../shared/hasura-tests explains: HTTP status
 * exactly; bodies as JSON where lists keep their order and, inside `data`, object keys must come
 * in selection-set order; numerics as the server prints them with --stringify-numeric-types
 * (bigint and numeric are strings in the expectation, so they must be strings here). Error
 * messages are soft (the copied cases span Hasura versions with different wording): codes, paths
 * and everything else strictly, the message reported but not failed on.
 */

export interface Comparison {
  ok: boolean;
  /** Where the first difference is, with both values. */
  difference?: string;
  /** Error messages that differ only in wording. */
  messageDifferences: string[];
}

export function compareResponse(expected: unknown, actual: unknown): Comparison {
  const messageDifferences: string[] = [];
  const difference = diff(expected, actual, '$', { inData: false, messageDifferences });
  return difference === undefined
    ? { ok: true, messageDifferences }
    : { ok: false, difference, messageDifferences };
}

interface Context {
  inData: boolean;
  messageDifferences: string[];
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** v1-era quoting (`field "x"`) and v2 (`field 'x'`) say the same thing. */
export function normalizeMessage(message: string): string {
  return message.replaceAll('"', "'").replace(/\s+/g, ' ').trim();
}

function diff(expected: unknown, actual: unknown, at: string, context: Context): string | undefined {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at}: expected ${show(expected)}, got ${show(actual)}`;
    if (expected.length !== actual.length) {
      return `${at}: expected ${expected.length} items ${show(expected)}, got ${actual.length} ${show(actual)}`;
    }
    for (let i = 0; i < expected.length; i++) {
      const found = diff(expected[i], actual[i], `${at}[${i}]`, context);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return `${at}: expected ${show(expected)}, got ${show(actual)}`;
    const expectedKeys = Object.keys(expected);
    const actualKeys = Object.keys(actual);
    const missing = expectedKeys.filter((k) => !(k in actual));
    const extra = actualKeys.filter((k) => !(k in expected));
    if (missing.length > 0 || extra.length > 0) {
      return `${at}: keys differ (missing ${show(missing)}, unexpected ${show(extra)}) in ${show(actual)}`;
    }
    if (context.inData && expectedKeys.join('\u0000') !== actualKeys.join('\u0000')) {
      return `${at}: key order ${show(actualKeys)}, expected ${show(expectedKeys)}`;
    }
    for (const name of expectedKeys) {
      const path = `${at}.${name}`;
      if (name === 'message' && typeof expected[name] === 'string' && typeof actual[name] === 'string') {
        if (expected[name] !== actual[name]) {
          if (normalizeMessage(expected[name]) !== normalizeMessage(actual[name])) {
            context.messageDifferences.push(`${path}: expected ${show(expected[name])}, got ${show(actual[name])}`);
          }
        }
        continue;
      }
      const inner = { ...context, inData: context.inData || (/^\$(\[\d+\])?$/.test(at) && name === 'data') };
      const found = diff(expected[name], actual[name], path, inner);
      if (found) return found;
      context.messageDifferences = inner.messageDifferences;
    }
    return undefined;
  }
  if (typeof expected === 'number' && typeof actual === 'number') {
    return Object.is(expected, actual) || expected === actual
      ? undefined
      : `${at}: expected ${expected}, got ${actual}`;
  }
  return expected === actual ? undefined : `${at}: expected ${show(expected)}, got ${show(actual)}`;
}
