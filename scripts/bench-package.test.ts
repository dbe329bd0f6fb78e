import { readdir, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The benchmarks' heavy packages (PostGraphile with its UI, Lighthouse) live in bench/'s own
 * package, so the app's `npm ci` (developers, CI) never installs them; `npm run bench*` does
 * (bench/ensure-deps.mjs).
 */
const root = path.resolve(import.meta.dirname, '..');
const BENCH_ONLY = ['autocannon', 'chrome-launcher', 'lighthouse', 'postgraphile'];

interface PackageJson {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(path.join(root, file), 'utf8')) as T;

const declared = (pkg: PackageJson) =>
  Object.keys({
    ...pkg.dependencies,
    ...pkg.devDependencies,
    ...pkg.optionalDependencies,
    ...pkg.peerDependencies,
  });

async function appPackages(): Promise<{ file: string; pkg: PackageJson }[]> {
  const rootPkg = await readJson<PackageJson>('package.json');
  const workspaces = await Promise.all(
    (rootPkg.workspaces ?? []).map(async (dir) => ({
      file: `${dir}/package.json`,
      pkg: await readJson<PackageJson>(`${dir}/package.json`),
    })),
  );
  return [{ file: 'package.json', pkg: rootPkg }, ...workspaces];
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|mts|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

/** The package a bare import names: `postgraphile/utils` → postgraphile, `@a/b/c` → @a/b. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the benchmarks’ own package', () => {
  it('keeps every benchmark-only package out of the app’s install, and bench/ out of its workspaces', async () => {
    for (const { file, pkg } of await appPackages()) {
      expect(
        declared(pkg).filter((name) => BENCH_ONLY.includes(name)),
        file,
      ).toEqual([]);
    }
    const rootPkg = await readJson<PackageJson>('package.json');
    expect(rootPkg.workspaces ?? []).not.toContain('bench');
  });

  it('pins each benchmark-only package to one version, and its lock file installs that version', async () => {
    const bench = await readJson<PackageJson>('bench/package.json');
    expect(Object.keys(bench.dependencies ?? {}).sort()).toEqual(BENCH_ONLY);
    const lock = await readJson<{
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    }>('bench/package-lock.json');
    expect(lock.packages['']?.dependencies).toEqual(bench.dependencies);
    for (const [name, version] of Object.entries(bench.dependencies ?? {})) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
  });

  it('declares every package the benchmarks import, in bench/package.json or in the app', async () => {
    const bench = await readJson<PackageJson>('bench/package.json');
    const apps = await appPackages();
    const available = new Set([
      ...declared(bench),
      ...apps.flatMap(({ pkg }) => [...declared(pkg), ...(pkg.name ? [pkg.name] : [])]),
    ]);
    const imported = new Set<string>();
    for (const file of await sourceFiles('bench')) {
      const text = await readFile(file, 'utf8');
      // Static imports (`import x from '...'`, `import '...'`) and dynamic `import('...')`.
      for (const match of text.matchAll(
        /(?:^import\s(?:[^;']*?\sfrom\s)?|\bimport\()\s*'([^']+)'/gm,
      )) {
        const specifier = match[1] ?? '';
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
        if (builtinModules.includes(specifier)) continue;
        imported.add(packageOf(specifier));
      }
    }
    expect([...imported].filter((name) => !available.has(name)).sort()).toEqual([]);
    // The benchmark-only packages are the ones bench/ imports that the app does not declare.
    const appDeclared = new Set(apps.flatMap(({ pkg }) => declared(pkg)));
    expect(
      [...imported]
        .filter((name) => !appDeclared.has(name) && !name.startsWith('@petwell/'))
        .sort(),
    ).toEqual(BENCH_ONLY);
  });
});
