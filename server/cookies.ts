// Cookie header parsing and Set-Cookie strings, shaped like the ones WordPress sends.

export function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      jar.set(name, decodeURIComponent(raw));
    } catch {
      jar.set(name, raw);
    }
  }
  return jar;
}

export interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
}

export function setCookie(name: string, value: string, opts: CookieOptions = {}): string {
  let cookie = `${name}=${encodeURIComponent(value)}`;
  if (opts.maxAge !== undefined) {
    cookie += `; expires=${new Date(Date.now() + opts.maxAge * 1000).toUTCString()}; Max-Age=${opts.maxAge}`;
  }
  cookie += '; path=/';
  if (opts.httpOnly) cookie += '; HttpOnly';
  return cookie;
}

/** WordPress deletes a cookie by setting it in the past (wc_setcookie with expire time() - HOUR). */
export function expireCookie(name: string, value: string): string {
  return `${name}=${value}; expires=${new Date(Date.now() - 3600_000).toUTCString()}; Max-Age=0; path=/`;
}
