/**
 * `npm run build:functions`: one esbuild bundle per action and event handler, as its own AWS
 * Lambda (functions/dist/<kebab-name>/index.mjs, `export const handler`; each carries only its
 * own handler and providers, lambda-entries.ts), the self-contained server the docker-compose
 * service runs (functions/dist/server/index.mjs), and a refreshed functions/template.yaml. Every
 * bundle is imported once before the build counts as done, so a bundle that cannot load fails
 * here and not on AWS.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { kebab } from '../src/lib/router';
import { ACTIONS, EVENTS, REST_ROUTES } from '../src/registry';
import { buildLambdaBundles, bundleOptions, functionsDir, lambdaFunctions } from './lambda-entries';
import { formattedSamTemplate, TEMPLATE_FILE } from './sam-template';

const distDir = path.join(functionsDir, 'dist');

interface Built {
  name: string;
  file: string;
}

async function buildServer(): Promise<Built> {
  const file = path.join(distDir, 'server', 'index.mjs');
  // The container has no node_modules, so the server carries everything, the AWS SDK included.
  await build({
    ...bundleOptions,
    entryPoints: [path.join(functionsDir, 'src', 'server.ts')],
    outfile: file,
  });
  return { name: '(docker-compose server)', file };
}

async function loads(built: Built, exportName: string): Promise<void> {
  const module = (await import(pathToFileURL(built.file).href)) as Record<string, unknown>;
  if (typeof module[exportName] !== 'function')
    throw new Error(`${built.file} does not export a function "${exportName}"`);
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  if (ACTIONS.length === 0) throw new Error('the registry (functions/src/registry.ts) is empty');
  const started = Date.now();
  await rm(distDir, { recursive: true, force: true });
  const functions = await lambdaFunctions();
  await buildLambdaBundles(functions, { outdir: distDir });
  const actions = functions.map((fn) => ({
    name: fn.name,
    file: path.join(distDir, kebab(fn.name), 'index.mjs'),
  }));
  const server = await buildServer();
  for (const built of actions) await loads(built, 'handler');
  // Imported, the server does not start (it starts only as the program node runs).
  await loads(server, 'startFunctionsServer');

  const width = Math.max(...[...actions, server].map((b) => b.name.length));
  console.log(`functions/dist (${String(Date.now() - started)} ms)`);
  for (const built of [...actions, server]) {
    const code = await readFile(built.file);
    const where = path.relative(functionsDir, built.file);
    console.log(
      `  ${built.name.padEnd(width)}  ${where.padEnd(36)} ${kilobytes(code.length).padStart(10)}  (${kilobytes(gzipSync(code).length)} gzip)`,
    );
  }

  const template = await formattedSamTemplate(ACTIONS, REST_ROUTES, EVENTS);
  const before = await readFile(TEMPLATE_FILE, 'utf8').catch(() => '');
  if (before !== template) await writeFile(TEMPLATE_FILE, template);
  console.log(
    `${path.relative(process.cwd(), TEMPLATE_FILE)}: ${before === template ? 'up to date' : 'written'} (${String(ACTIONS.length + EVENTS.length)} functions)`,
  );
}

main().catch((error: unknown) => {
  console.error('build:functions failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
