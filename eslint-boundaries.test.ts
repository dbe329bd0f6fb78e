import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryConfig } from './eslint.boundaries.js';

// Lints probe files in a scratch tree shaped like the repository, with the real boundary config.
let root: string;
let eslint: ESLint;

const files: Record<string, string> = {
  'domain/src/index.ts': 'export const rule = 1;\n',
  'engine/src/index.ts': 'export const engine = 1;\n',
  'functions/src/index.ts': 'export const handler = 1;\n',
  'web/src/lib/client.ts': 'export const client = 1;\n',
  'web/src/features/pets/pet-card.ts': 'export const petCard = 1;\n',
  'web/src/features/booking/slot.ts': 'export const slot = 1;\n',
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
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      {
        ...boundaryConfig,
        settings: {
          ...boundaryConfig.settings,
          'boundaries/root-path': root,
          'import/resolver': { node: { extensions: ['.ts'] } },
        },
      },
    ],
  });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses application code in the engine', async () => {
    expect(
      await boundaryErrors(
        'engine/src/probe.ts',
        "import { rule } from '../../domain/src/index';\nexport const x = rule;\n",
      ),
    ).toEqual(['engine may not import domain (design section 3)']);
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
    ).toEqual(['web-feature may not import web-feature (design section 3)']);
  });
});
