import { describe, expect, it } from 'vitest';
import { chosenAttributes } from './dom.ts';
import {
  decodeHtml,
  firstMatch,
  indexVariations,
  isMatch,
  optionStates,
  toVariation,
  variationQuantity,
  type Variation,
} from './matching.ts';

const v = (id: number, attributes: Record<string, string>, extra: Partial<Variation> = {}): Variation =>
  toVariation({
    variation_id: id,
    attributes,
    is_purchasable: true,
    is_in_stock: true,
    variation_is_visible: true,
    variation_is_active: true,
    ...extra,
  })!;

const sudadera = indexVariations([
  v(26, { attribute_pa_color: 'rojo', attribute_talla: 'S' }),
  v(27, { attribute_pa_color: 'rojo', attribute_talla: 'M' }),
  v(28, { attribute_pa_color: 'azul', attribute_talla: 'S' }),
  v(29, { attribute_pa_color: 'azul', attribute_talla: 'M' }, { is_in_stock: false, variation_is_active: false }),
]);

describe('isMatch', () => {
  it('matches equal values, and an empty value on either side', () => {
    const [rojoS] = indexVariations([v(1, { attribute_pa_color: 'rojo', attribute_talla: '' })]);
    expect(isMatch(rojoS!, { attribute_pa_color: 'rojo', attribute_talla: 'XL' })).toBe(true);
    expect(isMatch(rojoS!, { attribute_pa_color: '', attribute_talla: 'S' })).toBe(true);
    expect(isMatch(rojoS!, { attribute_pa_color: 'azul', attribute_talla: 'S' })).toBe(false);
  });

  it('compares the decoded text of the server value with the option text', () => {
    expect(decodeHtml('Azul &quot;marino&quot; &amp; Talla &uacute;nica')).toBe('Azul "marino" & Talla única');
    const [entry] = indexVariations([v(1, { attribute_color: 'Azul &quot;marino&quot;', attribute_talla: 'Talla &uacute;nica' })]);
    expect(isMatch(entry!, { attribute_color: 'Azul "marino"', attribute_talla: 'Talla única' })).toBe(true);
    expect(isMatch(entry!, { attribute_color: 'Azul marino', attribute_talla: 'Talla única' })).toBe(false);
  });
});

describe('firstMatch', () => {
  it('returns the first match in list order', () => {
    const list = indexVariations([
      v(1, { attribute_pa_color: '', attribute_talla: 'S' }),
      v(2, { attribute_pa_color: 'rojo', attribute_talla: 'S' }),
    ]);
    expect(firstMatch(list, { attribute_pa_color: 'rojo', attribute_talla: 'S' })?.variation_id).toBe(1);
    expect(firstMatch(list.slice().reverse(), { attribute_pa_color: 'rojo', attribute_talla: 'S' })?.variation_id).toBe(2);
  });

  it('returns null without a match', () => {
    expect(firstMatch(sudadera, { attribute_pa_color: 'verde', attribute_talla: 'S' })).toBeNull();
  });
});

describe('optionStates', () => {
  it('keeps what combines with the other choices and enables only active variations', () => {
    const states = optionStates(sudadera, ['attribute_pa_color', 'attribute_talla'], { attribute_pa_color: 'azul', attribute_talla: '' });
    const talla = states.get('attribute_talla')!;
    expect([...talla.attached]).toEqual(['S', 'M']);
    expect([...talla.enabled]).toEqual(['S']);
    // The color's own choice is blanked: both colors stay selectable.
    expect([...states.get('attribute_pa_color')!.attached]).toEqual(['rojo', 'azul']);
  });

  it('attaches every option when a matching variation says "any"', () => {
    const list = indexVariations([v(1, { attribute_pa_color: 'rojo', attribute_talla: '' })]);
    const talla = optionStates(list, ['attribute_talla'], { attribute_pa_color: 'rojo' }).get('attribute_talla')!;
    expect(talla.anyAttached && talla.anyEnabled).toBe(true);
  });
});

describe('toVariation', () => {
  it('rejects entries without attributes and reads string flags', () => {
    expect(toVariation({ variation_id: 3 })).toBeNull();
    expect(toVariation('x')).toBeNull();
    const parsed = toVariation({ variation_id: '7', attributes: { a: null }, is_in_stock: '1', is_sold_individually: 'yes', image: [] })!;
    expect(parsed).toMatchObject({
      variation_id: 7,
      attributes: { a: '' },
      is_in_stock: true,
      is_purchasable: false,
      is_sold_individually: 'yes',
      image: null,
      max_qty: '',
    });
  });
});

describe('variationQuantity', () => {
  const base = v(1, {});
  it('forces 1 and hides the input when sold individually', () => {
    expect(variationQuantity('4', { ...base, is_sold_individually: 'yes' })).toEqual({ value: 1, min: 1, max: null, hidden: true });
  });
  it('clamps into min_qty..max_qty; non-numeric becomes min_qty; empty max_qty is unbounded', () => {
    expect(variationQuantity('9', { ...base, min_qty: 2, max_qty: 5 }).value).toBe(5);
    expect(variationQuantity('1', { ...base, min_qty: 2, max_qty: 5 }).value).toBe(2);
    expect(variationQuantity('abc', { ...base, min_qty: 2, max_qty: '' })).toEqual({ value: 2, min: 2, max: null, hidden: false });
    expect(variationQuantity('40', { ...base, min_qty: 1, max_qty: '' }).value).toBe(40);
  });
});

describe('hostile server keys and values', () => {
  const hostile = '{"toString":1,"valueOf":1}'; // JSON whose conversion to text or number throws

  it('attribute keys such as constructor, __proto__ and toString are plain keys, not Object.prototype', () => {
    const raw = JSON.parse('{"variation_id":9,"attributes":{"attribute_talla":"S","constructor":"x","__proto__":"y","toString":"z"}}');
    const variation = toVariation(raw)!;
    expect(Object.keys(variation.attributes)).toEqual(['attribute_talla', 'constructor', '__proto__', 'toString']);
    const entries = indexVariations([variation]);
    // Not chosen on the page, so "any" for the shopper: equal-or-empty still matches.
    expect(firstMatch(entries, { attribute_talla: 'S' })?.variation_id).toBe(9);
    expect(firstMatch(entries, { attribute_talla: 'M' })).toBeNull();
    expect(optionStates(entries, ['attribute_talla'], { attribute_talla: '' }).get('attribute_talla')!.attached).toEqual(new Set(['S']));
  });

  it('a select named __proto__ in the page is chosen like any other', () => {
    document.body.innerHTML = `<select data-attribute_name="__proto__"><option value="x" selected>x</option></select><select name="constructor"><option value=""></option></select>`;
    const { data, chosenCount } = chosenAttributes([...document.querySelectorAll('select')]);
    expect(Object.entries(data)).toEqual([
      ['__proto__', 'x'],
      ['constructor', ''],
    ]);
    expect(chosenCount).toBe(1);
    const entries = indexVariations([toVariation(JSON.parse('{"variation_id":5,"attributes":{"__proto__":"x","constructor":"y"}}'))!]);
    expect(firstMatch(entries, data)?.variation_id).toBe(5);
  });

  it('ids and attribute values that are objects read as nothing instead of throwing', () => {
    const raw = JSON.parse(
      `{"variation_id":${hostile},"image_id":${hostile},"min_qty":${hostile},"max_qty":${hostile},"attributes":{"attribute_talla":${hostile},"attribute_color":"rojo"}}`,
    );
    const variation = toVariation(raw)!;
    expect(variation).toMatchObject({
      variation_id: 0,
      image_id: undefined,
      min_qty: 1,
      max_qty: '',
      attributes: { attribute_talla: '', attribute_color: 'rojo' },
    });
    expect(firstMatch(indexVariations([variation]), { attribute_talla: 'S', attribute_color: 'rojo' })).toBe(variation);
  });
});
