import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_SECRET_HEADER } from './adapters/hasura';
import { kebab } from './lib/router';
import { ACTIONS, EVENTS, ONE_OFF_EVENTS, REST_ROUTES } from './registry';

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

interface Webhook {
  /** `table <schema.name> <trigger>` or `cron <name>`. */
  source: string;
  name: string;
  webhook: string | undefined;
  headers: { name: string; value_from_env?: string; value?: string }[];
}

/** The webhooks of hasura/metadata: tables' event_triggers and cron_triggers.yaml. */
function metadataWebhooks(): Webhook[] {
  const root = new URL('../../hasura/metadata/', import.meta.url);
  const tablesDir = new URL('databases/default/tables/', root);
  const found: Webhook[] = [];
  for (const file of readdirSync(tablesDir).filter(
    (f) => f.endsWith('.yaml') && f !== 'tables.yaml',
  )) {
    const table = parse(readFileSync(new URL(file, tablesDir), 'utf8')) as {
      table: { schema: string; name: string };
      event_triggers?: { name: string; webhook?: string; headers?: Webhook['headers'] }[];
    };
    for (const trigger of table.event_triggers ?? [])
      found.push({
        source: `table ${table.table.schema}.${table.table.name}`,
        name: trigger.name,
        webhook: trigger.webhook,
        headers: trigger.headers ?? [],
      });
  }
  const crons = (parse(readFileSync(new URL('cron_triggers.yaml', root), 'utf8')) ?? []) as {
    name: string;
    webhook: string;
    headers?: Webhook['headers'];
  }[];
  for (const cron of crons)
    found.push({
      source: 'cron',
      name: cron.name,
      webhook: cron.webhook,
      headers: cron.headers ?? [],
    });
  return found;
}

describe('the event handlers of the registry and the triggers of hasura/metadata', () => {
  const webhooks = metadataWebhooks();
  const path = (webhook: string | undefined) => (webhook ?? '').replace('{{EVENTS_BASE_URL}}/', '');

  it('give every handler but the one-off ones exactly one trigger, and every trigger a handler', () => {
    const triggered = EVENTS.filter((event) => !ONE_OFF_EVENTS.includes(event.name)).map((event) =>
      kebab(event.name),
    );
    expect(sorted(webhooks.map((w) => path(w.webhook)))).toEqual(sorted(triggered));
    expect(duplicates(webhooks.map((w) => path(w.webhook)))).toEqual([]);
  });

  it('name each trigger after its handler and call {{EVENTS_BASE_URL}}/<kebab-name> with the secret header', () => {
    for (const webhook of webhooks) {
      expect(webhook.webhook, webhook.source).toBe(`{{EVENTS_BASE_URL}}/${kebab(webhook.name)}`);
      expect(webhook.headers, webhook.name).toContainEqual({
        name: ACTION_SECRET_HEADER,
        value_from_env: 'ACTIONS_SECRET',
      });
    }
  });

  it('register each handler once, the one-off handlers among them', () => {
    expect(duplicates(EVENTS.map((event) => event.name))).toEqual([]);
    const names = EVENTS.map((event) => event.name);
    expect(ONE_OFF_EVENTS.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('take table events from table triggers and scheduled events from cron triggers', () => {
    for (const webhook of webhooks) {
      const handler = EVENTS.find((event) => event.name === webhook.name);
      expect(handler?.kind, webhook.name).toBe(webhook.source === 'cron' ? 'scheduled' : 'table');
    }
  });
});
