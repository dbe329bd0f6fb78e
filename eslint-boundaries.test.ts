import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryConfig, cycleConfig, domainConfig, testConfigs } from './eslint.boundaries.js';

// Lints probe files in a scratch tree shaped like the repository, with the real configs of the
// rules that hold its shape.
let root: string;
let eslint: ESLint;

const files: Record<string, string> = {
  'domain/src/index.ts': 'export const rule = 1;\n',
  'engine/src/index.ts': 'export const engine = 1;\n',
  'functions/src/index.ts': 'export const handler = 1;\n',
  'test-support/factories.ts': 'export const makeUser = 1;\n',
  'test-support/people.ts': 'export const uniqueEmail = 1;\n',
  'functions/test/harness.ts': 'export const startStack = 1;\n',
  'web/src/lib/client.ts': 'export const client = 1;\n',
  'web/src/features/pets/pet-card.ts': 'export const petCard = 1;\n',
  'web/src/features/booking/slot.ts': 'export const slot = 1;\n',
  'web/src/app/routes/pet-route.ts': 'export const petRoute = 1;\n',
  // A cycle: a.ts imports b.ts, which imports a.ts.
  'functions/src/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = b + 1;\n",
  'functions/src/cycle-b.ts':
    "import { a } from './cycle-a';\nexport const b = 1;\nexport const c = a;\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true },
    include: ['**/*.ts'],
  }),
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'petwell-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      {
        ...boundaryConfig,
        settings: {
          ...boundaryConfig.settings,
          'boundaries/root-path': root,
          'import/resolver': { node: { extensions: ['.ts'] } },
        },
      },
      cycleConfig([path.join(root, 'tsconfig.json')]),
      domainConfig,
      ...testConfigs,
    ],
  });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The rules that report `source` as the file `file` of the scratch tree. */
async function lint(file: string, source: string): Promise<{ rule: string; message: string }[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId ?? 'fatal', message: m.message }));
}

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  return (await lint(file, source))
    .filter((m) => m.rule === 'boundaries/dependencies')
    .map((m) => m.message);
}

async function rules(file: string, source: string): Promise<string[]> {
  return (await lint(file, source)).map((m) => m.rule);
}

describe('import boundaries', () => {
  it('refuses application code in the engine', async () => {
    expect(
      await boundaryErrors(
        'engine/src/probe.ts',
        "import { rule } from '../../domain/src/index';\nexport const x = rule;\n",
      ),
    ).toEqual(['engine may not import domain (import boundaries, README)']);
  });

  it('keeps domain free of other workspaces', async () => {
    expect(
      await boundaryErrors(
        'domain/src/probe.ts',
        "import { engine } from '../../engine/src/index';\nexport const x = engine;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets functions and web use domain, but not each other', async () => {
    expect(
      await boundaryErrors(
        'functions/src/probe.ts',
        "import { rule } from '../../domain/src/index';\nexport const x = rule;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/lib/probe.ts',
        "import { rule } from '../../../domain/src/index';\nexport const x = rule;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/lib/probe.ts',
        "import { handler } from '../../../functions/src/index';\nexport const x = handler;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the test-data factories for tests: application code may not import them', async () => {
    const factories =
      "import { makeUser } from '../../test-support/factories';\nexport const x = makeUser;\n";
    expect(await boundaryErrors('functions/test/probe.ts', factories)).toEqual([]);
    expect(await boundaryErrors('functions/src/probe.ts', factories)).toEqual([
      'functions may not import test-support (import boundaries, README)',
    ]);
    expect(
      await boundaryErrors(
        'hasura/test/probe.ts',
        "import { makeUser } from '../../test-support/factories';\nexport const x = makeUser;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/lib/probe.ts',
        "import { makeUser } from '../../../test-support/factories';\nexport const x = makeUser;\n",
      ),
    ).toEqual(['web may not import test-support (import boundaries, README)']);
    expect(
      await boundaryErrors(
        'web/src/features/pets/probe.test.ts',
        "import { uniqueEmail } from '../../../../test-support/people';\nexport const x = uniqueEmail;\n",
      ),
    ).toEqual(['web-feature may not import test-support (import boundaries, README)']);
    expect(
      await boundaryErrors(
        'test-support/probe.ts',
        "import { rule } from '../domain/src/index';\nexport const x = rule;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'test-support/probe.ts',
        "import { handler } from '../functions/src/index';\nexport const x = handler;\n",
      ),
    ).toEqual(['test-support may not import functions (import boundaries, README)']);
  });

  it("keeps the functions' test harness for their tests", async () => {
    const harness = "import { startStack } from '../test/harness';\nexport const x = startStack;\n";
    expect(await boundaryErrors('functions/src/probe.test.ts', harness)).toEqual([]);
    expect(await boundaryErrors('functions/src/probe.ts', harness)).toEqual([
      'functions may not import functions-test (import boundaries, README)',
    ]);
    expect(
      await boundaryErrors(
        'functions/src/probe.test.ts',
        "import { makeUser } from '../../test-support/factories';\nexport const x = makeUser;\n",
      ),
    ).toEqual([]);
  });

  it('lets the browser journeys use test data and domain, never application code', async () => {
    expect(
      await boundaryErrors(
        'e2e/probe.spec.ts',
        "import { uniqueEmail } from '../test-support/people';\nimport { rule } from '../domain/src/index';\nexport const x = [uniqueEmail, rule];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'e2e/probe.spec.ts',
        "import { handler } from '../functions/src/index';\nexport const x = handler;\n",
      ),
    ).toEqual(['e2e may not import functions (import boundaries, README)']);
  });

  it('keeps the data-model tests off application code', async () => {
    expect(
      await boundaryErrors(
        'hasura/test/probe.ts',
        "import { handler } from '../../functions/src/index';\nexport const x = handler;\n",
      ),
    ).toEqual(['hasura may not import functions (import boundaries, README)']);
    expect(
      await boundaryErrors(
        'hasura/test/probe.ts',
        "import { engine } from '../../engine/src/index';\nexport const x = engine;\n",
      ),
    ).toEqual([]);
  });

  it('lets a web feature use its own files and shared code, never another feature', async () => {
    const file = 'web/src/features/pets/probe.ts';
    expect(
      await boundaryErrors(
        file,
        "import { petCard } from './pet-card';\nexport const x = petCard;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        file,
        "import { client } from '../../lib/client';\nexport const x = client;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        file,
        "import { slot } from '../booking/slot';\nexport const x = slot;\n",
      ),
    ).toEqual(['web-feature may not import web-feature (import boundaries, README)']);
  });

  it('lets only the app shell compose features: shared web code imports none', async () => {
    for (const shared of ['lib', 'ui', 'components', 'config', 'test']) {
      expect(
        await boundaryErrors(
          `web/src/${shared}/probe.ts`,
          "import { petCard } from '../features/pets/pet-card';\nexport const x = petCard;\n",
        ),
      ).toEqual(['web may not import web-feature (import boundaries, README)']);
    }
    expect(
      await boundaryErrors(
        'web/src/lib/probe.ts',
        "import { petRoute } from '../app/routes/pet-route';\nexport const x = petRoute;\n",
      ),
    ).toEqual(['web may not import web-app (import boundaries, README)']);
    expect(
      await boundaryErrors(
        'web/src/app/routes/probe.ts',
        "import { petCard } from '../../features/pets/pet-card';\nexport const x = petCard;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/main.tsx',
        "import { petRoute } from './app/routes/pet-route';\nimport { client } from './lib/client';\nexport const x = [petRoute, client];\n",
      ),
    ).toEqual([]);
  });
});

describe('the rest of the shape', () => {
  it('finds an import cycle between TypeScript files', async () => {
    const cycle = files['functions/src/cycle-a.ts'] ?? '';
    expect(await rules('functions/src/cycle-a.ts', cycle)).toEqual(['import-x/no-cycle']);
    expect(
      await rules(
        'functions/src/probe.ts',
        "import { b } from './cycle-b';\nexport const x = b;\n",
      ),
    ).toEqual([]);
  });

  it('keeps Node built-ins out of domain', async () => {
    for (const source of ["import { readFileSync } from 'node:fs';", "import path from 'path';"]) {
      expect(await rules('domain/src/probe.ts', `${source}\nexport const x = 1;\n`)).toEqual([
        'import-x/no-nodejs-modules',
      ]);
    }
    expect(
      await rules(
        'domain/src/probe.ts',
        "import { rule } from './index';\nexport const x = rule;\n",
      ),
    ).toEqual([]);
    expect(
      await rules(
        'functions/src/probe.ts',
        "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      ),
    ).toEqual([]);
  });

  const vitestHead = "import { describe, it, test } from 'vitest';\n";
  it.each([
    ["it.skip('a', () => {});", 'vitest/no-disabled-tests'],
    ["describe.skip('a', () => {});", 'vitest/no-disabled-tests'],
    ["it.only('a', () => {});", 'vitest/no-focused-tests'],
    ["describe.only('a', () => {});", 'vitest/no-focused-tests'],
    ["it.skipIf(true)('a', () => {});", 'no-restricted-syntax'],
    ["describe.concurrent.skipIf(true)('a', () => {});", 'no-restricted-syntax'],
    ["it.runIf(false)('a', () => {});", 'no-restricted-syntax'],
    ["test.todo('a');", 'no-restricted-syntax'],
  ])('refuses the vitest test %s', async (source, rule) => {
    expect(await rules('functions/src/probe.test.ts', vitestHead + source)).toContain(rule);
  });

  it('passes a vitest test that runs', async () => {
    expect(
      await rules(
        'functions/src/probe.test.ts',
        `${vitestHead}describe('a', () => {\n  it('b', () => {});\n  test.each([1])('c %i', () => {});\n});\n`,
      ),
    ).toEqual([]);
  });

  const playwrightHead = "import { test } from '@playwright/test';\n";
  it.each([
    ["test.skip('a', async () => {});", 'playwright/no-skipped-test'],
    ["test.describe.skip('a', () => {});", 'playwright/no-skipped-test'],
    ["test.fixme('a', async () => {});", 'playwright/no-skipped-test'],
    ["test('a', async () => {\n  test.skip();\n});", 'playwright/no-skipped-test'],
    ["test.only('a', async () => {});", 'playwright/no-focused-test'],
    ["test.describe.only('a', () => {});", 'playwright/no-focused-test'],
  ])('refuses the Playwright test %s', async (source, rule) => {
    expect(await rules('e2e/probe.spec.ts', playwrightHead + source)).toContain(rule);
  });

  it('passes a Playwright test that runs', async () => {
    expect(
      await rules(
        'e2e/probe.spec.ts',
        `${playwrightHead}test.describe('a', () => {\n  test.describe.configure({ mode: 'serial' });\n  test('b', async () => {});\n});\n`,
      ),
    ).toEqual([]);
  });
});
