import { type DocumentNode, type GraphQLSchema, Kind, type SelectionSetNode } from 'graphql';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type', '__typename']);

/**
 * The document with only the introspection fields (`__schema`, `__type`, `__typename`) at the
 * root of its operations and of the fragments spread there, for graphql-js to answer them. The
 * other root fields are answered by SQL: left in, graphql-js would resolve them to null and, for
 * a non-null field such as `pets: [pets!]!`, null the whole answer, introspection included.
 */
export function introspectionDocument(document: DocumentNode, schema: GraphQLSchema) {
  const rootTypes = new Set(
    [schema.getQueryType(), schema.getMutationType()].flatMap((t) => (t ? [t.name] : [])),
  );
  const rootSet = (set: SelectionSetNode): SelectionSetNode => ({
    ...set,
    selections: set.selections
      .filter((s) => s.kind !== Kind.FIELD || INTROSPECTION_FIELDS.has(s.name.value))
      .map((s) =>
        s.kind === Kind.INLINE_FRAGMENT ? { ...s, selectionSet: rootSet(s.selectionSet) } : s,
      ),
  });
  return {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ||
      (definition.kind === Kind.FRAGMENT_DEFINITION &&
        rootTypes.has(definition.typeCondition.name.value))
        ? { ...definition, selectionSet: rootSet(definition.selectionSet) }
        : definition,
    ),
  } satisfies DocumentNode;
}
