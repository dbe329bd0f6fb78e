/**
 * The entry of each Lambda bundle, made at build time from the registry: it imports only its own
 * action or event handler, its REST and raw routes and the providers its function is granted
 * (FUNCTION_PROVIDERS in sam-template.ts) through src/lambda-handler.ts, so esbuild leaves every
 * other action, and the AWS SDK clients the function does not use, out of the bundle.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import type { Capability } from '../src/lambda-handler';
import { kebab } from '../src/lib/router';
import { ACTIONS, DEPLOYED_RAW_ROUTES, EVENTS } from '../src/registry';
import { FUNCTION_PROVIDERS } from './sam-template';

export const functionsDir = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(functionsDir, 'src');

interface ExportRef {
  /** Relative to functions/, without the extension, e.g. src/actions/login. */
  module: string;
  exportName: string;
}

export interface LambdaFunction {
  /** The action's or event handler's name (snake_case). */
  name: string;
  kind: 'action' | 'event';
  /** Where its definition is exported (a list, e.g. WAITLIST_EVENTS, is searched by name). */
  handler: ExportRef & { list: boolean };
  /** The raw routes it carries (DEPLOYED_RAW_ROUTES). */
  raw: readonly ExportRef[];
}

/** The module exporting each raw route of DEPLOYED_RAW_ROUTES, by the function that carries it. */
export const DEPLOYED_RAW_ROUTE_EXPORTS: Readonly<Record<string, readonly ExportRef[]>> = {
  presign_file: [{ module: 'src/actions/serve-files', exportName: 'filesRoute' }],
  booking_reminder: [{ module: 'src/lib/unsubscribe', exportName: 'unsubscribeRoute' }],
};

/** The implementation each capability's entry imports (src/lambda-handler.ts AwsProviders). */
const PROVIDER_EXPORTS: Readonly<Record<Capability, ExportRef>> = {
  mail: { module: 'src/providers/mail', exportName: 'sesDelivery' },
  sms: { module: 'src/providers/sms', exportName: 'snsDelivery' },
  files: { module: 'src/providers/storage-s3', exportName: 'createS3Storage' },
  payments: { module: 'src/providers/payments', exportName: 'createPaymentGateways' },
};

/**
 * Every deployed function and the module of its handler, found by importing the modules
 * registry.ts imports and looking for the registered definitions among their exports.
 */
export async function lambdaFunctions(): Promise<LambdaFunction[]> {
  const registrySource = await readFile(path.join(srcDir, 'registry.ts'), 'utf8');
  const modules = [
    ...registrySource.matchAll(/^import \{[^}]+\} from '\.\/((?:actions|events)\/[a-z0-9-]+)';$/gm),
  ].map((match) => `src/${match[1] ?? ''}`);
  const found = new Map<unknown, LambdaFunction['handler']>();
  for (const module of modules) {
    const exported = (await import(
      pathToFileURL(path.join(functionsDir, `${module}.ts`)).href
    )) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exported)) {
      for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
        found.set(item, { module, exportName, list: Array.isArray(value) });
    }
  }
  const definitions = [
    ...ACTIONS.map((definition) => ({ definition, kind: 'action' as const })),
    ...EVENTS.map((definition) => ({ definition, kind: 'event' as const })),
  ];
  return definitions.map(({ definition, kind }) => {
    const handler = found.get(definition);
    if (!handler)
      throw new Error(
        `lambda entries: "${definition.name}" is not exported by a module registry.ts imports from ./actions or ./events`,
      );
    return {
      name: definition.name,
      kind,
      handler,
      raw: DEPLOYED_RAW_ROUTES.some((route) => route.action === definition.name)
        ? (DEPLOYED_RAW_ROUTE_EXPORTS[definition.name] ?? [])
        : [],
    };
  });
}

const importOf = (ref: ExportRef, as: string) =>
  `import { ${ref.exportName} as ${as} } from './${ref.module}';`;

/** The entry's source, resolved from functions/. */
export function entrySource(
  fn: LambdaFunction,
  capabilities: readonly Capability[] = FUNCTION_PROVIDERS[fn.name] ?? [],
): string {
  const name = JSON.stringify(fn.name);
  return [
    `// The Lambda entry of ${fn.name} (functions/scripts/lambda-entries.ts).`,
    "import { awsDeps, lambdaHandler } from './src/lambda-handler';",
    "import { REST_ROUTES } from './src/rest-routes';",
    importOf(fn.handler, 'exported'),
    ...fn.raw.map((ref, i) => importOf(ref, `raw${String(i)}`)),
    ...capabilities.map((capability) => importOf(PROVIDER_EXPORTS[capability], capability)),
    fn.handler.list
      ? `const handled = exported.find((definition) => definition.name === ${name});`
      : 'const handled = exported;',
    `if (!handled) throw new Error(${JSON.stringify(`${fn.name} is not in ${fn.handler.exportName}`)});`,
    'export const handler = lambdaHandler(',
    '  {',
    `    actions: [${fn.kind === 'action' ? 'handled' : ''}],`,
    `    events: [${fn.kind === 'event' ? 'handled' : ''}],`,
    `    rest: REST_ROUTES.filter((route) => route.action === ${name}),`,
    `    raw: [${fn.raw.map((_, i) => `raw${String(i)}`).join(', ')}],`,
    '  },',
    `  awsDeps({ ${capabilities.join(', ')} }),`,
    ');',
    '',
  ].join('\n');
}

const NAMESPACE = 'petwell-lambda';

/** Serves each function's entry to esbuild as `petwell-lambda:<kebab-name>`. */
export function lambdaEntriesPlugin(
  functions: readonly LambdaFunction[],
  capabilities?: (fn: LambdaFunction) => readonly Capability[],
): Plugin {
  const byKebab = new Map(functions.map((fn) => [kebab(fn.name), fn]));
  return {
    name: 'petwell-lambda-entries',
    setup(esbuild) {
      esbuild.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      esbuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const fn = byKebab.get(args.path);
        if (!fn) return { errors: [{ text: `no Lambda function "${args.path}"` }] };
        return {
          contents: entrySource(fn, capabilities?.(fn)),
          loader: 'ts',
          resolveDir: functionsDir,
        };
      });
    },
  };
}

/** The entry points of one esbuild call: `<kebab-name>/index` → its entry. */
export const entryPoints = (functions: readonly LambdaFunction[]) =>
  Object.fromEntries(
    functions.map((fn) => [`${kebab(fn.name)}/index`, `${NAMESPACE}:${kebab(fn.name)}`]),
  );

// CommonJS dependencies (pg, nodemailer, the AWS SDK's) call require() for Node's modules; an ES
// module bundle has no require of its own.
const requireShim = [
  "import { createRequire as __petwellCreateRequire } from 'node:module';",
  'const require = __petwellCreateRequire(import.meta.url);',
].join('\n');

/** What every bundle, the server's included, is built with. */
export const bundleOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  keepNames: true,
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  banner: { js: requireShim },
  logLevel: 'warning',
  // pg-native is an optional pg add-on. The AWS SDK is bundled, at the version package.json
  // pins, rather than taken from the runtime (which may ship an older SESv2 client).
  external: ['pg-native'],
};

/** Builds every function's bundle in one esbuild call, into outdir/<kebab-name>/index.mjs. */
export async function buildLambdaBundles(
  functions: readonly LambdaFunction[],
  options: { outdir: string; write?: boolean },
) {
  return build({
    ...bundleOptions,
    entryPoints: entryPoints(functions),
    outdir: options.outdir,
    outExtension: { '.js': '.mjs' },
    write: options.write ?? true,
    metafile: true,
    plugins: [lambdaEntriesPlugin(functions)],
  });
}

const USES: Readonly<Record<Capability, RegExp>> = {
  mail: /\bdeps\d*\.mail\b/,
  sms: /\bdeps\d*\.sms\b/,
  files: /\bdeps\d*\.storage\b/,
  payments: /\bdeps\d*\.payments\b/,
};

/**
 * Which capabilities a bundle's code uses, read from its output built without minifying: what
 * esbuild keeps is the code the handler can reach, and it still reads `deps.mail`, `deps.sms`,
 * `deps.storage` or `deps.payments` where it uses them (esbuild may only number a renamed
 * `deps`). The providers' own code never names them, so a bundle's providers do not count.
 */
export const capabilitiesIn = (code: string): Capability[] =>
  (Object.keys(USES) as Capability[]).filter((capability) => USES[capability].test(code));
