/**
 * Transport-neutral HTTP shapes: the node mount (local stack, `start:functions`) and the Lambda
 * adapter both turn their requests into these and back. Header names are lower-case.
 */
export interface HttpRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** The peer address (a proxy's when one is in front). */
  ip: string | undefined;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: string | Buffer;
}

export function json(
  status: number,
  value: unknown,
  headers: Record<string, string | string[]> = {},
): HttpResponse {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
    body: JSON.stringify(value),
  };
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export function readJsonBody(request: HttpRequest): { ok: true; value: unknown } | { ok: false } {
  if (request.body.length === 0) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(request.body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}
