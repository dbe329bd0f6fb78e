import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';

/*
 * How tests-py compares a response (its own comparison, which the copied suite's README
 * describes): HTTP status exactly; bodies as JSON where lists keep their
 * order and other maps do not (the stored expectations list keys in any order), while the keys
 * of `data` objects must come in the order of the request's selection set; numerics as the server prints them with --stringify-numeric-types
 * (bigint and numeric are strings in the expectation, so they must be strings here). Error
 * messages are soft (the copied cases span Hasura versions with different wording): codes, paths
 * and everything else strictly, the message reported but not failed on.
 */

export interface Comparison {
  ok: boolean;
  /** Where the first difference is, with both values. */
  difference?: string;
  /** Error messages that differ only in wording. */
  messageDifferences: string[];
}

export function compareResponse(expected: unknown, actual: unknown): Comparison {
  const messageDifferences: string[] = [];
  const difference = diff(expected, actual, '$', { messageDifferences });
  return difference === undefined
    ? { ok: true, messageDifferences }
    : { ok: false, difference, messageDifferences };
}

interface Context {
  messageDifferences: string[];
}

function show(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? 'undefined' : text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** v1-era quoting (`field "x"`) and v2 (`field 'x'`) say the same thing. */
export function normalizeMessage(message: string): string {
  return message.replaceAll('"', "'").replace(/\s+/g, ' ').trim();
}

function diff(
  expected: unknown,
  actual: unknown,
  at: string,
  context: Context,
): string | undefined {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at}: expected ${show(expected)}, got ${show(actual)}`;
    if (expected.length !== actual.length) {
      return `${at}: expected ${expected.length} items ${show(expected)}, got ${actual.length} ${show(actual)}`;
    }
    for (let i = 0; i < expected.length; i++) {
      const found = diff(expected[i], actual[i], `${at}[${i}]`, context);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return `${at}: expected ${show(expected)}, got ${show(actual)}`;
    const expectedKeys = Object.keys(expected);
    const actualKeys = Object.keys(actual);
    const missing = expectedKeys.filter((k) => !(k in actual));
    const extra = actualKeys.filter((k) => !(k in expected));
    if (missing.length > 0 || extra.length > 0) {
      return `${at}: keys differ (missing ${show(missing)}, unexpected ${show(extra)}) in ${show(actual)}`;
    }
    for (const name of expectedKeys) {
      const path = `${at}.${name}`;
      if (
        name === 'message' &&
        typeof expected[name] === 'string' &&
        typeof actual[name] === 'string'
      ) {
        if (expected[name] !== actual[name]) {
          if (normalizeMessage(expected[name]) !== normalizeMessage(actual[name])) {
            context.messageDifferences.push(
              `${path}: expected ${show(expected[name])}, got ${show(actual[name])}`,
            );
          }
        }
        continue;
      }
      const found = diff(expected[name], actual[name], path, context);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof expected === 'number' && typeof actual === 'number') {
    return Object.is(expected, actual) || expected === actual
      ? undefined
      : `${at}: expected ${expected}, got ${actual}`;
  }
  return expected === actual ? undefined : `${at}: expected ${show(expected)}, got ${show(actual)}`;
}

interface RequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * Where the keys of a response's `data` objects leave the order of the request's selection set
 * (aliases, fragments, @skip/@include as the request gives them); undefined when they follow it.
 */
export function selectionOrderDifference(request: unknown, response: unknown): string | undefined {
  if (Array.isArray(request) && Array.isArray(response)) {
    for (let i = 0; i < request.length; i++) {
      const found = selectionOrderDifference(request[i], response[i]);
      if (found) return `[${i}] ${found}`;
    }
    return undefined;
  }
  const body = request as RequestBody | null;
  const data = isRecord(response) ? response.data : undefined;
  if (!isRecord(data) || typeof body?.query !== 'string') return undefined;
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch {
    return undefined;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    typeof body.operationName === 'string'
      ? operations.find((o) => o.name?.value === body.operationName)
      : operations[0];
  if (!operation) return undefined;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const variables = isRecord(body.variables) ? body.variables : {};
  return orderDifference(data, [operation.selectionSet], '$.data', { fragments, variables });
}

interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function included(node: FieldNode | SelectionSetNode['selections'][number], walk: Walk): boolean {
  for (const directive of node.directives ?? []) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const argument = directive.arguments?.find((a) => a.name.value === 'if');
    const value = argument ? valueFromASTUntyped(argument.value, walk.variables) : undefined;
    if (name === 'skip' && value === true) return false;
    if (name === 'include' && value === false) return false;
  }
  return true;
}

/** Response keys in selection order, each with the selection sets of its fields. */
function collect(sets: readonly SelectionSetNode[], walk: Walk, seen = new Set<string>()) {
  const fields = new Map<string, SelectionSetNode[]>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (!included(selection, walk)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = fields.get(key) ?? [];
        if (selection.selectionSet) list.push(selection.selectionSet);
        fields.set(key, list);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        const fragment = walk.fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          visit(fragment.selectionSet);
        }
      }
    }
  };
  for (const set of sets) visit(set);
  return fields;
}

function orderDifference(
  value: unknown,
  sets: readonly SelectionSetNode[],
  at: string,
  walk: Walk,
): string | undefined {
  if (sets.length === 0) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = orderDifference(value[i], sets, `${at}[${i}]`, walk);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const fields = collect(sets, walk);
  const expected = [...fields.keys()].filter((k) => k in value);
  const actual = Object.keys(value);
  if (expected.join('\u0000') !== actual.join('\u0000')) {
    return `${at}: keys ${show(actual)}, selection order ${show(expected)}`;
  }
  for (const [key, subsets] of fields) {
    const found = orderDifference(value[key], subsets, `${at}.${key}`, walk);
    if (found) return found;
  }
  return undefined;
}
