import {
  type ASTNode,
  coerceInputValue,
  type DocumentNode,
  getNullableType,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isInputType,
  isListType,
  Kind,
  type SelectionSetNode,
  typeFromAST,
  TypeInfo,
  type ValueNode,
  type VariableDefinitionNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { HasuraError } from '../errors';
import { ScalarParseError } from '../graphql/scalar-parse-error';

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

/** What a request's paths are computed from: the nodes and where list input coercion applies. */
interface PathContext {
  into: Map<ASTNode, string>;
  /** Values written where a list is expected without brackets: Hasura's path adds `[0]`. */
  coerced: ReadonlySet<ASTNode>;
}

function valuePaths(value: ValueNode, at: string, ctx: PathContext): void {
  const path = ctx.coerced.has(value) ? `${at}[0]` : at;
  ctx.into.set(value, path);
  if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      ctx.into.set(field, `${path}.${field.name.value}`);
      valuePaths(field.value, `${path}.${field.name.value}`, ctx);
    }
  } else if (value.kind === Kind.LIST) {
    value.values.forEach((item, i) => {
      valuePaths(item, `${path}[${String(i)}]`, ctx);
    });
  }
}

/** The values GraphQL's list input coercion wraps in a list (`objects: {...}`). */
function listCoercedValues(
  schema: GraphQLSchema | undefined,
  document: DocumentNode,
): Set<ASTNode> {
  const coerced = new Set<ASTNode>();
  if (!schema) return coerced;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node) {
        if (!SINGLE_VALUES.has(node.kind)) return;
        const type = typeInfo.getInputType();
        if (type && isListType(getNullableType(type))) coerced.add(node);
      },
    }),
  );
  return coerced;
}

const SINGLE_VALUES = new Set<Kind>([
  Kind.OBJECT,
  Kind.STRING,
  Kind.INT,
  Kind.FLOAT,
  Kind.BOOLEAN,
  Kind.ENUM,
]);

function selectionPaths(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  path: string,
  ctx: PathContext,
  seen: Set<string>,
): void {
  const { into } = ctx;
  for (const selection of selectionSet.selections) {
    // A misplaced directive is reported at the selection set that holds it.
    for (const directive of selection.directives ?? []) into.set(directive, `${path}.selectionSet`);
    if (selection.kind === Kind.FIELD) {
      const at = `${path}.selectionSet.${selection.name.value}`;
      into.set(selection, at);
      for (const arg of selection.arguments ?? []) {
        into.set(arg, `${at}.args.${arg.name.value}`);
        valuePaths(arg.value, `${at}.args.${arg.name.value}`, ctx);
      }
      if (selection.selectionSet) selectionPaths(document, selection.selectionSet, at, ctx, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      selectionPaths(document, selection.selectionSet, path, ctx, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) {
        selectionPaths(document, fragment.selectionSet, path, ctx, seen);
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

/** Hasura's request path of every selection, argument and value node of the document. */
function requestPaths(document: DocumentNode, schema?: GraphQLSchema): Map<ASTNode, string> {
  const ctx: PathContext = { into: new Map(), coerced: listCoercedValues(schema, document) };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      selectionPaths(document, definition.selectionSet, '$', ctx, new Set());
    }
  }
  return ctx.into;
}

function pathOf(document: DocumentNode, node: ASTNode | undefined, schema?: GraphQLSchema): string {
  if (!node) return '$';
  return requestPaths(document, schema).get(node) ?? '$';
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

/** The ScalarParseError a scalar's parser threw, through graphql-js's wrappers. */
function parseFailure(error: Error): ScalarParseError | undefined {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause instanceof Error; depth++) {
    if (cause instanceof ScalarParseError) return cause;
    cause = (cause as { originalError?: unknown }).originalError;
  }
  return undefined;
}

export function fromValidationError(
  error: GraphQLError,
  document: DocumentNode,
  schema?: GraphQLSchema,
): HasuraError {
  // A malformed GeoJSON or ltree literal: Hasura's column parser fails with parse-failed at the value.
  const failure = parseFailure(error);
  if (failure)
    return new HasuraError('parse-failed', failure.message, pathOf(document, error.nodes?.[0]));
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
  const path = (cycle && spreadPath(document, cycle)) ?? pathOf(document, node, schema);
  const overflow = integerOverflow(error, path);
  if (overflow) return overflow;
  // limit and offset are parsed as non-negative integers.
  let message =
    mismatch && /\.args\.(limit|offset)$/.test(path)
      ? mismatch.replace('a 32-bit integer', 'a non-negative 32-bit integer')
      : (mismatch ?? error.message);
  if (!mismatch) message = inHasuraWords(error.message);
  return new HasuraError('validation-failed', message, path);
}

function inHasuraWords(message: string): string {
  for (const [pattern, rewrite] of RULES) {
    const match = pattern.exec(message);
    if (match) return rewrite(match);
  }
  return message;
}

/** How Hasura describes a JSON value it did not expect (TypeChecking.hs, describeValue). */
function describeJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'boolean':
      return 'a boolean';
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    default:
      return 'an object';
  }
}

/**
 * A variable's invalid value as Hasura reports it: Hasura parses a variable's value where the
 * variable is used, with the parsers of literals, so the path is that of the use followed by the
 * place inside the value (`$.selectionSet.insert_t.args.objects[1].x`), with `[0]` where a single
 * value stands for a list. Undefined when the value is valid or the variable is not used.
 */
export function variableErrorAtUse(
  schema: GraphQLSchema,
  document: DocumentNode,
  definitions: readonly VariableDefinitionNode[],
  values: Readonly<Record<string, unknown>>,
): HasuraError | undefined {
  const paths = requestPaths(document, schema);
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    const value = values[name];
    const type = typeFromAST(schema, definition.type);
    if (value === undefined || value === null || !isInputType(type)) continue;
    let found: { path: readonly (string | number)[]; error: GraphQLError } | undefined;
    coerceInputValue(value, type, (path, _invalid, error) => {
      found ??= { path, error };
    });
    if (!found) continue;
    let use: string | undefined;
    for (const [node, at] of paths) {
      if (node.kind === Kind.VARIABLE && node.name.value === name) {
        use = at;
        break;
      }
    }
    if (use === undefined) return undefined;
    const { path: inner, message } = insideValue(type, value, found.path, found.error.message);
    // A malformed GeoJSON or ltree value: the column parser's parse-failed, at the same place.
    const failure = parseFailure(found.error);
    if (failure) return new HasuraError('parse-failed', failure.message, `${use}${inner}`);
    return new HasuraError('validation-failed', message, `${use}${inner}`);
  }
  return undefined;
}

/** Follows graphql-js's path into a variable's value, adding Hasura's `[0]` and field keys. */
function insideValue(
  type: GraphQLInputType,
  value: unknown,
  segments: readonly (string | number)[],
  message: string,
): { path: string; message: string } {
  let path = '';
  let at: GraphQLInputType = type;
  let current = value;
  let i = 0;
  for (;;) {
    const nullable = getNullableType(at);
    if (isListType(nullable)) {
      if (!Array.isArray(current)) {
        if (current === null || current === undefined) break;
        path += '[0]';
      } else {
        const index = segments[i];
        if (typeof index !== 'number') break;
        path += `[${String(index)}]`;
        current = (current as unknown[])[index];
        i += 1;
      }
      at = nullable.ofType;
      continue;
    }
    const key = segments[i];
    if (!isInputObjectType(nullable) || typeof key !== 'string') break;
    const field = nullable.getFields()[key];
    if (!field) break;
    path += `.${key}`;
    current = (current as Record<string, unknown>)[key];
    at = field.type;
    i += 1;
  }
  // graphql-js reports a field of an object at the object; Hasura at the field.
  const field = /^Field "(.+?)" (?:is not defined by type|of required type)/.exec(message);
  if (field) return { path: `${path}.${field[1] ?? ''}`, message: inHasuraWords(message) };
  const scalar = /^(Int|Float|String|Boolean|ID) cannot represent/.exec(message);
  if (scalar) {
    const name = scalar[1] ?? '';
    return {
      path,
      message: `expected ${EXPECTED[name] ?? 'a value'} for type '${name}', but found ${describeJson(current)}`,
    };
  }
  return { path, message: inHasuraWords(message) };
}

/** Variable coercion errors (`getVariableValues`) with `$.variableValues.<name>` paths. */
export function fromVariableError(error: GraphQLError): HasuraError {
  // Hasura refuses it before parsing anything (Execute/Resolve.hs, resolveVariables).
  const nullValue = /^Variable "\$(.+?)" of non-null type "(.+?)" must not be null\./.exec(
    error.message,
  );
  if (nullValue) {
    return new HasuraError(
      'validation-failed',
      `null value found for non-nullable type: "${nullValue[2] ?? ''}"`,
      '$',
    );
  }
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
  const failure = parseFailure(error);
  const variable = /^Variable "\$(.+?)" got invalid value/.exec(error.message);
  if (failure && variable) {
    // graphql-js names where in the variable the value sits: `at "objects[0].location"`.
    const prefix = error.message.slice(0, error.message.lastIndexOf('; Expected type "'));
    const inner = / at "(.+?)"$/.exec(prefix)?.[1];
    return new HasuraError(
      'parse-failed',
      failure.message,
      `$.variableValues.${inner ?? variable[1] ?? ''}`,
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
