// Traffic-source tracking in the cookie format WooCommerce's order attribution reads (the
// sourcebuster `sbjs_*` cookies), so orders keep their attribution whichever script set it.
// Values are `key=value` pairs joined by `|||`; a missing value is "(none)".

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

export interface Source {
  typ: SourceType;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  trm: string;
  id: string;
  plt: string;
  fmt: string;
  tct: string;
}

const NONE = '(none)';

/** Search engines recognised by referrer host: host fragment → source name. */
const SEARCH_ENGINES: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)google\./, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)search\.yahoo\./, 'yahoo'],
  [/(^|\.)yandex\./, 'yandex'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)ecosia\.org$/, 'ecosia'],
  [/(^|\.)search\.brave\.com$/, 'brave'],
  [/(^|\.)qwant\.com$/, 'qwant'],
];

const UTM: ReadonlyArray<[keyof Source, string]> = [
  ['src', 'utm_source'],
  ['mdm', 'utm_medium'],
  ['cmp', 'utm_campaign'],
  ['cnt', 'utm_content'],
  ['trm', 'utm_term'],
  ['id', 'utm_id'],
  ['plt', 'utm_source_platform'],
  ['fmt', 'utm_creative_format'],
  ['tct', 'utm_marketing_tactic'],
];

function source(typ: SourceType, src: string, mdm: string, extra: Partial<Source> = {}): Source {
  return { typ, src, mdm, cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE, ...extra };
}

/**
 * Where this page view came from. A campaign URL (utm_* or a Google/Yandex click id) is `utm`; a
 * referrer from a search engine is `organic`; from any other host, `referral`; no referrer or one
 * from this site is `typein`, with source "(direct)" and medium "(none)".
 */
export function classify(pageUrl: string, referrer: string): Source {
  const url = new URL(pageUrl);
  const q = url.searchParams;
  if (UTM.some(([, param]) => q.get(param)) || q.get('gclid') || q.get('yclid')) {
    const s = source('utm', q.get('gclid') ? 'google' : q.get('yclid') ? 'yandex' : NONE, q.get('gclid') || q.get('yclid') ? 'cpc' : NONE);
    for (const [key, param] of UTM) {
      const v = q.get(param);
      if (v) s[key] = v as never;
    }
    return s;
  }
  const ref = parseUrl(referrer);
  if (!ref || ref.hostname === url.hostname) return source('typein', '(direct)', NONE);
  const host = ref.hostname.replace(/^www\./, '');
  const engine = SEARCH_ENGINES.find(([re]) => re.test(host));
  if (engine) return source('organic', engine[1], 'organic', { trm: ref.searchParams.get('q') || NONE });
  return source('referral', host, 'referral', { cnt: ref.pathname });
}

/** True when a new visit's source should replace the one stored: never for direct or internal hits. */
export function replaces(hit: Source, stored: Source | null): boolean {
  return !stored || hit.typ !== 'typein';
}

function parseUrl(value: string): URL | null {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}

export function encode(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join('|||');
}

/** A Map, not an object: the keys come from a cookie, and a key such as `constructor` or
 * `__proto__` must read as itself, never as Object.prototype's. */
export function decode(cookie: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of (cookie ?? '').split('|||')) {
    const at = pair.indexOf('=');
    if (at > 0) out.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return out;
}

/** "YYYY-MM-DD hh:mm:ss" in UTC (timezone_offset 0), the format of the session start time. */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
