// Elementor Pro's Nav Menu widget (docs/site-nav.md#the-page-builders-nav-menu), without jQuery
// and SmartMenus: the horizontal menu's sub-menus open 250 ms after the pointer comes and close
// 500 ms after it leaves, 10 to 20 em wide; a click, Enter or a tap on a closed parent opens it
// (the next one follows the link), ArrowDown opens it and moves in, Esc closes it and focus goes
// back to the parent; the burger toggle opens the dropdown menu (aria-expanded, aria-hidden, its
// links back in the Tab order), whose parents expand the same way. Stands aside while SmartMenus
// is on the page (Elementor Pro's own handler drives it).
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { later, onAbort } from '../../../runtime/core/lifetime.ts';
import { t } from '../../../runtime/i18n/parts/nav-menu.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

export const SHOW_DELAY = 250;
export const HIDE_DELAY = 500;
const MIN_WIDTH = '10em';
const MAX_WIDTH = '20em';

const proRunsMenu = (win: Window) => !!pageGlobal<{ fn?: { smartmenus?: unknown } }>('jQuery', win)?.fn?.smartmenus;

let ids = 0;
const idFor = (el: Element) => el.id || (el.id = `islands-nav-sub-${++ids}`);

interface Parent {
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  sub: HTMLUListElement;
}

function parentsIn(root: Element): Parent[] {
  return Array.from(root.querySelectorAll<HTMLLIElement>('li.menu-item-has-children')).flatMap((item) => {
    const link = item.querySelector<HTMLAnchorElement>(':scope > a');
    const sub = item.querySelector<HTMLUListElement>(':scope > ul');
    return link && sub ? [{ item, link, sub }] : [];
  });
}

/** One nav menu widget: its horizontal menu, burger toggle and dropdown, and their parent items. */
interface Menu {
  widget: HTMLElement;
  main: Element | null;
  toggle: HTMLElement | null;
  dropdown: HTMLElement | null;
  byItem: Map<HTMLLIElement, Parent>;
  /** What the mount changed, put back when it ends. */
  undo: Array<() => void>;
  signal: AbortSignal;
}

/**
 * A menu list whose `data-sm-options` (the menu script's options, JSON) cannot be read as options:
 * a value that is not JSON, or JSON that is not an object (an empty value, null or false say nothing).
 */
export function menuOptionsBroken(list: Element): boolean {
  const raw = list.getAttribute('data-sm-options');
  if (!raw) return false;
  try {
    const value: unknown = JSON.parse(raw);
    return !!value && typeof value !== 'object';
  } catch {
    return true;
  }
}

export default defineEnhancer((widget, _props, { signal }) => {
  if (proRunsMenu(widget.ownerDocument.defaultView!)) return;
  // SPEC §8: a menu configuration error is said in an alert box, as the page builder's menu script does (once a widget here);
  // the menu still works with its defaults.
  if ([...widget.querySelectorAll('ul.elementor-nav-menu')].some(menuOptionsBroken)) window.alert(t('menuOptionsInvalid'));
  const menu: Menu = {
    widget,
    main: widget.querySelector('.elementor-nav-menu--main'),
    toggle: widget.querySelector<HTMLElement>('.elementor-menu-toggle'),
    dropdown: widget.querySelector<HTMLElement>('.elementor-nav-menu--dropdown.elementor-nav-menu__container'),
    byItem: new Map(),
    undo: [],
    signal,
  };
  for (const root of [menu.main, menu.dropdown]) if (root) markParents(menu, root);
  if (menu.main) openOnHover(menu, menu.main);
  openOnClick(menu);
  answerKeys(menu);
  if (menu.toggle && menu.dropdown) driveBurger(menu, menu.toggle, menu.dropdown);
  onAbort(signal, () => menu.undo.forEach((u) => u()));
});

function setSub(menu: Menu, p: Parent, open: boolean): void {
  p.sub.style.display = open ? 'block' : 'none';
  p.sub.setAttribute('aria-hidden', String(!open));
  p.link.setAttribute('aria-expanded', String(open));
  p.item.classList.toggle('islands-sub-open', open);
  if (!open) for (const inner of parentsIn(p.sub)) if (menu.byItem.get(inner.item)) setSub(menu, menu.byItem.get(inner.item)!, false);
}

const isOpenSub = (p: Parent) => p.link.getAttribute('aria-expanded') === 'true';

/** Opens p's sub-menu; one open sub-menu per level: its siblings close. */
function openOnly(menu: Menu, p: Parent): void {
  for (const sibling of p.item.parentElement?.children ?? []) {
    const other = menu.byItem.get(sibling as HTMLLIElement);
    if (other && other !== p && isOpenSub(other)) setSub(menu, other, false);
  }
  setSub(menu, p, true);
}

/** Each parent item gets its arrow and ARIA, its sub-menu closed (and sized, in the horizontal menu). */
function markParents(menu: Menu, root: Element): void {
  for (const p of parentsIn(root)) {
    menu.byItem.set(p.item, p);
    const arrow = root.ownerDocument.createElement('span');
    arrow.className = 'sub-arrow';
    arrow.setAttribute('aria-hidden', 'true');
    arrow.textContent = '▾';
    p.link.append(arrow);
    p.link.classList.add('has-submenu');
    p.link.setAttribute('aria-haspopup', 'true');
    p.link.setAttribute('aria-controls', idFor(p.sub));
    if (root === menu.main) Object.assign(p.sub.style, { minWidth: MIN_WIDTH, maxWidth: MAX_WIDTH, width: 'auto' });
    setSub(menu, p, false);
    menu.undo.push(() => {
      arrow.remove();
      p.link.classList.remove('has-submenu');
      for (const a of ['aria-haspopup', 'aria-controls', 'aria-expanded']) p.link.removeAttribute(a);
      p.sub.removeAttribute('aria-hidden');
      p.sub.removeAttribute('style');
      p.item.classList.remove('islands-sub-open');
    });
  }
}

/** Pointer: the delays, only for a mouse (a touch taps, a pen too). */
function openOnHover(menu: Menu, main: Element): void {
  const { signal } = menu;
  const timers = new Map<HTMLLIElement, () => void>();
  const schedule = (p: Parent, open: boolean) => {
    timers.get(p.item)?.();
    timers.set(
      p.item,
      later(signal, () => (open ? openOnly(menu, p) : setSub(menu, p, false)), open ? SHOW_DELAY : HIDE_DELAY),
    );
  };
  for (const p of parentsIn(main)) {
    p.item.addEventListener(
      'pointerenter',
      (e) => e.pointerType === 'mouse' && (isOpenSub(p) ? timers.get(p.item)?.() : schedule(p, true)),
      { signal },
    );
    p.item.addEventListener(
      'pointerleave',
      (e) => e.pointerType === 'mouse' && (isOpenSub(p) ? schedule(p, false) : timers.get(p.item)?.()),
      { signal },
    );
  }
  // Focus leaving a parent item (Tab past its last link) closes its sub-menu at once.
  main.addEventListener(
    'focusout',
    (event) => {
      const gone = (event as FocusEvent).relatedTarget as Node | null;
      for (const p of parentsIn(main))
        if (isOpenSub(p) && p.item.contains(event.target as Node) && !(gone && p.item.contains(gone))) setSub(menu, p, false);
    },
    { signal },
  );
}

/** Click (mouse, Enter, tap) on a closed parent opens it instead of following the link. */
function openOnClick(menu: Menu): void {
  menu.widget.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest('a.has-submenu');
      const p = link && menu.byItem.get(link.parentElement as HTMLLIElement);
      if (!p || isOpenSub(p)) return;
      event.preventDefault();
      openOnly(menu, p);
    },
    { signal: menu.signal },
  );
}

/** ArrowDown opens a parent and moves in; Escape closes the sub-menu (or the dropdown) and focus goes back. */
function answerKeys(menu: Menu): void {
  const { toggle, dropdown } = menu;
  menu.widget.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as Element;
      if (event.key === 'ArrowDown' && target.matches('a.has-submenu')) {
        const p = menu.byItem.get(target.parentElement as HTMLLIElement);
        if (!p) return;
        event.preventDefault();
        openOnly(menu, p);
        p.sub.querySelector<HTMLElement>('a')?.focus();
      } else if (event.key === 'Escape') {
        const open = target.closest('li.islands-sub-open > ul')?.parentElement as HTMLLIElement | undefined;
        const p = open && menu.byItem.get(open);
        if (p) {
          event.preventDefault();
          setSub(menu, p, false);
          p.link.focus();
        } else if (toggle && dropdown && toggle.getAttribute('aria-expanded') === 'true') {
          event.preventDefault();
          setDropdown(menu, toggle, dropdown, false);
          toggle.focus();
        }
      }
    },
    { signal: menu.signal },
  );
}

function setDropdown(menu: Menu, toggle: HTMLElement, dropdown: HTMLElement, open: boolean): void {
  toggle.classList.toggle('elementor-active', open);
  toggle.setAttribute('aria-expanded', String(open));
  dropdown.setAttribute('aria-hidden', String(!open));
  for (const link of dropdown.querySelectorAll('a')) link.setAttribute('tabindex', open ? '0' : '-1');
  if (!open) for (const p of parentsIn(dropdown)) setSub(menu, menu.byItem.get(p.item)!, false);
}

/** The burger toggle opens and closes its dropdown menu. */
function driveBurger(menu: Menu, toggle: HTMLElement, dropdown: HTMLElement): void {
  const { signal } = menu;
  toggle.setAttribute('aria-controls', idFor(dropdown));
  const flip = () => setDropdown(menu, toggle, dropdown, toggle.getAttribute('aria-expanded') !== 'true');
  toggle.addEventListener('click', flip, { signal });
  toggle.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      flip();
    },
    { signal },
  );
  menu.undo.push(() => {
    setDropdown(menu, toggle, dropdown, false);
    toggle.removeAttribute('aria-controls');
  });
}
