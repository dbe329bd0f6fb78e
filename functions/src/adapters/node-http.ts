import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpRequest, HttpResponse } from '../lib/http';
import { json } from '../lib/http';

/** Largest body read for an upload PUT (the biggest upload kind is 10 MB) and for anything else. */
const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 1;
const BODY_LIMIT = 1024 * 1024;

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function headerMap(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function send(response: ServerResponse, answer: HttpResponse): void {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}

/**
 * node:http glue: a mount for the local stack (answers false for paths it does not own) and the
 * request listener of `start:functions`.
 */
export function nodeMount(
  handle: (request: HttpRequest) => Promise<HttpResponse | undefined>,
  owns: (path: string) => boolean,
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!owns(url.pathname)) return false;
    const method = request.method ?? 'GET';
    let body: Buffer;
    try {
      body = await readBody(request, method === 'PUT' ? UPLOAD_BODY_LIMIT : BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        send(
          response,
          json(
            413,
            { message: 'The request body is too large.', code: 'validation-failed' },
            { connection: 'close' },
          ),
        );
        return true;
      }
      throw error;
    }
    const answer = await handle({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: headerMap(request),
      body,
      ip: request.socket.remoteAddress,
    });
    if (!answer) return false;
    send(response, answer);
    return true;
  };
}

/** The paths the functions own inside the one-process stack. */
export const functionPaths = (path: string) =>
  path.startsWith('/actions/') ||
  path.startsWith('/events/') ||
  path.startsWith('/api/') ||
  path.startsWith('/files/') ||
  path.startsWith('/dev/');
