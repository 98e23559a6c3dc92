import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdDuringPress, type PressHold } from './press-hold.ts';

let hold: PressHold | undefined;
let life = new AbortController();
const fire = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }));

afterEach(() => {
  life.abort();
  life = new AbortController();
  vi.useRealTimers();
});

describe('holdDuringPress', () => {
  it('runs a change at once when nothing is pressed', () => {
    hold = holdDuringPress(life.signal);
    const log: string[] = [];
    hold.run(() => log.push('change'));
    expect(log).toEqual(['change']);
  });

  it('holds changes made during a mouse press until a task after its release, in order', () => {
    vi.useFakeTimers();
    hold = holdDuringPress(life.signal);
    const log: string[] = [];
    fire('pointerdown');
    fire('mousedown');
    hold.run(() => log.push('first'));
    hold.run(() => log.push('second'));
    fire('pointerup');
    fire('mouseup');
    fire('click');
    log.push('click');
    expect(log).toEqual(['click']);
    vi.runAllTimers();
    expect(log).toEqual(['click', 'first', 'second']);
  });

  it("holds a change made during a tap's compatibility mousedown, which comes after pointerup", () => {
    vi.useFakeTimers();
    hold = holdDuringPress(life.signal);
    const log: string[] = [];
    fire('pointerdown');
    fire('pointerup');
    vi.runAllTimers();
    fire('mousedown');
    hold.run(() => log.push('change'));
    vi.runAllTimers();
    expect(log).toEqual([]);
    fire('mouseup');
    vi.runAllTimers();
    expect(log).toEqual(['change']);
  });

  it('lets go on pointercancel and when the window loses focus mid-press', () => {
    vi.useFakeTimers();
    hold = holdDuringPress(life.signal);
    const log: string[] = [];
    for (const release of ['pointercancel', 'blur']) {
      fire('pointerdown');
      hold.run(() => log.push(release));
      if (release === 'blur') window.dispatchEvent(new Event('blur'));
      else fire(release);
      vi.runAllTimers();
    }
    expect(log).toEqual(['pointercancel', 'blur']);
  });

  it('the abort of its signal drops what waits and stops listening', () => {
    vi.useFakeTimers();
    hold = holdDuringPress(life.signal);
    const log: string[] = [];
    fire('pointerdown');
    hold.run(() => log.push('dropped'));
    life.abort();
    fire('pointerup');
    vi.runAllTimers();
    fire('pointerdown');
    hold.run(() => log.push('now'));
    expect(log).toEqual(['now']);
  });
});
