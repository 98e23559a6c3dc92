// Tab, accordion and toggle headers a hash can name (docs/site-nav.md#tab-and-accordion-hashes):
// the page builder's tabs, accordion and toggle (classic and nested) and, where Essential Addons'
// own script is not on the page to do it, its advanced tabs and accordion.

const ELEMENTOR = [
  '.elementor-tabs .elementor-tab-title',
  '.elementor-accordion .elementor-tab-title',
  '.elementor-toggle .elementor-tab-title',
  '.e-n-tabs .e-n-tab-title',
  'summary.e-n-accordion-item-title',
].join(', ');
const ESSENTIAL_ADDONS = '.eael-tab-item-trigger, .eael-accordion-header';

/** Essential Addons' general.js opens its own headers from the hash (and would toggle one twice). */
const addonsRunHashes = (doc: Document) => !!doc.querySelector('script#eael-general-js[src]');

/** The header `el` is, or (a nested accordion's item carries the id) the header of the item it is. */
export function headerFor(el: Element): HTMLElement | null {
  const header = el.matches('details.e-n-accordion-item') ? el.querySelector(':scope > summary') : el;
  if (!(header instanceof HTMLElement)) return null;
  if (header.matches(ELEMENTOR)) return header;
  return header.matches(ESSENTIAL_ADDONS) && !addonsRunHashes(el.ownerDocument) ? header : null;
}

export function isOpen(header: HTMLElement): boolean {
  if (header instanceof HTMLElement && header.parentElement instanceof HTMLDetailsElement && header.tagName === 'SUMMARY')
    return header.parentElement.open;
  const { classList } = header;
  return (
    header.getAttribute('aria-expanded') === 'true' ||
    classList.contains('elementor-active') ||
    classList.contains('e-active') ||
    (classList.contains('active') && !classList.contains('inactive')) ||
    (header.getAttribute('role') === 'tab' && header.getAttribute('aria-selected') === 'true' && !classList.contains('inactive'))
  );
}

const panelOf = (header: HTMLElement): HTMLElement | null => {
  const id = header.getAttribute('aria-controls');
  return id ? header.ownerDocument.getElementById(id) : null;
};

function show(header: HTMLElement, on: boolean): void {
  if (header.hasAttribute('aria-expanded') || header.getAttribute('role') !== 'tab') header.setAttribute('aria-expanded', String(on));
  if (header.getAttribute('role') === 'tab') {
    header.setAttribute('aria-selected', String(on));
    header.tabIndex = on ? 0 : -1;
  }
  const active = header.matches('.eael-tab-item-trigger, .eael-accordion-header') ? 'active' : 'elementor-active';
  header.classList.toggle(active, on);
  if (active === 'active') header.classList.toggle('inactive', !on);
  const panel = panelOf(header);
  if (!panel) return;
  panel.hidden = !on;
  panel.classList.toggle(active, on);
  if (active === 'active') panel.classList.toggle('inactive', !on);
  panel.style.display = on ? 'block' : 'none';
}

/**
 * Opens the header: a click, as a visitor's would, for the page's own handlers; when none opened
 * it (their script is not on the page), by its markup: the details opened, or the header marked
 * expanded / selected with its panel shown (and, for a tab, the other tabs of its list closed).
 */
export function openHeader(header: HTMLElement): void {
  if (isOpen(header)) return;
  header.click();
  if (isOpen(header)) return;
  if (header.tagName === 'SUMMARY' && header.parentElement instanceof HTMLDetailsElement) {
    header.parentElement.open = true;
    header.setAttribute('aria-expanded', 'true');
    return;
  }
  if (header.getAttribute('role') === 'tab') {
    const list = header.closest('[role="tablist"]');
    for (const other of list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
      if (other !== header && other.closest('[role="tablist"]') === list) show(other, false);
  }
  show(header, true);
}

/** Essential Addons' data-custom-id-offset on the widget around the header (0 when none). */
export function customOffset(header: HTMLElement): number {
  const value = Number(header.closest('[data-custom-id-offset]')?.getAttribute('data-custom-id-offset'));
  return Number.isFinite(value) ? value : 0;
}
