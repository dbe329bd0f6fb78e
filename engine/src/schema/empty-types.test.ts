import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  printSchema,
  validateSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { removeEmptyTypes } from './empty-types';

/** A role that may read only a computed field: no column is left for its column enum. */
function roleWithoutColumns() {
  const selectColumn = new GraphQLEnumType({ name: 'article_select_column', values: {} });
  const orderBy = new GraphQLInputObjectType({
    name: 'article_order_by',
    fields: { column: { type: selectColumn } },
  });
  const article = new GraphQLObjectType({
    name: 'article',
    fields: { title_length: { type: GraphQLInt } },
  });
  const query = new GraphQLObjectType({
    name: 'query_root',
    fields: {
      article: {
        type: new GraphQLList(article),
        args: {
          distinct_on: { type: new GraphQLList(new GraphQLNonNull(selectColumn)) },
          order_by: { type: orderBy },
          limit: { type: GraphQLInt },
        },
      },
      article_pick: {
        type: article,
        args: { column: { type: new GraphQLNonNull(selectColumn) } },
      },
    },
  });
  return query;
}

describe('removeEmptyTypes', () => {
  it('leaves out an empty enum, the input objects it empties and the arguments naming them', () => {
    const query = roleWithoutColumns();
    removeEmptyTypes([query]);
    const schema = new GraphQLSchema({ query });
    expect(validateSchema(schema)).toEqual([]);
    expect(schema.getType('article_select_column')).toBeUndefined();
    expect(schema.getType('article_order_by')).toBeUndefined();
    expect(query.getFields().article?.args.map((a) => a.name)).toEqual(['limit']);
  });

  it('leaves out a field that requires an argument of an empty type', () => {
    const query = roleWithoutColumns();
    removeEmptyTypes([query]);
    expect(Object.keys(query.getFields())).toEqual(['article']);
    expect(printSchema(new GraphQLSchema({ query }))).toContain('title_length: Int');
  });
});
