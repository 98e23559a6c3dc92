import { describe, expect, it } from 'vitest';
import { block, busyAreas } from './busy.ts';
import { cartUpdated } from '../stores/cart.ts';

const look = (el: HTMLElement) => ({
  opacity: el.style.opacity,
  pointerEvents: el.style.pointerEvents,
  busy: el.getAttribute('aria-busy'),
});
const FREE = { opacity: '', pointerEvents: '', busy: null };
const BLOCKED = { opacity: '0.6', pointerEvents: 'none', busy: 'true' };

describe('block', () => {
  it('dims an area to 0.6, unclickable and aria-busy, until released', () => {
    const area = document.createElement('div');
    const release = block(area);
    expect(look(area)).toEqual(BLOCKED);
    release();
    expect(look(area)).toEqual(FREE);
    expect(area.hasAttribute('data-islands-busy')).toBe(false);
  });

  it('keeps an area blocked by two callers until the last releases it, each release counting once', () => {
    const area = document.createElement('div');
    const first = block(area);
    const second = block(area);
    first();
    first();
    expect(look(area), 'the second caller still holds it').toEqual(BLOCKED);
    second();
    expect(look(area)).toEqual(FREE);
  });

  it("leaves the area's other inline styles alone", () => {
    const area = document.createElement('div');
    area.style.color = 'red';
    block(area)();
    expect(area.getAttribute('style')).toBe('color: red;');
  });
});

describe('busyAreas', () => {
  it('blocks its areas while any hold is kept, the new ones a fragment swap brings too, and lets all go when its signal aborts', () => {
    document.body.innerHTML = '<div class="area">old</div>';
    const life = new AbortController();
    const marks: boolean[] = [];
    const busy = busyAreas(
      () => document.querySelectorAll<HTMLElement>('.area'),
      life.signal,
      (on) => marks.push(on),
    );
    const area = () => document.querySelector<HTMLElement>('.area')!;
    const first = busy();
    const second = busy();
    expect(look(area())).toEqual(BLOCKED);
    first();
    first();
    expect(look(area()), 'the second hold is still kept').toEqual(BLOCKED);
    // A cart answer replaces the area while the call still runs.
    area().replaceWith(Object.assign(document.createElement('div'), { className: 'area', textContent: 'new' }));
    cartUpdated('updated', null); // a cart answer is on the page: $cart says so
    expect(look(area())).toEqual(BLOCKED);
    second();
    expect(look(area())).toEqual(FREE);
    busy();
    life.abort();
    expect(look(area()), 'released with the island').toEqual(FREE);
    busy();
    expect(look(area()), 'a hold after the end does nothing').toEqual(FREE);
    expect(marks).toEqual([true, true, true, true, false, true, false, false]);
  });
});
