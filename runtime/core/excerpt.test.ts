import { describe, expect, it } from 'vitest';
import { excerpt, shorten } from './excerpt.ts';

describe('excerpt', () => {
  it('quotes a short string whole and a long one cut at 120 characters', () => {
    expect(excerpt('no es json')).toBe('"no es json"');
    expect(excerpt('a"b\n')).toBe('"a\\"b\\n"');
    expect(excerpt('x'.repeat(5_000_000))).toBe(`"${'x'.repeat(120)}…"`);
    expect(excerpt('x'.repeat(300), 10)).toBe(`"${'x'.repeat(10)}…"`);
  });

  it('encodes other values as JSON, shortened, and names what JSON cannot encode', () => {
    expect(excerpt(7)).toBe('7');
    expect(excerpt(null)).toBe('null');
    expect(excerpt(undefined)).toBe('undefined');
    expect(excerpt({ count: [1, 2] })).toBe('{"count":[1,2]}');
    expect(excerpt({ big: 'y'.repeat(5_000_000) })).toBe(`{"big":"${'y'.repeat(112)}…`);
    expect(excerpt(10n)).toBe('[object BigInt]');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(excerpt(cycle)).toBe('[object Object]');
  });

  it('shorten cuts plain text without quoting it', () => {
    expect(shorten('22')).toBe('22');
    expect(shorten('k'.repeat(200), 5)).toBe('kkkkk…');
  });
});
