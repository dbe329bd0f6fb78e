import { createHash } from 'node:crypto';

/**
 * The one way the engine writes SQL: tagged-template fragments that keep identifiers, values and
 * SQL text apart (after graphile's pg-sql2). Only template literal text becomes SQL text;
 * identifiers are always quoted; values always become bind parameters, never interpolated.
 *
 *   sql`select ${sql.ident('public', 'pets')}.* where id = ${sql.value(1)}`
 */

/** A value that is not known until execution: a GraphQL variable of the operation. */
export class VariableRef {
  constructor(
    readonly name: string,
    /** Where the variable is used, for error paths. */
    readonly path: string,
  ) {}
}

/** How to bind a parameter when the plan is executed. */
export type ParamSource =
  | { kind: 'value'; value: unknown }
  | { kind: 'variable'; name: string; encode: ParamEncoding; check?: ParamCheck }
  | { kind: 'session' }
  | { kind: 'session-variable'; name: string };

/** How a JavaScript value is sent: as is, as JSON text, or as a Postgres array literal. */
export type ParamEncoding = 'plain' | 'json' | 'array';

/** A check of a variable's value made when the plan is bound (e.g. a non-negative limit). */
export interface ParamCheck {
  (value: unknown): void;
}

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'ident'; names: readonly string[] }
  | { kind: 'param'; source: ParamSource };

export class Sql {
  /** @internal use the `sql` tag and helpers */
  constructor(readonly parts: readonly Part[]) {}
}

/** Escapes one identifier the way Postgres quote_ident does, always quoting. */
function quoteIdent(name: string): string {
  if (name.includes('\u0000')) throw new Error('an identifier cannot contain NUL');
  return `"${name.replaceAll('"', '""')}"`;
}

export function sql(strings: TemplateStringsArray, ...fragments: readonly Sql[]): Sql {
  const parts: Part[] = [];
  strings.forEach((text, i) => {
    if (text) parts.push({ kind: 'text', text });
    const fragment = fragments[i];
    if (i < fragments.length) {
      if (!(fragment instanceof Sql)) {
        throw new TypeError('only Sql fragments may be interpolated; wrap values in sql.value()');
      }
      parts.push(...fragment.parts);
    }
  });
  return new Sql(parts);
}

/** A quoted, possibly qualified identifier: sql.ident('public', 'pets') → "public"."pets". */
sql.ident = (...names: readonly string[]): Sql => new Sql([{ kind: 'ident', names }]);

/** A bound parameter. */
sql.value = (value: unknown, encode: ParamEncoding = 'plain'): Sql =>
  new Sql([{ kind: 'param', source: { kind: 'value', value: encodeValue(value, encode) } }]);

/** A parameter bound at execution from a GraphQL variable. */
sql.variable = (ref: VariableRef, encode: ParamEncoding = 'plain', check?: ParamCheck): Sql =>
  new Sql([
    {
      kind: 'param',
      source: check
        ? { kind: 'variable', name: ref.name, encode, check }
        : { kind: 'variable', name: ref.name, encode },
    },
  ]);

/** The request's session variables as one json parameter (the same text for every user). */
sql.session = (): Sql => new Sql([{ kind: 'param', source: { kind: 'session' } }]);

/**
 * One session variable's text (null when the request has none) as a parameter of its own, bound
 * once however often the statement reads it: the planner sees a value it can use as an index key,
 * in custom and generic plans alike, without a per-statement InitPlan parsing the session JSON.
 */
sql.sessionVariable = (name: string): Sql =>
  new Sql([{ kind: 'param', source: { kind: 'session-variable', name } }]);

sql.join = (fragments: readonly Sql[], separator: Sql): Sql => {
  const parts: Part[] = [];
  fragments.forEach((fragment, i) => {
    if (i > 0) parts.push(...separator.parts);
    parts.push(...fragment.parts);
  });
  return new Sql(parts);
};

/**
 * A string literal for names the engine itself chose or GraphQL validated (response keys, type
 * names, session variable names): letters, digits, `_` and `-` only, so nothing in it needs
 * escaping. Anything else becomes a parameter.
 */
sql.literal = (text: string): Sql =>
  /^[-_A-Za-z0-9]+$/.test(text) ? new Sql([{ kind: 'text', text: `'${text}'` }]) : sql.value(text);

/**
 * A count written into the SQL text (a `LIMIT`): Postgres plans for the rows it asks for, where a
 * parameter makes a generic plan guess a tenth of the table. Only a non-negative safe integer.
 */
sql.integer = (n: number): Sql => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a count: ${String(n)}`);
  return new Sql([{ kind: 'text', text: String(n) }]);
};

sql.empty = new Sql([]);
sql.true = sql`true`;
sql.false = sql`false`;

/** A compiled statement: text with $1..$n and where each parameter comes from. */
export interface CompiledSql {
  text: string;
  params: ParamSource[];
  /** A name derived from the text, for running it as a prepared statement. */
  name: string;
}

export function compileSql(fragment: Sql): CompiledSql {
  let text = '';
  const params: ParamSource[] = [];
  let sessionIndex = 0;
  const variableIndex = new Map<string, number>();
  for (const part of fragment.parts) {
    if (part.kind === 'text') text += part.text;
    else if (part.kind === 'ident') text += part.names.map(quoteIdent).join('.');
    else if (part.source.kind === 'session') {
      if (sessionIndex === 0) {
        params.push(part.source);
        sessionIndex = params.length;
      }
      text += `$${String(sessionIndex)}`;
    } else if (part.source.kind === 'session-variable') {
      let index = variableIndex.get(part.source.name);
      if (index === undefined) {
        params.push(part.source);
        index = params.length;
        variableIndex.set(part.source.name, index);
      }
      text += `$${String(index)}`;
    } else {
      params.push(part.source);
      text += `$${String(params.length)}`;
    }
  }
  return {
    text,
    params,
    name: `pw_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`,
  };
}

/** Text of a Postgres array literal: {"a","b\"c",NULL}. Nested arrays are supported. */
export function toPgArrayLiteral(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return toPgArrayLiteral(item);
    const text = typeof item === 'string' ? item : JSON.stringify(item);
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

export function encodeValue(value: unknown, encode: ParamEncoding): unknown {
  if (value === null || value === undefined) return null;
  if (encode === 'json') return JSON.stringify(value);
  if (encode === 'array') {
    if (!Array.isArray(value)) return value;
    return toPgArrayLiteral(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** Binds the parameters of a compiled statement for one execution. */
export function bindParams(
  params: readonly ParamSource[],
  variables: Readonly<Record<string, unknown>>,
  session: Readonly<Record<string, string>>,
): unknown[] {
  return params.map((param) => {
    if (param.kind === 'value') return param.value;
    if (param.kind === 'session') return JSON.stringify(session);
    if (param.kind === 'session-variable') return session[param.name] ?? null;
    const value = variables[param.name];
    param.check?.(value);
    return encodeValue(value, param.encode);
  });
}
