import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLNamedType,
  type GraphQLType,
  type GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
} from 'graphql';

/** An output field (with arguments) or an input field. */
interface AnyField {
  type: GraphQLType;
  args?: readonly GraphQLArgument[];
}

function fieldsOf(type: GraphQLNamedType): Record<string, AnyField> {
  return isObjectType(type) || isInputObjectType(type)
    ? (type.getFields() as Record<string, AnyField>)
    : {};
}

/**
 * Leaves out the types a role's permissions leave empty, and every field and argument that would
 * name them, as Hasura does: a select permission with `columns: []` (only computed fields) has no
 * `<t>_select_column` values, so no `distinct_on`; an insert input object with no columns is no
 * insert field. GraphQL forbids an enum without values and an object without fields, and
 * graphql-js refuses such a schema on the first request (`must define one or more values`).
 *
 * Works on the types reachable from the roots before the schema is made of them (graphql-js keeps
 * a type's resolved fields and arguments in place, and the schema collects only what the roots
 * reach), repeating until nothing more becomes empty.
 */
export function removeEmptyTypes(roots: readonly GraphQLObjectType[]): void {
  const empty = new Set<GraphQLNamedType>();
  const isEmpty = (type: GraphQLNamedType | undefined) => type !== undefined && empty.has(type);
  const usable = (field: AnyField) =>
    !isEmpty(getNamedType(field.type)) &&
    !(field.args ?? []).some((a) => isNonNullType(a.type) && isEmpty(getNamedType(a.type)));

  for (let changed = true; changed;) {
    changed = false;
    for (const type of reachable(roots)) {
      if (empty.has(type) || roots.includes(type as GraphQLObjectType)) continue;
      const nothingLeft = isEnumType(type)
        ? type.getValues().length === 0
        : (isInputObjectType(type) || isObjectType(type)) &&
          !Object.values(fieldsOf(type)).some(usable);
      if (nothingLeft) {
        empty.add(type);
        changed = true;
      }
    }
  }
  if (empty.size === 0) return;
  for (const type of reachable(roots)) {
    const fields = fieldsOf(type);
    for (const [name, field] of Object.entries(fields)) {
      if (!usable(field)) {
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- graphql-js's own map
        delete fields[name];
      } else if (field.args) {
        field.args = field.args.filter((a) => !isEmpty(getNamedType(a.type)));
      }
    }
  }
}

/** The named types reachable from the roots through fields, arguments and input fields. */
function reachable(roots: readonly GraphQLObjectType[]): Set<GraphQLNamedType> {
  const seen = new Set<GraphQLNamedType>();
  const stack: GraphQLNamedType[] = [...roots];
  for (let type = stack.pop(); type; type = stack.pop()) {
    if (seen.has(type)) continue;
    seen.add(type);
    for (const field of Object.values(fieldsOf(type))) {
      stack.push(getNamedType(field.type));
      for (const arg of field.args ?? []) stack.push(getNamedType(arg.type));
    }
  }
  return seen;
}
