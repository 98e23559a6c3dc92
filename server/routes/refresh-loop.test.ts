// @vitest-environment node
// The filtered blog and refresh-loop, answered from fixtures/blog.json with the real site's shapes
// (recorded/pages/elementor-loop-grid-filter*.html, recorded/endpoints 56-60).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { configOf, ORIGIN, Shopper, testApp } from '../testing.ts';

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

const BASE = `${ORIGIN}/blog-filtrado/`;
const refresh = (body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  shopper.request('/wp-json/elementor-pro/v1/refresh-loop', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const ok = { post_id: 50, widget_id: 'f1584e6', widget_filters: {}, pagination_base_url: BASE };
const postsIn = (html: string): number[] => [...html.matchAll(/e-loop-item-(\d+) /g)].map((m) => Number(m[1]));
const pressed = (html: string): string[] => [...html.matchAll(/data-filter="([^"]+)" aria-pressed="true"/g)].map((m) => m[1]!);

describe('refresh-loop', () => {
  it('answers {data} with the loop grid container for the body’s filters, newest first', async () => {
    const res = await refresh({ ...ok, widget_filters: { taxonomy: { category: { terms: ['hosting'], logicalJoin: 'AND' } } } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const { data } = (await res.json()) as { data: string };
    expect(data).toMatch(
      /^\t\t<div class="elementor-widget-container">\n\t*<div class="elementor-loop-container elementor-grid" role="list">/,
    );
    expect(postsIn(data)).toEqual([47, 45, 43, 42]);
  });

  it('combines OR, AND (with and without logicalJoin), NOT and several taxonomies', async () => {
    const posts = async (filters: unknown) =>
      postsIn(((await (await refresh({ ...ok, widget_filters: { taxonomy: filters } })).json()) as { data: string }).data);
    expect(await posts({ category: { terms: ['podcast', 'sin-categoria'], logicalJoin: 'OR' } })).toEqual([35, 1]);
    expect(await posts({ post_tag: { terms: ['wordpress', 'seguridad'], logicalJoin: 'AND' } })).toEqual([47]);
    expect(await posts({ post_tag: { terms: ['pagos'] } })).toEqual([46, 42]);
    expect(await posts({ category: { terms: ['hosting', 'tiendas-online', 'podcast'], logicalJoin: 'NOT' } })).toEqual([53, 1]);
    expect(await posts({ category: { terms: ['hosting'] }, post_tag: { terms: ['pagos'] } })).toEqual([42]);
  });

  it('matches Spanish and non-Latin slugs in either spelling', async () => {
    const posts = async (tax: string, term: string) =>
      postsIn(
        ((await (await refresh({ ...ok, widget_filters: { taxonomy: { [tax]: { terms: [term] } } } })).json()) as { data: string }).data,
      );
    expect(await posts('post_tag', 'niños')).toEqual([46, 44]);
    expect(await posts('category', 'новости')).toEqual([53]);
    expect(await posts('category', '%d0%bd%d0%be%d0%b2%d0%be%d1%81%d1%82%d0%b8')).toEqual([53]);
    expect(await posts('post_tag', 'お知らせ')).toEqual([53, 44]);
  });

  it('says when nothing matches, and points page links at the route itself, as the real answer does', async () => {
    const none = (
      (await (
        await refresh({ ...ok, widget_filters: { taxonomy: { category: { terms: ['hosting', 'podcast'], logicalJoin: 'AND' } } } })
      ).json()) as { data: string }
    ).data;
    expect(none).toContain('<p class="e-loop-nothing-found-message__text">No se han encontrado entradas.</p>');
    const all = ((await (await refresh(ok)).json()) as { data: string }).data;
    expect(postsIn(all)).toEqual([53, 47, 46, 45]);
    expect(all).toContain(`href="${ORIGIN}/wp-json/elementor-pro/v1/refresh-loop/page/2/"`);
  });

  it('400 rest_invalid_param for a widget id that is not 7 letters and digits (recorded 59), a bad post id or URL', async () => {
    const res = await refresh({ ...ok, widget_id: 'nope' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Parámetro(s) no válido(s): widget_id',
      data: { status: 400, params: { widget_id: 'Parámetro no válido. ' }, details: [] },
    });
    const several = await refresh({ ...ok, post_id: 'cincuenta', pagination_base_url: 'http://tienda.test/categoría/' });
    expect(((await several.json()) as { message: string }).message).toBe('Parámetro(s) no válido(s): post_id, pagination_base_url');
    expect((await refresh({ ...ok, pagination_base_url: 'http://tienda.test/categor%C3%ADa/' })).status).toBe(200);
  });

  it('400 for missing parameters and a body that is not JSON', async () => {
    const missing = await refresh({ post_id: 50 });
    expect(missing.status).toBe(400);
    expect((await missing.json()) as { code: string; message: string }).toMatchObject({
      code: 'rest_missing_callback_param',
      message: 'Parámetro(s) que falta(n): widget_id, widget_filters, pagination_base_url',
    });
    const broken = await refresh('{"post_id": 50,');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: string }).code).toBe('rest_invalid_json');
  });

  it('401 rest_forbidden for a widget that is not that post’s loop grid (recorded 60)', async () => {
    for (const body of [
      { ...ok, post_id: 56 },
      { ...ok, widget_id: 'd49ad14' },
    ]) {
      const res = await refresh(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        code: 'rest_forbidden',
        message: 'Lo siento, no tienes permisos para hacer eso.',
        data: { status: 401 },
      });
    }
  });

  it('takes the page’s X-WP-Nonce, and refuses a stale one before anything else', async () => {
    const nonce = configOf(await shopper.html('/blog-filtrado/')).nonce as string;
    expect((await refresh(ok, { 'X-WP-Nonce': nonce })).status).toBe(200);
    expect((await refresh(ok, { 'X-WP-Nonce': '0000000000' })).status).toBe(403);
  });
});

describe('the filtered blog page', () => {
  it('prints the bars with links to the filtered page and the listing the URL asks for', async () => {
    const html = await shopper.html('/blog-filtrado/?e-filter-f1584e6-category=hosting~podcast&utm_source=boletin&paged=2');
    expect(postsIn(html)).toEqual([47, 45, 43, 42]);
    expect(pressed(html)).toEqual(['hosting', 'podcast', '__all']); // the tag bar has no filter
    // Each term's link is the URL a click leads to: joined with ~ (OR), the page dropped, the rest kept.
    expect(html).toContain(
      'href="/blog-filtrado/?utm_source=boletin&amp;e-filter-f1584e6-category=hosting~podcast~sin-categoria" role="button" data-filter="sin-categoria" aria-pressed="false"',
    );
    expect(html).toContain(
      'href="/blog-filtrado/?utm_source=boletin&amp;e-filter-f1584e6-category=podcast" role="button" data-filter="hosting" aria-pressed="true"',
    );
    expect(html).toContain('href="/blog-filtrado/?utm_source=boletin" role="button" data-filter="__all" aria-pressed="false"');
    expect(html).toContain(`<search class="e-filter" role="search" data-base-url="${BASE}" data-page-num="1">`);
  });

  it('pages keep the filter, and a page past the last is not found', async () => {
    const html = await shopper.html('/blog-filtrado/2/?e-filter-f1584e6-post_tag=wordpress');
    expect(postsIn(html)).toEqual([]); // three posts: one page
    expect((await shopper.request('/blog-filtrado/2/?e-filter-f1584e6-post_tag=wordpress')).status).toBe(404);
    const second = await shopper.html('/blog-filtrado/2/');
    expect(postsIn(second)).toEqual([44, 43, 42, 35]);
    expect(second).toContain('data-page-num="2"');
    const first = await shopper.html('/blog-filtrado/?e-filter-f1584e6-category=!hosting');
    expect(postsIn(first)).toEqual([53, 46, 44, 35]);
    expect(first).toContain('href="/blog-filtrado/2/?e-filter-f1584e6-category=!hosting"');
  });

  it('reads AND from + and Spanish and non-Latin slugs from the URL', async () => {
    expect(postsIn(await shopper.html('/blog-filtrado/?e-filter-f1584e6-post_tag=wordpress+seguridad'))).toEqual([47]);
    expect(postsIn(await shopper.html('/blog-filtrado/?e-filter-f1584e6-post_tag=ni%C3%B1os'))).toEqual([46, 44]);
    const russian = await shopper.html('/blog-filtrado/?e-filter-f1584e6-category=%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8');
    expect(postsIn(russian)).toEqual([53]);
    expect(pressed(russian)).toEqual(['%d0%bd%d0%be%d0%b2%d0%be%d1%81%d1%82%d0%b8', '__all']);
  });
});
