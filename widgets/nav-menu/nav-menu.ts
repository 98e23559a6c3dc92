// Elementor Pro's Nav Menu widget (docs/site-nav.md#the-page-builders-nav-menu), without jQuery
// and SmartMenus: the horizontal menu's sub-menus open 250 ms after the pointer comes and close
// 500 ms after it leaves, 10 to 20 em wide; a click, Enter or a tap on a closed parent opens it
// (the next one follows the link), ArrowDown opens it and moves in, Esc closes it and focus goes
// back to the parent; the burger toggle opens the dropdown menu (aria-expanded, aria-hidden, its
// links back in the Tab order), whose parents expand the same way. Stands aside while SmartMenus
// is on the page (Elementor Pro's own handler drives it).
import { defineEnhancer } from '../../runtime/enhancer.ts';
import { later, onAbort } from '../../runtime/lifetime.ts';

export const SHOW_DELAY = 250;
export const HIDE_DELAY = 500;
const MIN_WIDTH = '10em';
const MAX_WIDTH = '20em';

const proRunsMenu = (win: Window) => !!(win as { jQuery?: { fn?: { smartmenus?: unknown } } }).jQuery?.fn?.smartmenus;

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

export default defineEnhancer((widget, _props, { signal }) => {
  const doc = widget.ownerDocument;
  const win = doc.defaultView!;
  if (proRunsMenu(win)) return;
  const main = widget.querySelector('.elementor-nav-menu--main');
  const toggle = widget.querySelector<HTMLElement>('.elementor-menu-toggle');
  const dropdown = widget.querySelector<HTMLElement>('.elementor-nav-menu--dropdown.elementor-nav-menu__container');
  const undo: Array<() => void> = [];
  const byItem = new Map<HTMLLIElement, Parent>();

  const setSub = (p: Parent, open: boolean) => {
    p.sub.style.display = open ? 'block' : 'none';
    p.sub.setAttribute('aria-hidden', String(!open));
    p.link.setAttribute('aria-expanded', String(open));
    p.item.classList.toggle('islands-sub-open', open);
    if (!open) for (const inner of parentsIn(p.sub)) if (byItem.get(inner.item)) setSub(byItem.get(inner.item)!, false);
  };
  const isOpenSub = (p: Parent) => p.link.getAttribute('aria-expanded') === 'true';
  const openOnly = (p: Parent) => {
    // One open sub-menu per level: its siblings close.
    for (const sibling of p.item.parentElement?.children ?? []) {
      const other = byItem.get(sibling as HTMLLIElement);
      if (other && other !== p && isOpenSub(other)) setSub(other, false);
    }
    setSub(p, true);
  };

  for (const root of [main, dropdown]) {
    if (!root) continue;
    for (const p of parentsIn(root)) {
      byItem.set(p.item, p);
      const arrow = doc.createElement('span');
      arrow.className = 'sub-arrow';
      arrow.setAttribute('aria-hidden', 'true');
      arrow.textContent = '▾';
      p.link.append(arrow);
      p.link.classList.add('has-submenu');
      p.link.setAttribute('aria-haspopup', 'true');
      p.link.setAttribute('aria-controls', idFor(p.sub));
      if (root === main) Object.assign(p.sub.style, { minWidth: MIN_WIDTH, maxWidth: MAX_WIDTH, width: 'auto' });
      setSub(p, false);
      undo.push(() => {
        arrow.remove();
        p.link.classList.remove('has-submenu');
        for (const a of ['aria-haspopup', 'aria-controls', 'aria-expanded']) p.link.removeAttribute(a);
        p.sub.removeAttribute('aria-hidden');
        p.sub.removeAttribute('style');
        p.item.classList.remove('islands-sub-open');
      });
    }
  }

  // Pointer: the delays, only for a mouse (a touch taps, a pen too).
  if (main) {
    const timers = new Map<HTMLLIElement, () => void>();
    const schedule = (p: Parent, open: boolean) => {
      timers.get(p.item)?.();
      timers.set(p.item, later(signal, () => (open ? openOnly(p) : setSub(p, false)), open ? SHOW_DELAY : HIDE_DELAY));
    };
    for (const p of parentsIn(main)) {
      p.item.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && (isOpenSub(p) ? timers.get(p.item)?.() : schedule(p, true)), { signal });
      p.item.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && (isOpenSub(p) ? schedule(p, false) : timers.get(p.item)?.()), { signal });
    }
    // Focus leaving a parent item (Tab past its last link) closes its sub-menu at once.
    main.addEventListener('focusout', (event) => {
      const gone = (event as FocusEvent).relatedTarget as Node | null;
      for (const p of parentsIn(main)) if (isOpenSub(p) && p.item.contains(event.target as Node) && !(gone && p.item.contains(gone))) setSub(p, false);
    }, { signal });
  }

  // Click (mouse, Enter, tap) on a closed parent opens it instead of following the link.
  widget.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a.has-submenu');
    const p = link && byItem.get(link.parentElement as HTMLLIElement);
    if (!p || isOpenSub(p)) return;
    event.preventDefault();
    openOnly(p);
  }, { signal });

  widget.addEventListener('keydown', (event) => {
    const target = event.target as Element;
    if (event.key === 'ArrowDown' && target.matches('a.has-submenu')) {
      const p = byItem.get(target.parentElement as HTMLLIElement);
      if (!p) return;
      event.preventDefault();
      openOnly(p);
      p.sub.querySelector<HTMLElement>('a')?.focus();
    } else if (event.key === 'Escape') {
      const open = target.closest('li.islands-sub-open > ul')?.parentElement as HTMLLIElement | undefined;
      const p = open && byItem.get(open);
      if (p) {
        event.preventDefault();
        setSub(p, false);
        p.link.focus();
      } else if (toggle && dropdown && toggle.getAttribute('aria-expanded') === 'true') {
        event.preventDefault();
        setDropdown(false);
        toggle.focus();
      }
    }
  }, { signal });

  // The burger toggle and its dropdown menu.
  const setDropdown = (open: boolean) => {
    if (!toggle || !dropdown) return;
    toggle.classList.toggle('elementor-active', open);
    toggle.setAttribute('aria-expanded', String(open));
    dropdown.setAttribute('aria-hidden', String(!open));
    for (const link of dropdown.querySelectorAll('a')) link.setAttribute('tabindex', open ? '0' : '-1');
    if (!open) for (const p of parentsIn(dropdown)) setSub(byItem.get(p.item)!, false);
  };
  if (toggle && dropdown) {
    toggle.setAttribute('aria-controls', idFor(dropdown));
    const flip = () => setDropdown(toggle.getAttribute('aria-expanded') !== 'true');
    toggle.addEventListener('click', flip, { signal });
    toggle.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      flip();
    }, { signal });
    undo.push(() => {
      setDropdown(false);
      toggle.removeAttribute('aria-controls');
    });
  }
  onAbort(signal, () => undo.forEach((u) => u()));
});
