import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartChangedWithoutFragments } from './cart-answer.ts';

// docs/cart.md: a cart change whose answer carried no fragments (the cart page's form) has the cart
// areas fetched again, unless the shop's own cart fragments script is kept and does it itself.
describe('cartChangedWithoutFragments', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  const asked = () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      calls.push(new URL(String(input), 'http://tienda.test/').searchParams.get('wc-ajax') ?? String(input));
      return new Response(JSON.stringify({ fragments: {}, cart_hash: '' }), { headers: { 'Content-Type': 'application/json' } });
    });
    return calls;
  };

  it('fetches the fragments again', async () => {
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"wcAjaxUrl":"/?wc-ajax=%%endpoint%%"}</script>`;
    const calls = asked();
    cartChangedWithoutFragments();
    await vi.waitFor(() => expect(calls).toEqual(['get_refreshed_fragments']));
  });

  it("leaves it to the shop's cart fragments script where the owner kept it", async () => {
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"wcAjaxUrl":"/?wc-ajax=%%endpoint%%"}</script><script src="/wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js" id="wc-cart-fragments-js"></script>`;
    const calls = asked();
    cartChangedWithoutFragments();
    await new Promise((r) => setTimeout(r, 20)); // an absence: the mocked answer comes in the next task
    expect(calls).toEqual([]);
  });
});
