// settled(page): waits for the page's state, not the clock. A page is settled when nothing it has
// started can still change it by itself: no request in flight, no timer or idle callback due within
// the horizon, no finite animation running (CSS, Web Animations, jQuery's), no scroll going on,
// over two frames, twice in a row, with no request started meanwhile. It holds for both variants of the real site (the shop's
// own scripts and the islands) and for the fixture pages alike: every page the harnesses open is
// tracked (trackPageWork on its context, trackRequests on the page).
//
// A test that checks that something did *not* happen after an action ("one request, not two")
// waits for settled(page) instead of a fixed sleep: a late request is then either sent or not due.
import type { BrowserContext, Page, Request } from 'playwright-core';

export interface SettledOptions {
  /** Timers due further ahead than this (ms) are not waited for: a carousel's autoplay, a popup's minutes. */
  horizon?: number;
  /** Requests whose URL matches are not waited for (a request the test holds back on purpose). */
  ignore?: RegExp;
  /** Fails after this long (ms) with what was still busy. */
  timeout?: number;
}

/** What the init script answers: the page's own work still to come, by kind. */
interface PageWork {
  timers: number;
  idleCallbacks: number;
  /** The URLs of the page's fetch and XHR calls still waiting for their answer. */
  requests: string[];
  animations: number;
  /** Scroll events heard during the two frames. */
  scrolls?: number;
  /** 1 until the document's load event (the page's own start-up hangs on it). */
  loading?: number;
}

type WorkWindow = Window & { __pageWork?: (horizon: number) => PageWork; __twoFrames?: () => Promise<void> };

/**
 * The init script: counts the page's pending timers (setTimeout; intervals repeat forever and are
 * not counted), idle callbacks and fetch/XHR calls. It wraps the globals before any page script
 * runs; a string handler passes through untracked.
 */
function countPageWork(): void {
  const w = window as WorkWindow;
  const timers = new Map<number, number>();
  const idle = new Set<number>();
  // The natives as the page starts: a test may install Playwright's fake clock over them later.
  const now = performance.now.bind(performance);
  const frame = requestAnimationFrame.bind(window);
  w.__twoFrames = () => new Promise((resolve) => frame(() => frame(() => resolve())));
  const requests = new Map<number, string>();
  let next = 0;
  /** Counts a call from now until its answer (or failure): the returned function ends it. */
  const call = (url: string) => {
    const id = next++;
    requests.set(id, URL.canParse(url, location.href) ? new URL(url, location.href).href : url);
    return () => void requests.delete(id);
  };
  const { setTimeout: set, clearTimeout: clear, clearInterval: clearRepeat } = window;
  w.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function') return set(handler, delay, ...args);
    const id = set(function (this: unknown) {
      timers.delete(id);
      return (handler as (...a: unknown[]) => unknown).apply(this, args);
    }, delay);
    timers.set(id, now() + (Number(delay) || 0));
    return id;
  }) as typeof setTimeout;
  w.clearTimeout = (id?: number) => (timers.delete(id!), clear(id));
  w.clearInterval = (id?: number) => (timers.delete(id!), clearRepeat(id));
  if (w.requestIdleCallback) {
    const { requestIdleCallback: ask, cancelIdleCallback: cancel } = window;
    w.requestIdleCallback = (run, options) => {
      const id = ask((deadline) => (idle.delete(id), run(deadline)), options);
      idle.add(id);
      return id;
    };
    w.cancelIdleCallback = (id) => (idle.delete(id), cancel(id));
  }
  const fetch = window.fetch;
  w.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
    const [input] = args;
    const done = call(input instanceof Request ? input.url : String(input));
    const answer = fetch.apply(this, args);
    answer.then(done, done);
    return answer;
  } as typeof fetch;
  const { open, send } = XMLHttpRequest.prototype;
  const urls = new WeakMap<XMLHttpRequest, string>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    urls.set(this, String(args[1]));
    return (open as (...a: unknown[]) => void).apply(this, args);
  };
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    this.addEventListener('loadend', call(urls.get(this) ?? '(XHR)'), { once: true });
    return send.call(this, body);
  };
  const finite = (a: Animation) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity;
  w.__pageWork = (horizon) => ({
    timers: [...timers.values()].filter((due) => due - now() <= horizon).length,
    idleCallbacks: idle.size,
    requests: [...requests.values()],
    animations:
      document.getAnimations().filter(finite).length + ((w as unknown as { jQuery?: { timers?: unknown[] } }).jQuery?.timers?.length ?? 0),
  });
}

/** Every page of this context counts its own work from its first script on. */
export async function trackPageWork(context: BrowserContext): Promise<void> {
  await context.addInitScript(countPageWork);
}

interface Network {
  inFlight: Set<Request>;
  started: number;
}
const networks = new WeakMap<Page, Network>();
/** Streams that stay open while they play or listen: never "in flight" in the sense of settled. */
const LONG_LIVED = new Set(['media', 'eventsource', 'websocket']);

/** The page's requests in flight, as the browser sees them (module chunks and images included). */
export function trackRequests(page: Page): void {
  const network: Network = { inFlight: new Set(), started: 0 };
  networks.set(page, network);
  page.on('request', (request) => {
    if (LONG_LIVED.has(request.resourceType())) return;
    network.started++;
    network.inFlight.add(request);
  });
  const over = (request: Request) => void network.inFlight.delete(request);
  page.on('requestfinished', over);
  page.on('requestfailed', over);
}

/** The page's work after two frames, or why it cannot be read (a navigation replaced the document). */
async function workAfterTwoFrames(page: Page, horizon: number): Promise<PageWork | string> {
  try {
    const work = await page.evaluate(async (ahead) => {
      // A scroll (a wheel's, a smooth one) goes on by frames, with no timer: heard as it goes.
      let scrolls = 0;
      const scrolled = () => void scrolls++;
      document.addEventListener('scroll', scrolled, { capture: true, passive: true });
      await (window as WorkWindow).__twoFrames?.();
      document.removeEventListener('scroll', scrolled, { capture: true });
      const work = (window as WorkWindow).__pageWork?.(ahead);
      return work ? { ...work, scrolls, loading: document.readyState === 'complete' ? 0 : 1 } : null;
    }, horizon);
    if (!work) throw new Error('settled: this page was not opened by the harness (no work counter)');
    return work;
  } catch (error) {
    if (/Execution context was destroyed|navigat/i.test(String(error))) return 'navigating';
    throw error;
  }
}

/** Resolves once the page is settled (see the top of this file); fails with what is still busy. */
export async function settled(page: Page, { horizon = 2_000, ignore, timeout = 15_000 }: SettledOptions = {}): Promise<void> {
  const network = networks.get(page);
  if (!network) throw new Error('settled: this page was not opened by the harness (no request log)');
  const deadline = Date.now() + timeout;
  const waitingFor = () => [...network.inFlight].map((r) => r.url()).filter((url) => !ignore?.test(url));
  // Quiet twice in a row: the browser's network events reach the test on their own channel, a
  // little after the page has seen the answer (a chunk's evaluation can still be ahead).
  for (let quiet = 0; ; ) {
    const started = network.started;
    const work = await workAfterTwoFrames(page, horizon);
    const requests = waitingFor().concat(typeof work === 'string' ? [] : work.requests.filter((url) => !ignore?.test(url)));
    const busy =
      typeof work === 'string'
        ? work
        : (['loading', 'timers', 'idleCallbacks', 'animations', 'scrolls'] as const)
            .filter((kind) => (work[kind] ?? 0) > 0)
            .map((kind) => `${work[kind]} ${kind}`)
            .join(', ');
    quiet = !busy && !requests.length && network.started === started ? quiet + 1 : 0;
    if (quiet === 2) return;
    if (Date.now() > deadline)
      throw new Error(`settled: still busy after ${timeout} ms: ${[busy, ...requests].filter(Boolean).join('; ')}`);
  }
}
