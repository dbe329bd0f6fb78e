import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { variablesInsideScalarLiterals } from './scalar-literal-variables';

const schema = buildSchema(`
  scalar jsonb
  input jsonb_comparison_exp { _contains: jsonb, _eq: jsonb }
  input int_comparison_exp { _eq: Int, _in: [Int!] }
  input article_bool_exp { id: int_comparison_exp, body: jsonb_comparison_exp, _and: [article_bool_exp!] }
  input article_insert_input { id: Int, body: jsonb }
  type article { id: Int }
  type Query { article(where: article_bool_exp): [article!]! }
  type Mutation { insert_article(objects: [article_insert_input!]!): [article!]! }
`);

const found = (query: string) => [...variablesInsideScalarLiterals(schema, parse(query))].sort();

describe('variables inside scalar literals', () => {
  it('finds a variable inside an object or list literal of a jsonb position, at any depth', () => {
    expect(
      found(`mutation ($h: jsonb, $n: jsonb) {
        insert_article(objects: [{body: [{header: $h, deep: {list: [$n]}}]}]) { id }
      }`),
    ).toEqual(['h', 'n']);
  });

  it('finds one inside the comparison literal of a where nested in _and', () => {
    expect(
      found(`query ($v: jsonb) {
        article(where: {_and: [{body: {_contains: {header: $v}}}]}) { id }
      }`),
    ).toEqual(['v']);
  });

  it('leaves variables at input-object fields and in GraphQL lists as parameters', () => {
    expect(
      found(`query ($a: Int, $b: Int, $j: jsonb) {
        article(where: {id: {_in: [$a, $b]}, body: {_eq: $j}}) { id }
      }`),
    ).toEqual([]);
  });
});
