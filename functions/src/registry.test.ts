import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_SECRET_HEADER } from './adapters/hasura';
import { kebab } from './lib/router';
import { ACTIONS, REST_ROUTES } from './registry';

interface MetadataAction {
  name: string;
  definition: {
    handler: string;
    headers?: { name: string; value_from_env?: string; value?: string }[];
  };
  permissions?: { role: string }[];
}

const metadata =
  (
    parse(readFileSync(new URL('../../hasura/metadata/actions.yaml', import.meta.url), 'utf8')) as {
      actions?: MetadataAction[] | null;
    }
  ).actions ?? [];

const sorted = (values: Iterable<string>) => [...values].sort();
const duplicates = (values: readonly string[]) =>
  values.filter((value, i) => values.indexOf(value) !== i);

describe('the handler registry and hasura/metadata/actions.yaml', () => {
  it('name the same actions', () => {
    expect(sorted(ACTIONS.map((action) => action.name))).toEqual(
      sorted(metadata.map((action) => action.name)),
    );
  });

  it('register each action once', () => {
    expect(duplicates(ACTIONS.map((action) => action.name))).toEqual([]);
    expect(duplicates(metadata.map((action) => action.name))).toEqual([]);
  });

  it('give every action the roles its permissions in actions.yaml list', () => {
    const permitted = new Map(
      metadata.map((action) => [
        action.name,
        sorted((action.permissions ?? []).map((permission) => permission.role)),
      ]),
    );
    const mismatched = ACTIONS.filter((action) => permitted.has(action.name))
      .map((action) => ({
        action: action.name,
        registry: sorted(action.roles),
        metadata: permitted.get(action.name),
      }))
      .filter((entry) => JSON.stringify(entry.registry) !== JSON.stringify(entry.metadata));
    expect(mismatched).toEqual([]);
  });

  it('send every action to {{ACTIONS_BASE_URL}}/<kebab-name> with the action secret header', () => {
    for (const action of metadata) {
      expect(action.definition.handler, action.name).toBe(
        `{{ACTIONS_BASE_URL}}/${kebab(action.name)}`,
      );
      expect(action.definition.headers ?? [], action.name).toContainEqual({
        name: ACTION_SECRET_HEADER,
        value_from_env: 'ACTIONS_SECRET',
      });
    }
  });
});

describe('the REST routes of the registry', () => {
  it('each call a registered action', () => {
    const names = new Set(ACTIONS.map((action) => action.name));
    expect(REST_ROUTES.filter((route) => !names.has(route.action))).toEqual([]);
  });

  it('each own a path of their own under /api/', () => {
    const paths = REST_ROUTES.map((route) => route.path);
    expect(duplicates(paths)).toEqual([]);
    expect(paths.filter((routePath) => !/^\/api\/[A-Za-z0-9_/{}-]+$/.test(routePath))).toEqual([]);
  });
});
