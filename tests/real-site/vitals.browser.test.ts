// Field data on the real site (docs/vitals.md): with the share at 100 %, pages on both variants load
// the reporter after the load event and send one beacon each, which the table counts; the settings
// screen shows the p75 per variant; hostile beacons are refused and a flood of 10,000 is capped;
// the daily clean-up and uninstall leave nothing behind. Every test page measures nothing unless its
// settings say "vitals" (scripts/real-site.mjs), so the other files never see these requests.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe } from '../harness.ts';
import { realSiteSuite, type IslandsSettings, type RealSite, type SiteConfiguration } from '../real-site.ts';
import { logInAsAdmin } from './helpers.ts';

const measured: IslandsSettings = { mode: 'all', keep: [], vitals: 100 };
const CONSENT_TOOL: SiteConfiguration = { plugins: ['wp-consent-api/wp-consent-api.php'], filters: { wp_get_consent_type: 'optin' } };
const ENDPOINT = '/wp-json/islands/v1/vitals';

type Row = { variant: string; page: string; device: string; metric: string; views: number };

/** Empties the field data's tables and the rate limit's counters. */
function resetVitals(site: RealSite): void {
  site.php(`islands_vitals_install(); global $wpdb;
    $wpdb->query( "TRUNCATE {$wpdb->prefix}islands_vitals" ); $wpdb->query( "TRUNCATE {$wpdb->prefix}islands_vitals_targets" );
    $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '%islands\\\\_vitals\\\\_rate%'" );`);
}

/** Page views counted per variant, page type, device and metric. */
function counted(site: RealSite): Row[] {
  const json = site.php(
    `global $wpdb; echo wp_json_encode( $wpdb->get_results( "SELECT variant, page, device, metric, SUM(views) AS views FROM {$wpdb->prefix}islands_vitals GROUP BY variant, page, device, metric ORDER BY variant, page, device, metric", ARRAY_A ) );`,
  );
  return (JSON.parse(json) as Row[]).map((r) => ({ ...r, views: Number(r.views) }));
}

const tableRows = (site: RealSite) =>
  Number(site.php(`global $wpdb; echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}islands_vitals" );`));

/** Waits until the reporter has loaded; returns when it started loading and when the load event ended. */
async function reporterLoaded(page: Page): Promise<{ loadEnd: number; reporterStart: number }> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/vitals-reporter.js')));
  return page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    reporterStart: performance.getEntriesByType('resource').find((e) => e.name.includes('/vitals-reporter.js'))!.startTime,
  }));
}

/** A slow click (300 ms of work in its handler) on `selector`, so INP reports it and its target. */
async function slowClick(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((el) =>
      el.addEventListener('click', () => {
        const start = performance.now();
        while (performance.now() - start < 300);
      }),
    );
  await page.locator(selector).first().click();
  // The event timing entry arrives after the next frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
}

/** Polls until `check` passes (the beacon leaves as the page goes away, and arrives a moment later). */
async function eventually(check: () => void, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}

/** POSTs a beacon from Node: no cookie, no nonce. */
async function post(
  site: RealSite,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { code?: string; message?: string } | null; headers: Headers }> {
  const response = await fetch(site.url(ENDPOINT), {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as { code?: string; message?: string }) : null,
    headers: response.headers,
  };
}

/** WordPress's REST server sends this header with every answer it gives; an answer made before it ran has none. */
const REST_SERVER_HEADER = 'access-control-expose-headers';

const beacon = { variant: 'islands', page: 'product', device: 'mobile', metrics: { LCP: 1234.5, INP: 88, CLS: 0.02, FCP: 900, TTFB: 180 } };

realSiteSuite('field data (web-vitals) on the real site', (site) => {
  test('pages on both variants load the reporter after the load event, send one beacon each, and the table counts them', async () => {
    resetVitals(site);
    const page = await site.newPage({ islandsSettings: measured });
    const response = await page.goto(site.url('/producto/camiseta-basica/'));
    const html = await response!.text();
    expect(html, 'the reporter is never preloaded').not.toMatch(/<link[^>]+modulepreload[^>]+vitals/);
    expect(JSON.parse((await page.locator('#islands-vitals').textContent()) ?? '')).toMatchObject({
      share: 100,
      variant: 'islands',
      page: 'product',
      endpoint: site.url(ENDPOINT),
    });
    const islands = await reporterLoaded(page);
    expect(islands.reporterStart, 'fetched after the load event').toBeGreaterThanOrEqual(islands.loadEnd);
    // A slow interaction inside an island: a tab of the product tabs.
    await slowClick(page, '.woocommerce-tabs[data-island] li a');

    await page.goto(site.url('/tienda/?islands=0'));
    expect(JSON.parse((await page.locator('#islands-vitals').textContent()) ?? '')).toMatchObject({ variant: 'original', page: 'shop' });
    expect(await page.locator('script[src*="islands.js"]').count(), 'the shop’s own scripts, no islands runtime').toBe(0);
    const original = await reporterLoaded(page);
    expect(original.reporterStart).toBeGreaterThanOrEqual(original.loadEnd);
    await slowClick(page, 'h1');
    await page.goto('about:blank');

    await eventually(() => {
      const rows = counted(site);
      const metrics = (variant: string, type: string) =>
        rows
          .filter((r) => r.variant === variant && r.page === type)
          .map((r) => `${r.metric}:${r.views}`)
          .sort();
      expect(metrics('islands', 'product')).toEqual(['CLS:1', 'FCP:1', 'INP:1', 'LCP:1', 'TTFB:1']);
      expect(metrics('original', 'shop')).toEqual(['CLS:1', 'FCP:1', 'INP:1', 'LCP:1', 'TTFB:1']);
    });
    expect(
      counted(site).every((r) => r.device === 'desktop'),
      'a 1280 px wide window is a desktop',
    ).toBe(true);
    const targets = JSON.parse(
      site.php(
        `global $wpdb; echo wp_json_encode( $wpdb->get_results( "SELECT variant, target FROM {$wpdb->prefix}islands_vitals_targets ORDER BY variant", ARRAY_A ) );`,
      ),
    );
    expect(targets).toEqual([
      { variant: 'islands', target: expect.stringMatching(/^a([.#][\w-]+)? @div\.woocommerce-tabs$/) },
      { variant: 'original', target: expect.stringMatching(/^h1(\.[\w-]+)?$/) },
    ]);
    // Leaving the page (which sends the beacon) aborts what it still had in flight: the side cart's
    // own refresh on the shop's scripts, on a slow run.
    site.expectNoConsoleErrors({ ignore: [/^request failed: .* net::ERR_ABORTED$/] });
  });

  test("trial mode's other half, a visitor who did not ask for the islands, reports as the original variant", async () => {
    const page = await site.newPage({ islandsSettings: { ...measured, mode: 'trial' }, plainVisitor: true });
    await page.goto(site.url('/'));
    expect(JSON.parse((await page.locator('#islands-vitals').textContent()) ?? '')).toMatchObject({ variant: 'original', page: 'home' });
    await reporterLoaded(page);
  });

  test('a share of 0, or a test page that gives none, prints and loads nothing', async () => {
    for (const settings of [{ ...measured, vitals: 0 }, undefined]) {
      const page = await site.newPage(settings ? { islandsSettings: settings } : {});
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(site.url('/tienda/'));
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      expect(await page.locator('#islands-vitals, #islands-vitals-js').count()).toBe(0);
      expect(requests.filter((u) => u.includes('vitals'))).toEqual([]);
    }
  });

  test('where a consent tool speaks the WP Consent API, only page views with consent for statistics are sent', async () => {
    resetVitals(site);
    const page = await site.newPage({ islandsSettings: measured, siteConfiguration: CONSENT_TOOL });
    await page.goto(site.url('/tienda/'));
    await reporterLoaded(page);
    await page.goto(site.url('/carrito/'));
    await reporterLoaded(page);
    await page.evaluate(() => (window as unknown as { wp_set_consent(c: string, v: string): void }).wp_set_consent('statistics', 'allow'));
    await page.goto('about:blank');
    await eventually(() => expect(counted(site).filter((r) => r.page === 'cart').length).toBeGreaterThan(0));
    expect(
      counted(site).filter((r) => r.page === 'shop'),
      'the page view without consent',
    ).toEqual([]);
  });

  test('Ajustes → Islands shows the p75 per variant with its band and page views, per page type and device on demand, a chart and a CSV', async () => {
    resetVitals(site);
    // 30 page views with Islands (LCP 1.5–2.3 s), 30 with the shop's own scripts (LCP 3.8–5.25 s),
    // and only 5 INPs for the latter: too few for a number.
    const seeded = site.php(`$lcp = array(); for ( $i = 0; $i < 30; $i++ ) {
        $a = 1500 + $i * 27.5; $b = 3800 + $i * 50; $lcp['islands'][] = $a; $lcp['original'][] = $b;
        islands_vitals_record( array( 'variant' => 'islands', 'page' => 'product', 'device' => 'mobile', 'metrics' => array( 'LCP' => $a, 'INP' => 120, 'CLS' => 0.05, 'FCP' => 900, 'TTFB' => 200 ) ) );
        islands_vitals_record( array( 'variant' => 'original', 'page' => 'shop', 'device' => 'desktop', 'metrics' => $i < 5 ? array( 'LCP' => $b, 'INP' => 450, 'CLS' => 0.2 ) : array( 'LCP' => $b, 'CLS' => 0.2 ) ) );
      }
      echo wp_json_encode( $lcp );`);
    const lcp = JSON.parse(seeded) as Record<'islands' | 'original', number[]>;
    const page = await site.newPage();
    await logInAsAdmin(site, page);
    await page.goto(site.url('/wp-admin/options-general.php?page=islands'));
    expect(await page.locator('#islands-vitals').textContent()).toBe('La velocidad que ven tus visitantes');
    const cell = (metric: string, variant: number) =>
      page.locator(`.islands-vitals-table >> nth=0`).locator(`tr[data-metric="${metric}"] td`).nth(variant);
    expect(await page.locator('.islands-vitals-table >> nth=0').locator('thead th').allTextContents()).toEqual([
      'Métrica (p75)',
      'Con Islands',
      'Con los scripts propios de la tienda',
    ]);
    // The p75 within one bucket (8 %) of the exact one (the 23rd of 30 values).
    for (const [variant, column, band] of [
      ['islands', 0, 'Bueno'],
      ['original', 1, 'Deficiente'],
    ] as const) {
      const exact = [...lcp[variant]].sort((a, b) => a - b)[22]!;
      const shown = Number(await cell('LCP', column).getAttribute('data-p75'));
      expect(Math.abs(shown - exact) / exact, `${variant} LCP p75 ${shown} vs ${exact}`).toBeLessThan(0.08);
      expect(await cell('LCP', column).textContent()).toMatch(new RegExp(`^\\d,\\d\\d s ${band}Páginas vistas: 30$`));
    }
    expect(await cell('CLS', 1).textContent()).toMatch(/^0,\d\d MejorablePáginas vistas: 30$/);
    expect(await cell('INP', 0).textContent()).toMatch(/^1\d\d ms BuenoPáginas vistas: 30$/);
    expect(await cell('INP', 1).textContent()).toBe('Pocas páginas vistas para dar una cifraPáginas vistas: 5');
    expect(await cell('FCP', 1).textContent()).toBe('Pocas páginas vistas para dar una cifraPáginas vistas: 0');

    // Per page type and device, folded until asked for.
    const detail = page.locator('details.islands-vitals-detail');
    expect(await detail.locator('h3').first().isVisible()).toBe(false);
    await detail.locator('summary').click();
    expect(await detail.locator('h3').allTextContents()).toEqual(['Producto · móvil', 'Tienda y categorías · escritorio']);
    // The chart: today's p75 of each variant (30 page views a day is enough), and the "good" line.
    expect(
      await page
        .locator('svg.islands-vitals-chart[data-metric="LCP"] polyline')
        .evaluateAll((lines) => lines.map((l) => l.getAttribute('data-variant'))),
    ).toEqual(['islands', 'original']);
    expect(await page.locator('svg.islands-vitals-chart').count()).toBe(3);
    // axe on the screen; what it finds in WordPress's menu or other plugins' notices is theirs.
    const violations = await axe(page, { rules: { 'color-contrast': { enabled: false } } });
    const ours = await page.evaluate((found) => {
      const start = document.querySelector('h2#islands-vitals')!;
      const inSection = (selector: string) => {
        const el = document.querySelector(selector);
        return !!el && (el === start || !!(start.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) && !!el.closest('.wrap');
      };
      return found.filter((v) => v.nodes.some(inSection));
    }, violations);
    expect(violations.length, 'axe ran').toBeGreaterThanOrEqual(0);
    expect(ours, 'the section has no accessibility violations').toEqual([]);

    const csv = await page.request.get((await page.locator('a.button[href*="islands_vitals_csv"]').getAttribute('href')) ?? '');
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('day,variant,page,device,metric,page_views,p75');
    expect(lines).toContainEqual(expect.stringMatching(/^\d{4}-\d\d-\d\d,islands,product,mobile,LCP,30,\d+(\.\d+)?$/));
    expect(lines).toHaveLength(1 + 5 + 3);
    // Without the nonce, nothing.
    expect((await page.request.get(site.url('/wp-admin/admin-post.php?action=islands_vitals_csv'))).status()).toBe(403);

    // The privacy policy guide suggests what the field data measures, in Spanish.
    await page.goto(site.url('/wp-admin/options-privacy.php?tab=policyguide'));
    const guide = (await page.locator('.privacy-settings-accordion, .policy-text, #wpbody-content').first().textContent()) ?? '';
    expect(guide).toContain('Islands');
    expect(guide).toContain('No se guarda nada personal: ni la dirección IP, ni el agente de usuario');
  });

  test('hostile beacons: each rule refuses with 400 and {code, message}, in Spanish, and the table is unchanged', async () => {
    resetVitals(site);
    // The rate limit raised for these requests (a must-use plugin's filter), so each rule answers.
    const raised = { 'X-Islands-Test-Site': JSON.stringify({ filters: { islands_vitals_rate_limit: 1000 } }) };
    const good = await post(site, JSON.stringify(beacon), raised);
    expect({ status: good.status, json: good.json }, 'no cookie, nonce or login').toEqual({ status: 204, json: null });
    expect(
      (await post(site, JSON.stringify({ ...beacon, metrics: { CLS: 0 } }), { ...raised, 'Content-Type': 'application/json' })).status,
    ).toBe(204);
    const before = counted(site);
    const metrics = (m: unknown) => JSON.stringify({ ...beacon, metrics: m });
    const sized = (bytes: number) => JSON.stringify({ ...beacon, pad: 'x'.repeat(bytes - JSON.stringify({ ...beacon, pad: '' }).length) });
    const cases: [string, string, Record<string, string>?][] = [
      [JSON.stringify({ ...beacon, url: 'https://x.example/mi-pedido' }), 'islands_vitals_key'],
      [JSON.stringify({ ...beacon, userAgent: 'x' }), 'islands_vitals_key'],
      [JSON.stringify({ ...beacon, variant: 'beta' }), 'islands_vitals_value'],
      [JSON.stringify({ ...beacon, page: 'admin' }), 'islands_vitals_value'],
      [JSON.stringify({ ...beacon, device: 'tablet' }), 'islands_vitals_value'],
      [metrics({ LCP: 1, FID: 2 }), 'islands_vitals_key'],
      [metrics({}), 'islands_vitals_metrics'],
      [metrics({ LCP: '1200' }), 'islands_vitals_range'],
      [metrics({ INP: -1 }), 'islands_vitals_range'],
      [JSON.stringify(beacon).replace('1234.5', '1e999'), 'islands_vitals_range'],
      [metrics({ LCP: 120001 }), 'islands_vitals_range'],
      [metrics({ FCP: 120001 }), 'islands_vitals_range'],
      [metrics({ TTFB: 120001 }), 'islands_vitals_range'],
      [metrics({ INP: 60001 }), 'islands_vitals_range'],
      [metrics({ CLS: 51 }), 'islands_vitals_range'],
      [metrics({ INP: 300, INPTarget: 'b'.repeat(101) }), 'islands_vitals_target'],
      [metrics({ LCP: 300, INPTarget: 'button' }), 'islands_vitals_target'],
      // 2 KB is 2048 bytes: one more is refused for its size, before its keys are read.
      [sized(2048), 'islands_vitals_key'],
      [sized(2049), 'islands_vitals_too_large'],
      [JSON.stringify({ ...beacon, pad: 'x'.repeat(4000) }), 'islands_vitals_too_large'],
      ['[]', 'islands_vitals_json'],
      ['{"variant":"islands"', 'islands_vitals_json'],
      [JSON.stringify(beacon), 'islands_vitals_type', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ];
    for (const [body, code, headers] of cases) {
      const answer = await post(site, body, { ...raised, ...headers });
      expect(answer, body.slice(0, 80)).toMatchObject({ status: 400, json: { code, message: expect.any(String) } });
    }
    expect((await post(site, metrics({ LCP: 120001 }), raised)).json?.message).toBe('LCP debe ser un número entre 0 y 120000.');
    expect(counted(site), 'nothing refused was counted').toEqual(before);
    // Nothing personal: the table has no column for it, and the rate limit keeps no address.
    const columns = site.php(`global $wpdb; echo wp_json_encode( $wpdb->get_col( "SHOW COLUMNS FROM {$wpdb->prefix}islands_vitals" ) );`);
    expect(JSON.parse(columns)).toEqual(['day', 'variant', 'page', 'device', 'metric', 'bucket', 'views']);
    const counters = site.php(
      `global $wpdb; echo wp_json_encode( $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE '%islands\\_vitals\\_rate%'", ARRAY_A ) );`,
    );
    expect(counters).not.toContain('127.0.0.1');
    expect(JSON.parse(counters)).toHaveLength(2);
  });

  test('a flood of 10,000 beacons from one client: 6 are counted, the rest get 429 before the shop initialises, and page views go on', async () => {
    resetVitals(site);
    const pageTime = async () => {
      const start = performance.now();
      expect((await fetch(site.url('/tienda/'))).status).toBe(200);
      return performance.now() - start;
    };
    const baseline = [await pageTime(), await pageTime(), await pageTime()].sort((a, b) => a - b)[1]!;
    const body = JSON.stringify({ ...beacon, metrics: { ...beacon.metrics, INP: 350, INPTarget: 'button.flood' } });
    const statuses: Record<number, number> = {};
    let sent = 0;
    let flooding = true;
    const started = performance.now();
    const during: number[] = [];
    const pages = (async () => {
      while (flooding) during.push(await pageTime());
    })();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (sent < 10_000) {
          sent++;
          const response = await fetch(site.url(ENDPOINT), { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        }
      }),
    );
    flooding = false;
    await pages;
    const seconds = (performance.now() - started) / 1000;
    const slowest = Math.max(...during);
    console.log(
      `flood: 10,000 beacons in ${seconds.toFixed(1)} s (${statuses[204]} counted, ${statuses[429]} refused); /tienda/ ${Math.round(baseline)} ms before, ${during.length} views during: median ${Math.round(during.sort((a, b) => a - b)[during.length >> 1]!)} ms, slowest ${Math.round(slowest)} ms`,
    );
    // 6 a window of 10 minutes: the flood may straddle two.
    const windows = Math.floor(Date.now() / 600_000) - Math.floor((Date.now() - seconds * 1000) / 600_000) + 1;
    expect(statuses).toEqual({ 204: 6 * windows, 429: 10_000 - 6 * windows });
    // Those page views in 5 buckets, and one slow-interaction target.
    expect(tableRows(site)).toBe(5);
    expect(counted(site).map((r) => r.views)).toEqual(Array(5).fill(6 * windows));
    expect(site.php(`global $wpdb; echo $wpdb->get_var( "SELECT SUM(views) FROM {$wpdb->prefix}islands_vitals_targets" );`).trim()).toBe(
      String(6 * windows),
    );
    expect(during.length, 'every page asked for during the flood was served (pageTime checks the 200)').toBeGreaterThan(0);
    // What keeps page views going: a refused beacon is answered as the plugin loads, before the
    // shop's plugins initialise and before WordPress's REST server runs (which marks every answer
    // it gives, as its own answer to a GET of the same address shows). Its cost beside a page view
    // is printed for the closing note, not asserted: tests do not time (php -S has 4 workers here,
    // so a flood of 20 at a time still queues pages behind it).
    const restAnswer = await fetch(site.url(ENDPOINT));
    expect(restAnswer.headers.has(REST_SERVER_HEADER), "the REST server's own answer is marked").toBe(true);
    const refused: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      const answer = await post(site, body);
      refused.push(performance.now() - start);
      expect(answer.status).toBe(429);
      expect(answer.headers.has(REST_SERVER_HEADER), 'refused before the REST server ran').toBe(false);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const views = [await pageTime(), await pageTime(), await pageTime()];
    console.log(`refused beacon: median ${Math.round(median(refused))} ms; page view: median ${Math.round(median(views))} ms`);
  }, 400_000);

  // Issue 37: an IPv6 subscriber has a whole /64, so counting per address did not limit them.
  test('the rate limit counts an IPv6 /64 as one client and ::ffff:a.b.c.d as a.b.c.d; with a persistent object cache its counters stay out of the options table', () => {
    resetVitals(site);
    // islands_vitals_over_rate_limit() as the plugin calls it on each beacon, from each address, with
    // WordPress's own object cache standing for a persistent one (wp_using_ext_object_cache( true )).
    const answers = JSON.parse(
      site.php(`global $wpdb;
      // Not across a window's end: each window has counters of its own.
      if ( 600 - time() % 600 < 5 ) { sleep( 600 - time() % 600 ); }
      $send = function ( $address, $times = 1 ) { $o = array(); for ( $i = 0; $i < $times; $i++ ) { $_SERVER['REMOTE_ADDR'] = $address; $o[] = islands_vitals_over_rate_limit(); } return $o; };
      $rows = function () use ( $wpdb ) { return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '%islands\\\\_vitals\\\\_rate%'" ); };
      $out = array();
      foreach ( array( 'options table' => array( false, 1 ), 'object cache' => array( true, 2 ) ) as $where => list( $persistent, $n ) ) {
        wp_using_ext_object_cache( $persistent );
        $before = $rows();
        $out[ $where ] = array(
          'sameNet' => array_merge( $send( "2001:db8:$n:1::a", 6 ), $send( "2001:db8:$n:1:ffff:ffff:ffff:b" ) ),
          'otherNet' => $send( "2001:db8:$n:2::a" ),
          'mapped' => array_merge( $send( "198.51.100.$n", 6 ), $send( "::ffff:198.51.100.$n" ) ),
          'otherIPv4' => $send( "198.51.100.10$n" ),
          'rows' => $rows() - $before,
        );
      }
      echo wp_json_encode( $out );`),
    ) as Record<string, { sameNet: boolean[]; otherNet: boolean[]; mapped: boolean[]; otherIPv4: boolean[]; rows: number }>;
    const six = Array(6).fill(false);
    for (const [where, rows] of [
      ['options table', 8],
      ['object cache', 0],
    ] as const) {
      expect(answers[where], where).toEqual({
        sameNet: [...six, true],
        otherNet: [false],
        mapped: [...six, true],
        otherIPv4: [false],
        rows,
      });
    }
  });

  test('the daily clean-up removes rows older than 90 days; uninstall removes the tables, the cron and every option (settings, the jQuery pages seen)', () => {
    resetVitals(site);
    const pruned = site.php(`global $wpdb;
      foreach ( array( 91, 89 ) as $ago ) { $wpdb->insert( $wpdb->prefix . 'islands_vitals', array( 'day' => wp_date( 'Y-m-d', time() - $ago * DAY_IN_SECONDS ), 'variant' => 'islands', 'page' => 'home', 'device' => 'mobile', 'metric' => 'LCP', 'bucket' => 90, 'views' => 1 ) ); }
      $scheduled = (bool) wp_next_scheduled( 'islands_vitals_prune' );
      do_action( 'islands_vitals_prune' );
      echo wp_json_encode( array( $scheduled, $wpdb->get_col( "SELECT day FROM {$wpdb->prefix}islands_vitals" ) ) );`);
    const [scheduled, days] = JSON.parse(pruned) as [boolean, string[]];
    expect(scheduled, 'the daily clean-up is scheduled').toBe(true);
    expect(days).toHaveLength(1);
    expect(Date.now() - Date.parse(days[0]!)).toBeLessThan(90 * 86_400_000);

    // The site's settings are put back afterwards: the other files, running now, rely on them.
    const left = site.php(`$settings = get_option( 'islands_settings' );
      update_option( 'islands_settings', array( 'mode' => 'all', 'keep' => array(), 'vitals' => 25 ) );
      update_option( 'islands_jquery_pages', array( '/carrito/' => array( 'handles' => array( 'wc-cart' ), 'time' => time() ) ), false );
      islands_vitals_over_rate_limit();
      define( 'WP_UNINSTALL_PLUGIN', 'islands/islands.php' );
      include WP_PLUGIN_DIR . '/islands/uninstall.php';
      global $wpdb;
      echo wp_json_encode( array(
        'tables' => $wpdb->get_col( "SHOW TABLES LIKE '{$wpdb->prefix}islands%'" ),
        'cron' => wp_next_scheduled( 'islands_vitals_prune' ),
        'options' => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%islands%'" ),
      ) );
      if ( false !== $settings ) { update_option( 'islands_settings', $settings ); }
      islands_vitals_install();`);
    expect(JSON.parse(left)).toEqual({ tables: [], cron: false, options: [] });
  });
});
