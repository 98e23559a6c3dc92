// Popups on the fixture's /promociones/ in Chromium: the recorded offer popup (page load after
// 2 s from the second page view), the contact popup (open_selector, a contact form inside), the
// action links, every close path, keyboard-only use, axe with a popup open, and React fetched only
// once a popup is about to show. Times are read on the page's own clock.
import { chromium, type Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { axe, browserSuite, expectHydrated, settled } from '../../../tests/harness.ts';
import { CONTACT, dialog, OFFER, popupLog, popupTime, promotions, recordPopupEvents, storedCounters } from './test-page.ts';

/** The offer popup without its page-view rule, so it shows on a first visit. */
const firstVisit = (s: Record<string, unknown>) => ({ ...s, timing: {} });

/** The printed popup `id` the rule engine mounts on. */
const popupOf = (id: string) => `[data-elementor-type="popup"][data-elementor-id="${id}"]`;

async function open(page: Page, id: string): Promise<void> {
  await page.locator(dialog(id)).waitFor({ state: 'visible' });
}
/** Its entrance animation over (axe reads colours through the opacity it animates). */
async function entered(page: Page, id: string): Promise<void> {
  await page.locator(`${dialog(id)} .dialog-widget-content`).evaluate((box) => Promise.all(box.getAnimations().map((a) => a.finished)));
}
async function closed(page: Page, id: string): Promise<void> {
  await page.locator(dialog(id)).waitFor({ state: 'detached' });
}
/** Presses Escape on the open popup; the ms from the key to the dialog's removal, on the page's clock. */
async function escapeToGone(page: Page, id: string): Promise<number> {
  await page.evaluate((selector) => {
    let pressed = 0;
    document.addEventListener('keydown', (event) => event.key === 'Escape' && (pressed = performance.now()), { capture: true, once: true });
    (window as unknown as { __gone: Promise<number> }).__gone = new Promise<number>((done) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) return;
        observer.disconnect();
        done(performance.now() - pressed);
      }).observe(document.body, { childList: true, subtree: true });
    });
  }, dialog(id));
  await page.keyboard.press('Escape');
  const ms = await page.evaluate(() => (window as unknown as { __gone: Promise<number> }).__gone);
  await closed(page, id);
  return ms;
}

browserSuite('popups', (h) => {
  test('the offer shows on the second page view after 2 s, not on the first; React only then', async () => {
    const page = await h.newPage();
    await recordPopupEvents(page);
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    await settled(page, { horizon: 5_000 }); // a 2 s timer would be waited for
    expect(await page.locator('.elementor-popup-modal').count(), 'first view').toBe(0);
    expect(h.reactChunksFetched(page), 'React on a page whose popups never showed').toEqual([]);
    expect((await storedCounters(page)).local).toMatchObject({ pageViews: 1, popup_53_page_views_initialPageViews: 1 });

    await page.goto(h.url('/promociones/'));
    await open(page, OFFER);
    const shownAt = await popupTime(page, `show ${OFFER}`);
    expect(shownAt, 'page clock when it showed').toBeGreaterThanOrEqual(2000);
    const [reactAt, ready] = await page.evaluate(() => [
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => /chunks\/chunk-/.test(e.name) && (e as PerformanceResourceTiming).transferSize > 30_000)
          .map((e) => e.startTime),
      ),
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    ]);
    expect(reactAt - ready!, 'React asked for a second before the 2 s are up, not earlier').toBeGreaterThanOrEqual(1000);
    expect(shownAt - ready!, '2 s after the page was ready').toBeGreaterThanOrEqual(2000);
    expect(await page.locator(dialog(OFFER)).getAttribute('aria-modal')).toBe('true');
    expect(await page.locator(dialog(OFFER)).getAttribute('aria-labelledby')).toBeTruthy();
    await expect
      .poll(() => page.locator(dialog(OFFER)).evaluate((d) => document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent))
      .toBe('¡Bienvenido a la tienda!');
    const stored = await storedCounters(page);
    expect(stored.local).toMatchObject({
      pageViews: 2,
      sessions: 1,
      popup_53_page_views_initialPageViews: 1,
      popup_53_times: 1,
      'popup-53-impressions-count': 1,
    });
    expect((stored.local.__expiration as Record<string, number>)['popup-53-impressions-count']).toBeGreaterThan(Date.now() + 86_000_000);
    expect(stored.session).toMatchObject({ activeSession: true });
    expect(await popupLog(page)).toEqual(['native show 53']);
    h.expectNoConsoleErrors();
  });

  test('its close link closes it for good: no trigger and no action link shows it again', async () => {
    const page = await h.newPage();
    await recordPopupEvents(page);
    await promotions(h, page, { id: OFFER, edit: (s) => ({ ...firstVisit(s), triggers: { page_load: 'yes', page_load_delay: 0 } }) });
    await page.goto(h.url('/promociones/'));
    await open(page, OFFER);
    await page.locator(`${dialog(OFFER)} a.elementor-button`).click();
    await closed(page, OFFER);
    expect((await storedCounters(page)).local).toMatchObject({ popup_53_disable: true });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Ver oferta' }).click();
    await settled(page);
    expect(await page.locator('.elementor-popup-modal').count()).toBe(0);
    expect(await popupLog(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test("React comes when the pointer reaches a popup's opener, before the click", async () => {
    const page = await h.newPage();
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    await page.mouse.move(5, 5);
    await settled(page);
    expect(h.reactChunksFetched(page), 'nothing near an opener yet').toEqual([]);
    await page.getByRole('link', { name: 'Escríbenos' }).hover();
    // On the pointer reaching the open_selector button.
    await expect.poll(() => h.reactChunksFetched(page).length).toBe(1);
    await page.getByRole('link', { name: 'Escríbenos' }).click();
    await open(page, CONTACT);
    expect(h.reactChunksFetched(page), 'fetched once').toHaveLength(1);
  });

  test("the pointer resting on an action link mounts the router (and fetches the dialog's code): the click fetches nothing and shows the popup", async () => {
    const page = await h.newPage();
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('link', { name: 'Ver oferta' });
    const router = () => h.log(page).scripts.filter((u) => /chunks\/elementor-actions-/.test(u));
    expect(router(), 'not before').toEqual([]);
    await link.hover();
    await expect.poll(() => router().length, { message: 'fetched as the pointer rests' }).toBe(1);
    await expect.poll(() => h.reactChunksFetched(page).length).toBe(1);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => link.getAttribute('data-island'), { message: 'mounted on intent' }).toBe('mounted');
    const before = h.log(page).scripts.length;
    await link.click();
    await open(page, OFFER);
    expect(h.log(page).scripts.slice(before), 'no code fetched on the click').toEqual([]);
    h.expectNoConsoleErrors();
  });

  test("an action link pressed while the popup's own code is still on its way opens it once that code arrives", async () => {
    const page = await h.newPage();
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/islands\/chunks\/popup-[^/]*\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(h.url('/promociones/'));
    const popup = page.locator(popupOf(OFFER));
    await expect.poll(() => popup.getAttribute('data-island'), { timeout: 10_000 }).toBe('pending');
    const link = page.getByRole('link', { name: 'Ver oferta' });
    await link.click();
    await expect.poll(() => link.getAttribute('data-island'), { timeout: 10_000, message: 'the router took the press' }).toBe('mounted');
    expect(await page.locator('.elementor-popup-modal').count(), 'nothing to show it with yet').toBe(0);
    release();
    await open(page, OFFER);
    expect(page.url(), 'no navigation to the hash').toBe(h.url('/promociones/'));
    h.expectNoConsoleErrors();
  });

  test('the action button opens it, whatever its rules say; close button, Esc and a click outside close it', async () => {
    const page = await h.newPage();
    await recordPopupEvents(page);
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('link', { name: 'Ver oferta' });
    await button.click();
    await open(page, OFFER);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await closed(page, OFFER);
    await button.click();
    await open(page, OFFER);
    await page.keyboard.press('Escape');
    await closed(page, OFFER);
    await button.click();
    await open(page, OFFER);
    await page.mouse.click(5, 5); // the dimmed page around the box
    await closed(page, OFFER);
    expect(await popupLog(page)).toEqual([
      'native show 53',
      'native hide 53',
      'native show 53',
      'native hide 53',
      'native show 53',
      'native hide 53',
    ]);
    expect((await storedCounters(page)).local).toMatchObject({ popup_53_times: 3 });
    h.expectNoConsoleErrors();
  });
});

browserSuite('popup triggers', (h) => {
  /** The offer with only `triggers`, on a first visit, on a page long enough to scroll. */
  async function offerWith(triggers: Record<string, unknown>): Promise<Page> {
    const page = await h.newPage();
    await recordPopupEvents(page);
    await promotions(h, page, {
      id: OFFER,
      edit: (s) => ({ ...firstVisit(s), triggers }),
      extra: '<div id="relleno" style="height:3000px"></div><p id="al-final">Fin de las ofertas.</p>',
    });
    await page.goto(h.url('/promociones/'));
    await expectHydrated(page, popupOf(OFFER)); // its triggers armed
    return page;
  }
  const notYet = async (page: Page) => {
    await settled(page);
    expect(await page.locator('.elementor-popup-modal').count(), 'not shown yet').toBe(0);
    expect(h.reactChunksFetched(page), 'no React before the trigger fires').toEqual([]);
  };

  test('scrolling down past the offset', async () => {
    const page = await offerWith({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 50 });
    await page.mouse.wheel(0, 400);
    await notYet(page);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.6));
    await open(page, OFFER);
  });

  test('scrolling up', async () => {
    const page = await offerWith({ scrolling: 'yes', scrolling_direction: 'up' });
    await page.evaluate(() => window.scrollTo(0, 800));
    await notYet(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await open(page, OFFER);
  });

  test('scrolling to an element', async () => {
    const page = await offerWith({ scrolling_to: 'yes', scrolling_to_selector: '#al-final' });
    await notYet(page);
    await page.locator('#al-final').scrollIntoViewIfNeeded();
    await open(page, OFFER);
  });

  test('the Nth click', async () => {
    const page = await offerWith({ click: 'yes', click_times: 2 });
    await page.locator('#relleno').click({ position: { x: 10, y: 10 } });
    await notYet(page);
    await page.locator('#relleno').click({ position: { x: 10, y: 10 } });
    await open(page, OFFER);
  });

  test('inactivity: mouse moves put it off, then it shows', async () => {
    // On the page's clock, held by the test: a busy machine's slow load cannot use up the wait.
    const page = await h.newPage();
    await recordPopupEvents(page);
    await promotions(h, page, { id: OFFER, edit: (s) => ({ ...firstVisit(s), triggers: { inactivity: 'yes', inactivity_time: 30 } }) });
    const startedAt = Date.now();
    await page.clock.install({ time: startedAt });
    await page.goto(h.url('/promociones/'));
    // Its timer armed on the page's clock before that clock is held (the chunk may come late on a busy machine).
    await expectHydrated(page, popupOf(OFFER));
    // Held 20 s after the page started (nothing is due before 30 s): from here time moves only when told.
    await page.clock.pauseAt(startedAt + 20_000);
    await page.mouse.move(100, 300);
    await page.clock.runFor(25_000);
    await page.mouse.move(120, 300);
    const lastMove = await page.evaluate(() => performance.now());
    await page.clock.runFor(29_000);
    await notYet(page);
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await open(page, OFFER);
    const shownAt = await popupTime(page, `show ${OFFER}`);
    expect(shownAt - lastMove, 'shown 30 s after the last move, not before').toBeGreaterThanOrEqual(30_000);
  });

  test('exit intent: the pointer leaving through the top of the window', async () => {
    const page = await offerWith({ exit_intent: 'yes' });
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 5);
    await notYet(page);
    await page.mouse.move(400, -20);
    await open(page, OFFER);
  });

  test('adblock detection: shown after its delay where an ad blocker hides the bait ad box, never elsewhere', async () => {
    const clean = await offerWith({ adblock_detection: 'yes', adblock_detection_delay: 0.5 });
    await settled(clean);
    expect(await clean.locator('.elementor-popup-modal').count(), 'no ad blocker').toBe(0);
    expect(await clean.locator('.ad-box').count(), 'the bait taken out').toBe(0);
    await clean.close();

    const page = await h.newPage();
    // What an ad blocker's cosmetic filter does: a stylesheet hiding ad boxes.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.head.insertAdjacentHTML('beforeend', '<style>.ad-box{display:none!important}</style>'),
      ),
    );
    await recordPopupEvents(page);
    await promotions(h, page, {
      id: OFFER,
      edit: (s) => ({ ...firstVisit(s), triggers: { adblock_detection: 'yes', adblock_detection_delay: 0.5 } }),
    });
    const start = Date.now();
    await page.goto(h.url('/promociones/'));
    await open(page, OFFER);
    expect(Date.now() - start, 'after its delay').toBeGreaterThanOrEqual(500);
    expect(await page.locator('.ad-box').count(), 'the bait taken out').toBe(0);
    h.expectNoConsoleErrors();
  });

  test('rules on the page and the visitor: devices by the breakpoints, logged-in roles, the referrer; their code only then', async () => {
    const visit = async (timing: Record<string, unknown>, options: { width?: number; user?: string[]; referer?: string } = {}) => {
      const page = await h.newPage();
      await page.setViewportSize({ width: options.width ?? 1280, height: 800 });
      await promotions(h, page, {
        id: OFFER,
        edit: (s) => ({ ...s, timing, triggers: { page_load: 'yes', page_load_delay: 0 } }),
        // The page builder prints the logged-in user's roles in elementorFrontendConfig.user.
        html: (body) => (options.user ? body.replace('"post":', `"user":${JSON.stringify({ roles: options.user })},"post":`) : body),
      });
      await page.goto(h.url('/promociones/'), options.referer ? { referer: options.referer } : {});
      await page.waitForLoadState('networkidle');
      await settled(page);
      const shown = (await page.locator(dialog(OFFER)).count()) === 1;
      return { shown, contextCode: h.log(page).scripts.some((u) => /context-rules/.test(u)) };
    };
    expect(await visit({ devices: 'yes', devices_devices: ['mobile'] }, { width: 500 })).toEqual({ shown: true, contextCode: true });
    expect(await visit({ devices: 'yes', devices_devices: ['mobile'] }, { width: 1100 })).toEqual({ shown: false, contextCode: true });
    expect(await visit({ devices: 'yes', devices_devices: ['tablet'] }, { width: 1024 })).toEqual({ shown: true, contextCode: true });
    const roles = { logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['administrator'] };
    expect((await visit(roles, { user: ['customer'] })).shown).toBe(true);
    expect((await visit(roles, { user: ['administrator'] })).shown).toBe(false);
    expect(
      (await visit({ url: 'yes', url_url: 'boletin', url_action: 'show' }, { referer: 'https://correo.example/boletin/5' })).shown,
    ).toBe(true);
    expect((await visit({ url: 'yes', url_url: 'boletin', url_action: 'show' }, { referer: 'https://otro.example/' })).shown).toBe(false);
    expect(await visit({ page_views: 'yes', page_views_views: 0 }), 'history rules alone: no context code').toEqual({
      shown: true,
      contextCode: false,
    });
  }, 60_000); // eight page visits: on a busy 2-core machine they took 22 s of the default 30

  test('the first trigger to fire removes them all: closed, it does not come back', async () => {
    const page = await offerWith({
      click: 'yes',
      click_times: 1,
      page_load: 'yes',
      page_load_delay: 3,
      scrolling: 'yes',
      scrolling_direction: 'up',
    });
    // The click comes first; on a machine so slow that the page load's 3 s passed before it, the
    // page load was the first trigger (a click then would land on the overlay and close it).
    if (!(await page.locator(dialog(OFFER)).isVisible())) await page.locator('#relleno').click({ position: { x: 10, y: 10 } });
    await open(page, OFFER);
    await page.keyboard.press('Escape');
    await closed(page, OFFER);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.locator('#relleno').click({ position: { x: 10, y: 10 } });
    // Past the page load's 3 s (counted from the DOM being ready) and a little more: nothing came back.
    await page.waitForFunction(
      () =>
        performance.now() > (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd + 3500,
    );
    await settled(page);
    expect(await popupLog(page)).toEqual(['native show 53', 'native hide 53']);
    h.expectNoConsoleErrors();
  });
});

browserSuite('popup dialog settings', (h) => {
  async function offer(
    edit: (s: Record<string, unknown>) => Record<string, unknown>,
    options: { reducedMotion?: boolean } = {},
  ): Promise<Page> {
    const page = await h.newPage();
    if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordPopupEvents(page);
    // Without its page-load trigger, which on a slow machine could show it just as the test clicks
    // the link, so that the click lands on the overlay and closes it (a test that needs a trigger sets one).
    await promotions(h, page, {
      id: OFFER,
      edit: (s) => edit({ ...firstVisit(s), triggers: {} }),
      extra: '<div style="height:3000px"></div>',
    });
    await page.goto(h.url('/promociones/'));
    await expectHydrated(page, popupOf(OFFER)); // its triggers armed
    return page;
  }
  const openOffer = async (page: Page) => {
    await page.getByRole('link', { name: 'Ver oferta' }).click();
    await open(page, OFFER);
  };

  test('close_automatically closes it after its seconds', async () => {
    const page = await offer((s) => ({ ...s, close_automatically: 1 }));
    await openOffer(page);
    await closed(page, OFFER);
    const [shown, hidden] = [await popupTime(page, `show ${OFFER}`), await popupTime(page, `hide ${OFFER}`)];
    expect(hidden - shown).toBeGreaterThanOrEqual(1000);
  });

  test('prevent_close_on_esc_key and prevent_close_on_background_click leave the close button and the link', async () => {
    const page = await offer((s) => ({ ...s, prevent_close_on_esc_key: 'yes', prevent_close_on_background_click: 'yes' }));
    await openOffer(page);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await settled(page);
    expect(await page.locator(dialog(OFFER)).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await closed(page, OFFER);
  });

  test('close_button_delay and close_button_position outside', async () => {
    const page = await offer((s) => ({ ...s, close_button_delay: 1, close_button_position: 'outside' }));
    await openOffer(page);
    expect(await page.locator(`${dialog(OFFER)} .dialog-close-button`).count(), 'no close button yet').toBe(0);
    const button = page.locator(`${dialog(OFFER)} > .dialog-close-button`);
    await button.waitFor();
    expect(await page.locator(`${dialog(OFFER)} .dialog-widget-content .dialog-close-button`).count(), 'outside the box').toBe(0);
    await button.click();
    await closed(page, OFFER);
  });

  test('classes, and the entrance and exit animations, none under prefers-reduced-motion', async () => {
    const page = await offer((s) => ({
      ...s,
      classes: 'oferta-especial',
      entrance_animation: 'zoomIn',
      exit_animation: 'fadeIn',
      entrance_animation_duration: { size: 0.6 },
    }));
    // The entrance's animations, read as the popup shows (a busy machine may reach the test after they ended).
    const entrance = page.evaluate(
      (selector) =>
        new Promise<unknown[]>((done) =>
          addEventListener(
            'elementor/popup/show',
            () =>
              done(
                document
                  .querySelector(selector)!
                  .getAnimations()
                  .map((a) => (a.effect as KeyframeEffect).getTiming().duration),
              ),
            { once: true },
          ),
        ),
      `${dialog(OFFER)} .dialog-widget-content`,
    );
    await openOffer(page);
    expect(await page.locator(dialog(OFFER)).getAttribute('class')).toContain('elementor-popup-modal oferta-especial');
    expect(await entrance).toEqual([600]);
    // The exit plays before the dialog goes: 600 ms on the page's clock, from the key to its removal.
    expect(await escapeToGone(page, OFFER), 'still there while it fades out').toBeGreaterThanOrEqual(550);

    const still = await offer(
      (s) => ({ ...s, entrance_animation: 'zoomIn', exit_animation: 'fadeIn', entrance_animation_duration: { size: 0.6 } }),
      { reducedMotion: true },
    );
    await openOffer(still);
    expect(await still.locator(`${dialog(OFFER)} .dialog-widget-content`).evaluate((b) => b.getAnimations().length)).toBe(0);
    expect(await escapeToGone(still, OFFER), 'gone at once').toBeLessThan(200);
  });

  test('prevent_scroll: the page behind neither scrolls nor moves, and scrolls again after', async () => {
    // Headless Chromium hides scrollbars unless told not to: this page needs a real one, whose
    // width hiding it would give to the layout.
    const browser = await chromium.launch({
      executablePath: chromiumPath()!,
      args: chromiumArgs,
      headless: true,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const page = await browser.newPage();
      await recordPopupEvents(page);
      // Opened by its link only: its own trigger (2 s after load) would beat a slow machine's networkidle.
      await promotions(h, page, {
        id: OFFER,
        edit: (s) => ({ ...firstVisit(s), prevent_scroll: 'yes', triggers: {} }),
        extra: '<div style="height:3000px"></div>',
      });
      await page.goto(h.url('/promociones/'));
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth), 'a scrollbar').toBeGreaterThan(0);
      const box = () =>
        page.locator('main').evaluate((m) => {
          const r = m.getBoundingClientRect();
          return { x: r.x, width: r.width };
        });
      const before = await box();
      await page.getByRole('link', { name: 'Ver oferta' }).click();
      await open(page, OFFER);
      expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth), 'no scrollbar while it shows').toBe(0);
      expect(await box(), 'no layout jump').toEqual(before);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300); // this browser is not the harness's (scrollbars shown): a fixed wait for a scroll's absence
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await page.keyboard.press('Escape');
      await closed(page, OFFER);
      expect(await box()).toEqual(before);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });

  test('avoid_multiple_popups: once another popup has shown, its trigger does not open it; a link still does', async () => {
    // The offer's page-load trigger is due in an hour of the page's clock, which the test moves on
    // once the contact popup has shown: a busy machine cannot let it fire first.
    const page = await h.newPage();
    await recordPopupEvents(page);
    await promotions(h, page, {
      id: OFFER,
      edit: (s) => ({ ...firstVisit(s), triggers: { page_load: 'yes', page_load_delay: 3600 } }),
      extra: '<div style="height:3000px"></div>',
    });
    await page.clock.install();
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Escríbenos' }).click();
    await open(page, CONTACT);
    await page.keyboard.press('Escape');
    await closed(page, CONTACT);
    await page.clock.fastForward('01:00:01');
    // The trigger has fired: a popup it opened would have its dialog element already.
    expect(await page.locator(`[data-widget="popup-dialog"][data-popup-id="${OFFER}"]`).count()).toBe(0);
    await openOffer(page);
    expect(await popupLog(page)).toEqual(['native show 60', 'native hide 60', 'native show 53']);
  });

  test('popup:open with toggle closes it when it is open; jQuery handlers get (id, instance)', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      // A jQuery stand-in that records what is triggered on document.
      const log: unknown[] = ((window as unknown as { __jq: unknown[] }).__jq = []);
      const jq = (target: unknown) => ({
        trigger: (name: string, args: unknown[] = []) => target === document && log.push([name, args[0], (args[1] as { id?: number })?.id]),
        triggerHandler: () => undefined,
        on: () => undefined,
        off: () => undefined,
      });
      (window as unknown as { jQuery: unknown }).jQuery = jq;
    });
    const toggle = `<p><a id="alternar" href="#elementor-action:action=popup:open&settings=${Buffer.from('{"id":"53","toggle":true}').toString('base64')}">Abrir o cerrar la oferta</a></p>`;
    await promotions(h, page, { extra: toggle });
    await page.goto(h.url('/promociones/'));
    await page.locator('#alternar').click();
    await open(page, OFFER);
    await page.locator('#alternar').click({ force: true });
    await closed(page, OFFER);
    expect(await page.evaluate(() => (window as unknown as { __jq: unknown[] }).__jq)).toEqual([
      ['elementor/popup/show', 53, 53],
      ['elementor/popup/hide', 53, 53],
    ]);
  });
});

browserSuite('popups by keyboard, with islands inside, and when storage refuses', (h) => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el
        ? `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}:${(el.textContent ?? '').trim().slice(0, 20)}`
        : '';
    });

  test('keyboard only: Enter opens, focus moves in and stays in, Esc closes and focus goes back; axe finds nothing', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    const opener = page.getByRole('link', { name: 'Ver oferta' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await open(page, OFFER);
    expect(await focused(page), 'focus moved in, on the close button').toBe('button[Cerrar]:');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a:Cerrar');
    await page.keyboard.press('Tab');
    expect(await focused(page), 'Tab from the last wraps to the first').toBe('button[Cerrar]:');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page), 'Shift+Tab from the first wraps to the last').toBe('a:Cerrar');
    await entered(page, OFFER);
    expect(await axe(page), 'axe-core with the offer open').toEqual([]);
    await page.keyboard.press('Escape');
    await closed(page, OFFER);
    expect(await focused(page), 'focus back on the opener').toBe('a:Ver oferta');

    // The contact popup: its opener by keyboard, a form inside it filled and sent by keyboard.
    await page.getByRole('link', { name: 'Escríbenos' }).focus();
    await page.keyboard.press('Enter');
    await open(page, CONTACT);
    expect(new URL(page.url()).pathname, 'the opener link did not navigate').toBe('/promociones/');
    await entered(page, CONTACT);
    expect(await axe(page), 'axe-core with the contact popup open').toEqual([]);
    await page.keyboard.press('Escape');
    await closed(page, CONTACT);
    h.expectNoConsoleErrors();
  });

  test('islands inside a popup mount only when it opens, work there, and mount afresh the next time', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      const mounts: string[] = ((window as unknown as { __mounts: string[] }).__mounts = []);
      document.addEventListener(
        'islands:mounted',
        (e) => {
          const around = (e.target as Element).parentElement;
          const where = around?.closest('.elementor-popup-modal')
            ? 'dialog'
            : around?.closest('[data-elementor-type="popup"]')
              ? 'hidden popup'
              : 'page';
          mounts.push(`${(e as CustomEvent<{ name: string }>).detail.name} in ${where}`);
        },
        true,
      );
    });
    const mounts = () => page.evaluate(() => (window as unknown as { __mounts: string[] }).__mounts);
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    const form = `${dialog(CONTACT)} div.wpcf7`;
    expect(
      (await mounts()).filter((m) => !m.endsWith('in page')),
      'nothing mounted in the hidden popups',
    ).toEqual([]);
    expect(
      h.log(page).scripts.filter((u) => u.includes('contact-form')),
      'not even its code',
    ).toEqual([]);
    await page.getByRole('link', { name: 'Escríbenos' }).click();
    await open(page, CONTACT);
    await expectHydrated(page, form);
    expect((await mounts()).filter((m) => !m.endsWith('in page'))).toEqual(['contact-form in dialog']);
    await page.locator(`${form} input[name="your-name"]`).fill('Lucía');
    await page.locator(`${form} input[name="your-email"]`).fill('lucia@example.es');
    await page.locator(`${form} input[name="your-subject"]`).fill('Oferta');
    await page.locator(`${form} input[type="submit"]`).click();
    await expect.poll(() => page.locator(`${form} .wpcf7-response-output`).textContent()).toMatch(/Gracias por tu mensaje/);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await closed(page, CONTACT);
    await page.getByRole('link', { name: 'Escríbenos' }).click();
    await open(page, CONTACT);
    await expectHydrated(page, form);
    expect(await page.locator(`${form} input[name="your-name"]`).inputValue(), 'a fresh copy of the form').toBe('');
    expect(await page.locator(`${form} .wpcf7-response-output`).textContent()).toBe('');
    h.expectNoConsoleErrors();
  });

  test('storage that throws: no exception, the rules needing history are left out, the links still work', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      for (const name of ['getItem', 'setItem', 'removeItem'] as const) {
        Storage.prototype[name] = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
      }
    });
    await recordPopupEvents(page);
    // The recorded rules (page views, times a day) with a short delay: shown on a first visit.
    await promotions(h, page, { id: OFFER, edit: (s) => ({ ...s, triggers: { page_load: 'yes', page_load_delay: 0.5 } }) });
    await page.goto(h.url('/promociones/'));
    await open(page, OFFER);
    await page.locator(`${dialog(OFFER)} a.elementor-button`).click();
    await closed(page, OFFER);
    await page.getByRole('link', { name: 'Ver oferta' }).click();
    await open(page, OFFER);
    h.expectNoConsoleErrors();
  });

  test('a malformed action link warns and does nothing; the lightbox action opens the gallery at its image', async () => {
    const page = await h.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await promotions(h, page, {
      extra: '<p><a id="roto" href="#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D%40%40%40">Enlace roto</a></p>',
    });
    await page.goto(h.url('/promociones/'));
    await page.locator('#roto').click();
    await expect
      .poll(() => warnings)
      .toEqual([
        expect.stringMatching(/^\[islands:elementor-actions\] Action link ".*" has settings that are not base64 JSON; nothing done$/),
      ]);
    expect(new URL(page.url()).hash, 'no navigation to the hash').toBe('');
    expect(await page.locator('.elementor-popup-modal').count()).toBe(0);

    await page.getByRole('link', { name: 'Ver las sudaderas en grande' }).click();
    await page.locator('.pswp').waitFor({ state: 'visible' });
    expect(await page.locator('.pswp__counter').textContent()).toMatch(/^1\s*de\s*2$/);
    expect(await page.locator('.pswp__item img.pswp__img').first().getAttribute('src')).toMatch(/sudadera-roja\.png$/);
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    h.expectNoConsoleErrors();
  });
  test('an action in the address runs on load, only when the page prints it: the lightbox at its image, the offer', async () => {
    const first = await h.newPage();
    await first.goto(h.url('/promociones/'));
    const imageHash = (await first.locator('figure.gallery-item a').nth(1).getAttribute('data-e-action-hash'))!;
    const offerHash = (await first.getByRole('link', { name: 'Ver oferta' }).getAttribute('href'))!;
    expect(await first.evaluate(() => document.documentElement.hasAttribute('data-e-action-on-load')), 'no hash, no hash code').toBe(false);
    expect(h.log(first).scripts.filter((u) => /chunks\/hash-/.test(u))).toEqual([]);
    await first.close();

    // A gallery image's data-e-action-hash: its slideshow opens at that image.
    const gallery = await h.newPage();
    await gallery.goto(h.url(`/promociones/${imageHash}`));
    await gallery.locator('.pswp').waitFor({ state: 'visible' });
    expect(await gallery.locator('.pswp__counter').textContent()).toMatch(/^2\s*de\s*2$/);
    await gallery.keyboard.press('Escape');
    await gallery.locator('.pswp').waitFor({ state: 'detached' });
    h.expectNoConsoleErrors();
    await gallery.close();

    // The offer's opener, its href decoded or not: the popup opens though its rules say not yet.
    for (const hash of [offerHash, decodeURIComponent(offerHash)]) {
      const page = await h.newPage();
      await recordPopupEvents(page);
      await page.goto(h.url(`/promociones/${hash}`));
      await open(page, OFFER);
      expect(await popupLog(page)).toEqual(['native show 53']);
      h.expectNoConsoleErrors();
      await page.close();
    }

    // The contact popup has no action link on the page: an address naming it does nothing.
    const made = await h.newPage();
    await made.goto(
      h.url(`/promociones/#elementor-action:action=popup:open&settings=${Buffer.from(JSON.stringify({ id: CONTACT })).toString('base64')}`),
    );
    await made.waitForLoadState('networkidle');
    await settled(made);
    expect(await made.locator('.elementor-popup-modal').count()).toBe(0);
    expect(
      h.log(made).scripts.some((u) => /chunks\/hash-/.test(u)),
      'the hash code came, and found nothing printed',
    ).toBe(true);
    h.expectNoConsoleErrors();
  });
  test('the lightbox action plays a video: YouTube in its player, a slideshow video only while it is shown', async () => {
    const page = await h.newPage();
    await page.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>YouTube</title>' }),
    );
    const settings = Buffer.from(
      JSON.stringify({ type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed' }),
    ).toString('base64');
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&playsinline=1';
    await promotions(h, page, {
      extra: `<p><a id="video" href="#elementor-action:action=lightbox&amp;settings=${settings}">Ver el vídeo</a>
        <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="635cf04"
           data-elementor-lightbox-title="Las sudaderas en vídeo" data-elementor-lightbox-video="https://www.youtube.com/embed/dQw4w9WgXcQ">Vídeo de las sudaderas</a></p>`,
    });
    await page.goto(h.url('/promociones/'));
    await page.getByRole('link', { name: 'Ver el vídeo' }).click();
    const frame = page.locator('.pswp iframe');
    await frame.waitFor({ state: 'visible' });
    expect(await frame.getAttribute('src')).toBe(embed);
    expect(await frame.getAttribute('title')).toBe('Vídeo');
    expect(await page.locator('.pswp').getAttribute('aria-label')).toBe('Vídeo a pantalla completa');
    const box = await frame.boundingBox();
    expect(box!.width / box!.height, '16:9').toBeCloseTo(16 / 9, 1);
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash, 'no navigation to the hash').toBe('');

    // The gallery's slideshow with a video among its images: ready beside the first image, silent
    // (no address) until shown, stopped when the visitor moves on.
    await page.getByRole('link', { name: 'Ver las sudaderas en grande' }).click();
    await page.locator('.pswp').waitFor({ state: 'visible' });
    expect(await page.locator('.pswp__counter').textContent()).toMatch(/^1\s*de\s*3$/);
    expect(await page.locator('.pswp').getAttribute('aria-label')).toBe('Imagen a pantalla completa');
    await expect.poll(() => frame.count(), { message: 'the video slide prepared beside the first' }).toBe(1);
    expect(await frame.getAttribute('src'), 'not playing while not shown').toBeNull();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => frame.getAttribute('src')).toBe(embed);
    expect(await frame.getAttribute('title'), 'named by its title').toBe('Las sudaderas en vídeo');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.getAttribute('src'), { message: 'stopped once another slide shows' }).toBeNull();
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    h.expectNoConsoleErrors();
  });
  test("where the site keeps Elementor Pro's own popups (#islands-config popups: elementor), the islands leave them and the visit counts alone", async () => {
    const page = await h.newPage();
    await recordPopupEvents(page);
    await promotions(h, page, {
      id: OFFER,
      edit: (s) => ({ ...firstVisit(s), triggers: { page_load: 'yes', page_load_delay: 0 } }),
      html: (body) => body.replace(/(<script type="application\/json" id="islands-config">)\{/, '$1{"popups":"elementor",'),
    });
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Ver oferta' }).click();
    await settled(page);
    expect(await page.locator('.elementor-popup-modal').count(), 'no islands dialog: Pro would show its own').toBe(0);
    expect(await popupLog(page)).toEqual([]);
    expect(
      await page.locator(`[data-elementor-type="popup"][data-elementor-id="${OFFER}"] .elementor-heading-title`).count(),
      'the printed popup left as printed, for Pro',
    ).toBe(1);
    expect((await storedCounters(page)).local, 'no page view or impression counted by the islands').toEqual({});
    expect(h.reactChunksFetched(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });
  test("an action link in the %23 spelling (the page builder's JavaScript encodes the # too) opens the popup and does not navigate", async () => {
    const page = await h.newPage();
    await recordPopupEvents(page);
    const raw = `#elementor-action:action=popup:open&settings=${Buffer.from(JSON.stringify({ id: OFFER, toggle: false })).toString('base64')}`;
    await promotions(h, page, {
      extra: `<p><a id="js-form" href="${encodeURIComponent(raw)}">Oferta (enlace hecho en JavaScript)</a></p>`,
    });
    await page.goto(h.url('/promociones/'));
    expect(await page.locator('#js-form').getAttribute('href')).toMatch(/^%23elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D/);
    await page.locator('#js-form').click();
    await open(page, OFFER);
    expect(new URL(page.url()).pathname, 'no navigation to the relative %23 path').toBe('/promociones/');
    expect(await popupLog(page)).toEqual(['native show 53']);
    h.expectNoConsoleErrors();
  });
  test('with JavaScript off: the popups stay hidden, the page reads whole, the opener link goes to the contact page', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('load');
    expect(
      await page.locator('[data-elementor-type="popup"]').evaluateAll((els) => els.map((el) => getComputedStyle(el).display)),
      'printed, hidden by the stylesheet',
    ).toEqual(['none', 'none']);
    expect(await page.getByRole('heading', { name: 'Promociones de la tienda' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Escríbenos' }).click();
    await page.waitForURL(/\/contacto\/$/);
    h.expectNoConsoleErrors();
  });
});
