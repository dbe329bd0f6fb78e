import path from 'node:path';
import {
  getIntrospectionQuery,
  type IntrospectionField,
  type IntrospectionInputValue,
  type IntrospectionQuery,
  type IntrospectionType,
  type IntrospectionTypeRef,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/src/engine';
import type { Engine } from '../../engine/src/engine-api';
import { introspectDatabase, type DatabaseSchema } from '../../engine/src/introspect/introspect';
import { loadMetadata, type LoadedTable } from '../../engine/src/metadata/load-metadata';
import {
  createMigratedDatabase,
  HASURA_DIR,
  type TestDatabase,
} from '../../engine/test/test-database';

/*
 * The engine's GraphQL schema for Petwell's metadata, checked type by type against the rules by
 * which Hasura v2 builds its schema, for every role. The rules are written out here from Hasura's
 * source, independently of the engine's code, so a difference engine/README.md does not list
 * fails:
 * - order: introspection lists types, fields, arguments, input fields and enum values sorted by
 *   name in code-point order (`sortOn dName`, Hasura/GraphQL/Schema/Introspect.hs);
 * - relationships (`relationshipField`, Hasura/GraphQL/Schema/Select.hs): an object relationship
 *   over a foreign key of its own table whose columns are all NOT NULL is non-null, any other
 *   (manual, or over the target's key) nullable, whatever the permissions hide; an array
 *   relationship is `[t!]!` and its aggregate `t_aggregate!`;
 * - comparison operators per scalar family (`comparisonExps`,
 *   Hasura/Backends/Postgres/Instances/Schema.hs, and `equalityOperators`/`comparisonOperators`,
 *   Hasura/GraphQL/Schema/BoolExp.hs).
 */

const SECRET = 'graphql-schema-test-admin-secret';
const env = {
  HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
  HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
  ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
  EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
  ACTIONS_SECRET: 'graphql-schema-test-actions-secret',
};

const EQUALITY = ['_eq', '_in', '_is_null', '_neq', '_nin'];
const ORDERING = ['_gt', '_gte', '_lt', '_lte'];
const TEXT = [
  '_ilike',
  '_iregex',
  '_like',
  '_nilike',
  '_niregex',
  '_nlike',
  '_nregex',
  '_nsimilar',
  '_regex',
  '_similar',
];
const JSONB = [
  '_contained_in',
  '_contains',
  '_has_key',
  '_has_keys_all',
  '_has_keys_any',
  '_jsonb_path_exists',
  '_jsonb_path_match',
];
/**
 * Differences engine/README.md lists: `_cast: {String: ...}` on every non-text scalar (Hasura's
 * current source casts only jsonb to String and PostGIS types to each other).
 */
const README_CAST_TO_STRING = ['_cast'];

/** Hasura's operators for the comparison type of one scalar or enum. */
function expectedOperators(type: IntrospectionType): string[] | undefined {
  const scalar = type.name.replace(/_comparison_exp$/, '');
  if (scalar.endsWith('_enum')) return EQUALITY;
  const scalars: Record<string, string[]> = {
    String: [...EQUALITY, ...ORDERING, ...TEXT],
    jsonb: [...EQUALITY, ...ORDERING, ...JSONB, '_cast'],
  };
  for (const name of [
    'Boolean',
    'Float',
    'Int',
    'bigint',
    'date',
    'smallint',
    'time',
    'timestamptz',
    'uuid',
  ])
    scalars[name] = [...EQUALITY, ...ORDERING, ...README_CAST_TO_STRING];
  return scalars[scalar];
}

let test: TestDatabase;
let engine: Engine;
let database: DatabaseSchema;
let tables: LoadedTable[];
const schemas = new Map<string, IntrospectionQuery>();

beforeAll(async () => {
  test = await createMigratedDatabase();
  const metadataDir = path.join(HASURA_DIR, 'metadata');
  engine = await createEngine({ db: test.db, metadataDir, env, events: { deliver: false } });
  database = await introspectDatabase(test.db);
  tables = (await loadMetadata(metadataDir)).sources.flatMap((s) => s.tables);
  const roles = new Set(['admin', 'anonymous']);
  for (const table of tables) {
    for (const kind of ['select', 'insert', 'update', 'delete'] as const)
      for (const permission of table.metadata[`${kind}_permissions`] ?? [])
        roles.add(permission.role);
  }
  for (const role of roles) {
    const response = await engine.graphql({
      headers: { 'x-hasura-admin-secret': SECRET, 'x-hasura-role': role },
      body: { query: getIntrospectionQuery() },
    });
    const body = response.body as { data?: IntrospectionQuery };
    if (!body.data) throw new Error(`introspection as ${role}: ${JSON.stringify(response.body)}`);
    schemas.set(role, body.data);
  }
}, 120_000);

afterAll(async () => {
  await engine.close();
  await test.dispose();
});

/** `[t!]!` and the like, as SDL writes a type reference. */
function typeText(ref: IntrospectionTypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeText(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${typeText(ref.ofType)}]`;
  return ref.name;
}

/** Where a list is not in Hasura's order: its first pair of names out of order. */
function unsorted(where: string, items: readonly { name: string }[]): string[] {
  for (let i = 1; i < items.length; i += 1) {
    const [before, after] = [items[i - 1]?.name ?? '', items[i]?.name ?? ''];
    if (before > after) return [`${where}: ${before} before ${after}`];
  }
  return [];
}

describe("the engine's schema for Petwell's metadata, as Hasura builds it", () => {
  it('introspects types, fields, arguments, input fields and enum values in code-point order', () => {
    const problems: string[] = [];
    for (const [role, { __schema: schema }] of schemas) {
      problems.push(...unsorted(`${role} types`, schema.types));
      for (const type of schema.types) {
        // graphql-js's own introspection types keep the specification's order.
        if (type.name.startsWith('__')) continue;
        const where = `${role} ${type.name}`;
        if (type.kind === 'OBJECT') {
          problems.push(...unsorted(where, type.fields));
          for (const field of type.fields)
            problems.push(...unsorted(`${where}.${field.name}`, field.args));
        }
        if (type.kind === 'INPUT_OBJECT') problems.push(...unsorted(where, type.inputFields));
        if (type.kind === 'ENUM') problems.push(...unsorted(where, type.enumValues));
      }
    }
    expect(problems).toEqual([]);
  });

  it('makes an object relationship non-null exactly when it follows a foreign key of NOT NULL columns', () => {
    const problems: string[] = [];
    let nonNull = 0;
    for (const [role, { __schema: schema }] of schemas) {
      const types = new Map(schema.types.map((t) => [t.name, t]));
      for (const table of tables) {
        const type = types.get(table.metadata.configuration?.custom_name ?? table.table.name);
        if (type?.kind !== 'OBJECT') continue;
        const fields = new Map<string, IntrospectionField>(type.fields.map((f) => [f.name, f]));
        const info = database.tables.get(`${table.table.schema}.${table.table.name}`);
        for (const rel of table.metadata.object_relationships ?? []) {
          const field = fields.get(rel.name);
          if (!field) continue;
          const on =
            'foreign_key_constraint_on' in rel.using && rel.using.foreign_key_constraint_on;
          const ownColumns = typeof on === 'string' ? [on] : Array.isArray(on) ? on : undefined;
          const required =
            ownColumns !== undefined &&
            ownColumns.every(
              (c) => info?.columns.find((col) => col.name === c)?.nullable === false,
            );
          if (required) nonNull += 1;
          const got = typeText(field.type);
          if (required !== got.endsWith('!'))
            problems.push(
              `${role} ${type.name}.${rel.name}: ${got}, Hasura: ${required ? 'non-null' : 'nullable'}`,
            );
        }
        for (const rel of table.metadata.array_relationships ?? []) {
          const field = fields.get(rel.name);
          if (!field) continue;
          if (!/^\[\w+!\]!$/.test(typeText(field.type)))
            problems.push(`${role} ${type.name}.${rel.name}: ${typeText(field.type)}`);
          const aggregate = fields.get(`${rel.name}_aggregate`);
          if (aggregate && !/^\w+_aggregate!$/.test(typeText(aggregate.type)))
            problems.push(`${role} ${type.name}.${aggregate.name}: ${typeText(aggregate.type)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The rule is exercised: bookings.user, over bookings.user_id NOT NULL, is one.
    expect(nonNull).toBeGreaterThan(0);
  });

  it('gives each scalar family the comparison operators Hasura gives it, and enums only equality', () => {
    const problems: string[] = [];
    for (const [role, { __schema: schema }] of schemas) {
      for (const type of schema.types) {
        if (!type.name.endsWith('_comparison_exp') || type.kind !== 'INPUT_OBJECT') continue;
        const scalar = type.name.replace(/_comparison_exp$/, '');
        const expected = expectedOperators(type);
        const got = type.inputFields.map((f: IntrospectionInputValue) => f.name);
        if (!expected) {
          problems.push(`${role} ${type.name}: no rule here for this scalar (${got.join(' ')})`);
          continue;
        }
        if ([...got].sort().join(' ') !== [...expected].sort().join(' '))
          problems.push(`${role} ${type.name}: ${got.join(' ')}; Hasura: ${expected.join(' ')}`);
        for (const field of type.inputFields) {
          const text = typeText(field.type);
          const want =
            field.name === '_in' || field.name === '_nin'
              ? `[${scalar}!]`
              : field.name === '_is_null'
                ? 'Boolean'
                : TEXT.includes(field.name)
                  ? 'String'
                  : field.name === '_cast'
                    ? `${scalar}_cast_exp`
                    : field.name.startsWith('_has_keys')
                      ? '[String!]'
                      : ['_has_key', '_jsonb_path_exists', '_jsonb_path_match'].includes(field.name)
                        ? 'String'
                        : scalar;
          if (text !== want)
            problems.push(`${role} ${type.name}.${field.name}: ${text}, Hasura: ${want}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
