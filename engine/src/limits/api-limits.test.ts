import { type FragmentDefinitionNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { HasuraError } from '../errors';
import {
  assertShapeWithinLimits,
  measureOperation,
  readApiLimits,
  withinTimeLimit,
} from './api-limits';

function shapeOf(text: string) {
  const document = parse(text);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let operation: OperationDefinitionNode | undefined;
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    if (d.kind === Kind.OPERATION_DEFINITION) operation ??= d;
  }
  if (!operation) throw new Error('no operation');
  return measureOperation(operation, fragments);
}

/** `{ vendors { listings { vendor { listings ... } } } }` with `levels` relationship fields. */
function cycle(levels: number): string {
  const names = ['listings', 'vendor'];
  let text = '{ id }';
  for (let i = levels - 1; i >= 0; i -= 1) text = `{ ${names[i % 2] ?? ''} ${text} }`;
  return `{ vendors ${text} }`;
}

describe('measureOperation (depth and nodes as Hasura documents them)', () => {
  it('gives the depths of the examples in Hasura docs', () => {
    expect(shapeOf('query deep1_1 { viewer { name } }').depth).toBe(1);
    expect(shapeOf('query deep1_2 { viewer { ... on User { name } } }').depth).toBe(1);
    expect(shapeOf('query deep2 { viewer { albums { title } } }').depth).toBe(2);
    expect(
      shapeOf(`query deep3 { viewer { albums { ...musicInfo songs { ...musicInfo } } } }
        fragment musicInfo on Music { id title artists }`).depth,
    ).toBe(3);
  });

  it('counts a node for every field with a selection set (the docs example has 3)', () => {
    const shape = shapeOf(`{
      author { name articles { id title } }
      homepage_entries { article_id }
    }`);
    expect(shape).toEqual({ depth: 2, nodes: 3 });
  });

  it('expands a fragment where it is spread, so spreading it twice counts twice', () => {
    const shape = shapeOf(`{ a: pets { ...P } b: pets { ...P } }
      fragment P on pets { owner { id } }`);
    expect(shape).toEqual({ depth: 2, nodes: 4 });
  });

  it('leaves introspection out: it reads the schema, not the database', () => {
    expect(shapeOf('{ __schema { types { fields { type { ofType { name } } } } } }')).toEqual({
      depth: 0,
      nodes: 0,
    });
    expect(shapeOf('{ __typename pets { id } }')).toEqual({ depth: 1, nodes: 1 });
  });

  it('measures the deep-nesting attack: twelve levels of vendors and listings', () => {
    expect(shapeOf(cycle(12))).toEqual({ depth: 13, nodes: 13 });
  });
});

describe('readApiLimits', () => {
  const limits = readApiLimits({
    depth_limit: { global: 4, per_role: { user: 6 } },
    node_limit: { global: 10 },
    time_limit: { global: 5, per_role: { user: 0.5 } },
    batch_limit: { global: 2, per_role: { user: 20 } },
  });

  it('gives a role its own value and every other role the global one', () => {
    expect(limits.depth('user')).toBe(6);
    expect(limits.depth('anonymous')).toBe(4);
    expect(limits.nodes('user')).toBe(10);
    expect(limits.time('user')).toBe(0.5);
    expect(limits.batch('user')).toBe(20);
  });

  it('gives the global value to a request without a valid role', () => {
    expect(limits.batch(undefined)).toBe(2);
  });

  it('exempts the admin role from every limit', () => {
    expect(limits.depth('admin')).toBeUndefined();
    expect(limits.nodes('admin')).toBeUndefined();
    expect(limits.time('admin')).toBeUndefined();
    expect(limits.batch('admin')).toBeUndefined();
  });

  it('applies nothing when disabled or not configured', () => {
    const off = readApiLimits({ disabled: true, depth_limit: { global: 1 } });
    expect(off.depth('anonymous')).toBeUndefined();
    expect(readApiLimits({}).time('anonymous')).toBeUndefined();
  });
});

describe('assertShapeWithinLimits', () => {
  const limits = readApiLimits({
    depth_limit: { global: 4, per_role: { user: 6 } },
    node_limit: { global: 12 },
  });

  it('refuses a deeper operation with a validation error naming both figures', () => {
    let error: unknown;
    try {
      assertShapeWithinLimits({ depth: 13, nodes: 13 }, limits, 'anonymous');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HasuraError);
    expect((error as HasuraError).toBody(false)).toEqual({
      message: 'depth limit exceeded: the operation has a depth of 13, the limit is 4',
      extensions: { path: '$', code: 'validation-failed' },
    });
  });

  it('refuses an operation with too many nodes', () => {
    expect(() => {
      assertShapeWithinLimits({ depth: 1, nodes: 13 }, limits, 'anonymous');
    }).toThrow('node limit exceeded: the operation has 13 nodes, the limit is 12');
  });

  it('accepts what the role may ask for, and anything from admin', () => {
    expect(() => {
      assertShapeWithinLimits({ depth: 6, nodes: 12 }, limits, 'user');
    }).not.toThrow();
    expect(() => {
      assertShapeWithinLimits({ depth: 60, nodes: 600 }, limits, 'admin');
    }).not.toThrow();
  });
});

describe('withinTimeLimit', () => {
  it('passes the result of work that finishes in time', async () => {
    await expect(withinTimeLimit(5, () => Promise.resolve('done'))).resolves.toBe('done');
    await expect(withinTimeLimit(undefined, () => Promise.resolve(1))).resolves.toBe(1);
  });

  it('answers with the time limit error and aborts the work that does not finish', async () => {
    let signal: AbortSignal | undefined;
    const result = withinTimeLimit(0.02, (deadline) => {
      signal = deadline?.signal;
      return new Promise<never>(() => undefined);
    });
    await expect(result).rejects.toMatchObject({
      code: 'time-limit-exceeded',
      message: 'time limit exceeded: the operation took longer than 0.02 seconds',
    });
    expect(signal?.aborted).toBe(true);
  });

  it('fails work that could not be interrupted once it returns past the deadline', async () => {
    const result = withinTimeLimit(0.01, (deadline) => {
      // A statement on PGlite: the thread is busy until it returns, no timer can run.
      const until = Date.now() + 50;
      while (Date.now() < until) {
        /* busy */
      }
      deadline?.check();
      return Promise.resolve('late');
    });
    await expect(result).rejects.toMatchObject({ code: 'time-limit-exceeded' });
  });
});
