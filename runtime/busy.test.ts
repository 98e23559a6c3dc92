import { describe, expect, it } from 'vitest';
import { block } from './busy.ts';

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
