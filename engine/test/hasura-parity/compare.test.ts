import { describe, expect, it } from 'vitest';
import { compareResponse, selectionOrderDifference } from './compare';

describe('compareResponse (tests-py rules)', () => {
  it('ignores the order of keys in the stored expectation, not the order of lists', () => {
    expect(
      compareResponse({ data: { a: [{ y: 1, x: 2 }] } }, { data: { a: [{ x: 2, y: 1 }] } }).ok,
    ).toBe(true);
    const swapped = compareResponse({ data: { a: [1, 2] } }, { data: { a: [2, 1] } });
    expect(swapped).toMatchObject({ ok: false, difference: '$.data.a[0]: expected 1, got 2' });
  });

  it('compares numerics by JSON type: a stringified bigint is not a number', () => {
    expect(compareResponse({ data: { id: '1' } }, { data: { id: 1 } })).toMatchObject({
      ok: false,
      difference: '$.data.id: expected "1", got 1',
    });
  });

  it('fails on missing or extra keys', () => {
    expect(compareResponse({ data: { a: 1 } }, { errors: [] })).toMatchObject({ ok: false });
    expect(compareResponse({ data: { a: 1 } }, { data: { a: 1, b: 2 } })).toMatchObject({
      ok: false,
    });
  });

  it('treats error messages as soft but codes and paths as strict', () => {
    const expected = {
      errors: [
        { extensions: { code: 'validation-failed', path: '$' }, message: 'field "x" not found' },
      ],
    };
    const quoting = compareResponse(expected, {
      errors: [
        { extensions: { code: 'validation-failed', path: '$' }, message: "field 'x' not found" },
      ],
    });
    expect(quoting).toEqual({ ok: true, messageDifferences: [] });
    const wording = compareResponse(expected, {
      errors: [{ extensions: { code: 'validation-failed', path: '$' }, message: 'no such field' }],
    });
    expect(wording.ok).toBe(true);
    expect(wording.messageDifferences).toHaveLength(1);
    const code = compareResponse(expected, {
      errors: [{ extensions: { code: 'not-found', path: '$' }, message: 'field "x" not found' }],
    });
    expect(code.ok).toBe(false);
  });
});

describe('selectionOrderDifference', () => {
  it('accepts keys in selection order, aliases and fragments included', () => {
    const request = {
      query: '{ author { n: name ...F articles { title } } } fragment F on author { id }',
    };
    const response = { data: { author: [{ n: 'A', id: 1, articles: [{ title: 't' }] }] } };
    expect(selectionOrderDifference(request, response)).toBeUndefined();
  });

  it('reports keys out of selection order, in nested lists too', () => {
    const request = { query: '{ author { id articles { id title } } }' };
    const response = { data: { author: [{ id: 1, articles: [{ title: 't', id: 2 }] }] } };
    expect(selectionOrderDifference(request, response)).toBe(
      '$.data.author[0].articles[0]: keys ["title","id"], selection order ["id","title"]',
    );
  });

  it('follows @skip/@include with variables and batched requests', () => {
    const request = [
      { query: 'query ($s: Boolean!) { a { x @skip(if: $s) y } }', variables: { s: true } },
      { query: '{ a { x y } }' },
    ];
    expect(
      selectionOrderDifference(request, [
        { data: { a: { y: 1 } } },
        { data: { a: { x: 1, y: 2 } } },
      ]),
    ).toBeUndefined();
    expect(
      selectionOrderDifference(request, [
        { data: { a: { y: 1 } } },
        { data: { a: { y: 2, x: 1 } } },
      ]),
    ).toMatch(/^\[1\]/);
  });
});
