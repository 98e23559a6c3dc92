// The product form's notices (product-form.ts), outside the side cart's panel: the panel is closed
// while the shopper is on the form. Apart from notices.ts (the panel's own), so a page without a
// product form never fetches them.
import { later } from '../../../runtime/core/lifetime.ts';

/** The server's error notice for an add that failed (`{error: 1, notice}`), shown outside the cart. */
export function showServerNotice(noticeHtml: string, hideAfter: number, signal: AbortSignal): void {
  const template = document.createElement('template');
  template.innerHTML = noticeHtml.trim();
  const fresh = template.content.querySelector('.xoo-wsc-markup-notices') ?? template.content;
  showMarkupNotices([...fresh.childNodes], hideAfter, signal);
}

/**
 * An error of ours (offline, a timeout, a server failure) for an add from the product form, in the
 * same place and markup as the server's own add errors: the panel is closed while the shopper is
 * on the form, so a notice inside it would go unseen.
 */
export function showMarkupError(text: string, hideAfter: number, signal: AbortSignal): void {
  const container = document.createElement('div');
  container.className = 'xoo-wsc-notice-container';
  container.dataset.section = 'markup';
  const list = document.createElement('ul');
  list.className = 'xoo-wsc-notices';
  const item = document.createElement('li');
  item.className = 'xoo-wsc-notice-error';
  item.textContent = text;
  list.append(item);
  container.append(list);
  showMarkupNotices([container], hideAfter, signal);
}

function showMarkupNotices(nodes: Node[], hideAfter: number, signal: AbortSignal): void {
  let area = document.querySelector<HTMLElement>('.xoo-wsc-markup-notices');
  if (!area) {
    area = document.createElement('div');
    area.className = 'xoo-wsc-markup-notices';
    document.body.prepend(area);
  }
  area.replaceChildren(...nodes);
  area.setAttribute('role', 'alert');
  area.classList.add('xoo-wsc-active');
  // Hidden after the notification time, as the plugin's own add errors are.
  later(signal, () => area.classList.remove('xoo-wsc-active'), hideAfter);
}
