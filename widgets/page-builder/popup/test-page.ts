// Helpers for the popup browser tests: /promociones/ from the fixture backend, with a popup's
// settings changed where a test needs another rule or trigger (the markup stays the server's).
import type { Page } from 'playwright-core';

export const OFFER = '53';
export const CONTACT = '60';
export const dialog = (id: string) => `#elementor-popup-modal-${id}[role="dialog"]`;

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Serves /promociones/ with popup `id`'s data-elementor-settings replaced by `settings` (or the
 * printed ones changed by `edit`), and `extra` HTML put at the end of the page's main content.
 */
export async function promotions(
  h: { url(path: string): string },
  page: Page,
  changes: {
    id?: string;
    settings?: Record<string, unknown>;
    edit?: (s: Record<string, unknown>) => Record<string, unknown>;
    extra?: string;
    /** Any other change to the page's HTML. */
    html?: (body: string) => string;
  } = {},
): Promise<void> {
  await page.route(h.url('/promociones/'), async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    if (changes.id) {
      const re = new RegExp(`(data-elementor-id="${changes.id}"[^>]*?data-elementor-settings=")([^"]*)(")`);
      body = body.replace(re, (_all, head: string, printed: string, tail: string) => {
        const current = JSON.parse(printed.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
        return head + attr(changes.settings ?? changes.edit!(current)) + tail;
      });
    }
    if (changes.extra) body = body.replace('</main>', `${changes.extra}</main>`);
    if (changes.html) body = changes.html(body);
    await route.fulfill({ response, body });
  });
}

/** Records, in the page, every popup event (native and jQuery) with the page's clock, and when React's chunk was asked for. */
export async function recordPopupEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    const w = window as unknown as { __popupLog: string[]; __popupTimes: Record<string, number> };
    w.__popupLog = log;
    w.__popupTimes = {};
    for (const type of ['show', 'hide']) {
      window.addEventListener(`elementor/popup/${type}`, (e) => {
        const { id, instance } = (e as CustomEvent<{ id: number; instance: { id: number } }>).detail;
        log.push(`native ${type} ${id}`);
        w.__popupTimes[`${type} ${id}`] ??= performance.now();
        if (instance.id !== id) log.push('instance mismatch');
      });
    }
  });
}

export const popupLog = (page: Page) => page.evaluate(() => (window as unknown as { __popupLog: string[] }).__popupLog);
export const popupTime = (page: Page, key: string): Promise<number> =>
  page.evaluate((k) => (window as unknown as { __popupTimes: Record<string, number> }).__popupTimes[k] ?? NaN, key);

/** The `elementor` objects in local and session storage. */
export const storedCounters = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>,
    session: JSON.parse(sessionStorage.getItem('elementor') ?? '{}') as Record<string, unknown>,
  }));
