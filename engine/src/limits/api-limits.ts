import {
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { HasuraError } from '../errors';
import type { ApiLimitsInput } from '../metadata/metadata-schema';
import { ADMIN_ROLE } from '../session';

/**
 * Hasura's API limits (`api_limits.yaml`, docs "API Limits"): depth, node, time and batch limits,
 * each a `global` value with `per_role` overrides. A role without an override gets the global
 * value; a request without a valid role (authentication failed) gets the global value; the admin
 * role gets none; `disabled: true` turns them all off.
 *
 * Hasura implements the enforcement in its closed Cloud/EE code, so the texts of its errors are
 * not public. The codes follow what is documented or visible in Hasura's open code: limits on
 * the shape of a request are `validation-failed` (refused before anything runs), a too large
 * batch `bad-request`, and a time limit `time-limit-exceeded` (Hasura Cloud's own tenant limit
 * answers `tenant-time-limit-exceeded`). Every message names the limit and the figure.
 */
export interface ApiLimits {
  depth(role: string | undefined): number | undefined;
  nodes(role: string | undefined): number | undefined;
  /** Seconds. */
  time(role: string | undefined): number | undefined;
  batch(role: string | undefined): number | undefined;
}

type LimitInput = { global: number; per_role?: Record<string, number> | undefined } | undefined;

export function readApiLimits(input: ApiLimitsInput): ApiLimits {
  const pick =
    (limit: LimitInput) =>
    (role: string | undefined): number | undefined => {
      if (input.disabled === true || !limit || role === ADMIN_ROLE) return undefined;
      return (role === undefined ? undefined : limit.per_role?.[role]) ?? limit.global;
    };
  return {
    depth: pick(input.depth_limit),
    nodes: pick(input.node_limit),
    time: pick(input.time_limit),
    batch: pick(input.batch_limit),
  };
}

export interface OperationShape {
  /** The longest chain of fields with a selection set (`{ a { b { c } } }` has depth 2). */
  depth: number;
  /** How many fields have a selection set. */
  nodes: number;
}

/** `__schema` and `__type` answer from the schema, not the database: Hasura exempts them. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * Depth and node count of an operation as Hasura's docs define them: a node is a field with a
 * selection set; depth counts nested nodes, and fragments (named or inline) are transparent —
 * `viewer { ... on User { name } }` has depth 1. `@skip`/`@include` are not evaluated, so the
 * figures are an upper bound that holds for every value of the variables. Fragment spreads are
 * expanded where they are used (a fragment spread twice counts twice): the cost of a request is
 * what it asks for, not how compactly it is written. The document must be valid (no fragment
 * cycles).
 */
export function measureOperation(
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
): OperationShape {
  const memo = new Map<SelectionSetNode, OperationShape>();
  const measure = (set: SelectionSetNode): OperationShape => {
    const known = memo.get(set);
    if (known) return known;
    let depth = 0;
    let nodes = 0;
    for (const selection of set.selections) {
      let inner: OperationShape | undefined;
      let node = 0;
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet || INTROSPECTION_FIELDS.has(selection.name.value)) continue;
        inner = measure(selection.selectionSet);
        node = 1;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        const fragment = fragments[selection.name.value];
        if (!fragment) continue;
        inner = measure(fragment.selectionSet);
      }
      depth = Math.max(depth, inner.depth + node);
      nodes += inner.nodes + node;
    }
    const shape = { depth, nodes };
    memo.set(set, shape);
    return shape;
  };
  return measure(operation.selectionSet);
}

/** Refuses an operation whose depth or node count is over the role's limits. */
export function assertShapeWithinLimits(
  shape: OperationShape,
  limits: ApiLimits,
  role: string,
): void {
  const depth = limits.depth(role);
  if (depth !== undefined && shape.depth > depth) {
    throw new HasuraError(
      'validation-failed',
      `depth limit exceeded: the operation has a depth of ${String(shape.depth)}, the limit is ${String(depth)}`,
      '$',
    );
  }
  const nodes = limits.nodes(role);
  if (nodes !== undefined && shape.nodes > nodes) {
    throw new HasuraError(
      'validation-failed',
      `node limit exceeded: the operation has ${String(shape.nodes)} nodes, the limit is ${String(nodes)}`,
      '$',
    );
  }
}

export function batchLimitError(size: number, limit: number): HasuraError {
  return new HasuraError(
    'bad-request',
    `batch limit exceeded: the request has ${String(size)} operations, the limit is ${String(limit)}`,
    '$',
  );
}

export function timeLimitError(seconds: number): HasuraError {
  return new HasuraError(
    'time-limit-exceeded',
    `time limit exceeded: the operation took longer than ${String(seconds)} seconds`,
    '$',
  );
}

/**
 * The time an operation may still take. `signal` aborts when it runs out, so a statement on a
 * Postgres server is cancelled; `check()` throws once it has run out, for work that cannot be
 * interrupted (an embedded PGlite statement blocks the thread until it returns).
 */
export interface Deadline {
  readonly signal: AbortSignal;
  check(): void;
}

/**
 * Runs `work` within `seconds` (none: no limit). When the time runs out the result is the time
 * limit error even if `work` has not settled yet; `work` is told through the signal.
 */
export async function withinTimeLimit<T>(
  seconds: number | undefined,
  work: (deadline: Deadline | undefined) => Promise<T>,
): Promise<T> {
  if (seconds === undefined) return work(undefined);
  const controller = new AbortController();
  const endsAt = performance.now() + seconds * 1000;
  const deadline: Deadline = {
    signal: controller.signal,
    check() {
      if (controller.signal.aborted || performance.now() >= endsAt) {
        controller.abort();
        throw timeLimitError(seconds);
      }
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(timeLimitError(seconds));
    }, seconds * 1000);
  });
  try {
    const running = work(deadline);
    // Once the limit has answered, a late failure of the abandoned work is expected.
    running.catch(() => undefined);
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
