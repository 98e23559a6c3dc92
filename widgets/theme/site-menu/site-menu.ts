// The Hello Elementor header's mobile menu (docs/site-nav.md#the-theme-header-menu): the toggle
// opens and closes the dropdown (aria-expanded, the dropdown's aria-hidden and inert, the theme's
// .elementor-active on the holder), each parent item gets a button that expands its sub-menu, Esc
// closes the innermost open part and gives focus back to its button, and a resize that hides the
// toggle closes it all. Stands aside while the theme's own hello-frontend.js is printed: it binds
// the same toggle, and two would cancel out (standsAsideFor in widgets/registry.ts).
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { t } from '../../../runtime/i18n/parts/site-menu.ts';
import { onAbort } from '../../../runtime/core/lifetime.ts';

const ACTIVE = 'elementor-active';

let ids = 0;
const idFor = (el: Element, prefix: string) => el.id || (el.id = `${prefix}-${++ids}`);

/** The header's toggle, its dropdown and the dropdown's parent items. */
interface SiteMenu {
  holder: HTMLElement;
  toggle: HTMLButtonElement;
  dropdown: HTMLElement;
  parents: HTMLLIElement[];
}

export default defineEnhancer((holder, _props, { signal }) => {
  const toggle = holder.querySelector<HTMLButtonElement>('.site-navigation-toggle');
  const dropdown = holder.nextElementSibling;
  if (!toggle || !(dropdown instanceof HTMLElement) || !dropdown.matches('.site-navigation-dropdown')) {
    console.warn('[islands:site-menu] No .site-navigation-toggle with its .site-navigation-dropdown after it; nothing done');
    return;
  }
  const menu: SiteMenu = {
    holder,
    toggle,
    dropdown,
    parents: Array.from(dropdown.querySelectorAll<HTMLLIElement>('li.menu-item-has-children')),
  };
  const label = toggle.getAttribute('aria-label');
  const hadId = dropdown.id;
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', idFor(dropdown, 'islands-menu'));
  // The theme prints the English word untranslated.
  if (!label || label === 'Menu') toggle.setAttribute('aria-label', t('menuToggle'));
  const added = addSubmenuButtons(menu);
  setOpen(menu, false);
  listen(menu, signal);
  onAbort(signal, () => {
    added.forEach((b) => b.remove());
    restore(menu, label, hadId);
  });
});

function setSub(item: HTMLLIElement, open: boolean): void {
  item.classList.toggle(ACTIVE, open);
  item.querySelector(':scope > .islands-submenu-toggle')?.setAttribute('aria-expanded', String(open));
  const sub = item.querySelector<HTMLElement>(':scope > ul');
  // Closed sub-menus are only scaled to nothing by the theme's CSS: inert keeps their links out of Tab.
  if (sub) sub.inert = !open;
}

function setOpen({ holder, toggle, dropdown, parents }: SiteMenu, open: boolean): void {
  holder.classList.toggle(ACTIVE, open);
  toggle.setAttribute('aria-expanded', String(open));
  dropdown.setAttribute('aria-hidden', String(!open));
  dropdown.inert = !open;
  if (!open) parents.forEach((item) => setSub(item, false));
}

/** Each parent item gets a button that expands its sub-menu; returns the buttons. */
function addSubmenuButtons({ parents }: SiteMenu): HTMLElement[] {
  const added: HTMLElement[] = [];
  for (const item of parents) {
    const link = item.querySelector(':scope > a');
    const sub = item.querySelector(':scope > ul');
    if (!link || !sub) continue;
    const button = item.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = 'islands-submenu-toggle';
    button.setAttribute('aria-controls', idFor(sub, 'islands-submenu'));
    button.setAttribute('aria-label', t('menuSubmenu', (link.textContent ?? '').trim()));
    button.innerHTML = '<span aria-hidden="true">▾</span>';
    link.after(button);
    added.push(button);
    setSub(item, false);
  }
  return added;
}

/** The toggle, the sub-menu buttons, Escape and a resize that hides the toggle. */
function listen(menu: SiteMenu, signal: AbortSignal): void {
  const { toggle, dropdown } = menu;
  const doc = toggle.ownerDocument;
  toggle.addEventListener('click', () => setOpen(menu, toggle.getAttribute('aria-expanded') !== 'true'), { signal });
  dropdown.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest('.islands-submenu-toggle');
      const item = button?.parentElement;
      if (item instanceof HTMLLIElement) setSub(item, !item.classList.contains(ACTIVE));
    },
    { signal },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
      // Inside an open sub-menu: that sub-menu closes, focus on its button; else the whole menu.
      const openSub = (event.target as Element | null)?.closest?.('li.menu-item-has-children.elementor-active > ul');
      const item = openSub?.parentElement;
      if (openSub && item instanceof HTMLLIElement && dropdown.contains(openSub)) {
        setSub(item, false);
        item.querySelector<HTMLElement>(':scope > .islands-submenu-toggle')?.focus();
      } else {
        setOpen(menu, false);
        toggle.focus();
      }
    },
    { signal },
  );
  // The theme closes it on resize: here only once the toggle is no longer shown (a wider screen),
  // not when a phone's address bar comes and goes.
  doc.defaultView?.addEventListener(
    'resize',
    () => {
      if (!toggle.getClientRects().length && toggle.getAttribute('aria-expanded') === 'true') setOpen(menu, false);
    },
    { signal },
  );
}

/** The markup as the theme printed it (the dropdown closed, as its CSS shows it). */
function restore({ holder, toggle, dropdown, parents }: SiteMenu, label: string | null, hadId: string): void {
  parents.forEach((item) => {
    item.classList.remove(ACTIVE);
    const sub = item.querySelector<HTMLElement>(':scope > ul');
    if (sub) sub.inert = false;
  });
  holder.classList.remove(ACTIVE);
  toggle.removeAttribute('aria-expanded');
  toggle.removeAttribute('aria-controls');
  if (label === null) toggle.removeAttribute('aria-label');
  else toggle.setAttribute('aria-label', label);
  if (!hadId) dropdown.removeAttribute('id');
  dropdown.setAttribute('aria-hidden', 'true');
  dropdown.inert = true;
}
