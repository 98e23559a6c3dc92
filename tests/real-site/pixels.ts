// Screenshots of a page held still, and two of them compared pixel by pixel
// (tests/real-site/pixel-parity.browser.test.ts; what is masked and why: docs/pixel-parity.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A region left out of a comparison: the elements a selector matches, or a rectangle of the viewport. */
export interface Mask {
  selector?: string;
  rect?: Rect;
  /** Pixels around each element too (a focus ring, a shadow). */
  pad?: number;
  /** Elements inside the region that are compared all the same (a fixed button over it). */
  except?: string;
  /** Why it is left out: a truly dynamic region, or a documented difference. */
  reason: string;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A screenshot of the viewport and the masks' rectangles on it, in CSS pixels (the pages' scale is 1). */
export interface Shot {
  png: Buffer;
  image: PNG;
  /** What the masks leave out, and what inside that is compared all the same. */
  regions: Regions;
}

interface Regions {
  out: Rect[];
  kept: Rect[];
}

/** pixelmatch's own default: the colour distance under which two pixels count as the same. */
const THRESHOLD = 0.1;

/**
 * Transitions and animations end within a millisecond and run once, the text caret is not drawn,
 * scrolling jumps. Durations are not 0: a transition of 0 s fires no transitionend, which scripts
 * on both variants wait for (a slider's slide, a lightbox's opening).
 */
const STILL_CSS = `*, *::before, *::after {
  transition-duration: 1ms !important; transition-delay: 0s !important;
  animation-duration: 1ms !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;

/** Every document of the context gets the stylesheet before its own scripts run (the first moments count too). */
export async function holdStill(context: BrowserContext): Promise<void> {
  await context.addInitScript((css: string) => {
    const style = document.createElement('style');
    style.id = 'pixel-parity-still';
    style.textContent = css;
    const add = () => document.documentElement.append(style);
    if (document.documentElement) add();
    else
      new MutationObserver((_, observer) => document.documentElement && (observer.disconnect(), add())).observe(document, {
        childList: true,
      });
  }, STILL_CSS);
}

/**
 * The page's requests in flight, but media (an audio stream stays open while it plays) and
 * requests a navigation cancelled.
 */
export function network(page: Page): { quiet(timeout: number): Promise<void> } {
  const open = new Set<Request>();
  const counts = (r: Request) => !['media', 'websocket', 'eventsource'].includes(r.resourceType());
  page.on('request', (r) => counts(r) && open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  page.on(
    'framenavigated',
    (frame) =>
      frame === page.mainFrame() && [...open].filter((r) => r.frame() === frame && !r.isNavigationRequest()).forEach((r) => open.delete(r)),
  );
  return {
    async quiet(timeout) {
      const until = Date.now() + timeout;
      while (open.size) {
        if (Date.now() > until) throw new Error(`still in flight after ${timeout} ms: ${[...open].map((r) => r.url()).join(', ')}`);
        await page.waitForEvent('requestfinished', { timeout: until - Date.now() }).catch(() => undefined);
      }
    },
  };
}

/**
 * Whether the page is at rest: loaded, its fonts in, every image in the viewport loaded and, unless
 * its timers are held (`held`: an animation frame or a jQuery step would wait for ever), no
 * animation running (CSS or Web Animations) and no jQuery animation or request where it has jQuery.
 */
function atRest(held: boolean): boolean {
  if (document.readyState !== 'complete' || document.fonts.status !== 'loaded') return false;
  const imagesIn = [...document.images].every((img) => {
    const box = img.getBoundingClientRect();
    const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    return !inView || img.complete;
  });
  if (!imagesIn || held) return imagesIn;
  const running = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  if (running) return false;
  const jquery = (window as unknown as { jQuery?: { active?: number; timers?: unknown[] } }).jQuery;
  return !jquery || ((jquery.active ?? 0) === 0 && (jquery.timers?.length ?? 0) === 0);
}

/** The images in the viewport decoded, so the screenshot draws them. */
async function decoded(): Promise<void> {
  const shown = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return img.complete && img.naturalWidth > 0 && box.bottom > 0 && box.top < innerHeight;
  });
  await Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
}

/** The masks' rectangles in the viewport. */
function maskRects(masks: Mask[]): Regions {
  const boxes = (selector: string, pad: number) =>
    [...document.querySelectorAll(selector)].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height) return [];
      return [{ x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad }];
    });
  return {
    out: masks.flatMap((mask) => (mask.rect ? [mask.rect] : boxes(mask.selector!, mask.pad ?? 0))),
    kept: masks.flatMap((mask) => (mask.except ? boxes(mask.except, 0) : [])),
  };
}

const both = (a: Regions, b: Regions): Regions => ({ out: [...a.out, ...b.out], kept: [...a.kept, ...b.kept] });

/** One byte per pixel, set where a rectangle left out covers it and no kept one does. */
function maskOf(regions: Regions, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  const paint = (rects: Rect[], value: number) => {
    for (const r of rects) {
      const x0 = Math.max(0, Math.floor(r.x));
      const x1 = Math.min(width, Math.ceil(r.x + r.width));
      if (x1 <= x0) continue;
      for (let y = Math.max(0, Math.floor(r.y)); y < Math.min(height, Math.ceil(r.y + r.height)); y++)
        mask.fill(value, y * width + x0, y * width + x1);
    }
  };
  paint(regions.out, 1);
  paint(regions.kept, 0);
  return mask;
}

/** Pixels that differ between two images of one size, outside the masks. */
function differing(a: PNG, b: PNG, mask: Uint8Array, diff?: PNG): number {
  return pixelmatch(a.data, b.data, diff?.data, a.width, a.height, { threshold: THRESHOLD, ignoreMask: mask });
}

/** Waits until nothing is in flight and the page is at rest (above), e.g. before a step. */
export async function rest(page: Page, net: ReturnType<typeof network>, timeout = 45_000): Promise<void> {
  // Each wait has the whole time: under a full test run the site's four workers answer slowly,
  // and a quiet reached late must still leave the page its time to settle.
  await net.quiet(timeout);
  await page.waitForFunction(atRest, false, { timeout, polling: 50 });
}

/**
 * The viewport once the page has come to rest: nothing in flight, at rest (above), and two
 * screenshots in a row the same outside the masks. `held`: the page's timers are held (Playwright's clock).
 */
export async function shoot(
  page: Page,
  net: ReturnType<typeof network>,
  masks: Mask[],
  options: { held?: boolean; timeout?: number } = {},
): Promise<Shot> {
  const timeout = options.timeout ?? 45_000;
  const until = Date.now() + timeout;
  let previous: Shot | undefined;
  for (;;) {
    await net.quiet(timeout);
    await page.waitForFunction(atRest, !!options.held, { timeout, polling: 50 });
    await page.evaluate(decoded);
    const regions = await page.evaluate(maskRects, masks);
    const png = await page.screenshot({ caret: 'hide' });
    const shot: Shot = { png, image: PNG.sync.read(png), regions };
    const { width, height } = shot.image;
    if (
      previous &&
      previous.image.width === width &&
      !differing(previous.image, shot.image, maskOf(both(previous.regions, regions), width, height))
    )
      return shot;
    if (Date.now() > until) throw new Error(`the page did not come to rest within ${timeout} ms`);
    previous = shot;
  }
}

export interface Comparison {
  /** Differing pixels, in % of the viewport. */
  percent: number;
  diff: PNG;
}

/** The two shots compared outside both one's and the other's masks. */
export function compare(original: Shot, islands: Shot): Comparison {
  const { width, height } = original.image;
  if (islands.image.width !== width || islands.image.height !== height)
    throw new Error(`screenshots of ${width}×${height} and ${islands.image.width}×${islands.image.height}`);
  const diff = new PNG({ width, height });
  const mask = maskOf(both(original.regions, islands.regions), width, height);
  const count = differing(original.image, islands.image, mask, diff);
  // Masked pixels tinted blue in the diff, so its reader sees what was left out.
  for (let i = 0; i < mask.length; i++) if (mask[i]) diff.data.set([150, 190, 255, 255], i * 4);
  return { percent: (100 * count) / (width * height), diff };
}

/** Writes the three images of a comparison into `dir`. */
export function keep(dir: string, original: Shot, islands: Shot, comparison: Comparison): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'original.png'), original.png);
  writeFileSync(join(dir, 'islands.png'), islands.png);
  writeFileSync(join(dir, 'diff.png'), PNG.sync.write(comparison.diff));
}
