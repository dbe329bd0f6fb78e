import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.dirname(new URL(import.meta.url).pathname);
const read = (file: string) => readFile(path.join(root, file), 'utf8');

async function documentedVariables(): Promise<Set<string>> {
  const lines = (await read('.env.example')).split('\n');
  const documented = new Set<string>();
  lines.forEach((line, i) => {
    const match = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match?.[1] && lines[i - 1]?.startsWith('#')) documented.add(match[1]);
  });
  return documented;
}

describe('.env.example', () => {
  it('documents, with a comment, every variable compose, the metadata, the engine, the local stack and the functions read', async () => {
    const used = new Set<string>();
    const compose = await read('docker-compose.yml');
    for (const m of compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) used.add(m[1] ?? '');
    const metadataDir = path.join(root, 'hasura/metadata');
    for (const file of ['actions.yaml', 'databases/databases.yaml']) {
      const text = await readFile(path.join(metadataDir, file), 'utf8');
      for (const m of text.matchAll(/(?:from_env|value_from_env):\s*([A-Z][A-Z0-9_]*)/g))
        used.add(m[1] ?? '');
      for (const m of text.matchAll(/\{\{([A-Z][A-Z0-9_]*)\}\}/g)) used.add(m[1] ?? '');
    }
    for (const file of [
      'engine/src/config/env.ts',
      'scripts/stack/stack-env.ts',
      'functions/src/env.ts',
    ]) {
      const env = await read(file);
      for (const m of env.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)) used.add(m[1] ?? '');
    }
    const documented = await documentedVariables();
    expect([...used].filter((v) => !documented.has(v)).sort()).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  it('runs postgres, hasura, the functions and the web app, each with a health check and no secret in the file', async () => {
    const compose = parse(await read('docker-compose.yml')) as {
      services: Record<
        string,
        { healthcheck?: unknown; environment?: Record<string, string>; volumes?: string[] }
      >;
    };
    expect(Object.keys(compose.services).sort()).toEqual([
      'functions',
      'hasura',
      'postgres',
      'web',
    ]);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck, name).toBeDefined();
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        // From .env: required (`:?`, compose stops with the message) or empty when unset.
        if (/SECRET|PASSWORD/.test(key))
          expect(value, `${name}.${key}`).toMatch(/^\$\{[A-Z_]+:(\?[^}]*|-)\}$/);
      }
    }
    const hasura = compose.services['hasura'];
    expect(hasura?.volumes).toEqual([
      './hasura/migrations:/hasura-migrations:ro',
      './hasura/metadata:/hasura-metadata:ro',
    ]);
    expect(hasura?.environment?.['HASURA_GRAPHQL_UNAUTHORIZED_ROLE']).toBe('anonymous');
  });
});

describe('docs/decisions', () => {
  it('holds numbered records with a status and a decision', async () => {
    const records = (await readdir(path.join(root, 'docs/decisions'))).filter((f) =>
      /^\d{4}-.*\.md$/.test(f),
    );
    expect(records.length).toBeGreaterThanOrEqual(3);
    for (const record of records) {
      const text = await read(`docs/decisions/${record}`);
      expect(text, record).toMatch(/^Status: /m);
      expect(text, record).toMatch(/^## Decision$/m);
    }
  });
});
