import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { TAB_KEYS, tabKeyTarget } from '../../../runtime/ui/tablist.ts';
import { decodedId, initialTabKey } from './initial-tab.ts';

const REVIEW_LINKS = 'a.woocommerce-review-link, a[href="#reviews"], a[href="#tab-reviews"]';

/**
 * Description / additional information / reviews tabs (docs/shop.md#product-tabs): an
 * accessible tablist with a roving tabindex, arrows, Home and End moving focus (manual activation:
 * Enter, Space or a click opens), the load-time rules of docs/shop.md#tab-opened-on-load, and links to the reviews opening them.
 * The server prints every panel visible and no ARIA state: all of it is added here and removed on unmount.
 */
export default defineEnhancer((root, _props, { signal }) => {
  const doc = root.ownerDocument;
  const list = root.querySelector<HTMLElement>('ul.tabs, .wc-tabs');
  // Selected by class too: older templates print the links without role=tab.
  const tabs = list ? Array.from(list.querySelectorAll<HTMLAnchorElement>(':scope > li > a')) : [];
  if (!list || !tabs.length) return;
  const t: ProductTabs = { doc, list, tabs };
  markTablist(t);
  openFromUrl(t);
  bindTabs(t, signal);
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(REVIEW_LINKS);
      const reviews = byKey(t, 'reviews');
      if (!link || !reviews || list.contains(link)) return;
      activate(t, reviews);
    },
    { signal },
  );
  window.addEventListener(
    'hashchange',
    () => {
      if (initialTabKey(location.hash, location.href)) openFromUrl(t);
    },
    { signal },
  );
  return () => restoreTabs(t);
});

interface ProductTabs {
  readonly doc: Document;
  readonly list: HTMLElement;
  readonly tabs: HTMLAnchorElement[];
}

function panelOf({ doc }: ProductTabs, tab: HTMLAnchorElement): HTMLElement | null {
  const id = decodedId(tab.hash.slice(1));
  return id ? doc.getElementById(id) : null;
}

/** The roles the server does not print: tablist, tabs, and the panels they control. */
function markTablist(t: ProductTabs): void {
  t.list.setAttribute('role', 'tablist');
  for (const tab of t.tabs) {
    tab.parentElement?.setAttribute('role', 'presentation');
    tab.setAttribute('role', 'tab');
    const panel = panelOf(t, tab);
    if (panel) {
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
    }
  }
}

/** Opens `tab` and its panel, every other one shut and out of the tab order. */
function activate(t: ProductTabs, tab: HTMLAnchorElement): void {
  for (const other of t.tabs) {
    const selected = other === tab;
    other.parentElement?.classList.toggle('active', selected);
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = panelOf(t, other);
    if (panel) panel.style.display = selected ? '' : 'none';
  }
}

const byKey = (t: ProductTabs, key: string) =>
  t.tabs.find((tab) => tab.parentElement?.classList.contains(`${key}_tab`) || tab.hash === `#tab-${key}`);

/** The tab the address names (docs/shop.md#tab-opened-on-load), else the first. */
function openFromUrl(t: ProductTabs): void {
  const key = initialTabKey(location.hash, location.href);
  activate(t, (key && byKey(t, key)) || t.tabs[0]!);
}

/** A click or Space opens a tab; arrows, Home and End move the focus (manual activation). */
function bindTabs(t: ProductTabs, signal: AbortSignal): void {
  const { list, tabs } = t;
  list.addEventListener(
    'click',
    (event) => {
      const tab = (event.target as Element).closest<HTMLAnchorElement>('li > a');
      if (!tab || !tabs.includes(tab)) return;
      event.preventDefault();
      activate(t, tab);
    },
    { signal },
  );
  list.addEventListener(
    'keydown',
    (event) => {
      const tab = event.target as HTMLAnchorElement;
      const index = tabs.indexOf(tab);
      if (index < 0) return;
      if (event.key === ' ') {
        event.preventDefault();
        return activate(t, tab);
      }
      const to = tabKeyTarget(event.key, index, tabs, list);
      if (to < 0) return;
      event.preventDefault();
      tabs[to]!.focus();
    },
    { signal },
  );
  // Other scripts (the old slider) listen to keyup on the page; arrows meant for the tabs stop here.
  list.addEventListener(
    'keyup',
    (event) => {
      if (TAB_KEYS.includes(event.key) && tabs.includes(event.target as HTMLAnchorElement)) event.stopPropagation();
    },
    { signal },
  );
}

/** Every panel visible again, the tabs without the state added here. */
function restoreTabs(t: ProductTabs): void {
  for (const tab of t.tabs) {
    tab.removeAttribute('aria-selected');
    tab.removeAttribute('tabindex');
    tab.parentElement?.classList.remove('active');
    const panel = panelOf(t, tab);
    if (panel) panel.style.display = '';
  }
}
