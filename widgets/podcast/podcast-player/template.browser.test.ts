// templates/podcast-player.php, rendered by php-cli from the data the fixture's /podcast/ page was
// printed from: it prints that page's player element for element, and in Chromium, served on the
// fixture origin, the island mounts on it from data-widget and data-props, plays and pages the
// playlist through the fixture backend with the nonce the theme gave it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { Catalogue } from '../../../server/catalogue.ts';
import { imageUrl } from '../../../server/render/image.ts';
import { audioUrl, episodeDate } from '../../../server/render/podcast.ts';
import { browserSuite, expectHydrated, phpBinary, phpSkipReason, rootDir } from '../../../tests/harness.ts';

const PLAYER = '#\\33 651666932';

function renderPartial(args: unknown): string {
  const script = [join(rootDir, 'tests/render-template.php'), join(rootDir, 'templates/podcast-player.php'), '-'];
  return execFileSync(phpBinary() ?? 'php', script, { input: JSON.stringify(args), encoding: 'utf8' });
}

/** The /podcast/ player's data, as server/render/podcast.ts prints it. */
function podcastPageArgs(origin: string, nonce: string) {
  const { podcast } = Catalogue.load(rootDir).content;
  const [first] = podcast.episodes;
  const pageUrl = `${origin}/podcast/`;
  return {
    player_id: '3651666932',
    podcast_title: podcast.title,
    artwork: { src: imageUrl(podcast.image, 300), alt: podcast.title },
    episode: { id: first!.id, title: first!.title, audio_url: audioUrl(podcast, first!), seconds: first!.seconds },
    feed_url: `/feed/podcast/${podcast.slug}`,
    page_url: pageUrl,
    embed_code: `<iframe src="${pageUrl}embed/" width="500" height="350" title="${podcast.title}"></iframe>`,
    playlist: {
      items: podcast.episodes.slice(0, podcast.playlistPageSize).map((e) => ({
        id: e.id,
        title: e.title,
        podcast_title: podcast.title,
        date: episodeDate(e.date),
        seconds: e.seconds,
        excerpt: e.excerpt,
        audio_url: audioUrl(podcast, e),
        image: imageUrl(podcast.image, 100),
      })),
      atts: { limit: String(podcast.playlistPageSize), page: 1 },
      nonce,
    },
  };
}

/** One line per element (attributes sorted, classes sorted, whitespace collapsed) and per text. */
const canonical = (page: Page, html: string) =>
  page.evaluate((source) => {
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      const pad = '  '.repeat(depth);
      if (node.nodeType === Node.TEXT_NODE) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) lines.push(pad + JSON.stringify(text));
        return;
      }
      if (!(node instanceof Element)) return;
      const attrs = [...node.attributes]
        .filter((a) => a.name !== 'data-widget' && a.name !== 'data-props') // the partial's island contract
        .map(
          (a) =>
            `${a.name}=${JSON.stringify(a.name === 'class' ? a.value.trim().split(/\s+/).sort().join(' ') : a.value.replace(/\s+/g, ' ').trim())}`,
        )
        .sort();
      lines.push(`${pad}<${[node.localName, ...attrs].join(' ')}>`);
      node.childNodes.forEach((c) => walk(c, depth + 1));
    };
    walk(new DOMParser().parseFromString(source, 'text/html').querySelector('.castos-player')!, 0);
    return lines.join('\n');
  }, html);

browserSuite('templates/podcast-player.php', (h) => {
  const phpTest = test.skipIf(!!phpSkipReason);

  phpTest('prints the fixture page’s player, and the island plays and pages it', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/podcast/')); // the session the nonce belongs to
    await page.waitForLoadState('networkidle'); // leaving while chunks load would abort them
    const served = await (await page.request.get(h.url('/podcast/'))).text();
    const nonce = /var ssp_castos_player_3651666932 = (\{.*\});/.exec(served)?.[1];
    const partial = renderPartial(podcastPageArgs(h.origin, (JSON.parse(nonce!) as { nonce: string }).nonce));
    expect(await canonical(page, partial)).toBe(await canonical(page, /<div id="3651666932"[\s\S]*?\n<\/div>/.exec(served)![0]));

    // The theme's page: the fixture's head (configuration, stylesheet, runtime) and the partial.
    const head = /<head>([\s\S]*?)<\/head>/.exec(served)![1]!;
    await page.route(h.url('/plantilla/podcast/'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><head>${head}</head><body><main><h1>Plantilla</h1>${partial}</main></body></html>`,
      }),
    );
    await page.goto(h.url('/plantilla/podcast/'));
    await page.locator(PLAYER).hover();
    await expectHydrated(page, `${PLAYER}[data-widget="podcast-player"]`);
    const player = page.locator(PLAYER);
    await player.getByRole('button', { name: 'Reproducir episodio' }).click();
    await expect
      .poll(() => player.locator('.play-progress audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    const box = (await player.locator('.playlist__items').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => player.getByRole('option').count()).toBe(6);
    h.expectNoConsoleErrors();
  });

  phpTest('prints nothing without an episode, and no javascript: address', () => {
    expect(renderPartial({ podcast_title: 'Podcast' }).trim()).toBe('');
    const html = renderPartial({
      episode: { id: 1, title: 'Uno', audio_url: 'javascript:alert(1)', seconds: 5 },
      artwork: { src: 'javascript:alert(2)' },
    });
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<time class="ssp-duration" datetime="PT0H0M5S">00:00:05</time>');
  });
});
