import { describe, expect, it } from 'vitest';
import { RawJson, stringifyGraphqlBody } from './raw-json';

describe('stringifyGraphqlBody', () => {
  it('splices each raw answer of data in as it is, and writes the rest as JSON.stringify does', () => {
    const body = {
      data: {
        bookings: new RawJson('[{"id" : 1, "total" : 12.50}]'),
        __typename: 'query_root',
        none: null,
        action: { ok: true, note: 'a "quoted" \u2028 line' },
      },
      extensions: { cost: 1 },
    };
    const text = stringifyGraphqlBody(body);
    expect(text).toBe(
      '{"data":{"bookings":[{"id" : 1, "total" : 12.50}],"__typename":"query_root","none":null,' +
        `"action":${JSON.stringify(body.data.action)}},"extensions":{"cost":1}}`,
    );
    expect(JSON.parse(text)).toStrictEqual({
      ...body,
      data: { ...body.data, bookings: [{ id: 1, total: 12.5 }] },
    });
  });

  it('writes a batch as an array of bodies, and leaves out members without a value', () => {
    const text = stringifyGraphqlBody([
      { data: { a: new RawJson('{"x" : []}') } },
      { errors: [{ message: 'no' }], data: undefined },
    ]);
    expect(text).toBe('[{"data":{"a":{"x" : []}}},{"errors":[{"message":"no"}]}]');
  });

  it('writes any other body exactly as JSON.stringify', () => {
    for (const body of [
      { path: '$', error: 'invalid json', code: 'invalid-json' },
      { data: null, errors: [] },
      'OK',
      [1, 'two'],
      null,
    ]) {
      expect(stringifyGraphqlBody(body)).toBe(JSON.stringify(body));
    }
  });
});
