import { afterEach, describe, expect, it } from 'vitest';
import tabsWidget from './product-tabs.ts';
import { initialTabKey } from './initial-tab.ts';
import { mountWidget } from '../../../runtime/core/test-mount.ts';

// The tabs as WooCommerce 9.8+ prints them (docs/shop.md#product-tabs): no aria-selected, no tabindex, all panels visible.
const markup = `<a class="woocommerce-review-link" href="#reviews">(2 valoraciones de clientes)</a>
<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
${['description', 'additional_information', 'reviews'].map((k) => `<li role="presentation" class="${k}_tab" id="tab-title-${k}"><a href="#tab-${k}" role="tab" aria-controls="tab-${k}">${k}</a></li>`).join('')}
</ul>
${['description', 'additional_information', 'reviews'].map((k) => `<div class="woocommerce-Tabs-panel panel wc-tab" id="tab-${k}" role="tabpanel" aria-labelledby="tab-title-${k}">${k === 'reviews' ? '<div id="reviews"></div>' : k}</div>`).join('')}
</div>`;
let cleanup: (() => void) | undefined;
const tabs = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('.wc-tabs a'));
const state = () => tabs().map((t) => `${t.getAttribute('aria-selected')}/${t.tabIndex}`);
const shown = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.wc-tab'))
    .filter((p) => p.style.display !== 'none')
    .map((p) => p.id);
function mount(hash = '') {
  history.replaceState(null, '', `/producto/camiseta-basica/${hash}`);
  document.body.innerHTML = markup;
  const root = document.querySelector<HTMLElement>('.wc-tabs-wrapper')!;
  cleanup = mountWidget(tabsWidget, root, 'product-tabs');
}
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
afterEach(() => cleanup?.());

describe('initialTabKey (docs/shop.md#tab-opened-on-load)', () => {
  it.each([
    ['#comment-12', '/p/#comment-12', 'reviews'],
    ['#reviews', '/p/#reviews', 'reviews'],
    ['#tab-reviews', '/p/#tab-reviews', 'reviews'],
    ['', '/p/comment-page-2/', 'reviews'],
    ['', '/p/?cpage=2', 'reviews'],
    ['#tab-additional_information', '/p/#tab-additional_information', 'additional_information'],
    ['#tab-description', '/p/#tab-description', null],
    ['', '/p/', null],
  ])('hash %j, url %j → %s', (hash, url, expected) => {
    expect(initialTabKey(hash, url)).toBe(expected);
  });
});

describe('product-tabs', () => {
  it('opens the first tab and hides the other panels', () => {
    mount();
    expect(state()).toEqual(['true/0', 'false/-1', 'false/-1']);
    expect(shown()).toEqual(['tab-description']);
  });

  it('opens the tab the URL names', () => {
    mount('#tab-additional_information');
    expect(shown()).toEqual(['tab-additional_information']);
    cleanup?.();
    mount('?cpage=2');
    expect(shown()).toEqual(['tab-reviews']);
  });

  it('moves focus with arrows, Home and End (wrapping), and opens only on Enter/click or Space', () => {
    mount();
    tabs()[0]!.focus();
    key(tabs()[0]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(shown()).toEqual(['tab-description']);
    key(tabs()[1]!, 'End');
    expect(document.activeElement).toBe(tabs()[2]);
    key(tabs()[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs()[0]);
    key(tabs()[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(tabs()[2]);
    key(tabs()[2]!, 'Home');
    expect(document.activeElement).toBe(tabs()[0]);
    key(tabs()[0]!, 'ArrowRight');
    key(tabs()[1]!, ' ');
    expect(shown()).toEqual(['tab-additional_information']);
    tabs()[2]!.click();
    expect(state()).toEqual(['false/-1', 'false/-1', 'true/0']);
    expect(shown()).toEqual(['tab-reviews']);
  });

  it('opens the reviews tab from a link to the reviews', () => {
    mount();
    document.querySelector<HTMLElement>('.woocommerce-review-link')!.click();
    expect(shown()).toEqual(['tab-reviews']);
  });

  it('gives the server markup back on unmount', () => {
    mount();
    cleanup!();
    cleanup = undefined;
    expect(shown()).toHaveLength(3);
    expect(tabs().every((t) => !t.hasAttribute('aria-selected') && !t.hasAttribute('tabindex'))).toBe(true);
  });

  it('once unmounted, tab clicks, arrows, review links and hash changes are left to the browser', () => {
    mount();
    cleanup!();
    cleanup = undefined;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tabs()[1]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(key(tabs()[0]!, 'ArrowRight')).toBe(true); // not cancelled
    document.querySelector<HTMLElement>('.woocommerce-review-link')!.click();
    history.replaceState(null, '', '/producto/camiseta-basica/#tab-reviews');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shown()).toHaveLength(3);
    expect(tabs().every((t) => !t.hasAttribute('aria-selected'))).toBe(true);
  });

  it('a tab whose #fragment has a malformed %-escape still mounts, its panel found by the id as written', () => {
    history.replaceState(null, '', '/producto/camiseta-basica/');
    document.body.innerHTML = markup
      .replace('href="#tab-reviews"', 'href="#tab-%E0%A4%A"')
      .replace('id="tab-reviews"', 'id="tab-%E0%A4%A"');
    const root = document.querySelector<HTMLElement>('.wc-tabs-wrapper')!;
    cleanup = mountWidget(tabsWidget, root, 'product-tabs');
    tabs()[2]!.click();
    expect(shown()).toEqual(['tab-%E0%A4%A']);
  });
});
