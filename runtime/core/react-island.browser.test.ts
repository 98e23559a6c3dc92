// The React path of the runtime in a real Chromium. Every widget the bundle ships today is an
// enhancer (the plugins print the markup; React would add ~67 KB gzip for nothing to render), so
// this test builds tests/react-islands/entry.ts with the bundle's own esbuild options and serves
// it on the fixture origin: React and react-dom land in one shared chunk fetched only when a React
// island mounts, each island has its own root, a crash restores the server markup and leaves the
// others working, and a removed island's root is unmounted.
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { browser as bundleOptions } from '../../esbuild.config.mjs';
import { browserSkipReason, browserSuite, rootDir } from '../../tests/harness.ts';

const PREFIX = '/react-islands/';
let outDir = '';
let reactChunks: string[] = [];

beforeAll(async () => {
  if (browserSkipReason) return;
  outDir = mkdtempSync(join(tmpdir(), 'islands-react-'));
  const result = await esbuild.build({
    ...bundleOptions,
    absWorkingDir: rootDir,
    entryPoints: { entry: 'tests/react-islands/entry.ts' },
    outdir: outDir,
    sourcemap: false,
    metafile: true,
    write: true,
  });
  reactChunks = Object.entries(result.metafile!.outputs)
    .filter(([, out]) => Object.keys(out.inputs).some((i) => /node_modules\/react-dom\//.test(i)))
    .map(([file]) => posix.basename(file));
});
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const html = (body: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Islas de React</title>
<script type="application/json" id="islands-config">{}</script>
<script type="module" src="${PREFIX}entry.js"></script></head>
<body><main>${body}</main></body></html>`;

browserSuite('React islands', (h) => {
  /** Serves `body` at /react-islands/ and the test build's chunks beside it. */
  async function open(body: string): Promise<Page> {
    const page = await h.newPage();
    await page.route(`**${PREFIX}**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(PREFIX.length);
      if (path === '') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html(body) });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(outDir, path)) });
    });
    await page.goto(h.url(PREFIX));
    return page;
  }
  const fetchedReact = (page: Page) => h.log(page).scripts.filter((url) => reactChunks.some((chunk) => url.endsWith(`/${chunk}`)));
  const state = (page: Page, selector: string) => page.locator(selector).getAttribute('data-island');

  test('the build puts React and react-dom in one chunk', () => {
    expect(reactChunks).toHaveLength(1);
  });

  test('a page whose only island is an enhancer fetches no React', async () => {
    const page = await open(`<p id="n" data-widget="note">Nota del servidor</p>`);
    await page.waitForSelector('#n[data-island="mounted"][data-enhanced="yes"]');
    await page.waitForLoadState('networkidle');
    expect(fetchedReact(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('two React islands share one React download, render with hooks and follow the cart store together', async () => {
    const page = await open(
      `<div id="a" data-widget="basket-total" data-props='{"label":"Artículos"}'><p>Cesta (servidor)</p></div>
       <div id="b" data-widget="basket-total" data-props='{"label":"En la cesta"}'><p>Cesta (servidor)</p></div>`,
    );
    await page.waitForSelector('#a[data-island="mounted"]');
    await page.waitForSelector('#b[data-island="mounted"]');
    expect(await page.locator('#a .count').textContent()).toBe('Artículos: 0');
    await page.click('#a button');
    await page.click('#a button');
    expect(await page.locator('#a button').textContent()).toBe('Añadir uno (2)');
    expect(await page.locator('#b button').textContent()).toBe('Añadir uno (0)'); // its own root, its own state
    expect(await page.locator('#b .count').textContent()).toBe('En la cesta: 2'); // one shared store
    expect(fetchedReact(page)).toHaveLength(1);
    h.expectNoConsoleErrors();
  });

  test('a crash logs the widget name, restores the server markup and leaves the other island working', async () => {
    const page = await open(
      `<div id="c" data-widget="crashing"><a href="/tienda/">Ir a la tienda</a></div>
       <div id="a" data-widget="basket-total" data-props='{"label":"Artículos"}'></div>`,
    );
    await page.waitForSelector('#c[data-island="mounted"]');
    await page.waitForSelector('#a[data-island="mounted"]');
    expect(await page.locator('#c').innerHTML()).toBe('<button type="button">Romper</button>');
    await page.click('#c button');
    await page.waitForSelector('#c[data-island="error"]');
    expect(await page.locator('#c').innerHTML()).toBe('<a href="/tienda/">Ir a la tienda</a>');
    await page.click('#a button');
    expect(await page.locator('#a .count').textContent()).toBe('Artículos: 1');
    expect(await state(page, '#a')).toBe('mounted');
    const errors = h.log(page).consoleErrors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\[islands:crashing\] Crashed; server markup restored on <div#c>/);
    // The server's link still works.
    await Promise.all([page.waitForURL('**/tienda/'), page.click('#c a')]);
  });

  test('bad props: one error naming the widget and the raw input, no React root, server HTML kept', async () => {
    const page = await open(`<div id="a" data-widget="basket-total" data-props='{"label":7}'><p>Cesta (servidor)</p></div>`);
    await page.waitForSelector('#a[data-island="error"]');
    expect(await page.locator('#a').innerHTML()).toBe('<p>Cesta (servidor)</p>');
    const errors = h.log(page).consoleErrors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('[islands:basket-total]');
    expect(errors[0]).toContain('props.label must be a string, got 7');
  });

  test('a removed island is unmounted: its root is gone and a re-inserted copy mounts afresh', async () => {
    const page = await open(`<div id="a" data-widget="basket-total" data-props='{"label":"Artículos"}'><p>Cesta</p></div>`);
    await page.waitForSelector('#a[data-island="mounted"]');
    await page.click('#a button');
    const restored = await page.evaluate(async () => {
      const el = document.getElementById('a')!;
      el.remove();
      await new Promise((r) => setTimeout(r, 50));
      const html = el.innerHTML;
      document.querySelector('main')!.append(el);
      return html;
    });
    expect(restored).toBe('<p>Cesta</p>');
    await page.waitForSelector('#a[data-island="mounted"]');
    expect(await page.locator('#a button').textContent()).toBe('Añadir uno (0)');
    expect(await page.locator('#a .count').textContent()).toBe('Artículos: 1'); // the store outlives the island
    h.expectNoConsoleErrors();
  });
});
