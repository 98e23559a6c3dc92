// Essential Addons' Advanced Tabs (docs/site-extras.md#advanced-tabs), on the markup the add-on
// prints: every tab and panel `inactive`, so nothing shows until a script opens one. The island
// opens the tab the address names, else the one set as default, else (with eael-tab-auto-active)
// the first; a press opens a tab (or, in a toggle tabs widget, closes the open one); arrows, Home
// and End move along the tabs and open them, Enter and Space open the focused one.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { describe, IslandError } from '../../../runtime/core/errors.ts';
import { later } from '../../../runtime/core/lifetime.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { documentTop, scrollWindowTo, topOffset } from '../../../runtime/ui/scroll.ts';
import { tabKeyTarget } from '../../../runtime/ui/tablist.ts';

/** The add-on's `eael` global: its hooks registry. */
type AddOn = { hooks?: { doAction?: (name: string, ...args: unknown[]) => void } };

/** The attributes the island changes, put back as printed on unmount (or when the mount fails). */
const TOUCHED = ['class', 'aria-selected', 'aria-expanded', 'tabindex', 'role', 'aria-labelledby'];
/**
 * The add-on's hook (its `eael.hooks`, a wp.hooks-style registry its general.js sets up) after a tab
 * opened: its galleries, sliders and feeds inside the panel lay themselves out again. Kept here, not
 * in runtime/page/elementor-events.ts: that module is a chunk of its own, a file to fetch for one name.
 */
const EAEL_TABS_TRIGGERED = 'ea-advanced-tabs-triggered';
/** jQuery's animate() time when the widget's scroll speed is empty. */
const DEFAULT_SCROLL_MS = 400;
/** The add-on fires its hook this long after the press, once the panel has been laid out. */
const HOOK_DELAY_MS = 50;

/**
 * The add-on's own tabs script set itself up on this page (it records itself in eaElementList
 * before binding its handlers): it runs the tabs, and the island leaves every press to it.
 */
const addOnRuns = (win: Window) => 'eaelAdvancedTabs' in (pageGlobal('eaElementList', win) ?? {});

/** The id a hash (`#id` or `#!id`) names; the add-on prints a tab titled "safari" as eael-safari. */
export function hashTabId(hash: string): string {
  let id = hash.slice(hash.startsWith('#!') ? 2 : 1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed %-escape: taken as written
  }
  return id === 'safari' ? 'eael-safari' : id;
}

/** The tab opened on load: the one the hash names (index ≥ 0), else the last set as default, else the first with auto-active, else none (-1). */
export function initialTab(hashed: number, defaults: readonly boolean[], autoActive: boolean): number {
  if (hashed >= 0) return hashed;
  const chosen = defaults.lastIndexOf(true);
  return chosen >= 0 ? chosen : autoActive ? 0 : -1;
}

export default defineEnhancer((root, _props, { signal }) => {
  const doc = root.ownerDocument;
  const list = root.querySelector<HTMLElement>(':scope > .eael-tabs-nav > ul');
  const tabs = list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > li')) : [];
  // Tabs and panels pair by position, as the add-on pairs them.
  const panels = Array.from(root.querySelectorAll<HTMLElement>(':scope > .eael-tabs-content > div'));
  if (!list || !tabs.length) throw new IslandError('eael-tabs', `no tabs (.eael-tabs-nav > ul > li) in ${describe(root)}`);
  const a: AdvancedTabs = {
    root,
    doc,
    list,
    tabs,
    panels,
    signal,
    win: doc.defaultView ?? window,
    toggles: root.classList.contains('eael-tab-toggle'),
    open: -1,
    focusable: 0,
  };
  const restore = keepPrinted([...tabs, ...panels]);
  try {
    openInitial(a);
  } catch (error) {
    restore();
    throw error;
  }
  bindPresses(a);
  // The anchors island opens a tab a link or hash names by pressing it (widgets/page-builder/site-anchors); a
  // hash naming what lies inside a panel (a nested tab) opens that panel here.
  a.win.addEventListener(
    'hashchange',
    () => {
      const k = hashedTab(a);
      if (k >= 0 && k !== a.open && !addOnRuns(a.win)) {
        setOpen(a, k);
        later(signal, () => announce(a, panels[k]), HOOK_DELAY_MS);
      }
    },
    { signal },
  );
  return restore;
});

/** One Advanced Tabs widget: its elements and which tab is open. */
interface AdvancedTabs {
  readonly root: HTMLElement;
  readonly doc: Document;
  readonly win: Window;
  readonly list: HTMLElement;
  readonly tabs: HTMLElement[];
  readonly panels: HTMLElement[];
  /** A toggle tabs widget: a press on the open tab closes it. */
  readonly toggles: boolean;
  readonly signal: AbortSignal;
  open: number;
  /** With no tab open, the keyboard still gets in at one. */
  focusable: number;
}

/** Remembers the TOUCHED attributes of `elements`; returns what puts them back as printed. */
function keepPrinted(elements: HTMLElement[]): () => void {
  const printed = elements.map((el) => [el, TOUCHED.map((name) => el.getAttribute(name))] as const);
  return () => {
    for (const [el, values] of printed)
      TOUCHED.forEach((name, i) => (values[i] === null ? el.removeAttribute(name) : el.setAttribute(name, values[i]!)));
  };
}

/** The panels' roles, then the tab opened on load (initialTab). */
function openInitial(a: AdvancedTabs): void {
  const { root, tabs } = a;
  for (const [k, panel] of a.panels.entries()) {
    panel.setAttribute('role', 'tabpanel');
    if (tabs[k]?.id) panel.setAttribute('aria-labelledby', tabs[k].id);
  }
  setOpen(
    a,
    initialTab(
      hashedTab(a),
      tabs.map((t) => t.classList.contains('active-default')),
      root.classList.contains('eael-tab-auto-active'),
    ),
  );
}

/** Opens tab `next` (-1: none) and its panel, the others shut. */
function setOpen(a: AdvancedTabs, next: number): void {
  a.open = next;
  if (next >= 0) a.focusable = next;
  a.tabs.forEach((tab, k) => {
    const on = k === next;
    tab.classList.toggle('active', on);
    tab.classList.toggle('inactive', !on);
    tab.setAttribute('aria-selected', String(on));
    tab.setAttribute('aria-expanded', String(on));
    tab.tabIndex = k === a.focusable ? 0 : -1;
    a.panels[k]?.classList.toggle('active', on);
    a.panels[k]?.classList.toggle('inactive', !on);
  });
}

/** The tab the address's hash names: the tab itself, or the panel holding what it names (a nested tab, say). */
function hashedTab({ win, doc, tabs, panels }: AdvancedTabs): number {
  const id = win.location.hash.length > 1 ? hashTabId(win.location.hash) : '';
  const target = id ? doc.getElementById(id) : null;
  if (!target) return -1;
  const k = tabs.indexOf(target);
  return k >= 0 ? k : panels.findIndex((p) => p.contains(target));
}

/** The add-on's hook, for its widgets inside the panel, where its base script is still on the page. */
function announce({ win }: AdvancedTabs, panel: HTMLElement | undefined): void {
  const hooks = pageGlobal<AddOn>('eael', win)?.hooks;
  const doAction = hooks?.doAction;
  if (!panel || typeof doAction !== 'function') return;
  // As the add-on does: its hook would otherwise fire a window resize. Written to the real window.
  Object.assign(win, { eaelPreventResizeOnClick: true });
  const jq = pageGlobal<(el: Element) => unknown>('jQuery', win);
  doAction.call(hooks, EAEL_TABS_TRIGGERED, typeof jq === 'function' ? jq(panel) : panel);
}

/** The widget's scroll on click (data-scroll-on-click), to the panel, or the content column of vertical tabs. */
function scrollToPanel({ root, win, doc, panels }: AdvancedTabs, k: number): void {
  if (root.getAttribute('data-scroll-on-click') !== 'yes') return;
  const target = root.classList.contains('eael-tabs-vertical') ? root.querySelector(':scope > .eael-tabs-content') : panels[k];
  if (!target) return;
  const speed = Number.parseFloat(root.getAttribute('data-scroll-speed') ?? '');
  const offset = Number.parseFloat(root.getAttribute('data-custom-id-offset') ?? '') || 0;
  void scrollWindowTo(
    win,
    () => documentTop(target) - offset - topOffset(doc),
    Number.isFinite(speed) && speed >= 0 ? speed : DEFAULT_SCROLL_MS,
  );
}

/** A press on tab k: opens it, or closes it when it is open in a toggle tabs widget. */
function press(a: AdvancedTabs, k: number): void {
  setOpen(a, a.toggles && a.open === k ? -1 : k);
  if (a.open !== k) return;
  scrollToPanel(a, k);
  later(a.signal, () => announce(a, a.panels[k]), HOOK_DELAY_MS);
}

/** Clicks and keys on the tabs, unless the add-on's own script runs them. */
function bindPresses(a: AdvancedTabs): void {
  const { list, tabs, win, signal } = a;
  list.addEventListener(
    'click',
    (event) => {
      // The add-on's own handler prevents the default: it has done the work.
      if (event.defaultPrevented || addOnRuns(win)) return;
      const k = tabs.indexOf((event.target as Element).closest?.('li') as HTMLElement);
      if (k < 0) return;
      event.preventDefault();
      press(a, k);
    },
    { signal },
  );
  list.addEventListener(
    'keydown',
    (event) => {
      const k = tabs.indexOf(event.target as HTMLElement);
      if (k < 0 || addOnRuns(win) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault(); // Space would scroll the page
        return press(a, k);
      }
      const to = tabKeyTarget(event.key, k, tabs, list);
      if (to < 0) return;
      event.preventDefault();
      tabs[to]!.focus();
      // The add-on opens the tab the arrows reach (automatic activation); never closes one that way.
      if (a.open !== to) press(a, to);
      else setOpen(a, to);
    },
    { signal },
  );
}
