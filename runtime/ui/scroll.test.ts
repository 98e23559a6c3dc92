import { afterEach, describe, expect, it } from 'vitest';
import { topOffset } from './scroll.ts';

/** jsdom lays nothing out: a box of `height` px for the element. */
function sized(el: Element, height: number): void {
  el.getClientRects = () => [{ height }] as unknown as DOMRectList;
  el.getBoundingClientRect = () => ({ height }) as DOMRect;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('topOffset', () => {
  it("counts WordPress's admin bar, a child of <body>", () => {
    document.body.innerHTML = '<main><p>Artículo</p></main><div id="wpadminbar"></div>';
    sized(document.querySelector('#wpadminbar')!, 32);
    expect(topOffset(document)).toBe(32);
  });

  it('passes over an element page content gave the id (docs/security.md)', () => {
    document.body.innerHTML = '<main><div class="entry-content"><div id="wpadminbar"></div></div></main>';
    sized(document.querySelector('#wpadminbar')!, 5000);
    expect(topOffset(document)).toBe(0);
  });
});
