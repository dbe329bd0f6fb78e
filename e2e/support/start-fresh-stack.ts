import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { prerenderWeb } from '../../scripts/prerender-web';
import { E2E_DATA_DIR } from './stack';

/**
 * The browser tests' web server (e2e/playwright.config.ts), run from the repository root:
 * deletes the tests' data folder, builds the SPA from the current sources into it (its own copy,
 * so a `npm run build:web` elsewhere never swaps the chunks under a running test) with the main
 * site's prerendered pages, then runs
 * `npm start`'s scripts/start.ts, which migrates and loads the demo data into the new database.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, E2E_DATA_DIR);
const webDist = path.join(dataDir, 'web-dist');
await rm(dataDir, { recursive: true, force: true });
// Vite's build sets NODE_ENV=production in this process; the stack below is the local one (its
// functions refuse the dev outbox under production), so the caller's value is put back.
const nodeEnv = process.env['NODE_ENV'];
await build({
  root: path.join(root, 'web'),
  logLevel: 'warn',
  build: { outDir: webDist, emptyOutDir: true },
});
await prerenderWeb(webDist);
if (nodeEnv === undefined) delete process.env['NODE_ENV'];
else process.env['NODE_ENV'] = nodeEnv;
process.env['WEB_DIST_DIR'] = webDist;
await import('../../scripts/start');
