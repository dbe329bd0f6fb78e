import { describe, expect, it } from 'vitest';
import { bindParams, compileSql, sql, toPgArrayLiteral, VariableRef } from './sql';

describe('the sql tag', () => {
  it('turns every value into a numbered parameter, never into SQL text', () => {
    const hostile = "x'); drop table users; --";
    const query = compileSql(
      sql`select * from t where a = ${sql.value(hostile)} and b = ${sql.value(2)}`,
    );
    expect(query.text).toBe('select * from t where a = $1 and b = $2');
    expect(bindParams(query.params, {}, {})).toEqual([hostile, 2]);
  });

  it('quotes identifiers and doubles the quotes inside them', () => {
    const query = compileSql(sql`select ${sql.ident('public', 'we"ird')}.*`);
    expect(query.text).toBe('select "public"."we""ird".*');
  });

  it('refuses a plain string interpolated into the template', () => {
    const raw = 'drop table users' as unknown as ReturnType<typeof sql>;
    expect(() => sql`select ${raw}`).toThrow(/only Sql fragments/);
  });

  it('writes only GraphQL-name-like literals as text and binds anything else', () => {
    expect(compileSql(sql`${sql.literal('pets_by_pk')}`).text).toBe("'pets_by_pk'");
    expect(compileSql(sql`${sql.literal('x-hasura-user-id')}`).text).toBe("'x-hasura-user-id'");
    const quoted = compileSql(sql`${sql.literal("it's")}`);
    expect(quoted.text).toBe('$1');
    expect(bindParams(quoted.params, {}, {})).toEqual(["it's"]);
  });

  it('binds the session once however often the statement reads it', () => {
    const query = compileSql(
      sql`select ${sql.session()}::json->>'a', ${sql.value(1)}, ${sql.session()}::json->>'b'`,
    );
    expect(query.text).toBe("select $1::json->>'a', $2, $1::json->>'b'");
    expect(bindParams(query.params, {}, { 'x-hasura-user-id': '7' })).toEqual([
      '{"x-hasura-user-id":"7"}',
      1,
    ]);
  });

  it('binds each session variable once as its own parameter, null when the session lacks it', () => {
    const query = compileSql(
      sql`select ${sql.sessionVariable('x-hasura-user-id')}, ${sql.sessionVariable('x-hasura-vendor-id')}, ${sql.sessionVariable('x-hasura-user-id')}`,
    );
    expect(query.text).toBe('select $1, $2, $1');
    expect(bindParams(query.params, {}, { 'x-hasura-user-id': '7' })).toEqual(['7', null]);
  });

  it('binds variables at execution, so one compiled statement serves every value', () => {
    const query = compileSql(sql`select ${sql.variable(new VariableRef('id', '$'))}`);
    expect(bindParams(query.params, { id: 1 }, {})).toEqual([1]);
    expect(bindParams(query.params, { id: 2 }, {})).toEqual([2]);
  });

  it('runs a variable check when binding and reports its error', () => {
    const query = compileSql(
      sql`limit ${sql.variable(new VariableRef('n', '$'), 'plain', (v) => {
        if (typeof v === 'number' && v < 0) throw new Error('negative');
      })}`,
    );
    expect(() => bindParams(query.params, { n: -1 }, {})).toThrow('negative');
  });

  it('encodes json parameters as JSON text, strings included', () => {
    const query = compileSql(sql`${sql.value('x', 'json')} ${sql.value({ a: [1] }, 'json')}`);
    expect(bindParams(query.params, {}, {})).toEqual(['"x"', '{"a":[1]}']);
  });
});

describe('Postgres array literals', () => {
  it('quote and escape every element', () => {
    expect(toPgArrayLiteral(['a', 'b"c', 'd\\e', null, 1])).toBe('{"a","b\\"c","d\\\\e",NULL,"1"}');
  });

  it('nest arrays', () => {
    expect(toPgArrayLiteral([['a'], ['b']])).toBe('{{"a"},{"b"}}');
  });
});
