import { rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureWebBuild } from './ensure-web-build';

const root = path.resolve(import.meta.dirname, '../..');
const index = path.join(root, 'web/dist/index.html');

// The only test that writes web/dist (npm start's own build step); the browser tests build it
// again afterwards with `npm run build:web`.
describe('npm start builds the web app when it is stale', () => {
  it('builds web/dist when a source is newer, and not again when it is fresh', async () => {
    const old = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    try {
      await utimes(index, old, old);
    } catch {
      // No build yet (a fresh clone): the first call builds it either way.
    }
    expect(await ensureWebBuild('web/dist')).toBe('built');
    expect((await stat(index)).mtimeMs).toBeGreaterThan(old.getTime());
    expect(await ensureWebBuild('web/dist')).toBe('fresh');
    // With the main site's pages prerendered; a build without them is built again.
    const home = path.join(root, 'web/dist/prerendered/index.html');
    expect((await stat(home)).isFile()).toBe(true);
    await rm(path.join(root, 'web/dist/prerendered'), { recursive: true });
    expect(await ensureWebBuild('web/dist')).toBe('built');
    expect((await stat(home)).isFile()).toBe(true);
  }, 180_000);

  it('leaves another dist folder (a deployment) alone', async () => {
    expect(await ensureWebBuild('/tmp/petwell-another-dist')).toBe('fresh');
  });
});
