/**
 * JSON kept in this tab's sessionStorage between pages (the checkout data, the booking wizard's
 * choices through a login). Storage can be disabled (privacy settings): then nothing is kept and
 * every read finds nothing. What is read back is checked by the caller's schema, since storage is
 * only as trustworthy as the page that wrote it.
 */
function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Any schema with zod's safeParse (a type only, so zod stays out of callers that only write). */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function writeSession(key: string, value: unknown): void {
  sessionStore()?.setItem(key, JSON.stringify(value));
}

/** The JSON value under `key`, unchecked (unknown); undefined when none or not JSON. */
export function readSessionJson(key: string): unknown {
  const text = sessionStore()?.getItem(key);
  if (text == null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The value under `key` when it is JSON of the schema's shape; otherwise undefined. */
export function readSession<T>(key: string, shape: StoredShape<T>): T | undefined {
  const value = readSessionJson(key);
  if (value === undefined) return undefined;
  const parsed = shape.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function removeSession(key: string): void {
  sessionStore()?.removeItem(key);
}
