import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ENGINE_VERSION } from '../engine';
import { stringifyGraphqlBody } from '../execute/raw-json';
import type { Engine, EngineResponse, HeaderMap } from '../engine-api';
import { EXPLORER_HEADERS, EXPLORER_HTML } from './explorer-page';

/**
 * Hasura's HTTP surface: POST /v1/graphql (HTTP 200 for every GraphQL-level
 * error), POST /v1alpha1/graphql (the legacy path: HTTP 400 when a request fails), POST /v1/graphql/explain,
 * POST /v1/metadata and POST /v2/query (the metadata API, run_sql), GET /healthz, GET /v1/version, and an explorer page at
 * /console. Other paths go to the mounted handlers (actions, REST, the SPA) in order.
 */

/** A handler for other paths; resolves true when it answered the request. */
export type HttpMount = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export interface EngineHttpOptions {
  mounts?: readonly HttpMount[];
  /** Largest accepted request body, in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /**
   * The server is the edge (no proxy in front, as in `npm start`): GraphQL requests carry
   * X-Forwarded-For set to the peer's address, replacing any the client sent, as nginx's
   * `proxy_set_header X-Forwarded-For $remote_addr` does in front of Hasura. Actions with
   * `forward_client_headers` pass it on, so their handlers see the client's address.
   */
  setForwardedFor?: boolean;
  /**
   * How long an idle keep-alive connection stays open, in ms (default `KEEP_ALIVE_MS`). Close the
   * server with `closeHttpServer`, which does not wait for it.
   */
  keepAliveMs?: number;
}

/**
 * How long an idle keep-alive connection stays open by default: longer than the clients that
 * pool connections keep theirs (a load balancer's idle timeout is 60 s), so a client never reuses
 * a connection the server is closing at that moment (ECONNRESET). Node's own default is 5 s.
 */
export const KEEP_ALIVE_MS = 65_000;

const JSON_TYPE = 'application/json; charset=utf-8';

export function headerMap(request: IncomingMessage): HeaderMap {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export class BodyTooLargeError extends Error {}

export async function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, type = JSON_TYPE): void {
  const text = typeof body === 'string' && type !== JSON_TYPE ? body : stringifyGraphqlBody(body);
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

function cors(request: IncomingMessage, response: ServerResponse): void {
  // Hasura allows every origin by default; credentials travel in headers, never cookies here.
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('vary', 'Origin');
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  response.setHeader(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? 'content-type, authorization',
  );
  response.setHeader('access-control-max-age', '1728000');
}

export function createEngineHttpServer(engine: Engine, options: EngineHttpOptions = {}): Server {
  const limit = options.maxBodyBytes ?? 1024 * 1024;
  const mounts = options.mounts ?? [];
  const clientHeaders = (request: IncomingMessage): HeaderMap => {
    const peer = request.socket.remoteAddress;
    return options.setForwardedFor && peer
      ? { ...headerMap(request), 'x-forwarded-for': peer }
      : headerMap(request);
  };

  async function jsonRequest(
    request: IncomingMessage,
    response: ServerResponse,
    run: (body: unknown) => Promise<EngineResponse>,
  ) {
    let text: string;
    try {
      text = await readBody(request, limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        // The rest of the body is never read, so this connection cannot carry another request.
        response.setHeader('connection', 'close');
        send(response, 413, { path: '$', error: 'request body too large', code: 'bad-request' });
        response.on('finish', () => request.destroy());
        return;
      }
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      send(response, 400, { path: '$', error: 'invalid json', code: 'invalid-json' });
      return;
    }
    const result = await run(body);
    // writeHead in send() keeps these beside its own headers.
    for (const [name, value] of result.headers ?? []) response.appendHeader(name, value);
    send(response, result.status, result.body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    const api = path.startsWith('/v1/') || path.startsWith('/v1alpha1/') || path.startsWith('/v2/');
    if (api) cors(request, response);
    if (method === 'OPTIONS' && api) {
      response.writeHead(204).end();
      return;
    }
    if (path === '/v1/graphql' && method === 'POST') {
      await jsonRequest(request, response, (body) =>
        engine.graphql({ headers: clientHeaders(request), body, rawJson: true }),
      );
      return;
    }
    if (path === '/v1alpha1/graphql' && method === 'POST') {
      // The legacy path: the same API, but a request that fails answers with HTTP 400.
      await jsonRequest(request, response, async (body) => {
        const result = await engine.graphql({
          headers: clientHeaders(request),
          body,
          rawJson: true,
        });
        const failed = (item: unknown) =>
          item !== null && typeof item === 'object' && 'errors' in item && !('data' in item);
        const status = Array.isArray(result.body)
          ? result.status
          : failed(result.body)
            ? 400
            : result.status;
        return { ...result, status };
      });
      return;
    }
    if (path === '/v1/metadata' && method === 'POST') {
      await jsonRequest(request, response, (body) =>
        engine.metadata({ headers: clientHeaders(request), body }),
      );
      return;
    }
    if (path === '/v2/query' && method === 'POST') {
      await jsonRequest(request, response, (body) =>
        engine.query({ headers: clientHeaders(request), body }),
      );
      return;
    }
    if (path === '/v1/graphql/explain' && method === 'POST') {
      await jsonRequest(request, response, (body) =>
        engine.explain({ headers: clientHeaders(request), body }),
      );
      return;
    }
    if ((path === '/healthz' || path === '/hasura/healthz') && method === 'GET') {
      send(response, 200, 'OK', 'text/plain; charset=utf-8');
      return;
    }
    if (path === '/v1/version' && method === 'GET') {
      send(response, 200, { version: ENGINE_VERSION, server_type: 'ce' });
      return;
    }
    if (path === '/console' && method === 'GET') {
      // Its own policy: no other site may frame it, and only its own inline script runs.
      for (const [name, value] of Object.entries(EXPLORER_HEADERS)) response.setHeader(name, value);
      send(response, 200, EXPLORER_HTML, 'text/html; charset=utf-8');
      return;
    }
    for (const mount of mounts) {
      if (await mount(request, response)) return;
    }
    send(response, 404, { path: '$', error: 'resource does not exist', code: 'not-found' });
  }

  const server = createServer((request, response) => {
    track(server, response);
    handle(request, response).catch((error: unknown) => {
      console.error('[engine] request failed', error);
      if (!response.headersSent) {
        send(response, 500, { path: '$', error: 'internal error', code: 'unexpected' });
      } else {
        response.end();
      }
    });
  });
  server.keepAliveTimeout = options.keepAliveMs ?? KEEP_ALIVE_MS;
  // A request's headers may take as long as a connection may idle (Node requires it longer).
  server.headersTimeout = server.keepAliveTimeout + 1000;
  return server;
}

interface OpenResponses {
  responses: Set<ServerResponse>;
  closing: boolean;
}

const openResponses = new WeakMap<Server, OpenResponses>();

/** Remembers a response until it is sent; while the server closes, its connection closes after it. */
function track(server: Server, response: ServerResponse): void {
  let open = openResponses.get(server);
  if (!open) {
    open = { responses: new Set(), closing: false };
    openResponses.set(server, open);
  }
  const { responses } = open;
  responses.add(response);
  response.once('close', () => responses.delete(response));
  if (open.closing) response.setHeader('connection', 'close');
}

/**
 * Stops a server made by `createEngineHttpServer`: no new connections, requests under way finish,
 * and each connection closes once its response is sent, so closing never waits for the
 * keep-alive time (`server.close` alone leaves a connection that goes idle after it began open
 * until then). Resolves once every connection is closed.
 */
export function closeHttpServer(server: Server): Promise<void> {
  const open = openResponses.get(server);
  if (open) {
    open.closing = true;
    for (const response of open.responses) {
      if (!response.headersSent) {
        response.setHeader('connection', 'close');
      } else {
        // Sent with keep-alive already: the connection is idle once the response has finished.
        response.once('finish', () => {
          setImmediate(() => {
            server.closeIdleConnections();
          });
        });
      }
    }
  }
  return new Promise<void>((resolve, reject) => {
    server.close((error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') {
        reject(error);
      } else {
        resolve();
      }
    });
    server.closeIdleConnections();
  });
}
