// settled(page) waits for what the page has started, and names what it is still waiting for.
import { expect, test } from 'vitest';
import { browserSuite, settled } from './harness.ts';

browserSuite('settled(page): the page’s own work, not the clock', (h) => {
  test('waits for a timer due within the horizon, the call it sends and its animation; not for a timer beyond it', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/contacto/'));
    await settled(page);
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      setTimeout(() => {
        void fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' })
          .then((r) => r.text())
          .then(() => {
            w.seen.push('answered');
            document.body.animate([{ opacity: 1 }, { opacity: 0.99 }], 300).onfinish = () => w.seen.push('animated');
          });
      }, 600);
      setTimeout(() => w.seen.push('late'), 60_000);
    });
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['answered', 'animated']);
  });

  test('a request held back names itself when the wait runs out; ignored, it is not waited for', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/contacto/'));
    await settled(page);
    await page.route('**/held-back', () => {});
    await page.evaluate(() => void fetch('/held-back').catch(() => {}));
    await expect(settled(page, { timeout: 1_000 })).rejects.toThrow(/still busy after 1000 ms: .*\/held-back/);
    await settled(page, { ignore: /\/held-back$/ });
  });
});
