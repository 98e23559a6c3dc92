// admin-ajax.php and the REST routes the network client is tested against
// (recorded/endpoints 61, 63, 64: rest-nonce and rest_cookie_invalid_nonce).
import { esc } from '../html.ts';
import { json, text } from '../respond.ts';
import type { Visit } from '../visit.ts';
import { contactFormRest } from './contact-form.ts';
import { REFRESH_LOOP, refreshLoop } from './refresh-loop.ts';
import { readForm } from './form-data.ts';
import { playlistNonce } from '../render/content.ts';
import { imageUrl } from '../render/image.ts';
import { audioUrl, duration, episodeDate } from '../render/podcast.ts';
import { siteExtrasAjax, siteExtrasRest } from './site-extras.ts';

export async function adminAjax(v: Visit): Promise<Response> {
  const form = await readForm(v.req);
  const action = v.url.searchParams.get('action') ?? String(form.get('action') ?? '');
  // rest-nonce is registered for logged-in users only (wp_ajax_, no wp_ajax_nopriv_).
  if (action === 'rest-nonce' && v.session.loggedIn) return text(v.session.rotateRestNonce());
  if (action === 'get_playlist_items') return playlistItems(v);
  const extra = siteExtrasAjax(v, action, form);
  if (extra) return extra;
  // admin-ajax.php with no handler for the action: 400 and the body "0".
  return text('0', 400);
}

/**
 * Seriously Simple Podcasting's playlist pages (GET, open to visitors): `atts` JSON with `limit`,
 * `page`, `player_id` and that player's nonce, checked in the plugin's order; every failure is a
 * 200 with success:false (recorded 50-55). Strings go out through esc_html, as the plugin sends them.
 */
function playlistItems(v: Visit): Response {
  const q = v.url.searchParams;
  const fail = (message: string): Response => json({ success: false, data: { message } });
  const [attsRaw = '', pageRaw = '', playerId = '', nonce = ''] = ['atts', 'page', 'player_id', 'nonce'].map((k) => q.get(k) ?? '');
  // PHP's FILTER_VALIDATE_INT: a page that is not a whole number is as good as missing.
  const page = /^[+-]?\d+$/.test(pageRaw.trim()) ? Number(pageRaw) : 0;
  if (!attsRaw || !page || !playerId || !nonce) return fail('Missing required parameters');
  let atts: unknown;
  try {
    atts = JSON.parse(attsRaw);
  } catch {
    atts = null;
  }
  if (!atts || typeof atts !== 'object') return fail('Invalid attributes format');
  if (page < 1 || page > 1000) return fail('Invalid page number');
  if (!/^[a-z0-9-]+$/.test(playerId)) return fail('Invalid player ID format');
  if (!v.session.id || nonce !== playlistNonce(v, playerId)) return fail('Security check failed');
  const limit = Number((atts as { limit?: unknown }).limit) || 10;
  const { podcast } = v.shop.catalogue.content;
  return json({
    success: true,
    data: podcast.episodes.slice((page - 1) * limit, page * limit).map((e) => ({
      episode_id: e.id,
      date: esc(episodeDate(e.date)),
      duration: esc(duration(e.seconds)),
      audio_file: esc(v.origin + audioUrl(podcast, e)),
      album_art: { src: esc(v.origin + imageUrl(podcast.image, 100)) },
      podcast_title: esc(podcast.title),
      title: esc(e.title),
      excerpt: esc(e.excerpt),
    })),
  });
}

const REST_HEADERS = {
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
  'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
};

const restError = (code: string, message: string, status: number): Response =>
  json({ code, message, data: { status } }, status, REST_HEADERS);

/** 250 numbered items: enough for per_page=-1 to need three pages of 100. */
const ITEM_COUNT = 250;

export async function rest(v: Visit): Promise<Response> {
  const route = v.url.pathname.replace(/^\/wp-json/, '').replace(/\/$/, '') || '/';
  // WordPress checks the nonce whenever one is sent (header or _wpnonce), before any route runs.
  const nonce = v.req.headers.get('x-wp-nonce') ?? v.url.searchParams.get('_wpnonce');
  if (nonce !== null && (!v.session.id || nonce !== v.session.restNonce())) {
    return restError('rest_cookie_invalid_nonce', 'Ha fallado la comprobación de la cookie', 403);
  }
  const method = (v.req.headers.get('x-http-method-override') ?? v.req.method).toUpperCase();
  if (route === '/islands/v1/ping') {
    let body: unknown = null;
    if (v.req.method === 'POST') body = await v.req.text();
    return json({ ok: true, method, authenticated: nonce !== null, body }, 200, REST_HEADERS);
  }
  if (route === '/islands/v1/items' && method === 'GET') return items(v);
  if (route === REFRESH_LOOP) return refreshLoop(v, method);
  const contactForm = await contactFormRest(v, route, method);
  if (contactForm) return contactForm;
  const extra = await siteExtrasRest(v, route, method);
  if (extra) return extra;
  return restError('rest_no_route', 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.', 404);
}

/** A paged collection with X-WP-Total, X-WP-TotalPages and Link rel="next", as WordPress pages. */
function items(v: Visit): Response {
  const perPage = Number(v.url.searchParams.get('per_page') ?? 10);
  const page = Number(v.url.searchParams.get('page') ?? 1);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return restError('rest_invalid_param', 'Parámetro(s) no válido(s): per_page', 400);
  }
  const totalPages = Math.ceil(ITEM_COUNT / perPage);
  if (!Number.isInteger(page) || page < 1 || page > totalPages) {
    return restError('rest_post_invalid_page_number', 'El número de página solicitado es mayor que el número de páginas disponibles.', 400);
  }
  const start = (page - 1) * perPage;
  const list = Array.from({ length: Math.min(perPage, ITEM_COUNT - start) }, (_, i) => ({ id: start + i + 1 }));
  const links: string[] = [];
  const at = (p: number): string => {
    const u = new URL(v.url);
    u.searchParams.set('page', String(p));
    return u.toString();
  };
  if (page > 1) links.push(`<${at(page - 1)}>; rel="prev"`);
  if (page < totalPages) links.push(`<${at(page + 1)}>; rel="next"`);
  const headers: Record<string, string> = { ...REST_HEADERS, 'X-WP-Total': String(ITEM_COUNT), 'X-WP-TotalPages': String(totalPages) };
  if (links.length) headers.Link = links.join(', ');
  return json(list, 200, headers);
}
