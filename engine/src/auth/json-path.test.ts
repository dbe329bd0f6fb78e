import { describe, expect, it } from 'vitest';
import { formatJsonPath, parseJsonPath, readJsonPath } from './json-path';

describe('parseJsonPath', () => {
  it('reads dotted keys, quoted keys and indexes', () => {
    expect(parseJsonPath('$')).toEqual([]);
    expect(parseJsonPath('$.hasura.claims')).toEqual(['hasura', 'claims']);
    expect(parseJsonPath(`$['https://hasura.io/jwt/claims']["x-y"][2]`)).toEqual([
      'https://hasura.io/jwt/claims',
      'x-y',
      2,
    ]);
  });

  it('accepts a path without the leading $', () => {
    expect(parseJsonPath('hasura.claims')).toEqual(['hasura', 'claims']);
  });

  it('refuses unterminated brackets, empty keys and bare words in brackets', () => {
    expect(() => parseJsonPath('$.a[')).toThrow(/missing '\]'/);
    expect(() => parseJsonPath("$['a")).toThrow(/unterminated/);
    expect(() => parseJsonPath('$..a')).toThrow(/expected a key/);
    expect(() => parseJsonPath('$[a]')).toThrow(/index or a quoted key/);
  });
});

describe('readJsonPath', () => {
  const value = { user: { ids: ['a', 'b'], name: 'Ann' } };

  it('walks objects and arrays', () => {
    expect(readJsonPath(value, ['user', 'ids', 1])).toBe('b');
    expect(readJsonPath(value, [])).toBe(value);
  });

  it('is undefined for missing steps and type mismatches', () => {
    expect(readJsonPath(value, ['user', 'email'])).toBeUndefined();
    expect(readJsonPath(value, ['user', 'name', 0])).toBeUndefined();
    expect(readJsonPath(value, ['user', 'ids', 'length'])).toBeUndefined();
    expect(readJsonPath(value, ['toString'])).toBeUndefined();
  });
});

describe('formatJsonPath', () => {
  it('prints identifiers with dots and other keys in brackets', () => {
    expect(formatJsonPath(['hasura', 'claims'])).toBe('$.hasura.claims');
    expect(formatJsonPath(['https://x', 0])).toBe("$['https://x'][0]");
  });
});
