import {
  type FieldNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getVariableValues,
  GraphQLBoolean,
  GraphQLObjectType,
  GraphQLSchema,
  Kind,
  OperationTypeNode,
  parse,
  validate,
} from 'graphql';
import type { SelectionContext } from '../graphql/collect-fields';
import type { LoadedMetadata } from '../metadata/load-metadata';
import type { ActionsFile } from '../metadata/metadata-schema';
import { type ActionCatalog, actionRootFields } from './action-catalog';

/** Test support: metadata from text, a schema of the action root fields, a parsed request. */

export const YAML_FILE = '/metadata/actions.yaml';
export const SDL_FILE = '/metadata/actions.graphql';

export function metadataOf(sdl: string, actions: unknown): LoadedMetadata {
  return {
    dir: '/metadata',
    sources: [],
    // Deliberately unchecked: the catalog must refuse what loadMetadata would.
    actions: { file: YAML_FILE, content: actions as ActionsFile },
    actionsSdl: { file: SDL_FILE, document: sdl.trim() ? parse(sdl) : undefined },
    apiLimits: {},
    introspection: {},
    cronTriggers: { file: '/metadata/cron_triggers.yaml', triggers: [] },
  };
}

export function actionSchema(catalog: ActionCatalog, role = 'admin'): GraphQLSchema {
  const { query, mutation } = actionRootFields(catalog, role);
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'query_root',
      // A query type needs a field even for roles without query actions.
      fields: Object.keys(query).length > 0 ? query : { no_queries: { type: GraphQLBoolean } },
    }),
    ...(Object.keys(mutation).length > 0
      ? { mutation: new GraphQLObjectType({ name: 'mutation_root', fields: mutation }) }
      : {}),
    types: [...catalog.types],
  });
}

export interface RequestedField {
  name: string;
  field: FieldNode;
  args: Record<string, unknown>;
  selection: SelectionContext;
}

/** The first root field of a valid request, with its arguments coerced as graphql-js does. */
export function requestedField(
  schema: GraphQLSchema,
  query: string,
  variables: Record<string, unknown> = {},
): RequestedField {
  const document = parse(query);
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('\n'));
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let operation;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION) operation ??= definition;
  }
  if (!operation) throw new Error('no operation');
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) throw new Error(coerced.errors.map((e) => e.message).join('\n'));
  const rootType =
    operation.operation === OperationTypeNode.MUTATION
      ? schema.getMutationType()
      : schema.getQueryType();
  const field = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  if (!rootType || !field) throw new Error('no root field');
  const definition = rootType.getFields()[field.name.value];
  if (!definition) throw new Error(`no field ${field.name.value}`);
  return {
    name: field.name.value,
    field,
    args: getArgumentValues(definition, field, coerced.coerced),
    selection: { schema, fragments, variables: coerced.coerced },
  };
}
