import {
  type ASTNode,
  type DocumentNode,
  type GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { HasuraError } from '../errors';

/**
 * graphql-js validation errors in Hasura's words and with Hasura's request paths
 * (hasura-brief 3.4): `field 'x' not found in type: 'pets'` at `$.selectionSet.pets.selectionSet.x`.
 */

const RULES: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^Cannot query field "(.+?)" on type "(.+?)"\./,
    (m) => `field '${m[1] ?? ''}' not found in type: '${m[2] ?? ''}'`,
  ],
  [
    /^Field "(.+?)" is not defined by type "(.+?)"\./,
    (m) => `field '${m[1] ?? ''}' not found in type: '${m[2] ?? ''}'`,
  ],
  [
    /^Unknown argument "(.+?)" on field "(.+?)\.(.+?)"\./,
    (m) => `'${m[3] ?? ''}' has no argument named '${m[1] ?? ''}'`,
  ],
  [
    /^Field "(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided\./,
    (m) => `missing required field '${m[2] ?? ''}'`,
  ],
  [
    /^Field "(.+?)\.(.+?)" of required type "(.+?)" was not provided\./,
    (m) => `missing required field '${m[2] ?? ''}'`,
  ],
  [
    /^Variable "\$(.+?)" of required type "(.+?)" was not provided\./,
    (m) => `expecting a value for non-nullable variable: "${m[1] ?? ''}"`,
  ],
  [/^Schema is not configured to execute mutation operation\./, () => 'no mutations exist'],
  [/^Schema is not configured for mutations\./, () => 'no mutations exist'],
  [
    /^Int cannot represent non-integer value: (.+)$/,
    (m) => `expected a 32-bit integer for type 'Int', but found ${m[1] ?? ''}`,
  ],
];

function valuePaths(value: ValueNode, path: string, into: Map<ASTNode, string>): void {
  into.set(value, path);
  if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      into.set(field, `${path}.${field.name.value}`);
      valuePaths(field.value, `${path}.${field.name.value}`, into);
    }
  } else if (value.kind === Kind.LIST) {
    value.values.forEach((item, i) => {
      valuePaths(item, `${path}[${String(i)}]`, into);
    });
  }
}

function selectionPaths(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  path: string,
  into: Map<ASTNode, string>,
  seen: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const at = `${path}.selectionSet.${selection.alias?.value ?? selection.name.value}`;
      into.set(selection, at);
      for (const arg of selection.arguments ?? []) {
        into.set(arg, `${at}.args.${arg.name.value}`);
        valuePaths(arg.value, `${at}.args.${arg.name.value}`, into);
      }
      if (selection.selectionSet) selectionPaths(document, selection.selectionSet, at, into, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      selectionPaths(document, selection.selectionSet, path, into, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) {
        selectionPaths(document, fragment.selectionSet, path, into, seen);
      }
    }
  }
}

function pathOf(document: DocumentNode, node: ASTNode | undefined): string {
  if (!node) return '$';
  const paths = new Map<ASTNode, string>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      selectionPaths(document, definition.selectionSet, '$', paths, new Set());
    }
  }
  return paths.get(node) ?? '$';
}

export function fromValidationError(error: GraphQLError, document: DocumentNode): HasuraError {
  let message = error.message;
  for (const [pattern, rewrite] of RULES) {
    const match = pattern.exec(error.message);
    if (match) {
      message = rewrite(match);
      break;
    }
  }
  return new HasuraError('validation-failed', message, pathOf(document, error.nodes?.[0]));
}

/** Variable coercion errors (`getVariableValues`) with `$.variableValues.<name>` paths. */
export function fromVariableError(error: GraphQLError): HasuraError {
  const required = /^Variable "\$(.+?)" of required type "(.+?)" was not provided\./.exec(
    error.message,
  );
  if (required) {
    return new HasuraError(
      'validation-failed',
      `expecting a value for non-nullable variable: "${required[1] ?? ''}"`,
      '$',
    );
  }
  const invalid = /^Variable "\$(.+?)" got invalid value (.*?); (.*)$/s.exec(error.message);
  if (invalid) {
    return new HasuraError(
      'validation-failed',
      invalid[3] ?? error.message,
      `$.variableValues.${invalid[1] ?? ''}`,
    );
  }
  return new HasuraError('validation-failed', error.message, '$');
}
