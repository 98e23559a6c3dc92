import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { widgets } from '../../registry.ts';

// The notice exactly as WooCommerce prints it: hidden until a script shows it.
const markup = `<p role="complementary" aria-label="Aviso en la tienda" class="woocommerce-store-notice demo_store" data-notice-id="51875a47" style="display:none;">Esta es una tienda de pruebas. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Descartar</a></p>`;
let islands: Islands | undefined;
/** Waits until every island has left "pending" (the widget chunk is a real dynamic import). */
const settle = () => vi.waitFor(() => expect(document.querySelector('[data-island="pending"]')).toBeNull(), { timeout: 5000 });
const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;

afterEach(() => {
  islands?.stop();
  document.cookie = 'store_notice51875a47=; path=/; max-age=0';
});

describe('store-notice', () => {
  it('shows the unmodified notice, and dismissing it hides it and sets the cookie for the site', async () => {
    document.body.innerHTML = markup;
    islands = startIslands(widgets.filter((w) => w.name === 'store-notice'));
    await settle();
    expect(notice().getAttribute('data-island')).toBe('mounted');
    expect(notice().style.display).toBe('block');
    notice().querySelector('a')!.click();
    expect(notice().style.display).toBe('none');
    expect(document.cookie).toContain('store_notice51875a47=hidden');
  });

  it("once unmounted, the dismiss link is WooCommerce's plain link again: no cookie, notice left as it is", async () => {
    document.body.innerHTML = markup;
    islands = startIslands(widgets.filter((w) => w.name === 'store-notice'));
    await settle();
    islands.stop();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    notice().querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(notice().style.display).toBe('block');
    expect(document.cookie).not.toContain('store_notice51875a47');
  });

  it('stays hidden when the cookie says hidden', async () => {
    document.cookie = 'store_notice51875a47=hidden; path=/';
    document.body.innerHTML = markup;
    islands = startIslands(widgets.filter((w) => w.name === 'store-notice'));
    await settle();
    expect(notice().style.display).toBe('none');
  });
});
