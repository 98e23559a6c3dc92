// The site-wide calls of docs/site-extras.md, as WordPress and its plugins answer them: the
// coming-soon banner's user meta (wp/v2/users/{id}), media uploads and their post-process
// (wp/v2/media, docs/network.md#media-upload), and the admin-ajax actions eael_get_token,
// elementor_send_clicks and query-attachments (docs/network.md#admin-ajax).
import { esc } from '../html.ts';
import { LOGGED_IN_COOKIE, md5 } from '../session.ts';
import { json, text } from '../respond.ts';
import type { Visit } from '../visit.ts';

const META_KEY = 'coming_soon_banner_dismissed';
/** A file whose name has this in it is stored, but its sizes can never be made (a 5xx upload). */
export const BROKEN_UPLOAD = 'sin-subtamanos';

/** The stand-in user's login (the logged-in cookie's value), or null for a visitor. */
function login(v: Visit): string | null {
  return v.session.loggedIn ? v.session.cookies.get(LOGGED_IN_COOKIE) || 'admin' : null;
}

/** A stable user id per login: 'admin' is 1, as on a fresh WordPress. */
export function userId(name: string): number {
  return name === 'admin' ? 1 : (parseInt(md5(name).slice(0, 6), 16) % 90_000) + 2;
}

function meta(v: Visit, name: string): string {
  const row = v.shop.db.prepare('SELECT meta_value FROM user_meta WHERE user_login = ? AND meta_key = ?').get(name, META_KEY) as
    | { meta_value: string }
    | undefined;
  return row?.meta_value ?? '';
}

/**
 * WooCommerce's coming-soon footer banner (LaunchYourStore::maybe_add_coming_soon_banner_on_frontend):
 * printed in the footer for a logged-in manager until the flag is 'yes'. The fixture shop is always
 * in "coming soon" mode for its logged-in user.
 */
export function comingSoonBanner(v: Visit): string {
  const name = login(v);
  if (!name || v.url.searchParams.has('site-preview') || meta(v, name) === 'yes') return '';
  const rest = `${v.origin}/wp-json/wp/v2/users/${userId(name)}`;
  const link = '/wp-admin/admin.php?page=wc-settings&amp;tab=site-visibility';
  return `<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>
			Esta página está en modo «Próximamente» y solo es visible para ti y para quienes tienen permiso. Para hacerla pública para todos,&nbsp;<a href='${link}'>cambia los ajustes de visibilidad</a>
		</div><a class='coming-soon-footer-banner-dismiss' data-rest-url='${esc(rest)}' data-rest-nonce='${esc(v.session.restNonce())}'></a></div>`;
}

const REST_HEADERS = { 'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link' };
const restError = (code: string, message: string, status: number): Response =>
  json({ code, message, data: { status } }, status, REST_HEADERS);

/** The posted woocommerce_meta.coming_soon_banner_dismissed, as JSON or as a PHP-style form field. */
async function postedFlag(req: Request): Promise<string | null> {
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await req.json().catch(() => null)) as { woocommerce_meta?: Record<string, unknown> } | null;
    const value = body?.woocommerce_meta?.[META_KEY];
    return typeof value === 'string' ? value : null;
  }
  const form = await req.formData().catch(() => new FormData());
  const value = form.get(`woocommerce_meta[${META_KEY}]`);
  return typeof value === 'string' ? value : null;
}

function mediaItem(v: Visit, row: { id: number; file_name: string }): Record<string, unknown> {
  return {
    id: row.id,
    title: { rendered: esc(row.file_name) },
    source_url: `${v.origin}/wp-content/uploads/${encodeURIComponent(row.file_name)}`,
    media_type: 'image',
  };
}

/** wp/v2/users/{id} and wp/v2/media…; null for any other route. The nonce was checked before. */
export async function siteExtrasRest(v: Visit, route: string, method: string): Promise<Response | null> {
  const user = /^\/wp\/v2\/users\/(\d+)$/.exec(route);
  if (user) {
    const name = login(v);
    if (!name) return restError('rest_not_logged_in', 'No has iniciado sesión.', 401);
    if (Number(user[1]) !== userId(name))
      return restError('rest_cannot_edit', 'Lo siento, no tienes permisos para editar este usuario.', 403);
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      const flag = await postedFlag(v.req);
      if (flag !== null) {
        v.shop.db.prepare('INSERT OR REPLACE INTO user_meta (user_login, meta_key, meta_value) VALUES (?, ?, ?)').run(name, META_KEY, flag);
      }
    }
    return json({ id: userId(name), name, slug: name, woocommerce_meta: { [META_KEY]: meta(v, name) } }, 200, REST_HEADERS);
  }
  if (!route.startsWith('/wp/v2/media')) return null;
  if (!login(v)) return restError('rest_cannot_create', 'Lo siento, no tienes permisos para subir archivos en este sitio.', 401);
  if (route === '/wp/v2/media' && method === 'POST') {
    const form = await v.req.formData().catch(() => new FormData());
    const file = form.get('file');
    // Not `instanceof File`: the File class of whoever parsed the body may not be this realm's global.
    if (!file || typeof file === 'string') return restError('rest_upload_no_data', 'No se han proporcionado datos.', 400);
    const { lastInsertRowid } = v.shop.db.prepare('INSERT INTO media (file_name, created_at) VALUES (?, ?)').run(file.name, Date.now());
    const row = { id: Number(lastInsertRowid), file_name: file.name };
    // WordPress stored the file and died making its sizes: it names the attachment so the client can finish.
    if (file.name.includes(BROKEN_UPLOAD)) {
      return new Response('<p>Ha habido un error crítico en esta web.</p>', {
        status: 500,
        headers: { 'Content-Type': 'text/html; charset=UTF-8', 'X-WP-Upload-Attachment-ID': String(row.id) },
      });
    }
    return json(mediaItem(v, row), 201, REST_HEADERS);
  }
  const one = /^\/wp\/v2\/media\/(\d+)(\/post-process)?$/.exec(route);
  const row = one
    ? (v.shop.db.prepare('SELECT id, file_name FROM media WHERE id = ?').get(Number(one[1])) as
        | { id: number; file_name: string }
        | undefined)
    : undefined;
  if (!one || !row) return restError('rest_post_invalid_id', 'ID de entrada no válido.', 404);
  if (one[2] && method === 'POST') {
    if (row.file_name.includes(BROKEN_UPLOAD))
      return restError('rest_upload_image_error', 'No se han podido crear los tamaños de la imagen.', 500);
    return json(mediaItem(v, row), 200, REST_HEADERS);
  }
  if (method === 'DELETE') {
    v.shop.db.prepare('DELETE FROM media WHERE id = ?').run(row.id);
    return json({ deleted: true, previous: mediaItem(v, row) }, 200, REST_HEADERS);
  }
  return json(mediaItem(v, row), 200, REST_HEADERS);
}

/** The admin-ajax actions of this page; null for any other. */
export function siteExtrasAjax(v: Visit, action: string, form: FormData): Response | null {
  // Essential Addons' page-cache-safe token: open to visitors (wp_ajax_nopriv_ too).
  if (action === 'eael_get_token') return json({ success: true, data: { nonce: v.session.nonceFor('essential-addons-elementor') } });
  if (action === 'elementor_send_clicks') {
    // check_ajax_referer: a wrong nonce dies with 403 and "-1".
    if (form.get('_nonce') !== v.session.nonceFor('elementor-floating-buttons')) return text('-1', 403);
    const ids = form
      .getAll('clicks[]')
      .map((id) => Number(id))
      .filter((id) => Number.isInteger(id) && id > 0);
    const add = v.shop.db.prepare(
      'INSERT INTO floating_clicks (document_id, clicks) VALUES (?, 1) ON CONFLICT(document_id) DO UPDATE SET clicks = clicks + 1',
    );
    for (const id of ids) add.run(id);
    return json({ success: true, data: {} });
  }
  if (action === 'elementor_clicks_count') {
    // Tests only: what the site's back office would show as each floating button's clicks.
    const rows = v.shop.db.prepare('SELECT document_id, clicks FROM floating_clicks ORDER BY document_id').all() as {
      document_id: number;
      clicks: number;
    }[];
    return json({ success: true, data: Object.fromEntries(rows.map((r) => [r.document_id, r.clicks])) });
  }
  if (action === 'query-attachments') {
    // wp_ajax_query_attachments: needs upload_files; the total goes in X-WP-Total.
    if (!login(v)) return json({ success: false });
    const perPage = Math.max(1, Number(form.get('query[posts_per_page]')) || 40);
    const page = Math.max(1, Number(form.get('query[paged]')) || 1);
    const rows = v.shop.db.prepare('SELECT id, file_name FROM media ORDER BY id DESC').all() as { id: number; file_name: string }[];
    const list = rows.slice((page - 1) * perPage, page * perPage).map((row) => mediaItem(v, row));
    return json({ success: true, data: list }, 200, {
      'X-WP-Total': String(rows.length),
      'X-WP-TotalPages': String(Math.ceil(rows.length / perPage)),
    });
  }
  return null;
}
