// POST /wp-json/elementor-pro/v1/refresh-loop (SPEC §7, recorded/endpoints 56-60): the loop grid
// of the filtered blog for the filters in the body, answered as {"data": "<div class=
// \"elementor-widget-container\">…"}. WordPress checks the arguments first (400
// rest_invalid_param, or rest_missing_callback_param), then the permission: the post must be
// published and hold that loop-grid widget (401 rest_forbidden).
import { isWidgetId, termKey, type LogicalJoin, type TaxonomyFilter } from '../../rules/loop-filter.ts';
import { json } from '../respond.ts';
import { loadBlog, loopContainer } from '../render/blog.ts';
import type { Visit } from '../visit.ts';

export const REFRESH_LOOP = '/elementor-pro/v1/refresh-loop';

const REST_HEADERS = {
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
  'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
};

const restError = (code: string, message: string, data: Record<string, unknown>): Response =>
  json({ code, message, data }, Number(data.status), REST_HEADERS);

/** PHP's FILTER_VALIDATE_URL: ASCII only, with a scheme and a host (elementor#25222: a raw ñ fails). */
function isValidUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[\x21-\x7e]+$/.test(value)) return false;
  try {
    return !!new URL(value).host;
  } catch {
    return false;
  }
}

const ARGS: Record<string, (value: unknown) => boolean> = {
  post_id: (v) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(v)),
  widget_id: (v) => typeof v === 'string' && isWidgetId(v),
  widget_filters: (v) => typeof v === 'object' && v !== null,
  pagination_base_url: isValidUrl,
};

/** widget_filters.taxonomy → the filters; a term list without logicalJoin is the single-term kind. */
function bodyFilters(raw: unknown): Map<string, TaxonomyFilter> {
  const filters = new Map<string, TaxonomyFilter>();
  const byTaxonomy = (raw as { taxonomy?: unknown }).taxonomy;
  if (!byTaxonomy || typeof byTaxonomy !== 'object') return filters;
  for (const [taxonomy, value] of Object.entries(byTaxonomy)) {
    const { terms, logicalJoin } = (value ?? {}) as { terms?: unknown; logicalJoin?: unknown };
    const list = (Array.isArray(terms) ? terms : Object.values(terms ?? {})).filter((t): t is string => typeof t === 'string' && t !== '');
    const join: LogicalJoin = logicalJoin === 'AND' || logicalJoin === 'OR' || logicalJoin === 'NOT' ? logicalJoin : 'DISABLED';
    if (list.length) filters.set(taxonomy, { terms: list.map(termKey), logicalJoin: join });
  }
  return filters;
}

export async function refreshLoop(v: Visit, method: string): Promise<Response> {
  if (method !== 'POST') {
    return restError('rest_no_route', 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.', {
      status: 404,
    });
  }
  let body: Record<string, unknown>;
  try {
    const text = await v.req.text();
    body = text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!body || typeof body !== 'object' || Array.isArray(body)) body = {};
  } catch {
    return restError('rest_invalid_json', 'Ha pasado un cuerpo JSON no válido.', {
      status: 400,
      json_error_code: 4,
      json_error_message: 'Syntax error',
    });
  }
  const missing = Object.keys(ARGS).filter((name) => body[name] === undefined || body[name] === null);
  if (missing.length)
    return restError('rest_missing_callback_param', `Parámetro(s) que falta(n): ${missing.join(', ')}`, { status: 400, params: missing });
  const invalid = Object.keys(ARGS).filter((name) => !ARGS[name]!(body[name]));
  if (invalid.length) {
    const params = Object.fromEntries(invalid.map((name) => [name, 'Parámetro no válido. ']));
    return restError('rest_invalid_param', `Parámetro(s) no válido(s): ${invalid.join(', ')}`, { status: 400, params, details: [] });
  }
  const blog = loadBlog(v.shop.rootDir);
  if (Number(body.post_id) !== blog.page.id || body.widget_id !== blog.loop.widgetId) {
    return restError('rest_forbidden', 'Lo siento, no tienes permisos para hacer eso.', { status: 401 });
  }
  // As recorded: the answer's page links point at the REST route itself (the client mends them).
  const pageUrl = (n: number) => `${v.origin}/wp-json${REFRESH_LOOP}/page/${n}/`;
  return json({ data: loopContainer(v, blog, bodyFilters(body.widget_filters), 1, pageUrl) }, 200, { ...REST_HEADERS, Allow: 'POST' });
}
