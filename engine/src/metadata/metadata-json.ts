import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ConstDirectiveNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  Kind,
  parseType,
  print,
  type StringValueNode,
} from 'graphql';
import { stringify } from 'yaml';
import { type LoadedMetadata, MetadataError, type MetadataProblem } from './load-metadata';

/**
 * Hasura's metadata as one JSON object (the metadata API's `export_metadata` and
 * `replace_metadata`, format version 3) and the export directory the engine loads (what
 * `hasura metadata export` writes: the same content split into files, actions as SDL).
 * `metadataToJson` turns a loaded directory into the object; `writeMetadataDirectory` writes an
 * object as a directory for `loadMetadata`, which then checks it like hasura/metadata.
 */

export type JsonObject = Record<string, unknown>;

/** Top-level keys of Hasura's metadata kept in files the engine requires to be empty. */
const EMPTY_ONLY_KEYS: Record<string, string> = {
  remote_schemas: 'remote_schemas.yaml',
  allowlist: 'allow_list.yaml',
  query_collections: 'query_collections.yaml',
  inherited_roles: 'inherited_roles.yaml',
  rest_endpoints: 'rest_endpoints.yaml',
  network: 'network.yaml',
  backend_configs: 'backend_configs.yaml',
  metrics_config: 'metrics_config.yaml',
  opentelemetry: 'opentelemetry.yaml',
};

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function description(node: { description?: StringValueNode | undefined }): JsonObject {
  return node.description ? { description: node.description.value } : {};
}

function argumentsOf(values: readonly InputValueDefinitionNode[] | undefined): JsonObject[] {
  return (values ?? []).map((value) => ({
    name: value.name.value,
    type: print(value.type),
    ...description(value),
  }));
}

function fieldsOf(fields: readonly (FieldDefinitionNode | InputValueDefinitionNode)[] = []) {
  return fields.map((field) => ({
    name: field.name.value,
    type: print(field.type),
    ...description(field),
    ...('arguments' in field && field.arguments.length > 0
      ? { arguments: argumentsOf(field.arguments) }
      : {}),
  }));
}

function isDeprecated(directives: readonly ConstDirectiveNode[] | undefined): boolean {
  return (directives ?? []).some((directive) => directive.name.value === 'deprecated');
}

/** The action fields and custom types of actions.graphql, in Hasura's JSON form. */
function readSdl(document: DocumentNode | undefined) {
  const fields = new Map<string, { type: 'query' | 'mutation'; field: FieldDefinitionNode }>();
  const customTypes: Record<'objects' | 'input_objects' | 'enums' | 'scalars', JsonObject[]> = {
    objects: [],
    input_objects: [],
    enums: [],
    scalars: [],
  };
  for (const definition of document?.definitions ?? []) {
    switch (definition.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.OBJECT_TYPE_EXTENSION: {
        const name = definition.name.value;
        if (name === 'Query' || name === 'Mutation') {
          for (const field of definition.fields ?? []) {
            fields.set(field.name.value, {
              type: name === 'Query' ? 'query' : 'mutation',
              field,
            });
          }
        } else {
          customTypes.objects.push({
            name,
            ...('description' in definition ? description(definition) : {}),
            fields: fieldsOf(definition.fields),
          });
        }
        break;
      }
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        customTypes.input_objects.push({
          name: definition.name.value,
          ...description(definition),
          fields: fieldsOf(definition.fields),
        });
        break;
      case Kind.ENUM_TYPE_DEFINITION:
        customTypes.enums.push({
          name: definition.name.value,
          ...description(definition),
          values: (definition.values ?? []).map((value) => ({
            value: value.name.value,
            ...description(value),
            ...(isDeprecated(value.directives) ? { is_deprecated: true } : {}),
          })),
        });
        break;
      case Kind.SCALAR_TYPE_DEFINITION:
        customTypes.scalars.push({ name: definition.name.value, ...description(definition) });
        break;
      default:
        // loadMetadata's check refuses other definitions before an export can be asked for.
        break;
    }
  }
  return { fields, customTypes };
}

/** A loaded metadata directory as Hasura's metadata object (`export_metadata`). */
export function metadataToJson(metadata: LoadedMetadata): JsonObject {
  const sources = metadata.sources.map((source) => ({
    name: source.name,
    kind: 'postgres',
    tables: source.tables.map((table) => table.metadata),
    ...(source.functions.length > 0
      ? { functions: source.functions.map((fn) => fn.metadata) }
      : {}),
    configuration: {
      connection_info: {
        database_url:
          'fromEnv' in source.databaseUrl
            ? { from_env: source.databaseUrl.fromEnv }
            : source.databaseUrl.value,
        isolation_level: source.isolationLevel,
        use_prepared_statements: source.usePreparedStatements,
      },
    },
  }));
  const { fields, customTypes } = readSdl(metadata.actionsSdl.document);
  const actions = metadata.actions.content.actions.map((action) => {
    const declared = fields.get(action.name);
    const definition: JsonObject = { ...action.definition };
    if (declared) {
      definition.type = declared.type;
      definition.arguments = argumentsOf(declared.field.arguments);
      definition.output_type = print(declared.field.type);
    }
    return { ...action, definition };
  });
  const json: JsonObject = { version: 3, sources };
  if (actions.length > 0) json.actions = actions;
  const types = Object.fromEntries(
    Object.entries(customTypes).filter(([, list]) => list.length > 0),
  );
  if (Object.keys(types).length > 0) json.custom_types = types;
  if (metadata.cronTriggers.triggers.length > 0)
    json.cron_triggers = metadata.cronTriggers.triggers;
  if (Object.keys(metadata.apiLimits).length > 0) json.api_limits = metadata.apiLimits;
  if (Object.keys(metadata.introspection).length > 0) {
    json.graphql_schema_introspection = metadata.introspection;
  }
  return json;
}

function typeText(value: unknown): string {
  return typeof value === 'string' ? print(parseType(value)) : 'String';
}

function describe(value: unknown, indent = ''): string {
  return typeof value === 'string' && value !== '' ? `${indent}${JSON.stringify(value)}\n` : '';
}

function argumentList(args: unknown): string {
  if (!Array.isArray(args) || args.length === 0) return '';
  const items = args.filter(isObject).map((arg) => `${String(arg.name)}: ${typeText(arg.type)}`);
  return `(${items.join(', ')})`;
}

function fieldLines(fields: unknown): string {
  if (!Array.isArray(fields)) return '';
  return fields
    .filter(isObject)
    .map(
      (field) =>
        `${describe(field.description, '  ')}  ${String(field.name)}${argumentList(field.arguments)}: ${typeText(field.type)}\n`,
    )
    .join('');
}

/**
 * actions.graphql from the actions' `arguments`/`output_type` and the custom types' fields. A
 * malformed type is a MetadataError naming where it is.
 */
function actionsSdl(actions: JsonObject[], customTypes: JsonObject): string {
  const roots: Record<'query' | 'mutation', string[]> = { query: [], mutation: [] };
  for (const action of actions) {
    const definition = isObject(action.definition) ? action.definition : {};
    const type = definition.type === 'query' ? 'query' : 'mutation';
    roots[type].push(
      `  ${String(action.name)}${argumentList(definition.arguments)}: ${typeText(definition.output_type)}\n`,
    );
  }
  const blocks: string[] = [];
  if (roots.query.length > 0) blocks.push(`type Query {\n${roots.query.join('')}}\n`);
  if (roots.mutation.length > 0) blocks.push(`type Mutation {\n${roots.mutation.join('')}}\n`);
  const list = (key: string): JsonObject[] =>
    Array.isArray(customTypes[key]) ? (customTypes[key] as unknown[]).filter(isObject) : [];
  for (const type of list('objects')) {
    blocks.push(
      `${describe(type.description)}type ${String(type.name)} {\n${fieldLines(type.fields)}}\n`,
    );
  }
  for (const type of list('input_objects')) {
    blocks.push(
      `${describe(type.description)}input ${String(type.name)} {\n${fieldLines(type.fields)}}\n`,
    );
  }
  for (const type of list('enums')) {
    const values = Array.isArray(type.values) ? type.values.filter(isObject) : [];
    const lines = values
      .map(
        (value) =>
          `${describe(value.description, '  ')}  ${String(value.value)}${value.is_deprecated === true ? ' @deprecated' : ''}\n`,
      )
      .join('');
    blocks.push(`${describe(type.description)}enum ${String(type.name)} {\n${lines}}\n`);
  }
  for (const type of list('scalars')) {
    blocks.push(`${describe(type.description)}scalar ${String(type.name)}\n`);
  }
  return blocks.join('\n');
}

/** What actions.yaml keeps of an action: all but the signature, which is in actions.graphql. */
function actionEntry(action: JsonObject): JsonObject {
  const definition = isObject(action.definition) ? { ...action.definition } : {};
  delete definition.arguments;
  delete definition.output_type;
  return { ...action, definition };
}

/** What actions.yaml keeps of a custom type: its name, and any key the engine must refuse. */
function customTypeEntries(customTypes: JsonObject): JsonObject {
  const entries: JsonObject = {};
  for (const [group, list] of Object.entries(customTypes)) {
    if (!Array.isArray(list)) {
      entries[group] = list;
      continue;
    }
    entries[group] = list.map((type: unknown) => {
      if (!isObject(type)) return type;
      // The fields, values and descriptions are in actions.graphql.
      return Object.fromEntries(
        Object.entries(type).filter(([key]) => !['fields', 'values', 'description'].includes(key)),
      );
    });
  }
  return entries;
}

/**
 * Writes a metadata object as an export directory (into `dir`, which must be empty). Keys the
 * engine does not support go to the files where loadMetadata refuses them by name.
 */
export async function writeMetadataDirectory(json: unknown, dir: string): Promise<void> {
  const problems: MetadataProblem[] = [];
  const refuse = (key: string, message: string) =>
    problems.push({ file: 'metadata', path: key, message });
  if (!isObject(json)) {
    throw new MetadataError([{ file: 'metadata', path: '', message: 'expected an object' }]);
  }
  const known = new Set([
    'version',
    'sources',
    'actions',
    'custom_types',
    'cron_triggers',
    'api_limits',
    'graphql_schema_introspection',
    ...Object.keys(EMPTY_ONLY_KEYS),
  ]);
  for (const key of Object.keys(json)) {
    if (!known.has(key)) refuse(key, 'not supported by the engine');
  }
  if (json.version !== undefined && json.version !== 3) refuse('version', 'must be 3');
  // The directory's loader expands "!include <file>" strings; a value sent here is only a value.
  const includes = (value: unknown, at: string): void => {
    if (typeof value === 'string' && /^!include\s/.test(value)) {
      refuse(at, 'a value may not start with "!include"');
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        includes(item, `${at}[${String(index)}]`);
      });
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) includes(item, at ? `${at}.${key}` : key);
    }
  };
  includes(json, '');
  const actions = Array.isArray(json.actions) ? json.actions.filter(isObject) : [];
  const customTypes = isObject(json.custom_types) ? json.custom_types : {};
  let sdl = '';
  try {
    sdl = actionsSdl(actions, customTypes);
  } catch (error) {
    refuse('actions', (error as Error).message);
  }
  if (problems.length > 0) throw new MetadataError(problems);

  await mkdir(path.join(dir, 'databases'), { recursive: true });
  const write = (name: string, content: unknown) =>
    writeFile(path.join(dir, name), stringify(content));
  await write('version.yaml', { version: 3 });
  await write(path.join('databases', 'databases.yaml'), json.sources ?? []);
  await write('actions.yaml', {
    actions: actions.map(actionEntry),
    custom_types: customTypeEntries(customTypes),
  });
  await writeFile(path.join(dir, 'actions.graphql'), sdl);
  await write('cron_triggers.yaml', json.cron_triggers ?? []);
  await write('api_limits.yaml', json.api_limits ?? {});
  await write('graphql_schema_introspection.yaml', json.graphql_schema_introspection ?? {});
  for (const [key, file] of Object.entries(EMPTY_ONLY_KEYS)) {
    if (json[key] !== undefined) await write(file, json[key]);
  }
}
