// The anti-spam behaviour fields in real Chromium against the fixture backend: a plain POST form
// of the site (the article's comment form, prefix ak_) gets them from real typing, clicks and
// scrolling; a GET form and a POST form to another host are sent exactly as the visitor filled them.
import { expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { browserSuite, expectHydrated } from '../../../tests/harness.ts';

const ARTICLE = '/resena-mejor-hosting/';
const KEYS = ['bib', 'bfs', 'bkpc', 'bkp', 'bmc', 'bmcc', 'bmk', 'bck', 'bmmc', 'btmc', 'bsc', 'bte', 'btec', 'bmm'];

/** The recorder mounts on <html> when the page is idle. */
async function ready(page: Page, path: string, url: (p: string) => string): Promise<void> {
  await page.goto(url(path));
  await expectHydrated(page, 'html');
}

browserSuite('antispam', (h) => {
  test('the comment form posts the 14 ak_ fields, from the keys typed, the click and the scrolling', async () => {
    const page = await h.newPage();
    await ready(page, ARTICLE, h.url);
    // Two bursts of scrolling, more than 500 ms apart (docs/site.md#anti-spam-behaviour-fields).
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(700);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(700);
    await page.locator('#comment').pressSequentially('Muy buena reseña');
    await page.locator('#author').pressSequentially('Ana');
    await page.locator('#email').pressSequentially('ana@example.com');
    const typed = [...'Muy buena reseñaAnaana@example.com'].filter((c) => /[ -~]/.test(c)).length;
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/wp-comments-post.php'));
    await page.click('#submit');
    const fields = new URLSearchParams((await posted).postData() ?? '');
    for (const key of KEYS) expect(fields.getAll(`ak_${key}`), key).toHaveLength(1);
    expect(Number(fields.get('ak_bkpc'))).toBe(typed);
    expect(fields.get('ak_bkp')!.split(';').filter(Boolean)).toHaveLength(typed);
    expect(Number(fields.get('ak_bmcc'))).toBeGreaterThanOrEqual(1);
    // The two wheel bursts, and bringing the fields into view may scroll once more.
    expect(Number(fields.get('ak_bsc'))).toBeGreaterThanOrEqual(2);
    expect(Number(fields.get('ak_bsc'))).toBeLessThanOrEqual(4);
    expect(Number(fields.get('ak_bib'))).toBeLessThanOrEqual(Number(fields.get('ak_bfs')));
    expect(fields.get('ak_hp_textarea')).toBe('');
    expect(fields.get('comment')).toBe('Muy buena reseña');
    // The comment is stored and the article shows it: the added fields do not get in the way.
    await page.waitForURL(/#comment-\d+$/);
    expect(await page.locator('.comment-content', { hasText: 'Muy buena reseña' }).count()).toBe(1);
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test('a GET form and a POST form to another host are sent without any ak_ field', async () => {
    const page = await h.newPage();
    await ready(page, ARTICLE, h.url);
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          `<form id="buscar" method="get" action="/buscar/"><label>Buscar <input name="s" /></label><button>Buscar</button></form>`,
        );
    });
    const sent: Request[] = [];
    await page.route('**/buscar/**', (route) => {
      sent.push(route.request());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
    });
    await page.route('https://otro-sitio.example/**', (route) => {
      sent.push(route.request());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
    });
    await page.locator('#buscar input').pressSequentially('hosting');
    await page.locator('#buscar button').click();
    await page.waitForURL(/\/buscar\//);
    expect(new URL(sent[0]!.url()).search).toBe('?s=hosting');

    await ready(page, ARTICLE, h.url);
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          `<form id="fuera" method="post" action="https://otro-sitio.example/boletin/"><label>Correo <input name="correo" /></label><button>Suscribirme</button></form>`,
        );
    });
    await page.locator('#fuera input').pressSequentially('ana@example.com');
    await page.locator('#fuera button').click();
    await page.waitForURL('https://otro-sitio.example/boletin/');
    expect(sent[1]!.method()).toBe('POST');
    expect(sent[1]!.postData()).toBe('correo=ana%40example.com');
  });
});
