// The contact-form-7/v1 calls (docs/contact-form.md#endpoints), under the plugin's own REST root when the page prints it.
// Never with X-WP-Nonce: a cached page's stale nonce turns every submit into a 403 even for
// anonymous visitors, who cannot refresh it.
import { isWebUrl } from '../../../runtime/ui/web-address.ts';
import { excerpt } from '../../../runtime/core/excerpt.ts';
import { t } from '../../../runtime/i18n/index.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { NetError } from '../../../runtime/net/http.ts';
import { rest } from '../../../runtime/net/rest.ts';
import { parseFeedback, parseRefill, parseSchema, type FeedbackResponse } from './answers.ts';
import type { Refill } from './controls.ts';
import type { Schema } from '../../../rules/contact-form/checks.ts';

export type { FeedbackResponse };

const NAMESPACE = 'contact-form-7/v1';
// Slash-separated segments such as 'contact-form-7/v1'; a segment may not start with a dot, so a
// namespace cannot climb out of the root with '..'.
const NAMESPACE_SHAPE = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/;

/** Roots already reported as unusable, so a page with a bad global logs once, not on every call. */
const reported = new Set<string>();

/** A root not followed, said once; a root on another site is an error (the form's fields would go there). */
function unusable(root: unknown, elsewhere = false): null {
  const raw = excerpt(root, 200);
  if (!reported.has(raw)) {
    reported.add(raw);
    if (elsewhere)
      console.error(`[islands:contact-form] wpcf7.api.root ${raw} is not on this site (${location.origin}); using the site's REST root`);
    else console.warn(`[islands:contact-form] wpcf7.api.root ${raw} is not an http(s) URL; using the site's REST root`);
  }
  return null;
}

/**
 * The REST root and namespace the plugin prints for its own script (`var wpcf7 = {"api":{"root":
 * …,"namespace":…}}`), as an absolute root ending in '/'. Its root is WordPress' rest_url(), so it
 * is right where our site configuration can only guess: a plain-permalink site ('/?rest_route=/')
 * with no islands-config and no wpApiSettings would otherwise be sent to '/wp-json/'. Null when the
 * page has no such global; a root that is not an http(s) URL of this page's origin is not followed.
 */
function pluginApi(): { root: string; namespace: string } | null {
  const api = pageGlobal<{ api?: unknown }>('wpcf7')?.api;
  if (!api || typeof api !== 'object') return null;
  const { root, namespace } = api as { root?: unknown; namespace?: unknown };
  if (typeof root !== 'string' || !root.trim()) return unusable(root);
  let url: URL;
  try {
    url = new URL(root.trim(), document.baseURI);
  } catch {
    return unusable(root);
  }
  if (!isWebUrl(url)) return unusable(root);
  // The visitor's message goes where the root points: never to another site.
  if (url.origin !== location.origin) return unusable(root, true);
  const ns = typeof namespace === 'string' ? namespace.replace(/^\/+|\/+$/g, '') : '';
  // rest_url() always ends in '/' ('…/wp-json/', '…/?rest_route=/'); a hand-written root may not.
  const href = url.href.endsWith('/') ? url.href : `${url.href}/`;
  return { root: href, namespace: NAMESPACE_SHAPE.test(ns) ? ns : NAMESPACE };
}

/**
 * The URL of one call: under the plugin's root when it printed one (absolute, so rest() takes it as
 * is), else a path rest() puts under siteConfig().restRoot. A query-style root ('…/?rest_route=/')
 * takes the path inside its rest_route value, which is simply appended: these paths have no query.
 */
function endpoint(id: string, action: string): string {
  const path = `contact-forms/${encodeURIComponent(id)}/${action}`;
  const plugin = pluginApi();
  return plugin ? `${plugin.root}${plugin.namespace}/${path}` : `${NAMESPACE}/${path}`;
}

/** POSTs the form as multipart (FormData: fetch writes the boundary); rejects with NetError, or the abort of `signal`. */
export async function sendFeedback(id: string, body: FormData, signal: AbortSignal): Promise<FeedbackResponse> {
  const answer = await rest<unknown>(endpoint(id, 'feedback'), { method: 'POST', body, nonce: false, signal });
  const res = parseFeedback(answer);
  if (!res)
    throw new NetError('invalid_json', t('invalidJson'), { data: `[islands:contact-form] unexpected feedback ${excerpt(answer, 200)}` });
  return res;
}

/** New quiz questions and captcha images (an empty list when the form has neither). */
export async function fetchRefill(id: string, signal: AbortSignal): Promise<Refill> {
  return parseRefill(await rest<unknown>(endpoint(id, 'refill'), { nonce: false, signal }));
}

/** The rule schema; null when the form has none (the server answers []). */
export async function fetchSchema(id: string, signal: AbortSignal): Promise<Schema | null> {
  return parseSchema(await rest<unknown>(endpoint(id, 'feedback/schema'), { nonce: false, signal }));
}
