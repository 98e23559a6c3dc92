import { later } from '../../../runtime/core/lifetime.ts';

/**
 * Side cart notices: a list item in the panel's notice area that slides in and hides itself
 * after the notification time. The product form's notices, outside the panel, are
 * markup-notices.ts's.
 */
export function showNotice(root: HTMLElement, kind: 'success' | 'error', text: string, hideAfter: number, signal: AbortSignal): void {
  const area = root.querySelector<HTMLElement>('.xoo-wsc-notice-container');
  if (!area) return;
  let list = area.querySelector('ul.xoo-wsc-notices');
  if (!list) {
    list = document.createElement('ul');
    list.className = 'xoo-wsc-notices';
    area.append(list);
  }
  const item = document.createElement('li');
  item.className = `xoo-wsc-notice-${kind}`;
  item.textContent = text;
  list.replaceChildren(item);
  area.classList.add('xoo-wsc-active');
  // The plugin's notification time (docs/timing.md#side-cart).
  later(
    signal,
    () => {
      area.classList.remove('xoo-wsc-active');
      item.remove();
    },
    hideAfter,
  );
}
