import {
  type ASTNode,
  type DocumentNode,
  type GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValueNode,
  visit,
} from 'graphql';
import { HasuraError } from '../errors';

/**
 * graphql-js validation errors in Hasura's words and with Hasura's request paths:
 * `field 'x' not found in type: 'pets'` at `$.selectionSet.pets.selectionSet.x`.
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
  [
    /^Variable "\$(.+?)" of type "(.+?)" used in position expecting type "(.+?)"\./,
    (m) =>
      `variable '${m[1] ?? ''}' is declared as '${m[2] ?? ''}', but used where '${m[3] ?? ''}' is expected`,
  ],
  [
    /^Unknown directive "@(.+?)"\./,
    (m) => `directive "${m[1] ?? ''}" is not defined in the schema`,
  ],
  [
    /^The directive "@(.+?)" can only be used once at this location\./,
    (m) => `the following directives are used more than once: ${m[1] ?? ''}`,
  ],
  [
    /^Directive "@(.+?)" may not be used on (\w+)\./,
    (m) => `directive "${m[1] ?? ''}" is not allowed on a ${(m[2] ?? '').toLowerCase()}`,
  ],
  [
    /^Cannot spread fragment "(.+?)" within itself via (.+)\./,
    (m) =>
      // Hasura names the whole path back to the fragment itself.
      `cannot spread fragment "${m[1] ?? ''}" within itself via ${(m[2] ?? '').replaceAll('"', '').replaceAll(', ', ',')},${m[1] ?? ''}`,
  ],
  [/^Schema is not configured to execute mutation operation\./, () => 'no mutations exist'],
  [/^Schema is not configured for mutations\./, () => 'no mutations exist'],
];

/** How Hasura names what it found instead of the expected type: "a string", "an object"... */
function found(node: ASTNode | undefined): string {
  switch (node?.kind) {
    case Kind.STRING:
      return 'a string';
    case Kind.INT:
      return 'an integer';
    case Kind.FLOAT:
      return 'a float';
    case Kind.BOOLEAN:
      return 'a boolean';
    case Kind.OBJECT:
      return 'an object';
    case Kind.LIST:
      return 'a list';
    case Kind.NULL:
      return 'null';
    case Kind.ENUM:
      return 'an enum value';
    default:
      return 'a value of another type';
  }
}

const EXPECTED: Record<string, string> = {
  Int: 'a 32-bit integer',
  Float: 'a float',
  Boolean: 'a boolean',
  String: 'a string',
  ID: 'a string',
};

/** graphql-js's literal coercion errors, as Hasura's parsers word them. */
function literalMismatch(error: GraphQLError): string | undefined {
  const node = error.nodes?.[0];
  const scalar = /^(Int|Float|String|Boolean|ID) cannot represent/.exec(error.message);
  if (scalar) {
    const type = scalar[1] ?? '';
    return `expected ${EXPECTED[type] ?? 'a value'} for type '${type}', but found ${found(node)}`;
  }
  const enumType = /^Enum "(.+?)" cannot represent/.exec(error.message);
  if (enumType) {
    return `expected an enum value for type '${enumType[1] ?? ''}', but found ${found(node)}`;
  }
  const object = /^Expected value of type "(.+?)", found (.+?)\./.exec(error.message);
  if (object) {
    const type = (object[1] ?? '').replace(/!$/, '');
    const what = found(node);
    return what === 'null'
      ? `unexpected null value for type '${type}'`
      : `expected an object for type '${type}', but found ${what}`;
  }
  return undefined;
}

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
    // A misplaced directive is reported at the selection set that holds it.
    for (const directive of selection.directives ?? []) into.set(directive, `${path}.selectionSet`);
    if (selection.kind === Kind.FIELD) {
      const at = `${path}.selectionSet.${selection.name.value}`;
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

/**
 * Where a fragment spread sits, with the fragments it is reached through as path segments, as
 * Hasura reports a fragment cycle: the selection set holding the spread that closes the cycle.
 */
function spreadPath(document: DocumentNode, target: ASTNode): string | undefined {
  const fragments = new Map<string, SelectionSetNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet);
  const walk = (set: SelectionSetNode, path: string, entered: Set<string>): string | undefined => {
    for (const selection of set.selections) {
      if (selection === target) return `${path}.selectionSet`;
      if (selection.kind === Kind.FIELD && selection.selectionSet) {
        const found = walk(
          selection.selectionSet,
          `${path}.selectionSet.${selection.name.value}`,
          entered,
        );
        if (found) return found;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const found = walk(selection.selectionSet, path, entered);
        if (found) return found;
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const inner = fragments.get(name);
        if (!inner || entered.has(name)) continue;
        const found = walk(inner, `${path}.selectionSet.${name}`, new Set([...entered, name]));
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const found = walk(d.selectionSet, '$', new Set());
    if (found) return found;
  }
  return undefined;
}

/** The field an argument node belongs to. */
function argumentField(document: DocumentNode, node: ASTNode | undefined): ASTNode | undefined {
  if (node?.kind !== Kind.ARGUMENT) return node;
  let owner: ASTNode | undefined;
  visit(document, {
    Field(field) {
      if (field.arguments?.includes(node)) owner = field;
    },
  });
  return owner ?? node;
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

/** An integer literal too large for Int: Hasura's parser says so as a parse failure. */
function integerOverflow(error: GraphQLError, path: string): HasuraError | undefined {
  const match = /^Int cannot represent non 32-bit signed integer value: (-?\d+)/.exec(
    error.message,
  );
  if (!match) return undefined;
  // Haskell's scientific notation, as Hasura prints it: 2.147483648e9, 3.0e9.
  const [mantissa = '', exponent = ''] = Number(match[1]).toExponential().split('e');
  const scientific = `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}e${exponent.replace('+', '')}`;
  return new HasuraError(
    'parse-failed',
    `The value ${scientific} lies outside the bounds or is not an integer.  Maybe it is a float, or is there integer overflow?`,
    path,
  );
}

export function fromValidationError(error: GraphQLError, document: DocumentNode): HasuraError {
  const mismatch = literalMismatch(error);
  // A variable used in the wrong position: the path of the use, not of the declaration. An
  // unknown argument: the path of its field (Hasura's field parser checks its arguments).
  const node = error.message.startsWith('Variable "$')
    ? error.nodes?.at(-1)
    : error.message.startsWith('Unknown argument')
      ? argumentField(document, error.nodes?.[0])
      : error.nodes?.[0];
  const cycle = error.message.startsWith('Cannot spread fragment')
    ? error.nodes?.at(-1)
    : undefined;
  const path = (cycle && spreadPath(document, cycle)) ?? pathOf(document, node);
  const overflow = integerOverflow(error, path);
  if (overflow) return overflow;
  // limit and offset are parsed as non-negative integers.
  let message =
    mismatch && /\.args\.(limit|offset)$/.test(path)
      ? mismatch.replace('a 32-bit integer', 'a non-negative 32-bit integer')
      : (mismatch ?? error.message);
  for (const [pattern, rewrite] of mismatch ? [] : RULES) {
    const match = pattern.exec(error.message);
    if (match) {
      message = rewrite(match);
      break;
    }
  }
  return new HasuraError('validation-failed', message, path);
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
