/**
 * A value for `_like`/`_ilike` that matches itself and nothing else: LIKE's wildcards (% and _)
 * and its escape character are escaped, so `_ilike` is an exact, case-insensitive match.
 */
export const likeExact = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A typed code (a plan code from a `cc` link) with LIKE's wildcards and escape removed, trimmed:
 * `_ilike` then compares it case-insensitively, and `go%ld_` asks for `gold`, not for a pattern.
 */
export const withoutLikeWildcards = (code: string) => code.replace(/[\\%_]/g, '').trim();
