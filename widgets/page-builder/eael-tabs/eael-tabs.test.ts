import { afterEach, describe, expect, it, vi } from 'vitest';
import tabsWidget, { hashTabId, initialTab } from './eael-tabs.ts';
import { mountWidget } from '../../../runtime/core/test-mount.ts';

// Shaped as the add-on prints it (the real site's /promociones/, widget 4f2c19d): every tab and panel
// `inactive`, the first tab aria-selected and in the tab order.
const IDS = ['mission', 'vision', 'philosophy'];
function markup({ wrapper = 'eael-tab-auto-active', defaults = [] as string[], ids = IDS, extra = '' } = {}) {
  return `<div data-scroll-on-click="no" data-scroll-speed="300" id="eael-advance-tabs-4f2c19d" class="eael-advance-tabs eael-tabs-horizontal ${wrapper}" data-tabid="4f2c19d"${extra}>
<div class="eael-tabs-nav "><ul class="eael-tab-inline-icon" role="tablist">
${ids.map((id, i) => `<li id="${id}" class="${defaults.includes(id) ? 'active-default ' : ''}inactive eael-tab-item-trigger eael-tab-nav-item" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="${id}-tab" aria-expanded="false"><span class="eael-tab-title title-after-icon">${id}</span></li>`).join('')}
</ul></div>
<div class="eael-tabs-content">
${ids.map((id) => `<div id="${id}-tab" class="clearfix eael-tab-content-item ${defaults.includes(id) ? 'active-default' : 'inactive'}" data-title-link="${id}-tab">Texto de ${id}</div>`).join('')}
</div></div>`;
}

let cleanup: (() => void) | undefined;
const tabs = () => Array.from(document.querySelectorAll<HTMLElement>('#eael-advance-tabs-4f2c19d > .eael-tabs-nav li'));
const state = () =>
  tabs().map((t) => `${t.id}:${t.classList.contains('active') ? 'active' : 'inactive'}/${t.getAttribute('aria-selected')}/${t.tabIndex}`);
const shown = () =>
  Array.from(document.querySelectorAll<HTMLElement>('#eael-advance-tabs-4f2c19d > .eael-tabs-content > div'))
    .filter((p) => p.classList.contains('active') && !p.classList.contains('inactive'))
    .map((p) => p.id);
function mount(html = markup(), hash = '') {
  history.replaceState(null, '', `/promociones/${hash}`);
  document.body.innerHTML = html;
  cleanup = mountWidget(tabsWidget, document.querySelector<HTMLElement>('#eael-advance-tabs-4f2c19d')!, 'eael-tabs');
}
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  delete (window as { eaElementList?: unknown }).eaElementList;
  delete (window as { eael?: unknown }).eael;
});

describe('initialTab and hashTabId (docs/site-extras.md#advanced-tabs)', () => {
  it.each([
    [2, [true, false, false], true, 2],
    [-1, [false, true, false], true, 1],
    [-1, [true, false, true], false, 2],
    [-1, [false, false, false], true, 0],
    [-1, [false, false, false], false, -1],
  ])('hash tab %d, defaults %j, auto-active %s → %d', (hashed, defaults, auto, expected) => {
    expect(initialTab(hashed, defaults, auto)).toBe(expected);
  });

  it('reads #id and #!id, decodes escapes, keeps a malformed one, and names the add-on\'s "safari" tab', () => {
    expect([hashTabId('#vision'), hashTabId('#!vision'), hashTabId('#visi%C3%B3n'), hashTabId('#a%E0%A4%A'), hashTabId('#safari')]).toEqual(
      ['vision', 'vision', 'visión', 'a%E0%A4%A', 'eael-safari'],
    );
  });
});

describe('eael-tabs', () => {
  it('opens the first tab of an auto-active widget, with its panel, and only it in the tab order', () => {
    mount();
    expect(state()).toEqual(['mission:active/true/0', 'vision:inactive/false/-1', 'philosophy:inactive/false/-1']);
    expect(shown()).toEqual(['mission-tab']);
    const panel = document.getElementById('mission-tab')!;
    expect([panel.getAttribute('role'), panel.getAttribute('aria-labelledby')]).toEqual(['tabpanel', 'mission']);
  });

  it("opens the default tab, and the hash's over it; without auto-active or default none, the first still focusable", () => {
    mount(markup({ defaults: ['philosophy'] }));
    expect(shown()).toEqual(['philosophy-tab']);
    cleanup!();
    mount(markup({ defaults: ['philosophy'] }), '#vision');
    expect(shown()).toEqual(['vision-tab']);
    cleanup!();
    mount(markup({ wrapper: '' }));
    expect(shown()).toEqual([]);
    expect(state()).toEqual(['mission:inactive/false/0', 'vision:inactive/false/-1', 'philosophy:inactive/false/-1']);
  });

  it('opens the tab a hash names through its panel, or through a tab nested in its panel', () => {
    mount(markup(), '#philosophy-tab');
    expect(shown()).toEqual(['philosophy-tab']);
    cleanup!();
    const nested = markup().replace('Texto de vision', markup({ ids: ['interior', 'exterior'] }).replaceAll('4f2c19d', 'n3st3d'));
    mount(nested, '#exterior');
    expect(shown()).toEqual(['vision-tab']);
  });

  it('a click opens a tab and closes the others; a toggle widget closes the open one on a second click', () => {
    mount();
    tabs()[2]!.click();
    expect(state()).toEqual(['mission:inactive/false/-1', 'vision:inactive/false/-1', 'philosophy:active/true/0']);
    expect(shown()).toEqual(['philosophy-tab']);
    tabs()[2]!.click();
    expect(shown()).toEqual(['philosophy-tab']);
    cleanup!();
    mount(markup({ wrapper: 'eael-tab-auto-active eael-tab-toggle' }));
    tabs()[1]!.click();
    expect(shown()).toEqual(['vision-tab']);
    tabs()[1]!.click();
    expect(shown()).toEqual([]);
    expect(state()).toEqual(['mission:inactive/false/-1', 'vision:inactive/false/0', 'philosophy:inactive/false/-1']);
  });

  it('arrows, Home and End move and open (wrapping); Enter and Space open; the keys are kept from the page', () => {
    mount(markup({ wrapper: 'eael-tab-auto-active eael-tab-toggle' }));
    tabs()[0]!.focus();
    expect(key(tabs()[0]!, 'ArrowRight')).toBe(false);
    expect([document.activeElement?.id, shown()]).toEqual(['vision', ['vision-tab']]);
    key(tabs()[1]!, 'End');
    key(tabs()[2]!, 'ArrowRight');
    expect([document.activeElement?.id, shown()]).toEqual(['mission', ['mission-tab']]);
    key(tabs()[0]!, 'ArrowLeft');
    expect(shown()).toEqual(['philosophy-tab']);
    key(tabs()[2]!, 'Home');
    expect(shown()).toEqual(['mission-tab']);
    expect(key(tabs()[0]!, ' ')).toBe(false);
    expect(shown(), 'Space on the open tab of a toggle widget closes it').toEqual([]);
    key(tabs()[0]!, 'Enter');
    expect(shown()).toEqual(['mission-tab']);
    expect(key(tabs()[0]!, 'a')).toBe(true);
  });

  it('follows a hash change to a tab, and opens without toggling', () => {
    mount(markup({ wrapper: 'eael-tab-auto-active eael-tab-toggle' }));
    history.replaceState(null, '', '/promociones/#vision');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shown()).toEqual(['vision-tab']);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shown()).toEqual(['vision-tab']);
  });

  it("fires the add-on's hook 50 ms after a press, with the panel, where its base script is on the page", () => {
    vi.useFakeTimers();
    try {
      const calls: unknown[][] = [];
      (window as { eael?: unknown }).eael = { hooks: { doAction: (...args: unknown[]) => calls.push(args) } };
      mount();
      tabs()[1]!.click();
      expect(calls).toEqual([]);
      vi.advanceTimersByTime(50);
      expect(calls).toEqual([['ea-advanced-tabs-triggered', document.getElementById('vision-tab')]]);
      expect((window as { eaelPreventResizeOnClick?: boolean }).eaelPreventResizeOnClick).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves presses, keys and hashes to the add-on's own tabs script once it has set itself up", () => {
    mount();
    (window as { eaElementList?: unknown }).eaElementList = { eaelAdvancedTabs: true };
    tabs()[2]!.click();
    tabs()[0]!.focus();
    expect(key(tabs()[0]!, 'ArrowRight')).toBe(true);
    history.replaceState(null, '', '/promociones/#vision');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shown()).toEqual(['mission-tab']);
    expect(document.activeElement?.id).toBe('mission');
  });

  it('gives the printed markup back on unmount, and leaves clicks alone after', () => {
    const html = markup({ defaults: ['vision'] });
    mount(html);
    tabs()[2]!.click();
    cleanup!();
    cleanup = undefined;
    const fresh = document.createElement('div');
    fresh.innerHTML = html;
    expect(document.body.innerHTML).toBe(fresh.innerHTML);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tabs()[1]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('markup without a tab list fails the mount with the element named, changing nothing', () => {
    document.body.innerHTML =
      '<div class="eael-advance-tabs" id="rota"><div class="eael-tabs-content"><div class="inactive">x</div></div></div>';
    const before = document.body.innerHTML;
    expect(() => mountWidget(tabsWidget, document.querySelector<HTMLElement>('#rota')!, 'eael-tabs')).toThrow(
      '[islands:eael-tabs] no tabs (.eael-tabs-nav > ul > li) in <div#rota.eael-advance-tabs>',
    );
    expect(document.body.innerHTML).toBe(before);
  });
});
