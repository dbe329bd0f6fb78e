import {
  assertInputType,
  assertNamedType,
  assertNullableType,
  assertOutputType,
  type GraphQLArgumentConfig,
  GraphQLEnumType,
  type GraphQLFieldConfig,
  GraphQLInputObjectType,
  type GraphQLInputFieldConfig,
  type GraphQLInputType,
  GraphQLInterfaceType,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  type GraphQLType,
  GraphQLUnionType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';

/**
 * Hasura's introspection lists types, fields, arguments, input fields and enum values sorted by
 * name (`sortOn dName` in Hasura/GraphQL/Schema/Introspect.hs), comparing names as Haskell
 * `Text` does: by code point (GraphQL names are ASCII), so `Z` < `_` < `a` and `arg_10` < `arg_2`. graphql-js lists them in
 * definition order, and its `lexicographicSortSchema` compares digits as numbers; this copy of
 * the schema is sorted Hasura's way. Directives keep their order (Hasura does not sort them), and
 * so do the fields of graphql-js's own introspection types, which its executor needs unchanged.
 * Every field keeps its `extensions`, which the compiler reads.
 */
export function inHasuraOrder(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const named = new Map<string, GraphQLNamedType>();
  for (const type of Object.values(schema.getTypeMap()).sort(byName)) {
    named.set(type.name, sortNamedType(type));
  }
  const replaceNamed = <T extends GraphQLNamedType>(type: T): T =>
    (named.get(type.name) ?? type) as T;
  // `unknown` in: the graphql-js type unions are too deep for the linter's assignability checks.
  const replace = (type: unknown): GraphQLType => {
    if (isListType(type)) return new GraphQLList(replace(type.ofType));
    if (isNonNullType(type)) return new GraphQLNonNull(assertNullableType(replace(type.ofType)));
    return replaceNamed(assertNamedType(type));
  };
  const replaceInput = (type: GraphQLInputType) => assertInputType(replace(type));
  const args = (map: Record<string, GraphQLArgumentConfig>) =>
    sortedMap(map, (arg): GraphQLArgumentConfig => ({ ...arg, type: replaceInput(arg.type) }));
  const fields = (map: Record<string, GraphQLFieldConfig<unknown, unknown>>) =>
    sortedMap(map, (field): GraphQLFieldConfig<unknown, unknown> => {
      const { args: fieldArgs, ...rest } = field;
      return {
        ...rest,
        type: assertOutputType(replace(field.type)),
        ...(fieldArgs ? { args: args(fieldArgs) } : {}),
      };
    });
  const inputFields = (map: Record<string, GraphQLInputFieldConfig>) =>
    sortedMap(map, (field): GraphQLInputFieldConfig => ({
      ...field,
      type: replaceInput(field.type),
    }));

  function sortNamedType(type: GraphQLNamedType): GraphQLNamedType {
    if (isScalarType(type) || isIntrospectionType(type)) return type;
    if (isObjectType(type)) {
      const c = type.toConfig();
      return new GraphQLObjectType({
        ...c,
        interfaces: () => [...c.interfaces].sort(byName).map(replaceNamed),
        fields: () => fields(c.fields),
      });
    }
    if (isInterfaceType(type)) {
      const c = type.toConfig();
      return new GraphQLInterfaceType({
        ...c,
        interfaces: () => [...c.interfaces].sort(byName).map(replaceNamed),
        fields: () => fields(c.fields),
      });
    }
    if (isUnionType(type)) {
      const c = type.toConfig();
      return new GraphQLUnionType({
        ...c,
        types: () => [...c.types].sort(byName).map(replaceNamed),
      });
    }
    if (isEnumType(type)) {
      const c = type.toConfig();
      return new GraphQLEnumType({ ...c, values: sortedMap(c.values, (value) => value) });
    }
    if (isInputObjectType(type)) {
      const c = type.toConfig();
      return new GraphQLInputObjectType({ ...c, fields: () => inputFields(c.fields) });
    }
    return type;
  }

  return new GraphQLSchema({
    ...config,
    // Every type, in order: graphql-js keeps the order of `types` for the types listed there.
    types: [...named.values()],
    query: config.query && replaceNamed(config.query),
    mutation: config.mutation && replaceNamed(config.mutation),
    subscription: config.subscription && replaceNamed(config.subscription),
  });
}

/** Code-point order of two names, as Haskell's `compare` on `Text`. */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

function sortedMap<T, U>(map: Record<string, T>, each: (value: T) => U): Record<string, U> {
  const sorted: Record<string, U> = Object.create(null) as Record<string, U>;
  for (const key of Object.keys(map).sort(compareNames)) sorted[key] = each(map[key] as T);
  return sorted;
}
