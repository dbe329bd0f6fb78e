import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  getDirectiveValues,
  typeFromAST,
  isAbstractType,
} from 'graphql';

export interface SelectionContext {
  schema: GraphQLSchema;
  fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  /** Coerced variable values of the operation. */
  variables: Readonly<Record<string, unknown>>;
}

function included(node: { directives?: readonly unknown[] | undefined }, ctx: SelectionContext) {
  const n = node as Parameters<typeof getDirectiveValues>[1];
  const skip = getDirectiveValues(GraphQLSkipDirective, n, ctx.variables);
  if (skip?.['if'] === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, n, ctx.variables);
  return include?.['if'] !== false;
}

function applies(
  typeCondition: { name: { value: string } } | undefined,
  type: GraphQLObjectType,
  ctx: SelectionContext,
) {
  if (!typeCondition) return true;
  const conditionType = typeFromAST(ctx.schema, {
    kind: Kind.NAMED_TYPE,
    name: { kind: Kind.NAME, value: typeCondition.name.value },
  });
  if (conditionType === type) return true;
  return conditionType !== undefined && isAbstractType(conditionType)
    ? ctx.schema.isSubType(conditionType, type)
    : false;
}

/**
 * The fields of a selection set on an object type, in selection order, keyed by response key
 * (alias or name), with fragments spread and `@skip`/`@include` applied — what graphql-js's
 * executor does, so response keys follow the request exactly.
 */
export function collectFields(
  selectionSet: SelectionSetNode,
  type: GraphQLObjectType,
  ctx: SelectionContext,
  into = new Map<string, FieldNode[]>(),
  visited = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const selection of selectionSet.selections) {
    if (!included(selection, ctx)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const list = into.get(key);
      if (list) list.push(selection);
      else into.set(key, [selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(selection.typeCondition, type, ctx))
        collectFields(selection.selectionSet, type, ctx, into, visited);
    } else {
      const name = selection.name.value;
      if (visited.has(name)) continue;
      visited.add(name);
      const fragment = ctx.fragments[name];
      if (fragment && applies(fragment.typeCondition, type, ctx))
        collectFields(fragment.selectionSet, type, ctx, into, visited);
    }
  }
  return into;
}

/** Merges the sub-selections of fields that share a response key (`{ a { x } a { y } }`). */
export function mergedSelectionSet(fields: readonly FieldNode[]): SelectionSetNode | undefined {
  const sets = fields.flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
  if (sets.length <= 1) return sets[0];
  return { kind: Kind.SELECTION_SET, selections: sets.flatMap((s) => s.selections) };
}
