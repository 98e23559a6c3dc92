// jQuery BlockUI's four functions (jquery.blockUI.js), for plugins that call them without
// declaring the library (Added to Cart Popup: docs/stand-ins.md). The overlay is the one WooCommerce's
// own calls show, and the islands' (the variations form's look-up, runtime/cart/busy.ts): a
// `.blockUI.blockOverlay` over the element, white at 60 %, and the element aria-busy. No message
// box, no fade: WooCommerce asks for neither, and the islands show none.
import { define, elementsOf, type JQuerySet, type PageJQuery } from './jquery.ts';

interface OverlayCss {
  background?: string;
  opacity?: number | string;
  cursor?: string;
}
interface BlockOptions {
  overlayCSS?: OverlayCss;
  baseZ?: number;
}

/** `$.blockUI.defaults`, which plugins change (`$.blockUI.defaults.overlayCSS.cursor = 'default'`). */
const defaults = { overlayCSS: { background: '#fff', opacity: 0.6, cursor: 'wait' } as OverlayCss, baseZ: 1000 };
/** The overlays the stand-ins made, so that unblock removes these and no island's own. */
const MARK = 'data-islands-stand-in';

function overlay(options: BlockOptions | undefined, fixed: boolean): HTMLElement {
  const css = { ...defaults.overlayCSS, ...options?.overlayCSS };
  const div = document.createElement('div');
  div.className = 'blockUI blockOverlay';
  div.setAttribute(MARK, '');
  div.style.cssText = `position:${fixed ? 'fixed' : 'absolute'};inset:0;margin:0;padding:0;border:none;width:100%;height:100%`;
  Object.assign(div.style, {
    zIndex: String(options?.baseZ ?? defaults.baseZ),
    background: css.background ?? '',
    opacity: String(css.opacity ?? ''),
    cursor: css.cursor ?? '',
  });
  return div;
}

const ownOverlays = (parent: Element) => Array.from(parent.children).filter((c) => c.matches(`.blockUI[${MARK}]`));

function blockElement(el: HTMLElement, options: BlockOptions | undefined): void {
  if (ownOverlays(el).length) return;
  // As BlockUI: the overlay is placed against the element itself.
  if (getComputedStyle(el).position === 'static') {
    el.style.position = 'relative';
    el.setAttribute(`${MARK}-position`, '');
  }
  el.setAttribute('aria-busy', 'true');
  el.append(overlay(options, false));
}

function unblockElement(el: Element): void {
  const own = ownOverlays(el);
  if (!own.length) return;
  own.forEach((o) => o.remove());
  el.removeAttribute('aria-busy');
  if (el instanceof HTMLElement && el.hasAttribute(`${MARK}-position`)) {
    el.style.removeProperty('position');
    el.removeAttribute(`${MARK}-position`);
  }
}

function block(this: JQuerySet, options?: BlockOptions): JQuerySet {
  for (const el of elementsOf(this)) if (el instanceof HTMLElement) blockElement(el, options);
  return this;
}

function unblock(this: JQuerySet): JQuerySet {
  for (const el of elementsOf(this)) unblockElement(el);
  return this;
}

/** The whole page: a fixed overlay on the body. */
function blockPage(options?: BlockOptions): void {
  if (!ownOverlays(document.body).length) document.body.append(overlay(options, true));
}

const unblockPage = (): void => ownOverlays(document.body).forEach((o) => o.remove());

export function installBlockUI(jq: PageJQuery): void {
  define(jq.fn, 'block', block);
  define(jq.fn, 'unblock', unblock);
  define(jq, 'blockUI', Object.assign(blockPage, { defaults }));
  define(jq, 'unblockUI', unblockPage);
}
