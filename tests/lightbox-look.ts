// How the browser tests tell that the gallery's lightbox looks as PhotoSwipe 5 draws it, whatever
// older lightbox CSS the page carries (the fixture test with a stylesheet of its own, the real-site
// test with WooCommerce's PhotoSwipe 4 stylesheets).
import type { Page } from 'playwright-core';

/** The islands' lightbox root (the real shop also prints PhotoSwipe 4's own, hidden, .pswp). */
export const LIGHTBOX = '.islands-pswp.pswp--open';

/**
 * Every computed style of every element of the open lightbox (and of its ::before and ::after)
 * that differs with the stylesheets owned by `sheetOwners` (the <link> or <style> elements) turned
 * off. Read in one task, so nothing but those stylesheets changes in between; they stay off.
 */
export function styleChangesWithout(page: Page, sheetOwners: string): Promise<string[]> {
  return page.evaluate(
    ({ root, owners }) => {
      const elements = [...document.querySelectorAll(`${root}, ${root} *`)];
      const read = () =>
        elements.flatMap((el) =>
          [null, '::before', '::after'].map((pseudo) => {
            const style = getComputedStyle(el, pseudo);
            return new Map([...style].map((name) => [name, style.getPropertyValue(name)]));
          }),
        );
      const before = read();
      const sheets = [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(owners)].map((o) => o.sheet);
      if (!sheets.length || sheets.some((s) => !s)) return [`no stylesheet owned by ${owners}`];
      for (const sheet of sheets) sheet!.disabled = true;
      const after = read();
      return before.flatMap((styles, i) => {
        const el = elements[Math.floor(i / 3)]!;
        const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${['', '::before', '::after'][i % 3]}`;
        return [...styles]
          .filter(([prop, value]) => after[i]!.get(prop) !== value)
          .map(([prop, value]) => `${name} ${prop}: ${value} → ${after[i]!.get(prop)}`);
      });
    },
    { root: LIGHTBOX, owners: sheetOwners },
  );
}

export interface ButtonLook {
  name: string;
  backgroundImage: string;
  /** The content of its ::before and ::after ('none' or 'normal': no box drawn). */
  pseudo: string[];
  /** PhotoSwipe 5's icon inside: the shape an <svg class="pswp__icn"> outlines, and its drawn size. */
  icon: string | null;
  iconSize: number[];
}

/** What each visible button of the open lightbox shows. */
export function lightboxButtons(page: Page): Promise<ButtonLook[]> {
  return page.locator(`${LIGHTBOX} .pswp__button`).evaluateAll((buttons) =>
    buttons
      .filter((b) => getComputedStyle(b).display !== 'none')
      .map((b) => ({
        name: b.getAttribute('title') ?? b.className,
        backgroundImage: getComputedStyle(b).backgroundImage,
        pseudo: ['::before', '::after'].map((p) => getComputedStyle(b, p).content),
        icon: b.querySelector('svg.pswp__icn > use.pswp__icn-shadow')?.getAttribute('xlink:href') ?? null,
        iconSize: ((r) => (r ? [r.width, r.height] : []))(b.querySelector('svg.pswp__icn')?.getBoundingClientRect()),
      })),
  );
}
