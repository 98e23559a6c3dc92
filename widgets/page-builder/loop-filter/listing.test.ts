// The filter bar's props and the listing's refresh in jsdom, against a real HTTP server that
// answers refresh-loop (runtime/net/test-server.ts): the body and its spelling of slugs, the
// nonce rules, the swap with mended page links, the answer order, a failure.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { echo, json, startServer, type TestServer } from '../../../runtime/net/test-server.ts';
import type { Listing } from './listing.ts';
import { parseBarProps, type BarProps } from './props.ts';

const RUSSIAN = '%d0%bd%d0%be%d0%b2%d0%be%d1%81%d1%82%d0%b8';
const stale = { code: 'rest_cookie_invalid_nonce', message: 'Ha fallado la comprobación de la cookie', data: { status: 403 } };
let server: TestServer;
let answer: (body: Record<string, unknown>, hit: { headers: Record<string, unknown> }) => [number, unknown, number?] = () => [
  200,
  { data: '' },
];

const item = (id: number) =>
  `<div data-elementor-type="loop-item" class="elementor e-loop-item e-loop-item-${id} post-${id}"><h3>${id}</h3></div>`;
const container = (ids: number[], pages = '') =>
  `<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid" role="list"><style>.x{}</style>${ids.map(item).join('')}</div>${pages}</div>`;

function page(settings: Record<string, unknown>, terms: string): HTMLElement {
  document.body.innerHTML = `
    <div data-elementor-type="wp-page" data-elementor-id="50">
      <div class="elementor-element elementor-element-d49ad14 elementor-widget-taxonomy-filter" data-settings='${JSON.stringify(settings)}'>
        <search class="e-filter" role="search" data-base-url="${location.origin}/blog-filtrado/" data-page-num="1">
${terms}
        </search>
      </div>
      <div class="elementor-element elementor-element-f1584e6 elementor-widget-loop-grid">${container([53, 47, 46, 45])}</div>
    </div>`;
  return document.querySelector<HTMLElement>('search.e-filter')!;
}

const links = () =>
  page(
    { selected_element: 'f1584e6', taxonomy: 'category', multiple_selection: 'yes', logical_combination: 'OR' },
    `<a class="e-filter-item" href="?a" role="button" data-filter="hosting" aria-pressed="false">Hosting</a>
     <a class="e-filter-item" href="?b" role="button" data-filter="${RUSSIAN}" aria-pressed="false">Новости</a>
     <a class="e-filter-item" href="/blog-filtrado/" role="button" data-filter="__all" aria-pressed="true">Todas</a>`,
  );

const posts = () => [...document.querySelectorAll('.e-loop-item')].map((i) => Number(/e-loop-item-(\d+)/.exec(i.className)![1]));
const loop = () => document.querySelector('.elementor-element-f1584e6')!;

beforeAll(async () => {
  server = await startServer((hit, res) => {
    const url = new URL(hit.url, server.base);
    if (url.pathname === '/wp-admin/admin-ajax.php') return void res.writeHead(400, { 'Content-Type': 'text/html' }).end('0');
    const [status, body, delay] = answer(JSON.parse(hit.body || '{}') as Record<string, unknown>, hit);
    setTimeout(() => json(res, status, body), delay ?? 0);
  });
});
afterAll(() => server.close());

let listingFor: (loopId: string) => Listing;
let listItems: (scope: ParentNode) => void;
let configureFor: (base: string, extra?: Record<string, unknown>) => void;
beforeEach(async () => {
  // A fresh listing per test (it lives as long as the page), and the configuration it reads.
  vi.resetModules();
  ({ listingFor, listItems } = await import('./listing.ts'));
  ({ configureFor } = await import('../../../runtime/net/test-server.ts'));
  configureFor(server.base, { nonce: 'pagenonce0' });
  history.replaceState(null, '', '/blog-filtrado/');
  server.hits.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('parseBarProps', () => {
  it('reads the plugin’s recorded bar: buttons, single choice, "All" last, the whitespace between', () => {
    const el = page(
      { selected_element: 'f1584e6', taxonomy: 'category', multiple_selection: 'no', horizontal_scroll: 'disable' },
      `<button class="e-filter-item" data-filter="hosting" aria-pressed="false">Hosting</button>
       <button class="e-filter-item" data-filter="__all" aria-pressed="true">
         All   </button>`,
    );
    const props = parseBarProps({}, el);
    expect(props).toMatchObject({
      loopId: 'f1584e6',
      bar: { taxonomy: 'category', multiple: false, logicalJoin: 'DISABLED' },
      baseUrl: `${location.origin}/blog-filtrado/`,
      basePath: '/blog-filtrado/',
      postId: 50,
    });
    expect(props.layout.map((p) => (typeof p === 'string' ? 'text' : `${p.tag} ${p.slug} ${p.label}`))).toEqual([
      'text',
      'button hosting Hosting',
      'text',
      'button __all All',
      'text',
    ]);
  });

  it('reads links and the join; percent-encodes the base URL; stays on this origin', () => {
    const el = links();
    el.setAttribute('data-base-url', 'https://otro-sitio.es/categoría/');
    const props = parseBarProps({}, el);
    expect(props.bar).toEqual({ taxonomy: 'category', multiple: true, logicalJoin: 'OR' });
    expect(props.baseUrl).toBe('https://otro-sitio.es/categor%C3%ADa/');
    expect(props.basePath).toBe('/blog-filtrado/'); // pushState refuses another origin
  });

  it('names what is wrong, quoting it', () => {
    const el = links();
    expect(() => parseBarProps({ selected_element: 'f1584e6x', taxonomy: 'category' }, el)).toThrow(
      '[islands:loop-filter] selected_element is not an Elementor element id: "f1584e6x"',
    );
    el.closest('[data-settings]')!.setAttribute('data-settings', '{nope');
    expect(() => parseBarProps({}, el)).toThrow('[islands:loop-filter] data-settings is not a JSON object: "{nope"');
    el.insertAdjacentHTML('beforeend', '<span>?</span>');
    expect(() => parseBarProps({ selected_element: 'f1584e6', taxonomy: 'category' }, el)).toThrow(
      'Unexpected element in the filter bar: "<span>?</span>"',
    );
  });
});

describe('the listing', () => {
  const props = (): BarProps => parseBarProps({}, links());
  const signal = new AbortController().signal;

  it('posts the filters as Elementor consolidates them, slugs as printed, with the page’s nonce', async () => {
    const bar = props();
    answer = () => [200, { data: container([53]) }];
    const listing = listingFor('f1584e6');
    await listing.toggle(bar, RUSSIAN, signal);
    const hit = server.hits[0]!;
    expect(echo(hit)).toMatchObject({
      method: 'POST',
      nonce: 'pagenonce0',
      type: 'application/json',
      url: '/wp-json/elementor-pro/v1/refresh-loop?_locale=user',
    });
    expect(JSON.parse(hit.body)).toEqual({
      post_id: 50,
      widget_filters: { taxonomy: { category: { terms: [RUSSIAN] } } },
      widget_id: 'f1584e6',
      pagination_base_url: `${location.origin}/blog-filtrado/`,
    });
    expect(posts()).toEqual([53]);
    expect(decodeURIComponent(location.search)).toBe('?e-filter-f1584e6-category=новости');
    await listing.toggle(bar, 'hosting', signal);
    expect(JSON.parse(server.hits[1]!.body).widget_filters).toEqual({
      taxonomy: { category: { terms: [RUSSIAN, 'hosting'], logicalJoin: 'OR' } },
    });
  });

  it('goes without a nonce when the page has none, and again without one after a stale nonce', async () => {
    const bar = props();
    answer = (_, hit) => (hit.headers['x-wp-nonce'] ? [403, stale] : [200, { data: container([47]) }]);
    await listingFor('f1584e6').toggle(bar, 'hosting', signal);
    expect(server.hits.map((h) => `${h.method} ${h.url} ${h.headers['x-wp-nonce'] ?? '-'}`)).toEqual([
      'POST /wp-json/elementor-pro/v1/refresh-loop?_locale=user pagenonce0',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce -', // an anonymous visitor gets no fresh one
      'POST /wp-json/elementor-pro/v1/refresh-loop -',
    ]);
    expect(posts()).toEqual([47]);

    configureFor(server.base, { nonce: '' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.hits.length = 0;
    await listingFor('f1584e6').toggle(bar, 'hosting', signal);
    expect(server.hits.map((h) => `${h.url} ${h.headers['x-wp-nonce'] ?? '-'}`)).toEqual(['/wp-json/elementor-pro/v1/refresh-loop -']);
    expect(error).not.toHaveBeenCalled();
  });

  it('mends the answer’s page links to the listing’s pages with the filter, and gives the loop items their listitem role', async () => {
    const bar = props();
    const route = `${server.base}/wp-json/elementor-pro/v1/refresh-loop/page/`;
    answer = () => [
      200,
      {
        data: container(
          [47, 46],
          `<div class="e-load-more-anchor" data-next-page="${route}2/"></div><nav><a class="page-numbers" href="${route}2/">2</a><a href="/otra/">otra</a></nav>`,
        ),
      },
    ];
    await listingFor('f1584e6').toggle(bar, 'hosting', signal);
    expect(document.querySelector('a.page-numbers')!.getAttribute('href')).toBe('/blog-filtrado/2/?e-filter-f1584e6-category=hosting');
    expect(document.querySelector('[data-next-page]')!.getAttribute('data-next-page')).toBe(
      '/blog-filtrado/2/?e-filter-f1584e6-category=hosting',
    );
    expect(document.querySelector('a[href="/otra/"]')).not.toBeNull();
    expect([...document.querySelectorAll('.e-loop-item')].map((i) => i.getAttribute('role'))).toEqual(['listitem', 'listitem']);
    document.body.innerHTML = container([1]);
    listItems(document);
    expect(document.querySelector('.e-loop-item')!.getAttribute('role')).toBe('listitem');
  });

  it('aborts the older request: its late answer never lands, and history gets the last listing only', async () => {
    const bar = props();
    answer = (body) =>
      JSON.stringify(body.widget_filters).includes('hosting') && !JSON.stringify(body.widget_filters).includes(RUSSIAN)
        ? [200, { data: container([1]) }, 300]
        : [200, { data: container([2]) }];
    const listing = listingFor('f1584e6');
    const pushes = vi.spyOn(history, 'pushState');
    const first = listing.toggle(bar, 'hosting', signal);
    await vi.waitFor(() => expect(server.hits).toHaveLength(1));
    expect(loop().classList.contains('e-loading-overlay')).toBe(true);
    await listing.toggle(bar, RUSSIAN, signal);
    await first;
    await new Promise((r) => setTimeout(r, 400));
    expect(posts()).toEqual([2]);
    expect(pushes.mock.calls.map((c) => decodeURIComponent(String(c[2])))).toEqual([
      '/blog-filtrado/?e-filter-f1584e6-category=hosting~новости',
    ]);
    expect(loop().classList.contains('e-loading-overlay')).toBe(false);
  });

  it('a failure replaces nothing, puts the bars back on the listing shown and says so', async () => {
    const bar = props();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => [401, { code: 'rest_forbidden', message: 'Lo siento, no tienes permisos para hacer eso.', data: { status: 401 } }];
    const listing = listingFor('f1584e6');
    const seen: string[] = [];
    listing.$search.listen((search) => seen.push(search));
    await listing.toggle(bar, 'hosting', signal);
    expect(seen).toEqual(['?e-filter-f1584e6-category=hosting', '']);
    expect(posts()).toEqual([53, 47, 46, 45]);
    expect(location.search).toBe('');
    expect(loop().querySelector('p.islands-loop-filter-notice[role="alert"]')!.textContent).toBe(
      'No se ha podido actualizar el listado. Vuelve a intentarlo dentro de un momento.',
    );
    expect(loop().getAttribute('aria-busy')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      '[islands:loop-filter] refresh-loop failed; the listing stays as it was:',
      expect.objectContaining({ code: 'rest_forbidden', status: 401 }),
    );
  });
});
