// The plugin's JSON answers (feedback, refill, schema) turned into typed objects once, where they
// arrive. Everything after this trusts the types, so an entry of the wrong shape is dropped here:
// a `null` in invalid_fields, a captcha URL that is a number, a rule with no name. Maps built
// with Object.fromEntries hold a key such as `__proto__` as an own entry, never as a prototype.
import type { Refill } from './controls.ts';
import type { InvalidField } from './feedback.ts';
import type { Rule, Schema } from '../../../rules/contact-form/checks.ts';

/** The 200 answer of …/feedback: every outcome, including validation_failed and spam. */
export interface FeedbackResponse extends Refill {
  contact_form_id?: number;
  status: string;
  message: string;
  posted_data_hash?: string;
  into?: string;
  invalid_fields: InvalidField[];
}

type Entries = Record<string, unknown>;

const isObject = (v: unknown): v is Entries => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const isText = (v: unknown): v is string => typeof v === 'string';

function invalidField(v: unknown): InvalidField | null {
  if (!isObject(v) || typeof v.field !== 'string' || !v.field || typeof v.message !== 'string') return null;
  return { field: v.field, message: v.message, idref: text(v.idref) ?? null, error_id: text(v.error_id) };
}

/** The captcha images and quiz questions of an answer; entries of another shape are left out. */
export function parseRefill(answer: unknown): Refill {
  const { captcha, quiz } = isObject(answer) ? answer : {};
  return {
    captcha: isObject(captcha) ? Object.fromEntries(Object.entries(captcha).filter((e): e is [string, string] => isText(e[1]))) : undefined,
    quiz: isObject(quiz)
      ? Object.fromEntries(
          Object.entries(quiz).filter(
            (e): e is [string, [string, string]] => Array.isArray(e[1]) && e[1].length === 2 && e[1].every(isText),
          ),
        )
      : undefined,
  };
}

/**
 * A feedback answer, or null when it has no status string (then it is no answer of the plugin).
 * Keys this module does not read (Stripe's `stripe`) are kept for the events' `apiResponse`.
 */
export function parseFeedback(answer: unknown): FeedbackResponse | null {
  if (!isObject(answer) || typeof answer.status !== 'string') return null;
  const id = answer.contact_form_id;
  return {
    ...answer,
    ...parseRefill(answer),
    contact_form_id: typeof id === 'number' ? id : undefined,
    status: answer.status,
    message: text(answer.message) ?? '',
    posted_data_hash: text(answer.posted_data_hash),
    into: text(answer.into),
    invalid_fields: Array.isArray(answer.invalid_fields)
      ? answer.invalid_fields.map(invalidField).filter((f): f is InvalidField => f !== null)
      : [],
  };
}

const threshold = (v: unknown): number | string | undefined => (typeof v === 'number' || typeof v === 'string' ? v : undefined);

/** A rule, or null; a group ('all', 'any') with an unreadable member is dropped whole, not judged on a part. */
function rule(v: unknown): Rule | null {
  if (!isObject(v) || typeof v.rule !== 'string') return null;
  const members = v.rules === undefined ? undefined : Array.isArray(v.rules) ? rules(v.rules) : null;
  if (members === null || (members && members.length !== (v.rules as unknown[]).length)) return null;
  // An accept list that is no list cannot be judged: an enum or file rule would refuse every value.
  if (v.accept !== undefined && !Array.isArray(v.accept)) return null;
  return {
    rule: v.rule,
    field: text(v.field),
    error: text(v.error),
    accept: Array.isArray(v.accept) ? v.accept.filter(isText) : undefined,
    threshold: threshold(v.threshold),
    base: threshold(v.base),
    interval: threshold(v.interval),
    rules: members,
  };
}

const rules = (list: unknown[]): Rule[] => list.map(rule).filter((r): r is Rule => r !== null);

/** The rule schema; null when the form has none (the server answers []). */
export function parseSchema(answer: unknown): Schema | null {
  if (!isObject(answer) || !Array.isArray(answer.rules)) return null;
  return { version: text(answer.version), locale: text(answer.locale), rules: rules(answer.rules) };
}
