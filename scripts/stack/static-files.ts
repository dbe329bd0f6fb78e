import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export interface StaticSiteOptions {
  /**
   * The SPA's run-time configuration (web/src/config/config.ts), put into index.html as a JSON
   * data block in place of `<!--petwell-config-->`.
   */
  config?: Readonly<Record<string, unknown>>;
  /** Headers of index.html (the Content-Security-Policy). */
  pageHeaders?: Readonly<Record<string, string>>;
}

const CONFIG_PLACEHOLDER = '<!--petwell-config-->';

/** JSON that cannot close the script element it sits in. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Serves a built single-page app: files under `root`, and index.html for any other GET that
 * accepts HTML (history fallback), so client-side routes survive a reload. Hashed assets are
 * cached for a year, index.html never.
 */
export function staticSite(root: string, options: StaticSiteOptions = {}) {
  const configBlock = options.config
    ? `<script type="application/json" id="petwell-config">${scriptSafeJson(options.config)}</script>`
    : '';
  const resolvedRoot = path.resolve(root);
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
    if (!(await isFile(file))) {
      const accept = request.headers.accept ?? '';
      if (path.extname(pathname) !== '' || !accept.includes('text/html')) return false;
      file = path.join(resolvedRoot, 'index.html');
      if (!(await isFile(file))) return false;
    }
    const isIndex = path.basename(file) === 'index.html';
    if (isIndex) {
      const html = (await readFile(file, 'utf8')).replace(CONFIG_PLACEHOLDER, configBlock);
      response.writeHead(200, {
        'content-type': TYPES['.html'],
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        ...options.pageHeaders,
      });
      response.end(request.method === 'HEAD' ? undefined : html);
      return true;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    createReadStream(file).pipe(response);
    return true;
  };
}
