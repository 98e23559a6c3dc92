// The contact-form-7/v1 calls (SPEC §7). Never with X-WP-Nonce: a cached page's stale nonce turns
// every submit into a 403 even for anonymous visitors, who cannot refresh it.
import { t } from '../../runtime/i18n/index.ts';
import { NetError, rest } from '../../runtime/net/index.ts';
import type { Refill } from './controls.ts';
import type { InvalidField } from './feedback.ts';
import type { Schema } from './rules.ts';

/** The 200 answer of …/feedback: every outcome, including validation_failed and spam. */
export interface FeedbackResponse extends Refill {
  contact_form_id?: number;
  status: string;
  message: string;
  posted_data_hash?: string;
  into?: string;
  invalid_fields?: InvalidField[];
}

const base = (id: string) => `contact-form-7/v1/contact-forms/${encodeURIComponent(id)}`;

const excerpt = (body: unknown) => JSON.stringify(body)?.slice(0, 200) ?? String(body);

/** POSTs the form as multipart (FormData: fetch writes the boundary); rejects with NetError. */
export async function sendFeedback(id: string, body: FormData): Promise<FeedbackResponse> {
  const answer = await rest<unknown>(`${base(id)}/feedback`, { method: 'POST', body, nonce: false });
  const res = answer as Partial<FeedbackResponse> | null;
  if (!res || typeof res.status !== 'string') {
    throw new NetError('invalid_json', t('invalidJson'), { data: `[islands:contact-form] unexpected feedback ${excerpt(answer)}` });
  }
  return {
    ...res,
    status: res.status,
    message: typeof res.message === 'string' ? res.message : '',
    invalid_fields: Array.isArray(res.invalid_fields) ? res.invalid_fields : [],
  };
}

/** New quiz questions and captcha images (an empty list when the form has neither). */
export async function fetchRefill(id: string): Promise<Refill> {
  const answer = await rest<unknown>(`${base(id)}/refill`, { nonce: false });
  return answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Refill) : {};
}

/** The rule schema; null when the form has none (the server answers []). */
export async function fetchSchema(id: string): Promise<Schema | null> {
  const answer = await rest<unknown>(`${base(id)}/feedback/schema`, { nonce: false });
  const rules = (answer as Partial<Schema> | null)?.rules;
  return Array.isArray(rules) ? (answer as Schema) : null;
}
