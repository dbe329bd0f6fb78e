/**
 * The benchmarks' own dependencies (bench/package.json: PostGraphile, Lighthouse, autocannon,
 * chrome-launcher) stay out of the app's `npm ci`: every `npm run bench*` runs this first, and it
 * runs `npm ci --prefix bench` when bench/node_modules is missing or older than
 * bench/package-lock.json. Everything else the benchmarks import (the engine, pg, jose, vite,
 * Playwright, tsx) comes from the repository's own node_modules.
 *
 * `node bench/ensure-deps.mjs --check` (`npm run bench:deps`) also type-checks and lints bench/,
 * which `npm run typecheck` and `npm run lint` leave out because they run without these packages.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

const bench = import.meta.dirname;
const root = path.dirname(bench);

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// npm records what it installed in node_modules/.package-lock.json.
const installed = mtime(path.join(bench, 'node_modules', '.package-lock.json'));
const locked = mtime(path.join(bench, 'package-lock.json'));
if (installed === undefined || (locked !== undefined && locked > installed)) {
  console.log('Installing the benchmarks’ dependencies into bench/node_modules…');
  run('npm', ['ci', '--prefix', bench, '--no-audit', '--no-fund']);
}

if (process.argv.includes('--check')) {
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  run(bin('tsc'), ['-p', path.join(bench, 'tsconfig.json')]);
  run(bin('eslint'), ['--max-warnings', '0', 'bench'], { ...process.env, LINT_BENCH: '1' });
}
