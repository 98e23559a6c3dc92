// Issue 3's shop figures, measured by `npm run bench`: in Chromium against the fixture backend,
// (1) the time from a click on a listing's 'Añadir al carrito' to the side cart open with the new
// line painted, and (2) the main-thread cost of a listing with 500 products (the /tienda/ cards
// repeated) next to the fixture listing: script time must not grow with the number of buttons.
const at = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

async function clickToSideCartLine(browser, baseUrl, rounds) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const context = await browser.newContext({ locale: 'es-ES' }); // a new shopper: empty cart
    try {
      const page = await context.newPage();
      await page.goto(new URL('/tienda/', baseUrl).href, { waitUntil: 'networkidle' });
      await page.waitForSelector('body[data-island="mounted"]');
      await page.evaluate(() => {
        window.__islandsLatency = new Promise((resolve) => {
          document.addEventListener(
            'click',
            (event) => {
              const start = event.timeStamp;
              const observer = new MutationObserver(() => {
                if (!document.querySelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product')) return;
                observer.disconnect();
                // The frame that shows it: after the next animation frame's paint.
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
              });
              observer.observe(document.body, { childList: true, subtree: true, attributes: true });
            },
            { capture: true, once: true },
          );
        });
      });
      await page.click('a.ajax_add_to_cart[data-product_id="22"]');
      times.push(await page.evaluate(() => window.__islandsLatency));
    } finally {
      await context.close();
    }
  }
  return { samples: times.length, medianMs: at(times, 0.5), p90Ms: at(times, 0.9) };
}

async function listingMainThread(browser, baseUrl, count, rounds) {
  const html = await (await fetch(new URL('/tienda/', baseUrl))).text();
  const cards = html.match(/<li class="product[\s\S]*?<\/li>/g) ?? [];
  const n = count ?? cards.length;
  const list = Array.from({ length: n }, (_, i) => cards[i % cards.length].replace(/describedby_(\d+)/g, `describedby_$1_${i}`)).join('\n');
  const body = html.replace(/<ul class="products columns-4">[\s\S]*?<\/ul>/, `<ul class="products columns-4">${list}</ul>`);
  const script = [],
    tasks = [],
    longTasks = [];
  for (let r = 0; r < rounds; r++) {
    const context = await browser.newContext({ locale: 'es-ES' });
    try {
      const page = await context.newPage();
      const url = new URL('/bench/listado/', baseUrl).href;
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
      await page.addInitScript(() => {
        window.__islandsLong = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__islandsLong += e.duration))).observe({
          type: 'longtask',
          buffered: true,
        });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForSelector('body[data-island="mounted"]');
      await page.waitForTimeout(300);
      const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      script.push(metrics.ScriptDuration * 1000);
      tasks.push(metrics.TaskDuration * 1000);
      longTasks.push(await page.evaluate(() => window.__islandsLong));
    } finally {
      await context.close();
    }
  }
  return { products: n, scriptMs: at(script, 0.5), mainThreadMs: at(tasks, 0.5), longTaskMs: at(longTasks, 0.5) };
}

export async function measureShop(browser, baseUrl, rounds = 7) {
  return {
    clickToSideCartLine: await clickToSideCartLine(browser, baseUrl, rounds * 2),
    listing: await listingMainThread(browser, baseUrl, null, rounds),
    listing500: await listingMainThread(browser, baseUrl, 500, rounds),
  };
}

export function shopMarkdown(s) {
  const row = (l) =>
    `${l.products} products: script ${l.scriptMs.toFixed(0)} ms, all main-thread tasks ${l.mainThreadMs.toFixed(0)} ms, long tasks ${l.longTaskMs.toFixed(0)} ms`;
  return (
    `Listing click on 'Añadir al carrito' → side cart open with the new line painted: median ${s.clickToSideCartLine.medianMs.toFixed(1)} ms, p90 ${s.clickToSideCartLine.p90Ms.toFixed(1)} ms over ${s.clickToSideCartLine.samples} shoppers.\n\n` +
    `Listing main thread (median): ${row(s.listing)}; ${row(s.listing500)}.\n`
  );
}
