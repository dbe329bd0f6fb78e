import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertInputObjectType,
  assertNonNullType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  validateSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScalarRegistry } from '../graphql/scalars';
import { loadMetadata, type LoadedMetadata, MetadataError } from '../metadata/load-metadata';
import { actionRootFields, isActionField, loadActionCatalog } from './action-catalog';
import { actionSchema, metadataOf, SDL_FILE, YAML_FILE } from './test-helpers';

const METADATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../hasura/metadata',
);
const PETWELL_ENV = { ACTIONS_BASE_URL: 'http://actions.test:3001', ACTIONS_SECRET: 's3cret' };

let petwell: LoadedMetadata;
beforeAll(async () => {
  petwell = await loadMetadata(METADATA_DIR);
});

function problemsOf(load: () => unknown) {
  try {
    load();
  } catch (error) {
    if (error instanceof MetadataError) return error.problems;
    throw error;
  }
  throw new Error('expected a MetadataError');
}

const SDL = `
type Mutation { greet(name: String!): Greeting }
type Greeting { text: String! }
`;
function action(overrides: Record<string, unknown> = {}, definition: Record<string, unknown> = {}) {
  return {
    name: 'greet',
    definition: { kind: 'synchronous', handler: 'http://h.test/greet', ...definition },
    permissions: [{ role: 'user' }],
    ...overrides,
  };
}
function actionsFile(actions: unknown[] = [action()], customTypes: Record<string, unknown> = {}) {
  return { actions, custom_types: { objects: [{ name: 'Greeting' }], ...customTypes } };
}
const load = (sdl: string, file: unknown, env: Record<string, string> = {}) =>
  loadActionCatalog(metadataOf(sdl, file), env, new ScalarRegistry());

describe('the Petwell actions', () => {
  it('load into a catalog of all 35 actions with handlers and the secret header from the environment', () => {
    const catalog = loadActionCatalog(petwell, PETWELL_ENV, new ScalarRegistry());
    expect(catalog.actions.size).toBe(35);
    const login = catalog.actions.get('login');
    expect(login).toMatchObject({
      kind: 'mutation',
      handlerTemplate: '{{ACTIONS_BASE_URL}}/login',
      handler: 'http://actions.test:3001/login',
      forwardClientHeaders: true,
      timeoutSeconds: 30,
      headers: [
        {
          name: 'x-petwell-action-secret',
          value: 's3cret',
          config: { name: 'x-petwell-action-secret', value_from_env: 'ACTIONS_SECRET' },
        },
      ],
    });
    const queries = [...catalog.actions.values()].filter((a) => a.kind === 'query');
    expect(queries.map((a) => a.name).sort()).toEqual([
      'available_slots',
      'check_discount',
      'consultation',
      'consultation_link',
      'consultation_messages',
      'fetch_booked_slots',
      'find_customer',
      'my_plan',
    ]);
  });

  it('give each role the actions actions.yaml lists for it and admin all of them', () => {
    const catalog = loadActionCatalog(petwell, PETWELL_ENV, new ScalarRegistry());
    const names = (role: string) => {
      const { query, mutation } = actionRootFields(catalog, role);
      return { query: Object.keys(query).sort(), mutation: Object.keys(mutation).sort() };
    };
    expect(names('anonymous').mutation).toContain('login');
    expect(names('anonymous').mutation).not.toContain('payment');
    expect(names('anonymous').query).toEqual([
      'available_slots',
      'consultation',
      'consultation_messages',
      'fetch_booked_slots',
    ]);
    expect(names('user').mutation).toContain('payment');
    expect(names('user').mutation).toContain('submit_assessment');
    expect(names('user').query).toContain('check_discount');
    expect(names('vendor').mutation).not.toContain('submit_assessment');
    expect(names('root_admin').mutation).toContain('upsert_team_member');
    expect(names('user').mutation).not.toContain('upsert_team_member');
    expect(names('root_admin').mutation).toContain('delete_team_member');
    expect(names('vendor').mutation).not.toContain('delete_team_member');
    for (const role of ['user', 'vendor', 'root_admin'])
      expect(names(role).mutation).toContain('cancel_booking');
    expect(names('anonymous').mutation).not.toContain('cancel_booking');
    expect(names('user').mutation).toContain('join_waitlist');
    for (const role of ['anonymous', 'vendor', 'root_admin'])
      expect(names(role).mutation).not.toContain('join_waitlist');
    expect(names('root_admin').mutation).toContain('save_website');
    expect(names('root_admin').mutation).toContain('set_practice_status');
    expect(names('user').mutation).toContain('answer_record_request');
    expect(names('user').mutation).toContain('revoke_record_access');
    expect(names('user').mutation).not.toContain('set_practice_status');
    expect(names('vendor').mutation).not.toContain('save_website');
    expect(names('nobody')).toEqual({ query: [], mutation: [] });
    const admin = names('admin');
    expect(admin.query.length + admin.mutation.length).toBe(35);
  });

  it('build argument and output types from actions.graphql, shared by every role', () => {
    const scalars = new ScalarRegistry();
    const catalog = loadActionCatalog(petwell, PETWELL_ENV, scalars);
    const user = actionRootFields(catalog, 'user');
    const vendor = actionRootFields(catalog, 'vendor');
    expect(user.mutation['payment']).toBe(vendor.mutation['payment']);

    const payment = user.mutation['payment'];
    const order = payment?.args?.['order']?.type;
    expect(String(order)).toBe('PaymentInput!');
    const fields = assertInputObjectType(assertNonNullType(order).ofType).getFields();
    expect(String(fields['paymentInfo']?.type)).toBe('PaymentInfo');
    expect(fields['details']?.type).toBe(scalars.get('jsonb'));
    expect(fields['for_ts']?.type).toBe(scalars.get('timestamptz'));

    const slots = user.query['available_slots'];
    expect(slots?.args?.['date']?.type).toEqual(new GraphQLNonNull(scalars.get('date')));
    const login = user.mutation['login'];
    expect(login?.args?.['email']?.type).toEqual(new GraphQLNonNull(GraphQLString));
    const authOutput = login?.type;
    expect(authOutput).toBeInstanceOf(GraphQLObjectType);
    expect(Object.keys((authOutput as GraphQLObjectType).getFields())).toEqual([
      'token',
      'exp',
      'id',
      'vendor_id',
      'email',
      'role',
      'subrole',
      'pic',
    ]);
  });

  it('form a valid GraphQL schema for every role', () => {
    const catalog = loadActionCatalog(petwell, PETWELL_ENV, new ScalarRegistry());
    for (const role of ['admin', 'anonymous', 'user', 'vendor', 'root_admin']) {
      expect(validateSchema(actionSchema(catalog, role))).toEqual([]);
    }
  });

  it('tell action root fields from other root fields by operation', () => {
    const catalog = loadActionCatalog(petwell, PETWELL_ENV, new ScalarRegistry());
    expect(isActionField(catalog, 'mutation', 'login')).toBe(true);
    expect(isActionField(catalog, 'query', 'login')).toBe(false);
    expect(isActionField(catalog, 'query', 'check_discount')).toBe(true);
    expect(isActionField(catalog, 'query', 'pets')).toBe(false);
  });

  it('are inconsistent when the handler base URL or the secret is not set', () => {
    const problems = problemsOf(() =>
      loadActionCatalog(petwell, { ACTIONS_BASE_URL: 'http://a.test' }, new ScalarRegistry()),
    );
    expect(problems).toHaveLength(35);
    expect(problems[0]).toEqual({
      file: petwell.actions.file,
      path: 'actions[answer_record_request].definition.headers[x-petwell-action-secret].value_from_env',
      message: "environment variable 'ACTIONS_SECRET' not set",
    });
    const noBase = problemsOf(() =>
      loadActionCatalog(petwell, { ACTIONS_SECRET: 'x' }, new ScalarRegistry()),
    );
    expect(noBase).toContainEqual({
      file: petwell.actions.file,
      path: 'actions[login].definition.handler',
      message: 'Value for environment variables not found: ACTIONS_BASE_URL',
    });
  });
});

describe('loadActionCatalog', () => {
  it('accepts extend type Query and Mutation', () => {
    const sdl = `
      extend type Mutation { greet(name: String!): Greeting }
      extend type Query { hello: String }
      type Greeting { text: String! }`;
    const file = actionsFile([action(), { name: 'hello', definition: { handler: 'http://h/x' } }]);
    const catalog = load(sdl, file);
    expect(catalog.actions.get('greet')?.kind).toBe('mutation');
    expect(catalog.actions.get('hello')?.kind).toBe('query');
  });

  it('fills every {{VARIABLE}} of a handler from the environment', () => {
    const file = actionsFile([action({}, { handler: '{{SCHEME}}://{{HOST}}:8080/greet' })]);
    const catalog = load(SDL, file, { SCHEME: 'https', HOST: 'h.test' });
    expect(catalog.actions.get('greet')?.handler).toBe('https://h.test:8080/greet');
  });

  it('refuses an action of actions.yaml that actions.graphql does not declare', () => {
    const file = actionsFile([action(), action({ name: 'missing' })]);
    expect(problemsOf(() => load(SDL, file))).toEqual([
      {
        file: YAML_FILE,
        path: 'actions[missing].name',
        message: 'action "missing" is not declared in type Query or Mutation of actions.graphql',
      },
    ]);
  });

  it('refuses a field of type Mutation that actions.yaml has no entry for', () => {
    const sdl = `${SDL} extend type Mutation { other: Greeting }`;
    expect(problemsOf(() => load(sdl, actionsFile()))).toEqual([
      {
        file: SDL_FILE,
        path: 'Mutation.other',
        message: 'action "other" has no entry in actions.yaml',
      },
    ]);
  });

  it('refuses asynchronous actions', () => {
    const file = actionsFile([action({}, { kind: 'asynchronous' })]);
    expect(problemsOf(() => load(SDL, file))).toEqual([
      {
        file: YAML_FILE,
        path: 'actions[greet].definition.kind',
        message: 'asynchronous actions are not supported by the engine',
      },
    ]);
  });

  it('refuses request and response transforms', () => {
    const file = actionsFile([
      action({}, { request_transform: { body: {} }, response_transform: { body: {} } }),
    ]);
    expect(problemsOf(() => load(SDL, file))).toEqual([
      {
        file: YAML_FILE,
        path: 'actions[greet].definition.request_transform',
        message: 'request transforms are not supported by the engine',
      },
      {
        file: YAML_FILE,
        path: 'actions[greet].definition.response_transform',
        message: 'response transforms are not supported by the engine',
      },
    ]);
  });

  it('refuses relationships of custom types', () => {
    const file = actionsFile([action()], {
      objects: [
        {
          name: 'Greeting',
          relationships: [{ name: 'user', type: 'object', remote_table: 'users' }],
        },
      ],
    });
    expect(problemsOf(() => load(SDL, file))).toEqual([
      {
        file: YAML_FILE,
        path: 'custom_types.objects[Greeting].relationships',
        message: 'action relationships (custom type relationships) are not supported by the engine',
      },
    ]);
  });

  it('refuses keys it does not know', () => {
    const file = actionsFile([action({ extra: true })]);
    expect(problemsOf(() => load(SDL, file))).toEqual([
      {
        file: YAML_FILE,
        path: 'actions[greet].extra',
        message: 'not supported by the engine (extra)',
      },
    ]);
  });

  it('reports a handler variable that is not set the way Hasura does', () => {
    const file = actionsFile([action({}, { handler: '{{BASE}}/{{PATH}}' })]);
    expect(problemsOf(() => load(SDL, file, { PATH: 'greet' }))).toEqual([
      {
        file: YAML_FILE,
        path: 'actions[greet].definition.handler',
        message: 'Value for environment variables not found: BASE',
      },
    ]);
  });

  it('refuses a handler that is not an http URL', () => {
    const file = actionsFile([action({}, { handler: '{{BASE}}/greet' })]);
    expect(problemsOf(() => load(SDL, file, { BASE: 'ftp://h.test' }))).toEqual([
      {
        file: YAML_FILE,
        path: 'actions[greet].definition.handler',
        message: 'handler "{{BASE}}/greet" is "ftp://h.test/greet", not an http(s) URL',
      },
    ]);
  });

  it('reports a value_from_env header whose variable is not set', () => {
    const headers = [
      { name: 'x-static', value: 'abc' },
      { name: 'x-secret', value_from_env: 'SECRET' },
      { name: 'x-admin', value_from_env: 'HASURA_GRAPHQL_ADMIN_SECRET' },
    ];
    const file = actionsFile([action({}, { headers })]);
    expect(problemsOf(() => load(SDL, file, { HASURA_GRAPHQL_ADMIN_SECRET: 'root' }))).toEqual([
      {
        file: YAML_FILE,
        path: 'actions[greet].definition.headers[x-secret].value_from_env',
        message: "environment variable 'SECRET' not set",
      },
      {
        file: YAML_FILE,
        path: 'actions[greet].definition.headers[x-admin].value_from_env',
        message:
          'env variables starting with "HASURA_GRAPHQL_" are not allowed in value_from_env: HASURA_GRAPHQL_ADMIN_SECRET',
      },
    ]);
  });

  it('reports type references that do not exist', () => {
    const sdl = `
      type Mutation { greet(name: Name!, tags: [Tag!]): Greeting }
      type Query { hello: Missing }
      type Greeting { text: String! when: nonsense }`;
    const file = actionsFile([action(), { name: 'hello', definition: { handler: 'http://h/x' } }]);
    expect(problemsOf(() => load(sdl, file))).toEqual([
      {
        file: SDL_FILE,
        path: 'Greeting.when',
        message: 'the type "nonsense" for field "when" in object type "Greeting" does not exist',
      },
      {
        file: SDL_FILE,
        path: 'Mutation.greet.name',
        message: 'the type "Name" for argument "name" of action "greet" does not exist',
      },
      {
        file: SDL_FILE,
        path: 'Mutation.greet.tags',
        message: 'the type "Tag" for argument "tags" of action "greet" does not exist',
      },
      {
        file: SDL_FILE,
        path: 'Query.hello',
        message: 'the type "Missing" for the output of action "hello" does not exist',
      },
    ]);
  });

  it('refuses an input object as output and an object type as argument', () => {
    const sdl = `
      type Mutation { greet(who: Greeting): Who }
      type Greeting { text: String! }
      input Who { name: String }`;
    const file = actionsFile([action()], {
      objects: [{ name: 'Greeting' }],
      input_objects: [{ name: 'Who' }],
    });
    expect(problemsOf(() => load(sdl, file)).map((p) => [p.path, p.message])).toEqual([
      [
        'Mutation.greet',
        'the type "Who" for the output of action "greet" is an input object type, which cannot be used there',
      ],
      [
        'Mutation.greet.who',
        'the type "Greeting" for argument "who" of action "greet" is an object type, which cannot be used there',
      ],
    ]);
  });

  it('requires custom_types of actions.yaml and the types of actions.graphql to agree', () => {
    const sdl = `${SDL} input Extra { a: Int } enum Mood { HAPPY }`;
    const file = actionsFile([action()], {
      objects: [{ name: 'Greeting' }, { name: 'Gone' }],
      input_objects: [{ name: 'Mood' }],
    });
    expect(problemsOf(() => load(sdl, file))).toEqual([
      {
        file: YAML_FILE,
        path: 'custom_types.objects[Gone]',
        message: 'type "Gone" does not exist in actions.graphql',
      },
      {
        file: YAML_FILE,
        path: 'custom_types.input_objects[Mood]',
        message: 'type "Mood" is declared as enum in actions.graphql, not as input',
      },
      {
        file: SDL_FILE,
        path: 'Extra',
        message: 'input type "Extra" is not listed in custom_types of actions.yaml',
      },
    ]);
  });

  it('refuses SDL the engine does not support', () => {
    const sdl = `${SDL}
      extend type Greeting { more: String }
      interface Named { name: String }
      union Any = Greeting
      type Subscription { ticks: Int }
      type Parted { a(b: Int): Int }
      input Defaults { a: Int = 1 }`;
    const file = actionsFile([action()], {
      objects: [{ name: 'Greeting' }, { name: 'Parted' }],
      input_objects: [{ name: 'Defaults' }],
    });
    expect(problemsOf(() => load(sdl, file)).map((p) => [p.path, p.message])).toEqual([
      ['Greeting', 'extend type is only supported for Query and Mutation (line 5)'],
      ['', 'InterfaceTypeDefinition is not supported by the engine (line 6)'],
      ['', 'UnionTypeDefinition is not supported by the engine (line 7)'],
      ['Subscription', 'actions are queries or mutations, not subscriptions'],
      ['Parted.a', 'fields of action output types cannot have arguments'],
      ['Defaults.a', 'default values are not supported by the engine'],
    ]);
  });
});
