import { afterEach, describe, expect, it } from 'vitest';
import { parseSideCartParams } from './params.ts';

// xoo_wsc_params as Side Cart 2.7.1 prints it (includes/class-xoo-wsc-frontend.php): what each of
// its settings becomes for the island (docs/side-cart-settings.md).
const printed = (params: Record<string, unknown>) => ((window as unknown as Record<string, unknown>).xoo_wsc_params = params);
afterEach(() => delete (window as unknown as Record<string, unknown>).xoo_wsc_params);

describe('parseSideCartParams', () => {
  it("reads the basket rule as Side Cart does: always_hide (its screen's third choice) hides it", () => {
    for (const [showBasket, rule] of [
      ['always_show', 'always_show'],
      ['hide_empty', 'hide_empty'],
      ['always_hide', 'hide'],
      ['hide', 'hide'],
    ]) {
      printed({ showBasket });
      expect(parseSideCartParams({}).showBasket, showBasket).toBe(rule);
    }
    printed({});
    expect(parseSideCartParams({}).showBasket).toBe('hide_empty');
  });

  it('reads "Auto Open Cart" with the add the page\'s own request made, and "Refresh Cart"', () => {
    printed({ autoOpenCart: 'yes', addedToCart: 'yes', refreshCart: 'yes' });
    expect(parseSideCartParams({})).toMatchObject({ autoOpenCart: true, addedToCart: true, refreshCart: true });
    printed({ autoOpenCart: 'no', addedToCart: 'no', refreshCart: 'no' });
    expect(parseSideCartParams({})).toMatchObject({ autoOpenCart: false, addedToCart: false, refreshCart: false });
    printed({});
    expect(parseSideCartParams({})).toMatchObject({ autoOpenCart: true, addedToCart: false, refreshCart: false });
  });

  it('keeps only the shortcode parts it knows from "Hide when cart is empty", as a list or an object', () => {
    printed({ menuCartHideOnEmpty: ['count', 'subtotal', '.evil', 'icon'] });
    expect(parseSideCartParams({}).hideOnEmpty).toEqual(['subtotal', 'count', 'icon']);
    printed({ menuCartHideOnEmpty: { 0: 'icon' } });
    expect(parseSideCartParams({}).hideOnEmpty).toEqual(['icon']);
    printed({ menuCartHideOnEmpty: '' });
    expect(parseSideCartParams({}).hideOnEmpty).toEqual([]);
  });

  it('reads the timings, trigger class and skipped fields as printed, and props over the global', () => {
    printed({
      qtyUpdateDelay: '700',
      notificationTime: 9000,
      fetchDelay: '',
      triggerClass: ' my-cart ',
      skipAjaxForData: { 'add-to-subscription': '' },
    });
    const params = parseSideCartParams({ notificationTime: '3000' });
    expect(params).toMatchObject({
      qtyUpdateDelay: 700,
      notificationTime: 3000,
      triggerClass: 'my-cart',
      skipAjaxForData: ['add-to-subscription'],
    });
    expect(params.fetchDelay).toBeGreaterThanOrEqual(0);
  });
});
