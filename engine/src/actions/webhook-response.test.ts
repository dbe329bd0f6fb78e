import type { GraphQLOutputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ScalarRegistry } from '../graphql/scalars';
import { loadActionCatalog } from './action-catalog';
import { actionSchema, metadataOf, requestedField } from './test-helpers';
import {
  checkWebhookResponse,
  projectWebhookResponse,
  WebhookResponseError,
} from './webhook-response';

const SDL = `
type Query {
  booking(id: Int!): Booking
  bookings: [Booking!]!
  report: jsonb!
  count: Int!
  mood: Mood
}
type Booking { id: Int! note: String slot: Slot! tags: [String!] mood: Mood data: jsonb }
type Slot { at: timestamptz! minutes: Int! }
enum Mood { HAPPY SAD }
`;
const handler = { handler: 'http://h.test/x' };
const catalog = loadActionCatalog(
  metadataOf(SDL, {
    actions: ['booking', 'bookings', 'report', 'count', 'mood'].map((name) => ({
      name,
      definition: handler,
    })),
    custom_types: { objects: [{ name: 'Booking' }, { name: 'Slot' }], enums: [{ name: 'Mood' }] },
  }),
  {},
  new ScalarRegistry(),
);
const schema = actionSchema(catalog);

function outputOf(name: string): GraphQLOutputType {
  const action = catalog.actions.get(name);
  if (!action) throw new Error(`no action ${name}`);
  return action.outputType;
}

function shape(query: string, response: unknown, variables: Record<string, unknown> = {}) {
  const requested = requestedField(schema, query, variables);
  const type = outputOf(requested.name);
  checkWebhookResponse(response, type);
  return projectWebhookResponse(response, type, requested.field.selectionSet, requested.selection);
}

function failure(name: string, response: unknown): string {
  try {
    checkWebhookResponse(response, outputOf(name));
  } catch (error) {
    if (error instanceof WebhookResponseError) return error.message;
    throw error;
  }
  throw new Error('expected the response to be refused');
}

const booking = {
  id: 1,
  note: 'bring the cat',
  slot: { at: '2030-01-01T10:00:00+00:00', minutes: 30 },
  tags: ['cat'],
  mood: 'HAPPY',
  data: { any: ['json', 1] },
  unknown: 'ignored',
};

describe('projectWebhookResponse', () => {
  it('returns keys in selection order under their aliases with __typename', () => {
    const result = shape(
      `{ booking(id: 1) { minutes: slot { m: minutes __typename } kind: __typename note id } }`,
      booking,
    );
    expect(result).toEqual({
      minutes: { m: 30, __typename: 'Slot' },
      kind: 'Booking',
      note: 'bring the cat',
      id: 1,
    });
    expect(Object.keys(result as object)).toEqual(['minutes', 'kind', 'note', 'id']);
  });

  it('spreads named and inline fragments and applies @skip and @include', () => {
    const result = shape(
      `query ($hide: Boolean!) {
        booking(id: 1) { ...B ... on Booking { slot { at } } note @skip(if: $hide) tags @include(if: $hide) }
      }
      fragment B on Booking { id slot { minutes } }`,
      booking,
      { hide: true },
    );
    expect(result).toEqual({
      id: 1,
      slot: { minutes: 30, at: '2030-01-01T10:00:00+00:00' },
      tags: ['cat'],
    });
  });

  it('projects every element of a list and leaves out fields that were not selected', () => {
    const result = shape(`{ bookings { id slot { minutes } } }`, [booking, { ...booking, id: 2 }]);
    expect(result).toEqual([
      { id: 1, slot: { minutes: 30 } },
      { id: 2, slot: { minutes: 30 } },
    ]);
  });

  it('answers null for a nullable field the handler left out', () => {
    const rest: Record<string, unknown> = { ...booking };
    delete rest['note'];
    delete rest['tags'];
    expect(shape(`{ booking(id: 1) { id note tags } }`, rest)).toEqual({
      id: 1,
      note: null,
      tags: null,
    });
  });

  it('passes custom scalar values and a custom scalar output through unchanged', () => {
    expect(shape(`{ booking(id: 1) { data } }`, booking)).toEqual({ data: { any: ['json', 1] } });
    expect(shape(`{ report }`, { nested: [1, { a: null }] })).toEqual({
      nested: [1, { a: null }],
    });
  });

  it('answers null for a nullable output the handler answered null for', () => {
    expect(shape(`{ booking(id: 1) { id } }`, null)).toBeNull();
  });

  it('keeps an alias named __proto__ as a plain key', () => {
    const result = shape(`{ booking(id: 1) { __proto__: id } }`, booking) as object;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(JSON.stringify(result)).toBe('{"__proto__":1}');
  });
});

describe('checkWebhookResponse', () => {
  it('refuses a missing or null non-null field with Hasura messages', () => {
    expect(failure('booking', { note: 'x' })).toBe(
      'field "id" expected in webhook response, but not found',
    );
    expect(failure('booking', { ...booking, id: null })).toBe(
      'expecting not null value for field "id"',
    );
  });

  it('refuses null for a non-null output', () => {
    expect(failure('bookings', null)).toBe('got null for the action webhook response');
    expect(failure('bookings', [null])).toBe('got null for the action webhook response');
  });

  it('refuses an answer of the wrong shape for the output type', () => {
    expect(failure('booking', [booking])).toBe(
      'got array for the action webhook response, expecting Booking',
    );
    expect(failure('booking', 'text')).toBe(
      'got scalar String for the action webhook response, expecting Booking',
    );
    expect(failure('booking', true)).toBe(
      'got scalar Boolean for the action webhook response, expecting Booking',
    );
    expect(failure('bookings', booking)).toBe('expecting array for the action webhook response');
    expect(failure('count', { n: 1 })).toBe(
      'got object for the action webhook response, expecting Int',
    );
  });

  it('refuses field values that do not fit their type', () => {
    expect(failure('booking', { ...booking, note: { text: 'x' } })).toBe(
      'expecting String for field "note" in webhook response, but got object',
    );
    expect(failure('booking', { ...booking, id: 1.5 })).toBe(
      'expecting Int for field "id" in webhook response, but got number',
    );
    expect(failure('booking', { ...booking, tags: 'cat' })).toBe(
      'expecting array for field "tags" in webhook response, but got string',
    );
    expect(failure('booking', { ...booking, tags: [null] })).toBe(
      'expecting not null value for field "tags"',
    );
    expect(failure('booking', { ...booking, mood: 'ANGRY' })).toBe(
      'expecting Mood for field "mood" in webhook response, but got "ANGRY"',
    );
    expect(failure('booking', { ...booking, slot: { at: 'now' } })).toBe(
      'field "minutes" expected in webhook response, but not found',
    );
  });

  it('lets enum and custom scalar outputs through as Hasura does', () => {
    expect(() => {
      checkWebhookResponse('ANY', outputOf('mood'));
    }).not.toThrow();
    expect(() => {
      checkWebhookResponse([1, 'two'], outputOf('report'));
    }).not.toThrow();
  });
});
