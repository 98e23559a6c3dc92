// The product gallery's lightbox dressed as the shop's own (WooCommerce's PhotoSwipe 4 with its
// default skin; docs/shop.md#product-gallery): an opaque black backdrop; a 44 px bar on top with the
// counter on the left and 44 px buttons on the right; the caption small and left-aligned in a bar at
// the bottom, its text in a column at most 420 px wide in the middle; arrows small in 70 × 100 px
// targets; and the image fitted between the two bars. On a small touch screen the shop lays the
// bars over the image instead, darker. Fetched with the lightbox, never with the page.
import type { LightboxDress } from '../../../runtime/ui/lightbox.ts';
import { addOwnStyle } from '../../../runtime/ui/own-style.ts';

const CLASS = 'islands-pswp--shop';
const OVER = 'islands-pswp--shop-over';
const STYLE_ID = 'islands-gallery-lightbox-css';
/** The bars' height, and the caption bar's least. */
const BAR = 44;

// An ID weight more than runtime/ui/lightbox-css.ts gives PhotoSwipe's own rules, whichever stylesheet comes first.
const IN = `.${CLASS}${':not(#islands-no-such-id)'.repeat(3)}`;
/** The caption's text box, also used to measure it before the lightbox lays the image out. */
const CAPTION_BOX = `box-sizing:border-box;min-height:${BAR}px;padding:10px max(10px,calc(50% - 200px));font-size:13px;line-height:20px`;
const CSS_TEXT = `
${IN} .pswp__top-bar{height:${BAR}px;background:rgba(0,0,0,.3)}
${IN} .pswp__counter{height:${BAR}px;margin:0;padding:0 10px;font-size:13px;line-height:${BAR}px;text-shadow:none;opacity:.75}
${IN} .pswp__preloader{width:${BAR}px;height:${BAR}px}
${IN} .pswp__top-bar .pswp__button{width:${BAR}px;height:${BAR}px;margin:0;opacity:.75}
${IN} .pswp__top-bar .pswp__icn{top:6px;left:6px}
${IN} .pswp__button--arrow{width:70px;opacity:.75}
${IN} .pswp__button--arrow .pswp__icn{top:35px;left:6px;width:32px;height:30px;margin:0}
${IN} .pswp__button--arrow--next .pswp__icn{left:auto;right:6px}
${IN} .pswp__button:is(:hover,:focus-visible){opacity:1}
${IN} .pswp__caption{${CAPTION_BOX};color:#ccc;text-align:left;background:rgba(0,0,0,.3)}
${IN}.${OVER} :is(.pswp__top-bar,.pswp__caption){background:rgba(0,0,0,.5)}
`;

/**
 * An arrow pointing left as the shop draws it, whole pixels on its 32 × 30 arrow box: a 14 × 2 shaft
 * and a head of 3-pixel steps. The next arrow is its mirror (PhotoSwipe's own flip).
 */
const ARROW =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 30" width="32" height="30" shape-rendering="crispEdges">' +
  '<path fill="#fff" d="M14 9h1v1h-1zM13 10h3v1h-3zM12 11h3v1h-3zM11 12h3v1h-3zM10 13h3v1h-3zM9 14h14v2H9zM10 16h3v1h-3zM11 17h3v1h-3zM12 18h3v1h-3zM13 19h3v1h-3zM14 20h1v1h-1z"/></svg>';

/** The shop's rule for its bars: beside the image, except on a touch screen narrower than 1200 px, where they lie over it. */
const barsBeside = (win: Window) => !('ontouchstart' in win) || win.screen.width > 1200;

/** How tall the caption bar is for `title` across `width`: the shop leaves that much room under the image (a bar's height without one). */
function captionHeight(doc: Document, title: string, width: number): number {
  if (!title) return BAR;
  const probe = doc.createElement('div');
  probe.style.cssText = `${CAPTION_BOX};position:fixed;left:0;top:0;width:${width}px;visibility:hidden;white-space:normal`;
  probe.textContent = title;
  doc.body.append(probe);
  const height = probe.getBoundingClientRect().height;
  probe.remove();
  return Math.max(BAR, height);
}

export function shopDress(doc: Document = document): LightboxDress {
  addOwnStyle(STYLE_ID, CSS_TEXT, doc);
  const beside = barsBeside(doc.defaultView ?? window);
  return {
    className: beside ? CLASS : `${CLASS} ${OVER}`,
    photoSwipe: {
      bgOpacity: 1,
      arrowPrevSVG: ARROW,
      arrowNextSVG: ARROW,
      paddingFn: (viewport, item) =>
        beside
          ? { top: BAR, bottom: captionHeight(doc, typeof item.title === 'string' ? item.title : '', viewport.x), left: 0, right: 0 }
          : { top: 0, bottom: 0, left: 0, right: 0 },
    },
  };
}
