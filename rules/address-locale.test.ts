import { describe, expect, it } from 'vitest';
import { localeField } from './address-locale.ts';

describe('localeField', () => {
  it("takes the country's own settings over the default, key by key", () => {
    expect(localeField({ label: 'Provincia', required: true, priority: 80 }, { label: 'Estado', required: false })).toEqual({
      label: 'Estado',
      required: false,
      priority: 80,
    });
  });
  it('keeps the default where the country says nothing, and gives an empty field when neither does', () => {
    expect(localeField({ hidden: true }, undefined)).toEqual({ hidden: true });
    expect(localeField(undefined, undefined)).toEqual({});
  });
});
