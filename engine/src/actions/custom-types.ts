import {
  type ASTNode,
  assertNullableType,
  type DocumentNode,
  type EnumTypeDefinitionNode,
  type FieldDefinitionNode,
  GraphQLEnumType,
  type GraphQLFieldConfigMap,
  type GraphQLFieldResolver,
  GraphQLID,
  type GraphQLInputFieldConfigMap,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLType,
  type InputObjectTypeDefinitionNode,
  type InputValueDefinitionNode,
  Kind,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
  type ScalarTypeDefinitionNode,
  type TypeNode,
} from 'graphql';
import type { ScalarRegistry } from '../graphql/scalars';

/**
 * The types of actions.graphql as graphql-js types: object types for outputs,
 * input objects and enums for arguments, custom scalars and the Postgres scalars Hasura lets
 * actions reuse. Problems are reported with the type or field they are about.
 */

export type CustomTypeKind = 'object' | 'input' | 'enum' | 'scalar';

export interface SdlProblem {
  /** `Type.field` or `Type.field.argument`; the whole document is ''. */
  path: string;
  message: string;
}

export interface RootField {
  operation: 'query' | 'mutation';
  node: FieldDefinitionNode;
}

export interface CustomTypes {
  /** Types declared in actions.graphql, by name, with their kind. */
  declared: ReadonlyMap<string, CustomTypeKind>;
  /** Fields of `type Query`/`type Mutation` (and their `extend type`), by name. */
  rootFields: ReadonlyMap<string, RootField>;
  /** Resolves a type reference, or undefined after reporting why it cannot be used there. */
  outputType(node: TypeNode, path: string, what: string): GraphQLOutputType | undefined;
  inputType(node: TypeNode, path: string, what: string): GraphQLInputType | undefined;
  /** The named types of actions.graphql (objects, inputs, enums, declared scalars). */
  namedTypes(): GraphQLNamedType[];
}

const BUILT_IN_SCALARS = new Set(['Int', 'Float', 'String', 'Boolean', 'ID']);

/**
 * Postgres scalars (by their GraphQL name, see scalars.ts) an action type may use without
 * declaring them, as Hasura lets actions reuse the scalars of the database.
 */
const POSTGRES_SCALARS = new Set([
  'smallint',
  'bigint',
  'float8',
  'numeric',
  'money',
  'bpchar',
  'citext',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'uuid',
  'json',
  'jsonb',
  'inet',
  'bytea',
  'geography',
  'geometry',
]);

type TypeDefinition =
  | ObjectTypeDefinitionNode
  | InputObjectTypeDefinitionNode
  | EnumTypeDefinitionNode
  | ScalarTypeDefinitionNode;

const KIND_OF: Partial<Record<Kind, CustomTypeKind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'object',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'input',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.SCALAR_TYPE_DEFINITION]: 'scalar',
};

/** The response key of the field being resolved: action results are projected by alias. */
const byResponseKey: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
  source !== null && typeof source === 'object'
    ? (source as Record<string, unknown>)[String(info.path.key)]
    : undefined;

function line(node: ASTNode): string {
  return node.loc ? ` (line ${node.loc.startToken.line})` : '';
}

function namedTypeOf(node: TypeNode): string {
  return node.kind === Kind.NAMED_TYPE ? node.name.value : namedTypeOf(node.type);
}

function hasDirectives(node: { directives?: readonly unknown[] | undefined }): boolean {
  return (node.directives?.length ?? 0) > 0;
}

export function readCustomTypes(
  document: DocumentNode | undefined,
  scalars: ScalarRegistry,
  report: (problem: SdlProblem) => void,
): CustomTypes {
  const definitions = new Map<string, TypeDefinition>();
  const declared = new Map<string, CustomTypeKind>();
  const rootFields = new Map<string, RootField>();

  for (const definition of document?.definitions ?? []) {
    if (
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.OBJECT_TYPE_EXTENSION
    ) {
      const name = definition.name.value;
      if (name === 'Query' || name === 'Mutation') {
        readRootType(definition, name === 'Query' ? 'query' : 'mutation');
        continue;
      }
      if (name === 'Subscription') {
        report({ path: name, message: 'actions are queries or mutations, not subscriptions' });
        continue;
      }
      if (definition.kind === Kind.OBJECT_TYPE_EXTENSION) {
        report({
          path: name,
          message: `extend type is only supported for Query and Mutation${line(definition)}`,
        });
        continue;
      }
    }
    const kind = KIND_OF[definition.kind];
    if (!kind) {
      report({
        path: '',
        message: `${definition.kind} is not supported by the engine${line(definition)}`,
      });
      continue;
    }
    const typeDefinition = definition as TypeDefinition;
    const name = typeDefinition.name.value;
    if (definitions.has(name)) {
      report({ path: name, message: `type "${name}" is defined twice${line(definition)}` });
      continue;
    }
    if (kind === 'scalar' && BUILT_IN_SCALARS.has(name)) {
      report({ path: name, message: `the built-in scalar "${name}" cannot be redefined` });
      continue;
    }
    if (kind !== 'scalar' && (BUILT_IN_SCALARS.has(name) || POSTGRES_SCALARS.has(name))) {
      report({ path: name, message: `type "${name}" clashes with the scalar of that name` });
      continue;
    }
    if (hasDirectives(typeDefinition)) {
      report({ path: name, message: 'directives are not supported by the engine' });
    }
    if (typeDefinition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      if ((typeDefinition.interfaces?.length ?? 0) > 0)
        report({ path: name, message: 'interfaces are not supported by the engine' });
    }
    const members =
      typeDefinition.kind === Kind.SCALAR_TYPE_DEFINITION
        ? undefined
        : typeDefinition.kind === Kind.ENUM_TYPE_DEFINITION
          ? typeDefinition.values
          : typeDefinition.fields;
    if (typeDefinition.kind !== Kind.SCALAR_TYPE_DEFINITION && (members?.length ?? 0) === 0) {
      report({ path: name, message: `type "${name}" has no fields` });
    }
    definitions.set(name, typeDefinition);
    declared.set(name, kind);
  }

  function readRootType(
    node: ObjectTypeDefinitionNode | ObjectTypeExtensionNode,
    operation: 'query' | 'mutation',
  ) {
    if (hasDirectives(node) || (node.interfaces?.length ?? 0) > 0) {
      report({
        path: node.name.value,
        message: 'directives and interfaces are not supported by the engine',
      });
    }
    for (const field of node.fields ?? []) {
      const name = field.name.value;
      const path = `${node.name.value}.${name}`;
      const existing = rootFields.get(name);
      if (existing) {
        report({
          path,
          message: `action "${name}" is declared twice${line(field)}`,
        });
        continue;
      }
      if (hasDirectives(field))
        report({ path, message: 'directives are not supported by the engine' });
      for (const argument of field.arguments ?? []) checkInputValue(argument, path);
      rootFields.set(name, { operation, node: field });
    }
  }

  function checkInputValue(node: InputValueDefinitionNode, parent: string) {
    const path = `${parent}.${node.name.value}`;
    if (node.defaultValue)
      report({ path, message: 'default values are not supported by the engine' });
    if (hasDirectives(node))
      report({ path, message: 'directives are not supported by the engine' });
  }

  // graphql-js types, created lazily and once, so recursive input objects and objects work.
  const built = new Map<string, GraphQLNamedType>();

  function named(name: string): GraphQLNamedType | undefined {
    const existing = built.get(name);
    if (existing) return existing;
    let type: GraphQLNamedType | undefined;
    const definition = definitions.get(name);
    if (!definition) {
      if (name === 'ID') type = GraphQLID;
      else if (BUILT_IN_SCALARS.has(name) || POSTGRES_SCALARS.has(name)) type = scalars.get(name);
      else return undefined;
    } else if (definition.kind === Kind.SCALAR_TYPE_DEFINITION) {
      type = scalars.get(name);
    } else if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
      type = new GraphQLEnumType({
        name,
        description: definition.description?.value,
        values: Object.fromEntries(
          (definition.values ?? []).map((value) => [
            value.name.value,
            { value: value.name.value, description: value.description?.value },
          ]),
        ),
      });
    } else if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      type = new GraphQLInputObjectType({
        name,
        description: definition.description?.value,
        fields: () => inputFields(definition),
      });
    } else {
      type = new GraphQLObjectType({
        name,
        description: definition.description?.value,
        fields: () => outputFields(definition),
      });
    }
    built.set(name, type);
    return type;
  }

  function inputFields(definition: InputObjectTypeDefinitionNode): GraphQLInputFieldConfigMap {
    const fields: GraphQLInputFieldConfigMap = {};
    for (const field of definition.fields ?? []) {
      // Checked before the catalog is returned, so the reference resolves.
      const type = inputType(field.type, '', '');
      if (type) fields[field.name.value] = { type, description: field.description?.value };
    }
    return fields;
  }

  function outputFields(
    definition: ObjectTypeDefinitionNode,
  ): GraphQLFieldConfigMap<unknown, unknown> {
    const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
    for (const field of definition.fields ?? []) {
      const type = outputType(field.type, '', '');
      if (type)
        fields[field.name.value] = {
          type,
          description: field.description?.value,
          resolve: byResponseKey,
        };
    }
    return fields;
  }

  function wrap(node: TypeNode, base: GraphQLNamedType): GraphQLType {
    if (node.kind === Kind.NAMED_TYPE) return base;
    if (node.kind === Kind.LIST_TYPE) return new GraphQLList<GraphQLType>(wrap(node.type, base));
    return new GraphQLNonNull(assertNullableType(wrap(node.type, base)));
  }

  function resolve(
    node: TypeNode,
    path: string,
    what: string,
    allowed: readonly CustomTypeKind[],
  ): GraphQLInputType | GraphQLOutputType | undefined {
    const name = namedTypeOf(node);
    const type = named(name);
    if (!type) {
      if (path) report({ path, message: `the type "${name}" for ${what} does not exist` });
      return undefined;
    }
    const kind = declared.get(name) ?? 'scalar';
    if (!allowed.includes(kind)) {
      if (path)
        report({
          path,
          message: `the type "${name}" for ${what} is ${kind === 'input' ? 'an input object' : 'an object'} type, which cannot be used there`,
        });
      return undefined;
    }
    return wrap(node, type) as GraphQLInputType | GraphQLOutputType;
  }

  function outputType(node: TypeNode, path: string, what: string) {
    return resolve(node, path, what, ['object', 'enum', 'scalar']) as GraphQLOutputType | undefined;
  }

  function inputType(node: TypeNode, path: string, what: string) {
    return resolve(node, path, what, ['input', 'enum', 'scalar']) as GraphQLInputType | undefined;
  }

  // Every field of every custom type must resolve, used by an action or not.
  for (const [name, definition] of definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      for (const field of definition.fields ?? []) {
        const path = `${name}.${field.name.value}`;
        if ((field.arguments?.length ?? 0) > 0)
          report({ path, message: 'fields of action output types cannot have arguments' });
        if (hasDirectives(field))
          report({ path, message: 'directives are not supported by the engine' });
        outputType(field.type, path, `field "${field.name.value}" in object type "${name}"`);
      }
    } else if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      for (const field of definition.fields ?? []) {
        checkInputValue(field, name);
        inputType(
          field.type,
          `${name}.${field.name.value}`,
          `field "${field.name.value}" in input object type "${name}"`,
        );
      }
    } else if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
      for (const value of definition.values ?? []) {
        if (hasDirectives(value))
          report({
            path: `${name}.${value.name.value}`,
            message: 'directives are not supported by the engine',
          });
      }
    }
  }

  return {
    declared,
    rootFields,
    outputType,
    inputType,
    namedTypes: () =>
      [...definitions.keys()].flatMap((name) => {
        const type = named(name);
        return type ? [type] : [];
      }),
  };
}
