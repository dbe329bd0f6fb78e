import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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

/**
 * Serves a built single-page app: files under `root`, and index.html for any other GET that
 * accepts HTML (history fallback), so client-side routes survive a reload. Hashed assets are
 * cached for a year, index.html never.
 */
export function staticSite(root: string) {
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
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': isIndex ? 'no-cache' : 'public, max-age=31536000, immutable',
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
