// What fragment HTML may run, in a real Chromium (jsdom runs no scripts and loads no images, so
// runtime/cart/fragments.test.ts cannot tell): applyFragments from a test build of runtime/cart/fragments.ts
// replaces the mini cart with HTML holding a <script> and an <img onerror>.
import * as esbuild from 'esbuild';
import { expect, test } from 'vitest';
import { browser as bundleOptions } from '../../esbuild.config.mjs';
import { browserSuite, rootDir } from '../../tests/harness.ts';

async function buildProbe(): Promise<string> {
  const result = await esbuild.build({
    ...bundleOptions,
    entryPoints: undefined,
    stdin: {
      contents: `import { swapFragments } from './runtime/cart/fragments.ts';\n(window as any).applyFragments = swapFragments;`,
      resolveDir: rootDir,
      loader: 'ts',
      sourcefile: 'fragments-probe.ts',
    },
    splitting: false,
    sourcemap: false,
    metafile: false,
    write: false,
    outdir: undefined,
    outfile: 'fragments-probe.js',
  });
  return result.outputFiles![0]!.text;
}

browserSuite('fragment HTML in Chromium', (h) => {
  test("a <script> in a fragment never runs; an inline onerror does, so fragments must be the shop's own HTML", async () => {
    const probe = await buildProbe();
    const page = await h.newPage();
    await page.route(h.url('/fragmentos/probe.js'), (route) => route.fulfill({ contentType: 'text/javascript', body: probe }));
    await page.route(h.url('/fragmentos/'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Fragmentos</title><link rel="icon" href="data:,">
<script type="module" src="/fragmentos/probe.js"></script></head>
<body><main><h1>Fragmentos</h1><div class="widget_shopping_cart_content"><p>Vacío</p></div></main></body></html>`,
      }),
    );
    await page.goto(h.url('/fragmentos/'));
    await page.waitForFunction(() => 'applyFragments' in window);
    await page.evaluate(() => {
      const w = window as unknown as { ran: string[]; applyFragments: (f: Record<string, string>, hash: string, source: string) => void };
      w.ran = [];
      w.applyFragments(
        {
          'div.widget_shopping_cart_content':
            '<div class="widget_shopping_cart_content"><p>Nuevo</p><script>window.ran.push("script")</script>' +
            '<img alt="" src="data:image/png;base64,roto" onerror="window.ran.push(\'onerror\')"></div>',
        },
        'h1',
        'test',
      );
    });
    await page.waitForFunction(() => (window as unknown as { ran: string[] }).ran.length > 0);
    expect(await page.locator('.widget_shopping_cart_content p').textContent()).toBe('Nuevo');
    expect(await page.locator('.widget_shopping_cart_content script').count(), 'the script element is in the page').toBe(1);
    // The broken image's handler has run (waited for above); the script, parsed before it, has not.
    expect(await page.evaluate(() => (window as unknown as { ran: string[] }).ran)).toEqual(['onerror']);
  });
});
