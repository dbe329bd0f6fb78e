import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { PRERENDERED_DIR } from '../prerender-web';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli, then gzip), or null for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) quality.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Encoded {
  version: string;
  body: Promise<Record<Encoding, Buffer>>;
}

/**
 * Compressed copies of text files, made once per file version (hashed assets never change),
 * so a page costs its compressed size on the wire, not its raw size
 * (the Lighthouse targets of bench/README.md).
 */
function createCompressionCache() {
  const cache = new Map<string, Encoded>();
  return (file: string, version: string, raw: () => Promise<Buffer>) => {
    const hit = cache.get(file);
    if (hit?.version === version) return hit.body;
    const body = raw().then(async (buffer) => ({
      br: await brotli(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: await gzipAsync(buffer, { level: 9 }),
    }));
    cache.set(file, { version, body });
    // A failed read is not cached.
    body.catch(() => cache.delete(file));
    return body;
  };
}

export interface StaticSiteOptions {
  /**
   * The SPA's run-time configuration (web/src/config/config.ts), put into index.html as a JSON
   * data block in place of `<!--petwell-config-->`.
   */
  config?: Readonly<Record<string, unknown>>;
  /**
   * Headers of index.html (the Content-Security-Policy), or a function of the page's path: the
   * same file answers every client route, and routes differ in who may frame them.
   */
  pageHeaders?:
    | Readonly<Record<string, string>>
    | ((
        pathname: string,
      ) => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>);
  /**
   * Whether a request's host gets the prerendered pages (`prerendered/<path>/index.html`, written
   * by scripts/prerender-web.ts): the main site's host. Practices' sites and consult hosts get
   * index.html, whose app renders their own pages. Without it no prerendered page is sent.
   */
  prerenderedFor?: (host: string) => boolean;
}

/**
 * The prerendered page for a GET of `pathname`, when the host gets them and the URL has no query
 * (a query can change what the page shows: a consultation link, a client's logo); null otherwise.
 */
async function prerenderedPage(
  root: string,
  pathname: string,
  url: URL,
  request: IncomingMessage,
  prerenderedFor: StaticSiteOptions['prerenderedFor'],
): Promise<{ file: string; stats: Stats } | null> {
  if (!prerenderedFor || url.search !== '' || !prerenderedFor(request.headers.host ?? '')) {
    return null;
  }
  const page = pathname.replace(/\/+$/, '');
  if (page.includes('.') || page.includes('\\')) return null;
  const file = path.join(root, PRERENDERED_DIR, page, 'index.html');
  const stats = await fileStats(file);
  return stats ? { file, stats } : null;
}

const CONFIG_PLACEHOLDER = '<!--petwell-config-->';

/** JSON that cannot close the script element it sits in. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Serves a built single-page app: files under `root`, index.html for `/` whatever the client
 * accepts, and for any other GET that accepts HTML (history fallback), so client-side routes
 * survive a reload. index.html carries
 * the config block and is never cached; files under /assets/ (content-hashed) are cached for a
 * year. Text is sent brotli- or gzip-compressed when the client accepts it.
 */
export function staticSite(root: string, options: StaticSiteOptions = {}) {
  const configBlock = options.config
    ? `<script type="application/json" id="petwell-config">${scriptSafeJson(options.config)}</script>`
    : '';
  const resolvedRoot = path.resolve(root);
  const compressed = createCompressionCache();
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return false;
    }
    const candidate = path.resolve(resolvedRoot, `.${pathname}`);
    // Never serve outside the root (../ in the path).
    if (candidate !== resolvedRoot && !candidate.startsWith(`${resolvedRoot}${path.sep}`)) {
      return false;
    }
    let file = candidate;
    // The prerendered pages are sent for their paths only, to the hosts they are for.
    const hidden =
      pathname === `/${PRERENDERED_DIR}` || pathname.startsWith(`/${PRERENDERED_DIR}/`);
    let stats = hidden ? null : await fileStats(file);
    const accept = request.headers.accept ?? '';
    const page =
      !stats && (pathname === '/' || accept.includes('text/html'))
        ? await prerenderedPage(resolvedRoot, pathname, url, request, options.prerenderedFor)
        : null;
    if (page) {
      file = page.file;
      stats = page.stats;
    }
    if (!stats) {
      // The root is the app whatever the client accepts (curl sends */*); other unknown paths
      // are client routes only for a browser, so an API client still gets its JSON 404.
      const isRoot = pathname === '/';
      if (!isRoot && (path.extname(pathname) !== '' || !accept.includes('text/html'))) return false;
      file = path.join(resolvedRoot, 'index.html');
      stats = await fileStats(file);
      if (!stats) return false;
    }
    const extension = path.extname(file);
    const isIndex = path.basename(file) === 'index.html';
    const forPage = !isIndex
      ? {}
      : typeof options.pageHeaders === 'function'
        ? await options.pageHeaders(pathname)
        : options.pageHeaders;
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'cache-control': isIndex
        ? 'no-cache'
        : pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      ...(isIndex ? { 'referrer-policy': 'strict-origin-when-cross-origin', ...forPage } : {}),
    };
    const raw = isIndex
      ? async () =>
          Buffer.from((await readFile(file, 'utf8')).replace(CONFIG_PLACEHOLDER, configBlock))
      : () => readFile(file);
    const encoding = COMPRESSIBLE.has(extension)
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
    if (COMPRESSIBLE.has(extension)) headers['vary'] = 'Accept-Encoding';
    if (encoding) {
      const body = (await compressed(file, `${String(stats.mtimeMs)}:${String(stats.size)}`, raw))[
        encoding
      ];
      response.writeHead(200, {
        ...headers,
        'content-encoding': encoding,
        'content-length': String(body.length),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    }
    if (isIndex) {
      const body = await raw();
      response.writeHead(200, { ...headers, 'content-length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    }
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    createReadStream(file).pipe(response);
    return true;
  };
}
