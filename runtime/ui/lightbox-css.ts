// The lightbox's stylesheet (the gallery's and the action links'), in the lazily loaded lightbox chunk: PhotoSwipe 5's own and ours, made
// to win over whatever older lightbox CSS the page still carries. WooCommerce prints PhotoSwipe 4's
// stylesheets, which use the same class names (.pswp, .pswp__button, .pswp__top-bar…): their sprite,
// floats and bars would land on these elements. So every rule here is lifted by two ID weights (and
// kept to the islands' lightbox), and a reset one ID weight strong first takes every page rule off
// the lightbox's elements. The rules keep their order and relative weights among themselves.
import photoswipeCss from 'photoswipe/style.css' with { type: 'text' };
import { addOwnStyle } from './own-style.ts';

const STYLE_ID = 'islands-photoswipe-css';

/** An ID's weight with no ID to match: no element has this id. */
const ID_WEIGHT = ':not(#islands-no-such-id)';
const LIFT = `:where(.islands-pswp, .islands-pswp *)${ID_WEIGHT}${ID_WEIGHT}`;

// SVG content is left alone: `all` would also revert its geometry (`d` is a CSS property), and no
// lightbox stylesheet reaches inside the icons.
const ELEMENT = `:is(.islands-pswp, .islands-pswp :not(svg *))${ID_WEIGHT}`;
const RESET = `${ELEMENT}, ${ELEMENT}::before, ${ELEMENT}::after { all: revert }`;

// A reset cannot undo a page's !important: PhotoSwipe 4's stylesheet paints its sprite on
// button.pswp__button with !important, so the buttons' background and shadow are pinned the same way.
const OWN_CSS = `
.pswp__button{background:none!important;box-shadow:none!important}
.pswp__caption{position:absolute;left:0;right:0;bottom:0;padding:.75em 1em;color:#fff;background:rgba(0,0,0,.5);text-align:center}
.pswp__caption:empty{display:none}
.pswp__error-msg a{color:#fff;text-decoration:underline}
.islands-pswp-video{display:flex;align-items:center;justify-content:center;background:#000}
.islands-pswp-video iframe,.islands-pswp-video video{display:block;width:100%;height:100%;border:0}
`;

/** Selectors of a list, split at its top-level commas (not those inside :is(…), :not(…)…). */
function selectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)].map((s) => s.trim());
}

function lift(rule: CSSRule): void {
  if (rule instanceof CSSStyleRule) {
    // Before a trailing pseudo-element: nothing may follow one.
    rule.selectorText = selectorList(rule.selectorText)
      .map((s) => s.replace(/(::[\w-]+)?$/, `${LIFT}$1`))
      .join(', ');
  } else if (rule instanceof CSSGroupingRule) {
    for (const inner of Array.from(rule.cssRules)) lift(inner);
  }
}

/** Adds the lightbox's stylesheet to <head> once. */
export function injectLightboxStyles(doc: Document = document): void {
  if (doc.head.querySelector(`style#${STYLE_ID}`)) return;
  const sheet = addOwnStyle(STYLE_ID, photoswipeCss + OWN_CSS, doc)?.sheet;
  if (!sheet) return;
  for (const rule of Array.from(sheet.cssRules)) lift(rule);
  sheet.insertRule(RESET, 0);
}
