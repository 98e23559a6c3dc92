// The interaction strategy in a real Chromium when the island's chunk cannot load (a deploy
// removed it, the network dropped): the first click, held while the chunk was fetched, must still
// do what the server HTML says — follow a link, even from the icon inside it, or post a form —
// and so must every later click. The runtime is built from source with one island whose chunk
// URL answers 404 (jsdom cannot follow links or post forms, so runtime/core/mount.test.tsx cannot tell).
import * as esbuild from 'esbuild';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browser as bundleOptions } from '../../../esbuild.config.mjs';
import { browserSuite, rootDir } from '../../../tests/harness.ts';

const PREFIX = '/interaccion/';

async function buildRuntime(): Promise<string> {
  const result = await esbuild.build({
    ...bundleOptions,
    entryPoints: undefined,
    stdin: {
      // A URL in a variable: esbuild leaves the import to the browser, which gets a 404.
      contents: `import { startIslands } from './runtime/core/mount.ts';
const missing: string = '${PREFIX}chunks/gone.js';
startIslands([{ name: 'gone', hydrate: 'interaction', load: () => import(missing) }]);`,
      resolveDir: rootDir,
      loader: 'ts',
      sourcefile: 'interaction-probe.ts',
    },
    splitting: false,
    sourcemap: false,
    metafile: false,
    write: false,
    outdir: undefined,
    outfile: 'interaction-probe.js',
    logLevel: 'silent',
  });
  return result.outputFiles![0]!.text;
}

const island = `<div data-widget="gone" data-props='{}'>
  <a id="ir" href="${PREFIX}destino/"><svg width="16" height="16" aria-hidden="true"><rect id="icono" width="16" height="16"/></svg> Ir al destino</a>
  <form method="post" action="${PREFIX}enviado/"><input type="hidden" name="campo" value="valor"><button id="enviar">Enviar</button></form>
</div>`;

browserSuite('interaction strategy with a chunk that fails', (h) => {
  let runtime: Promise<string> | undefined;
  const posts: string[] = [];

  async function open(): Promise<Page> {
    runtime ??= buildRuntime();
    const code = await runtime;
    const page = await h.newPage();
    await page.route(`**${PREFIX}**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const html = (body: string) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Interacción</title><link rel="icon" href="data:,"><script type="module" src="${PREFIX}runtime.js"></script></head><body><main><h1>Interacción</h1>${body}</main></body></html>`,
        });
      if (pathname === `${PREFIX}runtime.js`) return route.fulfill({ contentType: 'text/javascript', body: code });
      if (pathname === `${PREFIX}chunks/gone.js`) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'no existe' });
      if (pathname === `${PREFIX}enviado/`) {
        posts.push(`${route.request().method()} ${route.request().postData()}`);
        return html('<p id="enviado">Enviado</p>');
      }
      if (pathname === `${PREFIX}destino/`) return html('<p id="destino">Destino</p>');
      return html(island);
    });
    await page.goto(h.url(PREFIX));
    await page.locator('[data-widget="gone"][data-island="pending"]').waitFor({ state: 'attached' });
    return page;
  }

  const expectChunkError = (page: Page) =>
    expect(h.log(page).consoleErrors.some((m) => m.startsWith('[islands:gone] Loading chunk gone failed.'))).toBe(true);

  test('the held click on the icon inside a link follows the link', async () => {
    const page = await open();
    await page.click('#icono');
    await page.locator('#destino').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${PREFIX}destino/`);
    expectChunkError(page);
  });

  test('the held click on a submit button posts its form', async () => {
    const page = await open();
    posts.length = 0;
    await page.click('#enviar');
    await page.locator('#enviado').waitFor();
    expect(posts).toEqual(['POST campo=valor']);
  });

  test('after a failure started by the keyboard (focus, then Enter), links and forms still work', async () => {
    const page = await open();
    await page.focus('#ir'); // focusin starts the mount
    await page.locator('[data-widget="gone"][data-island="error"]').waitFor({ state: 'attached' });
    posts.length = 0;
    await page.click('#enviar');
    await page.locator('#enviado').waitFor();
    expect(posts).toEqual(['POST campo=valor']);
    await page.goto(h.url(PREFIX)); // a fresh load: the island waits for an interaction again
    await page.locator('[data-widget="gone"][data-island="pending"]').waitFor({ state: 'attached' });
    await page.focus('#ir');
    await page.keyboard.press('Enter'); // keydown, then the link's own click
    await page.locator('#destino').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${PREFIX}destino/`);
    expectChunkError(page);
  });
});
