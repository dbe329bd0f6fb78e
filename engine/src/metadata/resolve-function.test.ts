import { describe, expect, it } from 'vitest';
import type { DatabaseSchema, FunctionInfo } from '../introspect/introspect';
import { resolveComputedField, resolveTrackedFunction } from './resolve-function';

function fn(overrides: Partial<FunctionInfo>): FunctionInfo {
  return {
    schema: 'public',
    name: 'f',
    args: [],
    returnType: { schema: 'pg_catalog', udtName: 'text', table: undefined },
    returnsSet: false,
    volatility: 'stable',
    ...overrides,
  };
}

const authorArg = {
  name: 'author_row',
  udtName: 'author',
  typeSchema: 'public',
  hasDefault: false,
  composite: true,
};
const textArg = {
  name: 'search',
  udtName: 'text',
  typeSchema: 'pg_catalog',
  hasDefault: false,
  composite: false,
};
const sessionArg = {
  name: 'session',
  udtName: 'json',
  typeSchema: 'pg_catalog',
  hasDefault: false,
  composite: false,
};
const articleRows = {
  returnType: {
    schema: 'public',
    udtName: 'article',
    table: { schema: 'public', name: 'article' },
  },
  returnsSet: true,
};

function database(...functions: FunctionInfo[]): DatabaseSchema {
  const map = new Map<string, FunctionInfo[]>();
  for (const f of functions)
    map.set(`${f.schema}.${f.name}`, [...(map.get(`${f.schema}.${f.name}`) ?? []), f]);
  return { tables: new Map(), functions: map };
}

const author = { schema: 'public', name: 'author' };

describe('resolveComputedField', () => {
  it('takes the first argument as the row when no table_argument is given', () => {
    const resolved = resolveComputedField(database(fn({ args: [authorArg, textArg] })), author, {
      function: 'f',
    });
    expect(resolved).toMatchObject({
      tableArgIndex: 0,
      returns: { kind: 'scalar', udtName: 'text' },
    });
  });

  it('finds a named table argument and a json session argument anywhere', () => {
    const db = database(fn({ args: [sessionArg, textArg, authorArg], ...articleRows }));
    const resolved = resolveComputedField(db, author, {
      function: 'f',
      table_argument: 'author_row',
      session_argument: 'session',
    });
    expect(resolved).toMatchObject({
      tableArgIndex: 2,
      sessionArgIndex: 0,
      returns: { kind: 'table' },
    });
  });

  it('reports a function that does not exist', () => {
    expect(resolveComputedField(database(), author, { function: 'f' })).toBe(
      'function public.f does not exist',
    );
  });

  it('reports a table argument of another type', () => {
    expect(
      resolveComputedField(database(fn({ args: [textArg] })), author, { function: 'f' }),
    ).toMatch(/has type pg_catalog.text, not public.author/);
  });

  it('reports a session argument that is not json', () => {
    const db = database(fn({ args: [authorArg, textArg] }));
    expect(resolveComputedField(db, author, { function: 'f', session_argument: 'search' })).toBe(
      'session argument "search" must be json or jsonb',
    );
  });
});

describe('resolveTrackedFunction', () => {
  it('accepts a function returning SETOF a table', () => {
    const resolved = resolveTrackedFunction(database(fn({ args: [textArg], ...articleRows })), {
      function: 'f',
    });
    expect(resolved).toMatchObject({ table: { schema: 'public', name: 'article' } });
  });

  it('refuses a function returning a scalar', () => {
    expect(resolveTrackedFunction(database(fn({})), { function: 'f' })).toMatch(
      /must return SETOF a tracked table/,
    );
  });

  it('refuses an overloaded function', () => {
    expect(
      resolveTrackedFunction(database(fn({}), fn({ args: [textArg] })), { function: 'f' }),
    ).toBe('function public.f is overloaded');
  });
});
