import type {
  GraphQLFieldConfig,
  GraphQLFieldConfigArgumentMap,
  GraphQLFieldConfigMap,
  GraphQLNamedType,
  GraphQLOutputType,
} from 'graphql';
import type { ScalarRegistry } from '../graphql/scalars';
import {
  type LoadedMetadata,
  MetadataError,
  type MetadataProblem,
} from '../metadata/load-metadata';
import { actionsFileSchema } from '../metadata/metadata-schema';
import { ADMIN_ROLE } from '../session';
import { type CustomTypeKind, readCustomTypes } from './custom-types';
import { missingVariablesMessage, renderEnvTemplate } from './env-template';

/** A configured header as actions.yaml writes it; extensions.internal shows this, not the value. */
export type ActionHeaderConfig =
  { name: string; value: string } | { name: string; value_from_env: string };

export interface ActionHeader {
  readonly name: string;
  /** The value sent, read from the environment at load time for `value_from_env`. */
  readonly value: string;
  readonly config: ActionHeaderConfig;
}

export interface ActionInfo {
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  /** The handler as written, `{{ENV}}` included: what Hasura shows in extensions.internal. */
  readonly handlerTemplate: string;
  /** The handler URL with the environment variables filled in. */
  readonly handler: string;
  readonly headers: readonly ActionHeader[];
  readonly forwardClientHeaders: boolean;
  readonly timeoutSeconds: number;
  /** Roles besides admin that may call the action. */
  readonly roles: ReadonlySet<string>;
  readonly outputType: GraphQLOutputType;
  readonly field: GraphQLFieldConfig<unknown, unknown>;
}

export interface ActionCatalog {
  /** In actions.yaml order. */
  readonly actions: ReadonlyMap<string, ActionInfo>;
  /** The named types of actions.graphql, created once and shared by every role's schema. */
  readonly types: readonly GraphQLNamedType[];
}

const DEFAULT_TIMEOUT_SECONDS = 30;

/** Hasura features the engine refuses, with the reason given instead of "unknown key". */
const UNSUPPORTED_KEYS: Record<string, string> = {
  request_transform: 'request transforms are not supported by the engine',
  response_transform: 'response transforms are not supported by the engine',
  relationships: 'action relationships (custom type relationships) are not supported by the engine',
};

const CUSTOM_TYPE_GROUPS = [
  ['objects', 'object'],
  ['input_objects', 'input'],
  ['enums', 'enum'],
  ['scalars', 'scalar'],
] as const satisfies readonly (readonly [string, CustomTypeKind])[];

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** `actions.3.definition.kind` → `actions[login].definition.kind`, as check-metadata writes it. */
function keyPath(root: unknown, path: readonly PropertyKey[]): string {
  let text = '';
  path.forEach((key, index) => {
    const parent = valueAt(root, path.slice(0, index));
    const item = valueAt(root, path.slice(0, index + 1));
    const name = valueAt(item, ['name']);
    if (Array.isArray(parent) && typeof name === 'string') text += `[${name}]`;
    else if (typeof key === 'number') text += `[${key}]`;
    else text += `${text ? '.' : ''}${String(key)}`;
  });
  return text;
}

/**
 * Parses actions.yaml and actions.graphql into handlers and GraphQL types. Every problem is
 * reported at once, with its file and key: an action in one file only, asynchronous actions,
 * transforms, custom type relationships, `{{ENV}}` handlers or `value_from_env` headers naming an
 * unset variable (Hasura's inconsistent metadata), and type references that do not exist.
 */
export function loadActionCatalog(
  metadata: LoadedMetadata,
  env: Readonly<Record<string, string | undefined>>,
  scalars: ScalarRegistry,
): ActionCatalog {
  const yamlFile = metadata.actions.file;
  const sdlFile = metadata.actionsSdl.file;
  const problems: MetadataProblem[] = [];
  const report = (file: string, path: string, message: string) =>
    problems.push({ file, path, message });

  // The content is normally checked by loadMetadata already; callers may build it by hand.
  const raw: unknown = metadata.actions.content;
  const parsed = actionsFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          report(
            yamlFile,
            keyPath(raw, [...issue.path, key]),
            UNSUPPORTED_KEYS[key] ?? `not supported by the engine (${key})`,
          );
        }
        continue;
      }
      const path = keyPath(raw, issue.path);
      const value = valueAt(raw, issue.path);
      if (issue.path.at(-1) === 'kind' && value === 'asynchronous') {
        report(yamlFile, path, 'asynchronous actions are not supported by the engine');
      } else {
        report(yamlFile, path, issue.message);
      }
    }
    throw new MetadataError(problems);
  }
  const content = parsed.data;

  const types = readCustomTypes(metadata.actionsSdl.document, scalars, (problem) => {
    report(sdlFile, problem.path, problem.message);
  });

  // actions.yaml lists every custom type by kind; both files must agree (hasura metadata export).
  const listed = new Map<string, CustomTypeKind>();
  for (const [group, kind] of CUSTOM_TYPE_GROUPS) {
    for (const { name } of content.custom_types[group] ?? []) {
      listed.set(name, kind);
      const declared = types.declared.get(name);
      if (declared !== kind) {
        report(
          yamlFile,
          `custom_types.${group}[${name}]`,
          declared
            ? `type "${name}" is declared as ${declared} in actions.graphql, not as ${kind}`
            : `type "${name}" does not exist in actions.graphql`,
        );
      }
    }
  }
  for (const [name, kind] of types.declared) {
    if (!listed.has(name))
      report(sdlFile, name, `${kind} type "${name}" is not listed in custom_types of actions.yaml`);
  }

  const actions = new Map<string, ActionInfo>();
  const seen = new Set<string>();
  for (const action of content.actions) {
    const path = `actions[${action.name}]`;
    if (seen.has(action.name)) {
      report(yamlFile, path, `action "${action.name}" is listed twice`);
      continue;
    }
    seen.add(action.name);
    const root = types.rootFields.get(action.name);
    if (!root) {
      report(
        yamlFile,
        `${path}.name`,
        `action "${action.name}" is not declared in type Query or Mutation of actions.graphql`,
      );
      continue;
    }
    const { definition } = action;
    if (definition.type !== undefined && definition.type !== root.operation) {
      report(
        yamlFile,
        `${path}.definition.type`,
        `action "${action.name}" is declared in type ${root.operation === 'query' ? 'Query' : 'Mutation'} of actions.graphql`,
      );
    }

    const handler = renderEnvTemplate(definition.handler, env);
    let handlerUrl: string | undefined;
    if ('missing' in handler) {
      report(yamlFile, `${path}.definition.handler`, missingVariablesMessage(handler.missing));
    } else if (!URL.canParse(handler.value) || !/^https?:$/.test(new URL(handler.value).protocol)) {
      report(
        yamlFile,
        `${path}.definition.handler`,
        `handler "${definition.handler}" is "${handler.value}", not an http(s) URL`,
      );
    } else {
      handlerUrl = handler.value;
    }

    const headers: ActionHeader[] = [];
    for (const header of definition.headers ?? []) {
      const headerPath = `${path}.definition.headers[${header.name}]`;
      if ('value' in header) {
        headers.push({ name: header.name, value: header.value, config: header });
        continue;
      }
      const variable = header.value_from_env;
      const value = env[variable];
      if (variable.startsWith('HASURA_GRAPHQL_')) {
        report(
          yamlFile,
          `${headerPath}.value_from_env`,
          `env variables starting with "HASURA_GRAPHQL_" are not allowed in value_from_env: ${variable}`,
        );
      } else if (value === undefined) {
        report(
          yamlFile,
          `${headerPath}.value_from_env`,
          `environment variable '${variable}' not set`,
        );
      } else {
        headers.push({ name: header.name, value, config: header });
      }
    }

    const sdlPath = `${root.operation === 'query' ? 'Query' : 'Mutation'}.${action.name}`;
    const outputType = types.outputType(
      root.node.type,
      sdlPath,
      `the output of action "${action.name}"`,
    );
    const args: GraphQLFieldConfigArgumentMap = {};
    for (const argument of root.node.arguments ?? []) {
      const name = argument.name.value;
      const type = types.inputType(
        argument.type,
        `${sdlPath}.${name}`,
        `argument "${name}" of action "${action.name}"`,
      );
      if (type) args[name] = { type, description: argument.description?.value };
    }
    if (!outputType || handlerUrl === undefined) continue;

    actions.set(action.name, {
      name: action.name,
      kind: root.operation,
      handlerTemplate: definition.handler,
      handler: handlerUrl,
      headers,
      forwardClientHeaders: definition.forward_client_headers ?? false,
      timeoutSeconds: definition.timeout ?? DEFAULT_TIMEOUT_SECONDS,
      roles: new Set((action.permissions ?? []).map((permission) => permission.role)),
      outputType,
      field: {
        type: outputType,
        args,
        description: action.comment ?? root.node.description?.value,
      },
    });
  }
  for (const [name, root] of types.rootFields) {
    if (!seen.has(name))
      report(
        sdlFile,
        `${root.operation === 'query' ? 'Query' : 'Mutation'}.${name}`,
        `action "${name}" has no entry in actions.yaml`,
      );
  }

  if (problems.length > 0) throw new MetadataError(problems);
  return { actions, types: types.namedTypes() };
}

/** The action root fields a role may use: admin has all, other roles those listing them. */
export function actionRootFields(
  catalog: ActionCatalog,
  role: string,
): {
  query: GraphQLFieldConfigMap<unknown, unknown>;
  mutation: GraphQLFieldConfigMap<unknown, unknown>;
} {
  const query: GraphQLFieldConfigMap<unknown, unknown> = {};
  const mutation: GraphQLFieldConfigMap<unknown, unknown> = {};
  for (const action of catalog.actions.values()) {
    if (role !== ADMIN_ROLE && !action.roles.has(role)) continue;
    (action.kind === 'query' ? query : mutation)[action.name] = action.field;
  }
  return { query, mutation };
}

export function isActionField(
  catalog: ActionCatalog,
  kind: 'query' | 'mutation',
  fieldName: string,
): boolean {
  return catalog.actions.get(fieldName)?.kind === kind;
}
