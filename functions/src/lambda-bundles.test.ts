import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildResult } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleOptions,
  capabilitiesIn,
  entryPoints,
  functionsDir,
  lambdaEntriesPlugin,
  type LambdaFunction,
  lambdaFunctions,
} from '../scripts/lambda-entries';
import { FUNCTION_PROVIDERS } from '../scripts/sam-template';
import { parsedTemplate, type SamTemplate } from '../test/sam-template-file';
import type { Capability } from './lambda-handler';
import { kebab } from './lib/router';
import { DEPLOYED_RAW_ROUTES } from './rest-routes';

/**
 * Every function's bundle, built as `npm run build:functions` builds it (one esbuild call, the
 * same entries and options) but not minified, so its code can be read, and not written; beside
 * them, for scale, the bundle of every action at once (src/lambda.ts), which each function used
 * to be.
 */
const outdir = path.join(functionsDir, 'dist');
const ALL_ACTIONS = 'all-actions/index';
let functions: LambdaFunction[] = [];
let result: BuildResult<{ write: false; metafile: true }>;

beforeAll(async () => {
  functions = await lambdaFunctions();
  result = await build({
    ...bundleOptions,
    minify: false,
    sourcemap: false,
    write: false,
    metafile: true,
    outdir,
    outExtension: { '.js': '.mjs' },
    entryPoints: {
      ...entryPoints(functions),
      [ALL_ACTIONS]: path.join(functionsDir, 'src', 'lambda.ts'),
    },
    plugins: [lambdaEntriesPlugin(functions)],
  });
  // esbuild's one call for ~45 entries: seconds alone, longer on a shared machine.
}, 300_000);

const outputPath = (name: string) => path.join(outdir, name, 'index.mjs');
const bundle = (fnName: string) => {
  const file = outputPath(kebab(fnName));
  const output = result.outputFiles.find((f) => f.path === file);
  const meta = result.metafile.outputs[path.relative(process.cwd(), file)];
  if (!output || !meta) throw new Error(`no bundle for ${fnName}`);
  // Module paths relative to functions/ (node_modules/... for packages, wherever installed).
  const inputs = Object.keys(meta.inputs).map((input) =>
    input.includes('node_modules/')
      ? input.slice(input.lastIndexOf('node_modules/'))
      : path.relative(functionsDir, path.resolve(input)),
  );
  return { code: output.text, bytes: output.contents.length, inputs, exports: meta.exports };
};
const carries = (inputs: readonly string[], prefix: string) =>
  inputs.some((input) => input.startsWith(prefix));

describe('the Lambda bundles', () => {
  it('builds the bundle of every function of template.yaml at its CodeUri, exporting the function its Handler names', () => {
    const template = parsedTemplate as SamTemplate;
    const deployed = Object.values(template.Resources).flatMap((resource) =>
      resource.Type === 'AWS::Serverless::Function' ? [resource.Properties] : [],
    );
    expect(deployed).toHaveLength(functions.length);
    for (const { CodeUri, Handler } of deployed) {
      const [module, exported] = Handler.split('.');
      const file = path.join(functionsDir, CodeUri, `${module ?? ''}.mjs`);
      const meta = result.metafile.outputs[path.relative(process.cwd(), file)];
      expect(meta?.exports, CodeUri).toEqual([exported]);
    }
  });

  it('gives each function the providers its own code uses, and no other', () => {
    const mismatches = functions.flatMap((fn) => {
      const used = capabilitiesIn(bundle(fn.name).code);
      const granted = [...(FUNCTION_PROVIDERS[fn.name] ?? [])];
      return used.sort().join() === granted.sort().join() ? [] : [{ fn: fn.name, used, granted }];
    });
    expect(mismatches).toEqual([]);
  });

  it('bundles an AWS SDK client, at the pinned version, only into the functions whose role may use its service', () => {
    const clients: Record<Exclude<Capability, 'payments'>, readonly string[]> = {
      mail: ['node_modules/@aws-sdk/client-sesv2/'],
      sms: ['node_modules/@aws-sdk/client-sns/'],
      files: ['node_modules/@aws-sdk/client-s3/', 'node_modules/@aws-sdk/s3-request-presigner/'],
    };
    for (const [capability, prefixes] of Object.entries(clients)) {
      const granted = functions
        .filter((fn) => (FUNCTION_PROVIDERS[fn.name] ?? []).includes(capability as Capability))
        .map((fn) => fn.name);
      expect(granted.length, capability).toBeGreaterThan(0);
      for (const prefix of prefixes) {
        const carrying = functions
          .filter((fn) => carries(bundle(fn.name).inputs, prefix))
          .map((fn) => fn.name);
        expect(carrying, prefix).toEqual(granted);
      }
    }
  });

  it("carries in login's bundle the login action alone, without PayPal or the AWS SDK, at a fraction of the size of every action's", () => {
    const login = bundle('login');
    const all = bundle('all-actions');
    const handlerModules = new Set(functions.map((fn) => `${fn.handler.module}.ts`));
    expect(login.inputs.filter((input) => handlerModules.has(input))).toEqual([
      'src/actions/login.ts',
    ]);
    expect(carries(login.inputs, 'node_modules/@aws-sdk/')).toBe(false);
    expect(login.inputs).not.toContain('src/providers/paypal.ts');
    expect(login.code).not.toContain('/v2/checkout/orders');
    // The bundle of every action carries all of these.
    expect(all.inputs).toEqual(
      expect.arrayContaining(['src/actions/payment.ts', 'src/providers/paypal.ts']),
    );
    expect(carries(all.inputs, 'node_modules/@aws-sdk/client-sesv2/')).toBe(true);
    expect(login.bytes).toBeLessThan(all.bytes / 2);
  });

  it('carries the raw routes of each deployed raw path in the bundle of the function it is routed to', () => {
    for (const route of DEPLOYED_RAW_ROUTES) {
      const fn = functions.find((f) => f.name === route.action);
      expect(fn?.raw.length, route.path).toBeGreaterThan(0);
      for (const raw of fn?.raw ?? [])
        expect(bundle(route.action).inputs, route.path).toContain(`${raw.module}.ts`);
    }
    const unrouted = functions.filter(
      (fn) => fn.raw.length > 0 && !DEPLOYED_RAW_ROUTES.some((r) => r.action === fn.name),
    );
    expect(unrouted).toEqual([]);
  });

  it('never carries the dev outbox, whatever the environment says', () => {
    const carrying = functions.filter((fn) =>
      bundle(fn.name).inputs.includes('src/lib/dev-outbox.ts'),
    );
    expect(carrying.map((fn) => fn.name)).toEqual([]);
    expect(bundle('all-actions').inputs).toContain('src/lib/dev-outbox.ts');
  });

  describe('a built bundle', () => {
    let dir = '';
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('loads in Node and exports its handler', async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'petwell-lambda-'));
      const file = path.join(dir, 'login', 'index.mjs');
      await mkdir(path.dirname(file));
      await writeFile(file, bundle('login').code);
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      expect(typeof module['handler']).toBe('function');
    }, 60_000);
  });
});
