import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { use, useState } from 'react';
import { defineEnhancer } from './enhancer.ts';
import { swapFragments } from '../cart/fragments.ts';
import { startIslands, type Islands } from './mount.ts';
import { defineReactIsland } from './react-island.tsx';
import type { WidgetDef, WidgetModule } from './types.ts';

const events: string[] = [];
const tick = () => new Promise((r) => setTimeout(r, 0));
async function settle() {
  for (let i = 0; i < 5; i++) await tick();
}

const greeter = defineEnhancer<{ who: string }>(
  (el, { who }) => {
    events.push(`mount ${who}`);
    const onClick = () => events.push(`click ${who}`);
    el.addEventListener('click', onClick);
    return () => {
      events.push(`unmount ${who}`);
      el.removeEventListener('click', onClick);
    };
  },
  (raw) => {
    const who = (raw as { who?: unknown }).who;
    if (typeof who !== 'string') throw new Error('props.who must be a string');
    return { who };
  },
);

// Ends only through its signal: no cleanup of its own.
const signals: AbortSignal[] = [];
let crash: (error: unknown) => void = () => {};
const watcher = defineEnhancer<{ who: string }>(
  (el, { who }, { signal, fail }) => {
    signals.push(signal);
    crash = fail;
    el.addEventListener('click', () => events.push(`click ${who}`), { signal });
    signal.addEventListener('abort', () => events.push(`abort ${who}: ${(signal.reason as DOMException).name}`));
  },
  (raw) => ({ who: String((raw as { who?: unknown }).who) }),
);
// Listens for its controls from the element it is mounted on.
const bodyListener = defineEnhancer((el, _props, { signal }) => {
  events.push(`mount listing on ${el.tagName.toLowerCase()}`);
  el.addEventListener('click', (e) => events.push(`click ${(e.target as Element).textContent}`), { signal });
});
const clumsy = defineEnhancer((el, _props, { signal }) => {
  el.addEventListener('click', () => events.push('click clumsy'), { signal });
  throw new Error('mount blew up half-way');
});

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      count {n}
    </button>
  );
}
const counter = defineReactIsland(Counter, (raw) => ({ start: Number((raw as { start?: number }).start ?? 0) }));

function Bomb(): never {
  throw new Error('boom');
}
const bomb = defineReactIsland(Bomb, () => ({}));

const defs: WidgetDef[] = [
  { name: 'greeter', hydrate: 'load', load: async () => ({ default: greeter }) },
  { name: 'counter', hydrate: 'load', load: async () => ({ default: counter }) },
  { name: 'bomb', hydrate: 'load', load: async () => ({ default: bomb }) },
  { name: 'variations', hydrate: 'load', selector: 'form.variations_form', load: async () => ({ default: greeter }) },
  { name: 'lazy', hydrate: 'interaction', load: async () => ({ default: counter }) },
  { name: 'watcher', hydrate: 'load', load: async () => ({ default: watcher }) },
  { name: 'clumsy', hydrate: 'load', load: async () => ({ default: clumsy }) },
  {
    name: 'listing',
    hydrate: 'load',
    selector: 'a.add',
    onBody: true,
    load: async () => (events.push('load listing'), { default: bodyListener }),
  },
];

let islands: Islands;
let errors: unknown[][];

beforeEach(() => {
  events.length = 0;
  signals.length = 0;
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
});
afterEach(() => {
  islands?.stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function page(html: string) {
  document.body.innerHTML = html;
  islands = startIslands(defs);
}

describe('mounting', () => {
  it('mounts an island with props from data-props and marks it mounted', async () => {
    page(`<div id="a" data-widget="greeter" data-props='{"who":"ana"}'>server</div>`);
    await settle();
    expect(events).toEqual(['mount ana']);
    expect(document.getElementById('a')!.getAttribute('data-island')).toBe('mounted');
    expect(errors).toEqual([]);
  });

  it('reads props from a child JSON script', async () => {
    page(`<div data-widget="greeter"><script type="application/json" data-props>{"who":"luis"}</script></div>`);
    await settle();
    expect(events).toEqual(['mount luis']);
  });

  it('mounts plugin markup through a selector matcher, once, however often it is scanned', async () => {
    page(`<form class="variations_form cart" data-props='{"who":"form"}'></form>`);
    await settle();
    islands.scan(document);
    await settle();
    expect(events).toEqual(['mount form']);
  });

  it('stands aside where the page prints a script it is declared to stand aside for: not mounted, said once on the console', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const load = vi.fn(async () => ({ default: greeter }));
    document.body.innerHTML = `<script id="contact-form-7-js-before">var wpcf7 = {};</script><script src="data:text/javascript," id="contact-form-7-js"></script>
      <form class="wpcf7-form" data-props='{"who":"a"}'></form><form class="wpcf7-form" data-props='{"who":"b"}'></form>`;
    islands = startIslands([
      { name: 'form', hydrate: 'load', selector: 'form.wpcf7-form', standsAsideFor: ['swv', 'contact-form-7'], load },
      {
        name: 'other',
        hydrate: 'load',
        selector: 'form.wpcf7-form',
        standsAsideFor: ['comment-reply'],
        load: async () => ({ default: greeter }),
      },
    ]);
    await settle();
    expect(load).not.toHaveBeenCalled();
    // The other widget on the same elements mounts: only the one the script covers stands aside.
    expect(events).toEqual(['mount a', 'mount b']);
    expect(info.mock.calls).toEqual([["[islands:form] stands aside: the shop's contact-form-7 script is kept"]]);
    document.body.insertAdjacentHTML('beforeend', `<form class="wpcf7-form" data-props='{"who":"c"}'></form>`);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('a script printed only as data (its inline "before" part, no src) does not make an island stand aside', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    document.body.innerHTML = `<script id="contact-form-7-js-before">var wpcf7 = {};</script><script id="contact-form-7-js-extra">var x = 1;</script>
      <form class="wpcf7-form" data-props='{"who":"a"}'></form>`;
    islands = startIslands([
      {
        name: 'form',
        hydrate: 'load',
        selector: 'form.wpcf7-form',
        standsAsideFor: ['contact-form-7'],
        load: async () => ({ default: greeter }),
      },
    ]);
    await settle();
    expect(events).toEqual(['mount a']);
    expect(info).not.toHaveBeenCalled();
  });

  it('mounts several selector-matched enhancers on one element, showing the worst state', async () => {
    islands = startIslands([
      { name: 'one', hydrate: 'load', selector: 'section.page', load: async () => ({ default: greeter }) },
      { name: 'two', hydrate: 'interaction', selector: 'section.page', load: async () => ({ default: greeter }) },
    ]);
    document.body.innerHTML = `<section class="page" data-props='{"who":"page"}'></section>`;
    await settle();
    const el = document.querySelector('section')!;
    expect(events).toEqual(['mount page']);
    expect(el.getAttribute('data-island')).toBe('pending');
    el.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(events).toEqual(['mount page', 'mount page']);
    expect(el.getAttribute('data-island')).toBe('mounted');
    el.remove();
    await settle();
    expect(events).toEqual(['mount page', 'mount page', 'unmount page', 'unmount page']);
  });

  describe('Errors', () => {
    it('bad JSON: one console error naming the widget and element, no mount, server HTML kept', async () => {
      const html = `<div id="bad" class="box" data-widget="greeter" data-props='{"who":'>server</div>`;
      page(`${html}<div data-widget="greeter" data-props='{"who":"ok"}'></div>`);
      await settle();
      expect(errors).toHaveLength(1);
      expect(String(errors[0]![0])).toMatch(/^\[islands:greeter\] data-props is not valid JSON: "\{\\"who\\":" on <div#bad\.box>$/);
      const bad = document.getElementById('bad')!;
      expect(bad.innerHTML).toBe('server');
      expect(bad.getAttribute('data-props')).toBe('{"who":');
      expect(bad.getAttribute('data-island')).toBe('error');
      expect(events).toEqual(['mount ok']);
    });

    it('unknown widget name: one console error, nothing mounted', async () => {
      page(`<p data-widget="nope">x</p>`);
      await settle();
      expect(errors.map((e) => e[0])).toEqual(['[islands:nope] Unknown widget "nope": nothing mounted on <p>']);
    });

    it('a 5 MB widget name, class or props: the error quotes short excerpts of each', async () => {
      const huge = 'x'.repeat(5_000_000);
      page(`<p data-widget="${huge}" class="${huge}">x</p><div data-widget="greeter" data-props='{"who":${huge}'></div>`);
      await settle();
      expect(errors).toHaveLength(2);
      expect(String(errors[0]![0])).toBe(
        `[islands:${'x'.repeat(40)}…] Unknown widget "${'x'.repeat(120)}…": nothing mounted on <p.${'x'.repeat(119)}…>`,
      );
      expect(String(errors[1]![0])).toBe(`[islands:greeter] data-props is not valid JSON: "{\\"who\\":${'x'.repeat(113)}…" on <div>`);
    });

    it('props rejected by the widget: error with the widget name, no mount', async () => {
      page(`<div data-widget="greeter" data-props='{"who":5}'></div>`);
      await settle();
      expect(String(errors[0]![0])).toBe('[islands:greeter] Mount failed on <div>');
      expect(String(errors[0]![1])).toContain('props.who must be a string');
      expect(events).toEqual([]);
    });

    it('a failing chunk load is reported and leaves the server HTML', async () => {
      islands = startIslands([{ name: 'gone', hydrate: 'load', load: () => Promise.reject(new Error('404')) }]);
      document.body.innerHTML = `<div data-widget="gone">server</div>`;
      await settle();
      expect(String(errors[0]![0])).toBe('[islands:gone] Loading chunk gone failed. (Error: 404) on <div>');
      expect(document.body.textContent).toBe('server');
    });

    it('a React island that throws restores its server markup and leaves the others mounted', async () => {
      page(`<div id="b" data-widget="bomb"><a href="/carrito/">Carrito</a></div><div id="c" data-widget="counter"></div>`);
      await settle();
      expect(document.getElementById('b')!.innerHTML).toBe('<a href="/carrito/">Carrito</a>');
      expect(document.getElementById('b')!.getAttribute('data-island')).toBe('error');
      expect(document.getElementById('c')!.textContent).toBe('count 0');
      expect(document.getElementById('c')!.getAttribute('data-island')).toBe('mounted');
      expect(errors).toHaveLength(1);
      expect(errors[0]![0]).toBe('[islands:bomb] Crashed; server markup restored on <div#b>');
    });
  });
});

describe('short tasks (docs/performance.md#short-tasks)', () => {
  /** A React island whose render waits for `arrive()` (it suspends), mounted on #l over server markup. */
  async function lateIsland(): Promise<{ el: HTMLElement; arrive(text: string): void }> {
    let arrive: (text: string) => void = () => {};
    const data = new Promise<string>((resolve) => (arrive = resolve));
    function Late() {
      return <p>{use(data)}</p>;
    }
    islands = startIslands([{ name: 'late', hydrate: 'load', load: async () => ({ default: defineReactIsland(Late, () => ({})) }) }]);
    document.body.innerHTML = '<div id="l" data-widget="late"><p>server</p></div>';
    await settle();
    return { el: document.getElementById('l')!, arrive };
  }

  it('a React island renders in a transition: the server markup stays, and "mounted" waits for the commit', async () => {
    const { el, arrive } = await lateIsland();
    expect(el.innerHTML, 'a suspended transition commits nothing').toBe('<p>server</p>');
    expect(el.getAttribute('data-island')).toBe('pending');
    arrive('island');
    await settle();
    expect(el.innerHTML).toBe('<p>island</p>');
    expect(el.getAttribute('data-island')).toBe('mounted');
  });

  it('an island removed before its React render committed is unmounted, its server markup back', async () => {
    const { el, arrive } = await lateIsland();
    el.remove();
    arrive('island');
    await settle();
    expect(el.innerHTML).toBe('<p>server</p>');
    expect(el.hasAttribute('data-island')).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('strategies', () => {
  it('idle waits for the idle callback', async () => {
    vi.useFakeTimers();
    try {
      page(`<div data-widget="greeter" data-hydrate="idle" data-props='{"who":"idle"}'></div>`);
      await vi.advanceTimersByTimeAsync(50);
      expect(events).toEqual([]);
      await vi.advanceTimersByTimeAsync(2000);
      // Then a task to ask for the chunk, and one to mount it (MessageChannel tasks, not timers).
      await vi.waitFor(() => expect(events).toEqual(['mount idle']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('visible waits for the IntersectionObserver to report the element', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    page(`<div data-widget="greeter" data-hydrate="visible" data-props='{"who":"seen"}'></div>`);
    await settle();
    expect(events).toEqual([]);
    observers[0]!([{ isIntersecting: false }]);
    await settle();
    expect(events).toEqual([]);
    observers[0]!([{ isIntersecting: true }]);
    await settle();
    expect(events).toEqual(['mount seen']);
    vi.unstubAllGlobals();
  });

  describe('visible holds the clicks that land while the chunk loads, and replays the last one', () => {
    let observer: { report(isIntersecting: boolean): void; disconnected: boolean };
    beforeEach(() => {
      observer = { report: () => {}, disconnected: false };
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
            observer.report = (isIntersecting) => cb([{ isIntersecting }]);
          }
          observe() {}
          disconnect() {
            observer.disconnected = true;
          }
        },
      );
      onTestFinished(() => {
        vi.unstubAllGlobals();
      });
    });
    const seen = (): HTMLElement => {
      document.body.innerHTML = `<div id="v" data-widget="seen" data-props='{"start":3}'>\n  <button>count 3</button>\n</div>`;
      let loaded = () => {};
      const chunk = new Promise<void>((resolve) => (loaded = resolve));
      islands = startIslands([{ name: 'seen', hydrate: 'visible', load: async () => (await chunk, { default: counter }) }]);
      onTestFinished(loaded);
      return Object.assign(document.getElementById('v')!, { loaded });
    };

    it('a click after the observer reported, before the chunk came, reaches the React button once mounted', async () => {
      const el = seen() as HTMLElement & { loaded(): void };
      observer.report(true);
      const server = el.querySelector('button')!;
      server.click();
      server.click(); // an impatient second press: the last one is replayed, once
      await settle();
      expect(el.getAttribute('data-island')).toBe('pending');
      expect(server.textContent).toBe('count 3');
      el.loaded();
      await settle();
      expect(el.getAttribute('data-island')).toBe('mounted');
      expect(el.querySelector('button')).not.toBe(server); // React's own button, found by its place
      expect(el.textContent).toBe('count 4');
      el.querySelector('button')!.click(); // later clicks are not held
      await settle();
      expect(el.textContent).toBe('count 5');
    });

    it('a first interaction starts the mount before the observer reports, and stops observing', async () => {
      const el = seen() as HTMLElement & { loaded(): void };
      el.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      el.querySelector('button')!.click();
      expect(observer.disconnected).toBe(true);
      observer.report(true); // a late report must not start a second mount
      el.loaded();
      await settle();
      expect(el.getAttribute('data-island')).toBe('mounted');
      expect(el.textContent).toBe('count 4');
    });
  });

  it('interaction mounts on intent: a pointer resting 80 ms, or a touch; a pointer passing over fetches nothing', async () => {
    let fetched = 0;
    const counted: WidgetDef = { name: 'counted', hydrate: 'interaction', load: async () => (fetched++, { default: counter }) };
    document.body.innerHTML =
      '<div id="p" data-widget="counted"><button>count 1</button></div><div id="t" data-widget="counted"><button>count 2</button></div>';
    islands = startIslands([counted]);
    const passing = document.getElementById('p')!;
    passing.dispatchEvent(new Event('pointerenter'));
    await new Promise((r) => setTimeout(r, 40));
    passing.dispatchEvent(new Event('pointerleave'));
    await new Promise((r) => setTimeout(r, 120));
    expect(fetched, 'a pointer passing over').toBe(0);
    passing.dispatchEvent(new Event('pointerenter'));
    await new Promise((r) => setTimeout(r, 120));
    await settle();
    expect(passing.getAttribute('data-island')).toBe('mounted');
    const touched = document.getElementById('t')!;
    expect(touched.getAttribute('data-island')).toBe('pending');
    touched.querySelector('button')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await settle();
    expect(touched.getAttribute('data-island')).toBe('mounted');
  });

  it('interaction mounts on the first pointerdown and replays the click that followed', async () => {
    page(`<div id="l" data-widget="lazy" data-props='{"start":3}'><button>count 3</button></div>`);
    await settle();
    const el = document.getElementById('l')!;
    expect(el.getAttribute('data-island')).toBe('pending');
    el.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    el.querySelector('button')!.click(); // lands before the chunk has loaded
    await settle();
    expect(el.getAttribute('data-island')).toBe('mounted');
    expect(el.textContent).toBe('count 4');
  });

  describe('interaction: a failed mount lets the held click and every later one through', () => {
    // The island's chunk, props or mount fail; what the server printed must keep working.
    const failing: Record<string, WidgetDef['load']> = {
      chunk: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      props: async () => ({ default: greeter }), // data-props has no "who"
      mount: async () => ({
        default: defineEnhancer(
          () => {
            throw new Error('mount blew up');
          },
          () => ({}),
        ),
      }),
    };
    const island = (kind: string) => {
      document.body.innerHTML = `<div id="i" data-widget="${kind}" data-props='{}'>
        <a id="go" href="${hash}"><svg><path id="icon" d="M0 0h9"/></svg> Ir</a>
        <button id="b" type="button">Botón</button><label><input id="c" type="checkbox"> Acepto</label></div>`;
      islands = startIslands([{ name: kind, hydrate: 'interaction', load: failing[kind]! }]);
      const clicks: string[] = [];
      const record = (e: Event) => clicks.push((e.target as Element).id);
      document.addEventListener('click', record);
      onTestFinished(() => document.removeEventListener('click', record));
      return { el: document.getElementById('i')!, clicks };
    };
    // jsdom ignores a link to the fragment it last went to, so each test has its own.
    let hash = '';
    beforeEach(() => {
      hash = `#destino-${Math.random().toString(36).slice(2)}`;
      history.replaceState(null, '', location.pathname);
    });

    it.each(['chunk', 'props', 'mount'])('%s failure: the held click on an icon in a link follows the link', async (kind) => {
      const { el, clicks } = island(kind);
      const icon = document.getElementById('icon')!;
      icon.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })); // held while the chunk loads
      expect(location.hash).toBe('');
      await settle();
      expect(el.getAttribute('data-island')).toBe('error');
      expect(errors).toHaveLength(1);
      expect(clicks).toEqual(['icon']); // replayed once, after the failure
      expect(location.hash).toBe(hash);
    });

    it.each(['chunk', 'props', 'mount'])('%s failure: later clicks reach their handler and default', async (kind) => {
      const { el, clicks } = island(kind);
      const button = document.getElementById('b')!;
      const pressed = vi.fn();
      button.addEventListener('click', pressed);
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await settle();
      expect(el.getAttribute('data-island')).toBe('error');
      button.click();
      document.getElementById('c')!.click();
      expect(pressed).toHaveBeenCalledTimes(1);
      expect((document.getElementById('c') as HTMLInputElement).checked).toBe(true);
      document.getElementById('go')!.click();
      await settle(); // jsdom follows a fragment link in a task of its own
      expect(location.hash).toBe(hash);
      expect(clicks).toEqual(['b', 'c', 'go']);
    });

    it('focusin starts the mount; a click during the failed load and one after both get through', async () => {
      const { el, clicks } = island('chunk');
      const box = document.getElementById('c') as HTMLInputElement;
      box.focus(); // tabbing in
      expect(document.activeElement).toBe(box);
      box.click(); // lands while the chunk is still loading
      expect(box.checked).toBe(false);
      await settle();
      expect(el.getAttribute('data-island')).toBe('error');
      expect(box.checked).toBe(true);
      box.click();
      expect(box.checked).toBe(false);
      expect(clicks).toEqual(['c', 'c']);
    });

    it('keydown starts the mount; the Enter that activates a link still navigates after the failure', async () => {
      const { el } = island('chunk');
      const link = document.getElementById('go')!;
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      link.click(); // the browser turns Enter on a link into a click
      expect(location.hash).toBe('');
      await settle();
      expect(el.getAttribute('data-island')).toBe('error');
      expect(location.hash).toBe(hash);
    });
  });

  it('interaction keeps the held click for the island and replays it once mounted, modifiers kept', async () => {
    page(`<div id="l" data-widget="lazy" data-props='{"start":3}'><button>count 3</button></div>`);
    await settle();
    const el = document.getElementById('l')!;
    const seen: boolean[] = [];
    el.addEventListener('click', (e) => seen.push((e as MouseEvent).shiftKey));
    el.querySelector('button')!.dispatchEvent(new Event('keydown', { bubbles: true }));
    el.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }));
    expect(seen).toEqual([]); // held: not even the island's element sees it yet
    await settle();
    expect(el.textContent).toBe('count 4');
    expect(seen).toEqual([true]);
    el.querySelector('button')!.click();
    await settle();
    expect(el.textContent).toBe('count 5');
  });

  it("a module's press answers the clicks held before it arrived and those after, before the mount; those it answers are not replayed", async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let mount = () => {};
    const mounting = new Promise<void>((resolve) => (mount = resolve));
    const pressed: string[] = [];
    const replayed: string[] = [];
    const module: WidgetModule<unknown> = {
      parseProps: () => ({}),
      press: (el, target) => (target.matches('.play') ? (pressed.push(`${el.id} ${target.className}`), true) : false),
      mount: async (el) => {
        await mounting;
        el.addEventListener('click', (e) => replayed.push((e.target as Element).className));
      },
    };
    document.body.innerHTML = '<div id="pl" data-widget="player"><button class="play">play</button><button class="speed">1x</button></div>';
    islands = startIslands([{ name: 'player', hydrate: 'interaction', load: async () => (await arrived, { default: module }) }]);
    const el = document.getElementById('pl')!;
    const [play, speed] = Array.from(el.querySelectorAll('button'));
    play!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    play!.click(); // held: the module is not there yet
    expect(pressed).toEqual([]);
    arrive();
    await settle();
    expect(pressed, 'answered as the module arrived').toEqual(['pl play']);
    speed!.click(); // not the module's: held for the replay
    play!.click(); // the module's: answered at once, and the speed click stays the one to replay
    expect(pressed).toEqual(['pl play', 'pl play']);
    mount();
    await settle();
    expect(el.getAttribute('data-island')).toBe('mounted');
    expect(replayed).toEqual(['speed']);
  });

  it("an early island's module comes once the page is idle, and the island still mounts on intent", async () => {
    vi.useFakeTimers();
    try {
      let fetched = 0;
      const module: WidgetModule<unknown> = { parseProps: () => ({}), mount: () => {} };
      document.body.innerHTML = '<div id="pl" data-widget="player"><button class="play">play</button></div>';
      islands = startIslands([{ name: 'player', hydrate: 'interaction', early: true, load: async () => (fetched++, { default: module }) }]);
      await vi.advanceTimersByTimeAsync(50);
      expect(fetched, 'not before the page is idle').toBe(0);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetched, 'once the page is idle').toBe(1);
      const el = document.getElementById('pl')!;
      expect(el.getAttribute('data-island')).toBe('pending');
      el.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await vi.waitFor(() => expect(el.getAttribute('data-island')).toBe('mounted'));
      expect(fetched, 'asked for again by the mount: the browser has it by then').toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an island removed while its chunk loads lets clicks through and replays nothing', async () => {
    let arrive = (_: { default: WidgetModule<unknown> }) => {};
    document.body.innerHTML = `<section><div id="s" data-widget="slow"><button>b</button></div></section>`;
    islands = startIslands([{ name: 'slow', hydrate: 'interaction', load: () => new Promise((r) => (arrive = r)) }]);
    const el = document.getElementById('s')!;
    const button = el.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    expect(clicks).toHaveBeenCalledTimes(0);
    el.remove();
    await settle();
    button.click(); // the hold went with the island
    expect(clicks).toHaveBeenCalledTimes(1);
    arrive({ default: greeter as WidgetModule<unknown> });
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
  });

  it('an unknown data-hydrate value is an error', async () => {
    page(`<div data-widget="greeter" data-hydrate="soon" data-props='{"who":"x"}'></div>`);
    await settle();
    expect(errors.map((e) => e[0])).toEqual(['[islands:greeter] Unknown data-hydrate "soon" on <div>']);
  });
});

describe('an island heard from the body (onBody)', () => {
  it('is never fetched on a page without its controls; the first one inserted mounts it once, on the body, where it stays', async () => {
    page('<p>Contacto</p>');
    await settle();
    expect(events).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', '<div class="grid"><a class="add">uno</a><a class="add">dos</a></div>');
    await settle();
    document.body.insertAdjacentHTML('beforeend', '<a class="add">tres</a>');
    await settle();
    expect(events).toEqual(['load listing', 'mount listing on body']);
    expect(document.body.getAttribute('data-island')).toBe('mounted');
    expect(document.querySelectorAll('a.add[data-island]')).toHaveLength(0);
    document.querySelector('.grid')!.remove();
    await settle();
    document.querySelector<HTMLElement>('a.add')!.click();
    expect(events.at(-1), 'still listening once its first controls went').toBe('click tres');
  });
});

describe('inserted and removed HTML', () => {
  it('mounts islands in inserted HTML and unmounts removed ones, across two fragment swaps', async () => {
    page(`<div class="frag"><span data-widget="greeter" data-props='{"who":"v1"}'></span></div>`);
    await settle();
    for (const v of ['v2', 'v3']) {
      const t = document.createElement('template');
      t.innerHTML = `<div class="frag"><span data-widget="greeter" data-props='{"who":"${v}"}'></span></div>`;
      document.querySelector('.frag')!.replaceWith(t.content);
      await settle();
    }
    expect(events).toEqual(['mount v1', 'unmount v1', 'mount v2', 'unmount v2', 'mount v3']);
    expect(document.querySelectorAll('[data-island="mounted"]')).toHaveLength(1);
  });

  it('an island removed while waiting for its strategy never mounts', async () => {
    page(`<div id="w" data-widget="greeter" data-hydrate="interaction" data-props='{"who":"w"}'></div>`);
    await settle();
    const el = document.getElementById('w')!;
    el.remove();
    await settle();
    el.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(events).toEqual([]);
  });

  it('unmounts a React root when its element is removed', async () => {
    page(`<div id="c" data-widget="counter" data-props='{"start":1}'></div>`);
    await settle();
    const el = document.getElementById('c')!;
    el.remove();
    await settle();
    expect(el.innerHTML).toBe(''); // the root is gone and the (empty) server markup is back
    expect(el.hasAttribute('data-island')).toBe(false);
  });
});

describe("the island's signal", () => {
  const click = (sel: string) => document.querySelector<HTMLElement>(sel)!.click();

  it('aborts when the element is removed; its listeners stop and a re-inserted element mounts fresh', async () => {
    page(`<section><div id="w" data-widget="watcher" data-props='{"who":"w"}'></div></section>`);
    await settle();
    const el = document.getElementById('w')!;
    el.click();
    expect(signals.map((s) => s.aborted)).toEqual([false]);
    el.remove();
    await settle();
    el.click();
    expect(events).toEqual(['click w', 'abort w: AbortError']);
    document.querySelector('section')!.append(el);
    await settle();
    el.click();
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    expect(events).toEqual(['click w', 'abort w: AbortError', 'click w']);
    expect(el.getAttribute('data-island')).toBe('mounted');
    expect(errors).toEqual([]);
  });

  it('aborts on each fragment swap, and only the island swapped out', async () => {
    page(`<div class="frag"><span id="v1" data-widget="watcher" data-props='{"who":"v1"}'></span></div>
      <p id="stay" data-widget="watcher" data-props='{"who":"stay"}'></p>`);
    await settle();
    for (const v of ['v2', 'v3']) {
      swapFragments(
        { 'div.frag': `<div class="frag"><span id="${v}" data-widget="watcher" data-props='{"who":"${v}"}'></span></div>` },
        '',
        'test',
      );
      await settle();
    }
    click('#v3');
    click('#stay');
    expect(events).toEqual(['abort v1: AbortError', 'abort v2: AbortError', 'click v3', 'click stay']);
    expect(signals.map((s) => s.aborted)).toEqual([true, false, true, false]);
  });

  it('aborts when the island reports a crash after mounting', async () => {
    page(`<div id="w" data-widget="watcher" data-props='{"who":"w"}'></div>`);
    await settle();
    crash(new Error('late'));
    click('#w');
    expect(events).toEqual(['abort w: AbortError']);
    expect(document.getElementById('w')!.getAttribute('data-island')).toBe('error');
    expect(errors.map((e) => e[0])).toEqual(['[islands:watcher] Crashed; server markup restored on <div#w>']);
  });

  it('aborts when mount throws half-way, so what it had added goes', async () => {
    page(`<div id="c" data-widget="clumsy"></div>`);
    await settle();
    click('#c');
    expect(events).toEqual([]);
    expect(errors.map((e) => e[0])).toEqual(['[islands:clumsy] Mount failed on <div#c>']);
  });

  it('aborts on stop()', async () => {
    page(`<div id="w" data-widget="watcher" data-props='{"who":"w"}'></div>`);
    await settle();
    islands.stop();
    click('#w');
    expect(events).toEqual(['abort w: AbortError']);
  });
});
