import {
  type DocumentNode,
  getNullableType,
  type GraphQLSchema,
  isListType,
  isScalarType,
  Kind,
  type ListValueNode,
  type ObjectValueNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * Variables written inside the literal of a scalar (`body: [{header: $h}]` for a jsonb column,
 * `_contains: {k: $v}`): the scalar's parseLiteral embeds their value in the literal, so they
 * cannot be SQL parameters; they get their real value and are part of the plan's cache key.
 * An object or list value is inside a scalar when its input type is a scalar, not an input
 * object or a GraphQL list.
 */
export function variablesInsideScalarLiterals(
  schema: GraphQLSchema,
  document: DocumentNode,
): Set<string> {
  const found = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  let depth = 0;
  const insideScalar = (node: ObjectValueNode | ListValueNode): boolean => {
    // Entering a list, TypeInfo has already pushed its item type: the list's own is the parent.
    const type = node.kind === Kind.LIST ? typeInfo.getParentInputType() : typeInfo.getInputType();
    const nullable = type ? getNullableType(type) : undefined;
    // A field of an object inside a scalar has no input type at all.
    return (
      depth > 0 ||
      nullable === undefined ||
      (node.kind === Kind.LIST ? !isListType(nullable) : isScalarType(nullable))
    );
  };
  const entered: (ObjectValueNode | ListValueNode)[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node) {
        if (node.kind === Kind.OBJECT || node.kind === Kind.LIST) {
          if (insideScalar(node)) {
            depth += 1;
            entered.push(node);
          }
        } else if (node.kind === Kind.VARIABLE && depth > 0) {
          found.add(node.name.value);
        }
      },
      leave(node) {
        if (entered.at(-1) === node) {
          entered.pop();
          depth -= 1;
        }
      },
    }),
  );
  return found;
}
