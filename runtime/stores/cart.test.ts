import { describe, expect, it } from 'vitest';
import { $cart, cartUpdated } from './cart.ts';

describe('cartUpdated', () => {
  it('replaces the state, keeping the last known count when the answer has none', () => {
    cartUpdated('added', 3);
    const before = $cart.get();
    cartUpdated('updated', null);
    expect($cart.get()).toEqual({ change: 'updated', itemCount: 3 });
    expect($cart.get()).not.toBe(before); // replaced, never mutated
    expect(before.change).toBe('added');
  });

  it('tells its listeners of every answer, the same one twice included', () => {
    const seen: string[] = [];
    const off = $cart.listen(({ change }) => void seen.push(String(change)));
    cartUpdated('updated', 1);
    cartUpdated('updated', 1);
    off();
    expect(seen).toEqual(['updated', 'updated']);
  });
});
