// The contact-form-7/v1 REST routes (recorded/endpoints 34–49): every submission outcome is a 200
// with a status; only a wrong body type (415), an unknown form (404) and a missing unit tag (400,
// also for a multipart body that cannot be read) are HTTP errors.
import { contactConfig, judge, lastPostedQuiz, nextQuiz, postedQuiz, quizHash, rememberPostedQuiz, type FormDef } from '../contact-form.ts';
import { json } from '../respond.ts';
import { MalformedForm, readForm } from './form-data.ts';
import type { Visit } from '../visit.ts';

const HEADERS = {
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
  'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
};

/** The answer hashes of the questions a page shows first. */
const firstHashes = (def: FormDef): Record<string, string> =>
  Object.fromEntries(Object.entries(def.quiz ?? {}).map(([field, pairs]) => [field, quizHash(pairs[0]![1])]));

const error = (code: string, message: string, status: number) => json({ code, message, data: { status } }, status, HEADERS);

/** Answers a route under /contact-form-7/v1/, or null when the path is not one of them. */
export async function contactFormRest(v: Visit, route: string, method: string): Promise<Response | null> {
  const m = /^\/contact-form-7\/v1\/contact-forms\/(\d+)\/(feedback|refill|feedback\/schema)$/.exec(route);
  if (!m) return null;
  const [, id, action] = m as unknown as [string, string, string];
  const config = contactConfig(v.shop.rootDir);
  const def = config.forms[id];
  const { messages } = config;
  if (action === 'feedback') {
    if (method !== 'POST') return null;
    if (!(v.req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      return error('wpcf7_unsupported_media_type', messages.unsupported_media_type!, 415);
    }
    if (!def) return error('wpcf7_not_found', messages.not_found!, 404);
    // PHP reads no fields from a broken multipart body, so the plugin finds no unit tag in it.
    const data = await readForm(v.req).catch((cause: unknown) => {
      if (cause instanceof MalformedForm) return new FormData();
      throw cause;
    });
    if (!/^wpcf7-f\d+(-p\d+)?-o\d+$/.test(String(data.get('_wpcf7_unit_tag') ?? ''))) {
      return error('wpcf7_unit_tag_not_found', messages.unit_tag_not_found!, 400);
    }
    if (def.quiz) rememberPostedQuiz(v.shop.db, id, v.session.id ?? '', postedQuiz(def, data));
    return json(judge(v.shop.db, config, id, data, true), 200, HEADERS);
  }
  if (method !== 'GET') return null;
  if (!def) return error('wpcf7_not_found', messages.not_found!, 404);
  // The plugin answers [] (an empty PHP array) when there is nothing to refill. It draws the question
  // at random; the fixture takes the one after the question this visitor last posted, so the refill
  // after a send never asks it again, else the one after the page's first, as recorded (46-cf7-refill-all-fields).
  if (action === 'refill') {
    if (!def.quiz) return json([], 200, HEADERS);
    return json({ quiz: nextQuiz(def, lastPostedQuiz(v.shop.db, id, v.session.id ?? '') ?? firstHashes(def)) }, 200, HEADERS);
  }
  return json(def.schema, 200, HEADERS);
}
