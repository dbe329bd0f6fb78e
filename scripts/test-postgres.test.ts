import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-postgres.mjs');
// Nothing listens on port 1, so the connection is refused at once.
const NO_SERVER = 'postgres://postgres@127.0.0.1:1/postgres';

function runScript(ci: string | undefined): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, TEST_POSTGRES_URL: NO_SERVER };
  delete env['CI'];
  if (ci !== undefined) env['CI'] = ci;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], { env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, output });
    });
  });
}

describe('npm run test:postgres without a server', { timeout: 20_000 }, () => {
  it('fails under CI, saying no server answers', async () => {
    const { code, output } = await runScript('true');
    expect(code).toBe(1);
    expect(output).toContain('test:postgres: FAILED: no Postgres server answers at 127.0.0.1:1');
  });

  it('is left out with one line on a developer machine', async () => {
    for (const ci of [undefined, 'false']) {
      const { code, output } = await runScript(ci);
      expect(code).toBe(0);
      expect(output).toContain('test:postgres: not run: no Postgres server answers at 127.0.0.1:1');
    }
  });
});
