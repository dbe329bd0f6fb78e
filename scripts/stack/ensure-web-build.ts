import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRERENDERED_DIR, prerenderWeb } from '../prerender-web';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'domain/src'];

async function newestChange(entry: string): Promise<number> {
  let info;
  try {
    info = await stat(entry);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of await readdir(entry)) {
    newest = Math.max(newest, await newestChange(path.join(entry, child)));
  }
  return newest;
}

/**
 * `npm start` serves the built SPA: build web/dist when it is missing or older than its sources
 * (a fresh clone, or after a pull), so `npm install && npm start` is all a newcomer runs.
 */
export async function ensureWebBuild(distDir: string): Promise<'fresh' | 'built'> {
  const dist = path.resolve(root, distDir);
  if (dist !== path.join(root, 'web/dist')) return 'fresh';
  // A build is whole once its pages are prerendered too (a build that stopped before, or one made
  // before prerendering, is built again).
  const built = Math.min(
    await newestChange(path.join(dist, 'index.html')),
    await newestChange(path.join(dist, PRERENDERED_DIR, 'index.html')),
  );
  const sources = Math.max(
    ...(await Promise.all(SOURCES.map((s) => newestChange(path.join(root, s))))),
  );
  if (built > 0 && built >= sources) return 'fresh';
  console.log('Building the web app (web/dist is missing or older than its sources)…');
  // vite's package exports hide bin/; its package.json is exported.
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', 'web', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`the web build failed (exit ${String(code)}); see the messages above`));
    });
  });
  await prerenderWeb(dist);
  return 'built';
}
