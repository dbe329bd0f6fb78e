import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-parity.ts');
let emptyDir: string;

beforeAll(async () => {
  emptyDir = await mkdtemp(path.join(tmpdir(), 'petwell-no-suite-'));
});

afterAll(async () => {
  await rm(emptyDir, { recursive: true, force: true });
});

/** The parity run pointed at a folder without Hasura's suite. */
function runParity(ci: string | undefined): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, HASURA_TESTS_DIR: emptyDir };
  delete env['CI'];
  if (ci !== undefined) env['CI'] = ci;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, output });
    });
  });
}

describe('npm run test:hasura-parity without the suite folder', { timeout: 30_000 }, () => {
  it('fails under CI, naming the folder it looked in', async () => {
    const { code, output } = await runParity('true');
    expect(code).toBe(1);
    expect(output).toContain(
      `hasura parity: FAILED: Hasura's test suite (tests-py cases) is not at ${emptyDir}`,
    );
  });

  it('is left out with one line on a developer machine', async () => {
    const { code, output } = await runParity(undefined);
    expect(code).toBe(0);
    expect(output.trim()).toBe(
      `hasura parity: not run: Hasura's test suite (tests-py cases) is not at ${emptyDir}; HASURA_TESTS_DIR names another folder.`,
    );
  });
});
