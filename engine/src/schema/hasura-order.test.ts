import {
  buildSchema,
  getIntrospectionQuery,
  graphqlSync,
  type IntrospectionQuery,
  type IntrospectionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { inHasuraOrder } from './hasura-order';

const sdl = `
  type query_root {
    zebra(b: Int, a_2: Int, a_10: Int, B: Int): thing
    Apple: thing
    _underscore: Int
  }
  type thing { value: Int, Name: String, arg_2: Int, arg_10: Int }
  input thing_bool_exp { _or: [thing_bool_exp!], Value: Int, _and: [thing_bool_exp!], name: String }
  enum kind { small, Large, _middle }
  type mutation_root { change(where: thing_bool_exp, kind: kind): thing }
  schema { query: query_root, mutation: mutation_root }
`;

function introspect(schema: ReturnType<typeof buildSchema>) {
  const result = graphqlSync({ schema, source: getIntrospectionQuery() });
  const data = result.data as unknown as IntrospectionQuery;
  return new Map<string, IntrospectionType>(data.__schema.types.map((t) => [t.name, t]));
}

const names = (items: readonly { name: string }[]) => items.map((i) => i.name);

describe("Hasura's introspection order", () => {
  const sorted = inHasuraOrder(buildSchema(sdl));
  const types = introspect(sorted);

  it('lists types by code point: capitals, then the underscore, then lower case', () => {
    const listed = [...types.keys()];
    expect(listed.indexOf('String')).toBeLessThan(listed.indexOf('__Schema'));
    expect(listed.indexOf('__Schema')).toBeLessThan(listed.indexOf('kind'));
    expect(listed).toEqual([...listed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('sorts fields, arguments, input fields and enum values, digits as characters', () => {
    const query = types.get('query_root');
    const thing = types.get('thing');
    const boolExp = types.get('thing_bool_exp');
    const kind = types.get('kind');
    if (query?.kind !== 'OBJECT' || thing?.kind !== 'OBJECT') throw new Error('object types');
    if (boolExp?.kind !== 'INPUT_OBJECT' || kind?.kind !== 'ENUM') throw new Error('input types');
    expect(names(query.fields)).toEqual(['Apple', '_underscore', 'zebra']);
    expect(names(query.fields.find((f) => f.name === 'zebra')?.args ?? [])).toEqual([
      'B',
      'a_10',
      'a_2',
      'b',
    ]);
    expect(names(thing.fields)).toEqual(['Name', 'arg_10', 'arg_2', 'value']);
    expect(names(boolExp.inputFields)).toEqual(['Value', '_and', '_or', 'name']);
    expect(names(kind.enumValues)).toEqual(['Large', '_middle', 'small']);
  });

  it('keeps what each field stands for, and the types it points to are the sorted ones', () => {
    const original = buildSchema(sdl);
    const field = original.getQueryType()?.getFields()['zebra'];
    if (!field) throw new Error('zebra');
    field.extensions = { marker: 'zebra' };
    const copy = inHasuraOrder(original);
    const zebra = copy.getQueryType()?.getFields()['zebra'];
    expect(zebra?.extensions).toEqual({ marker: 'zebra' });
    expect(zebra?.type).toBe(copy.getType('thing'));
    expect(copy.getMutationType()?.getFields()['change']?.args[0]?.type).toBe(copy.getType('kind'));
  });
});
