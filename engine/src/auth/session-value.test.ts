import { describe, expect, it } from 'vitest';
import { toSessionValue } from './session-value';

describe('toSessionValue', () => {
  it('keeps strings and prints numbers and booleans', () => {
    expect(toSessionValue('42')).toBe('42');
    expect(toSessionValue(42)).toBe('42');
    expect(toSessionValue(1.5)).toBe('1.5');
    expect(toSessionValue(true)).toBe('true');
  });

  it('turns arrays into Postgres array literals', () => {
    expect(toSessionValue(['Camilla', 'DSP'])).toBe('{Camilla,DSP}');
    expect(toSessionValue([])).toBe('{}');
    expect(toSessionValue([1, 2])).toBe('{1,2}');
    expect(toSessionValue([[1, 2], [3]])).toBe('{{1,2},{3}}');
  });

  it('quotes array elements Postgres would otherwise misread', () => {
    expect(toSessionValue(['a b', 'c,d', '', 'null', 'q"x', 'back\\slash', '{x}', null])).toBe(
      '{"a b","c,d","","null","q\\"x","back\\\\slash","{x}",NULL}',
    );
  });

  it('prints objects as JSON and drops null', () => {
    expect(toSessionValue({ a: 1 })).toBe('{"a":1}');
    expect(toSessionValue(null)).toBeUndefined();
  });
});
