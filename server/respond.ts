// Response helpers with the headers WordPress sends on dynamic answers (recorded/endpoints/*.http).

const noCache = {
  'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
  Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
  'X-Content-Type-Options': 'nosniff',
};

/** wp_send_json: JSON with the admin/AJAX headers. */
export function json(data: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { ...noCache, 'X-Robots-Tag': 'noindex', 'Content-Type': 'application/json; charset=UTF-8', ...extra },
  });
}

/** A bare text/html body, as admin-ajax.php and wp_die() answer ("0", "-1", a nonce, ""). */
export function text(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { ...noCache, 'X-Robots-Tag': 'noindex', 'Content-Type': 'text/html; charset=UTF-8' },
  });
}

export function page(body: string, status = 200): Response {
  return new Response(body, { status, headers: { ...noCache, 'Content-Type': 'text/html; charset=UTF-8' } });
}

/** wp_safe_redirect: 302 with X-Redirect-By, headers left mutable for the session cookies. */
export function redirect(location: string, status = 302): Response {
  return new Response(null, {
    status,
    headers: { ...noCache, Location: location, 'X-Redirect-By': 'WordPress', 'Content-Type': 'text/html; charset=UTF-8' },
  });
}
