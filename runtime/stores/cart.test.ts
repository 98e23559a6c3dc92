import { describe, expect, it } from 'vitest';
import { $cart, cartUpdated } from './cart.ts';

describe('cartUpdated', () => {
  it('replaces the state, keeping the last known count when the answer has none', () => {
    cartUpdated({ 'span.count': '<span class="count">3</span>' }, 'h1', 3);
    const before = $cart.get();
    cartUpdated({}, 'h2', null);
    expect($cart.get()).toEqual({ fragments: {}, cartHash: 'h2', itemCount: 3 });
    expect($cart.get()).not.toBe(before); // replaced, never mutated
    expect(before.cartHash).toBe('h1');
  });
});
