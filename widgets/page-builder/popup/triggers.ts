// The popup triggers (docs/popups.md#triggers): the first one that fires opens the popup and every
// trigger is removed, so a popup opens by itself at most once per page view.
import { later } from '../../../runtime/core/lifetime.ts';
import { num, on, str } from './settings.ts';

type Arm = (t: Record<string, unknown>, fire: () => void, signal: AbortSignal, win: Window, soon: () => void) => void;

/** How long before a timed trigger fires the dialog's code is fetched, so that it shows on time. */
const AHEAD_MS = 1000;

const TRIGGERS: Record<string, Arm> = {
  page_load(t, fire, signal, win, soon) {
    // Counted from the page's DOM being ready, when the page builder starts its popups, not from
    // this island's mount (its code arrives a little later).
    const nav = win.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const since = nav?.domContentLoadedEventStart ? Math.max(0, win.performance.now() - nav.domContentLoadedEventStart) : 0;
    const wait = Math.max(0, num(t.page_load_delay, 0) * 1000 - since);
    later(signal, soon, Math.max(0, wait - AHEAD_MS));
    later(signal, fire, wait);
  },
  scrolling(t, fire, signal, win) {
    const direction = str(t.scrolling_direction) || 'down';
    const offset = num(t.scrolling_offset, 50);
    let last = 0;
    const onScroll = () => {
      const y = win.scrollY;
      const moved = y > last ? 'down' : 'up';
      last = y;
      if (moved !== direction) return;
      if (moved === 'up') return fire();
      const room = win.document.documentElement.scrollHeight - win.innerHeight;
      if (room > 0 && (y / room) * 100 >= offset) fire();
    };
    win.addEventListener('scroll', onScroll, { signal, passive: true });
  },
  scrolling_to(t, fire, signal, win) {
    let target: Element | null = null;
    try {
      target = win.document.querySelector(str(t.scrolling_to_selector));
    } catch {
      return; // not a selector: the trigger never fires, as on the page builder
    }
    const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
    if (!target || !Observer) return;
    const io = new Observer((entries) => entries.some((e) => e.isIntersecting) && fire());
    io.observe(target);
    signal.addEventListener('abort', () => io.disconnect(), { once: true });
  },
  click(t, fire, signal, win) {
    const times = num(t.click_times, 1);
    let clicks = 0;
    // Every click on the page counts, and only the click that makes exactly `times` fires.
    win.document.addEventListener('click', () => ++clicks === times && fire(), { signal, capture: true });
  },
  inactivity(t, fire, signal, win) {
    const ms = num(t.inactivity_time, 30) * 1000;
    let cancel = later(signal, fire, ms);
    // Keys and mouse moves are activity; scrolling and touch are not (docs/popups.md#triggers).
    const restart = () => {
      cancel();
      cancel = later(signal, fire, ms);
    };
    for (const type of ['keydown', 'mousemove']) win.document.addEventListener(type, restart, { signal, passive: true });
  },
  adblock_detection(t, fire, signal, win) {
    // Its bait is code of its own, fetched only for a popup that uses it (docs/popups.md#triggers).
    later(
      signal,
      () =>
        void import('./adblock.ts').then(
          (m) => m.adBlocked(win).then((yes) => yes && fire()),
          () => {},
        ),
      num(t.adblock_detection_delay, 0) * 1000,
    );
  },
  exit_intent(_t, fire, signal, win) {
    // The pointer leaving the window through its top edge: a mouseout towards nothing.
    win.document.addEventListener('mouseout', (event) => !event.relatedTarget && event.clientY <= 0 && fire(), { signal, passive: true });
  },
};

/**
 * Arms every trigger the settings switch on; `fire` runs once, for the first that fires, after
 * all of them are removed; `soon` runs a second before a timed one fires. Returns the removal,
 * for a popup opened some other way.
 */
export function armTriggers(
  triggers: Record<string, unknown>,
  fire: () => void,
  signal: AbortSignal,
  win: Window = window,
  soon: () => void = () => {},
): () => void {
  const armed = new AbortController();
  const disarm = () => armed.abort();
  if (signal.aborted) return disarm;
  signal.addEventListener('abort', disarm, { once: true, signal: armed.signal });
  const once = () => {
    if (armed.signal.aborted) return;
    disarm();
    fire();
  };
  for (const [name, arm] of Object.entries(TRIGGERS)) if (on(triggers[name])) arm(triggers, once, armed.signal, win, soon);
  return disarm;
}
