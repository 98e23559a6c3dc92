// Contact Form 7 on the fixture backend (docs/contact-form.md#endpoints, recorded/endpoints 34–49): the
// forms of fixtures/contact-forms.json judged in the plugin's order — validation (the same rules
// module the browser runs), acceptance, spam (honeypot, anti-spam behaviour fields, captcha),
// uploads, mail — and sent messages stored in SQLite so the demo can show what arrived.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collect, type Schema } from '../rules/contact-form/checks.ts';
import { validate } from '../rules/contact-form/validate.ts';
import type { Db } from './db.ts';

export interface FormDef {
  title: string;
  page: string;
  schema: Schema;
  acceptance?: string[];
  captcha?: boolean;
  /** field → [question, answer] pairs; the page shows the first, a refill the one after the question last posted. */
  quiz?: Record<string, [string, string][]>;
}

export interface ContactConfig {
  messages: Record<string, string>;
  mailFailTrigger: string;
  captchaTestToken: string;
  forms: Record<string, FormDef>;
}

export interface InvalidField {
  field: string;
  message: string;
  idref: null;
  error_id: string;
}

export interface Outcome {
  contact_form_id: number;
  status: string;
  message: string;
  posted_data_hash: string;
  into: string;
  invalid_fields: InvalidField[];
  quiz?: Record<string, [string, string]>;
}

const configs = new Map<string, ContactConfig>();

export function contactConfig(rootDir: string): ContactConfig {
  let config = configs.get(rootDir);
  if (!config) {
    const parsed = JSON.parse(readFileSync(join(rootDir, 'fixtures', 'contact-forms.json'), 'utf8')) as ContactConfig;
    // Forms are looked up by posted ids (`_wpcf7`): with no prototype, `constructor` is no form.
    config = { ...parsed, forms: Object.assign(Object.create(null) as Record<string, FormDef>, parsed.forms) };
    configs.set(rootDir, config);
  }
  return config;
}

/** The answer hash the page carries; like wp_hash, salted with a secret the browser never sees. */
export const quizHash = (answer: string): string =>
  createHash('sha256').update(`islands-quiz-salt|${answer.trim().toLowerCase()}`).digest('hex').slice(0, 32);

/** The question after the one with `hash` (the first when none matches). */
export function nextQuiz(def: FormDef, after: Record<string, string> = {}): Record<string, [string, string]> {
  const out: Record<string, [string, string]> = {};
  for (const [field, pairs] of Object.entries(def.quiz ?? {})) {
    const at = pairs.findIndex(([, answer]) => quizHash(answer) === after[field]);
    const [question, answer] = pairs[(at + 1) % pairs.length]!;
    out[field] = [question, quizHash(answer)];
  }
  return out;
}

/** The answer hashes a submission carried, by quiz field: they name the questions it answered. */
export function postedQuiz(def: FormDef, data: FormData): Record<string, string> {
  return Object.fromEntries(Object.keys(def.quiz ?? {}).map((field) => [field, String(data.get(`_wpcf7_quiz_answer_${field}`) ?? '')]));
}

function ensureQuizTable(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS contact_quiz_posted (
    visitor TEXT NOT NULL,
    form_id INTEGER NOT NULL,
    hashes TEXT NOT NULL,
    PRIMARY KEY (visitor, form_id)
  )`);
}

/**
 * Remembers the questions `visitor` (a session id, '' for visitors without one) last posted to form
 * `id`: the refill GET carries nothing, and it must not ask the question that was just answered.
 */
export function rememberPostedQuiz(db: Db, id: string, visitor: string, hashes: Record<string, string>): void {
  ensureQuizTable(db);
  db.prepare('INSERT OR REPLACE INTO contact_quiz_posted (visitor, form_id, hashes) VALUES (?, ?, ?)').run(
    visitor,
    Number(id),
    JSON.stringify(hashes),
  );
}

/** What rememberPostedQuiz kept for `visitor` and form `id`, or null when nothing was posted yet. */
export function lastPostedQuiz(db: Db, id: string, visitor: string): Record<string, string> | null {
  ensureQuizTable(db);
  const row = db.prepare('SELECT hashes FROM contact_quiz_posted WHERE visitor = ? AND form_id = ?').get(visitor, Number(id)) as
    | { hashes: string }
    | undefined;
  return row ? (JSON.parse(row.hashes) as Record<string, string>) : null;
}

const AK_KEYS = ['bib', 'bfs', 'bkpc', 'bkp', 'bmc', 'bmcc', 'bmk', 'bck', 'bmmc', 'btmc', 'bsc', 'bte', 'btec', 'bmm'];

/**
 * Spam by behaviour: the anti-spam fields must all be there and show some keyboard, mouse, touch
 * or scroll activity. A post without JavaScript cannot carry them, so only `ajax` posts are held to it.
 */
function looksAutomated(data: FormData, ajax: boolean): boolean {
  const prefix = '_wpcf7_ak_';
  if (String(data.get(`${prefix}hp_textarea`) ?? '') !== '') return true;
  if (!ajax) return false;
  if (AK_KEYS.some((k) => data.get(prefix + k) === null)) return true;
  const activity = ['bkpc', 'bmcc', 'btec', 'bmmc', 'btmc', 'bsc'].reduce((n, k) => n + (Number(data.get(prefix + k)) || 0), 0);
  return activity === 0;
}

function ensureTable(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS contact_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_id INTEGER NOT NULL,
    fields TEXT NOT NULL,
    created_at INTEGER NOT NULL
  )`);
}

export interface StoredMessage {
  id: number;
  formId: number;
  fields: Record<string, string[]>;
  createdAt: number;
}

/** The messages that arrived, newest first. */
export function storedMessages(db: Db, limit = 20): StoredMessage[] {
  ensureTable(db);
  const rows = db.prepare('SELECT id, form_id, fields, created_at FROM contact_messages ORDER BY id DESC LIMIT ?').all(limit) as {
    id: number;
    form_id: number;
    fields: string;
    created_at: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    formId: r.form_id,
    fields: JSON.parse(r.fields) as Record<string, string[]>,
    createdAt: r.created_at,
  }));
}

/** Judges one submission of form `id` as the plugin's pipeline does. */
export function judge(db: Db, config: ContactConfig, id: string, data: FormData, ajax: boolean): Outcome {
  const def = config.forms[id]!;
  const unitTag = String(data.get('_wpcf7_unit_tag') ?? '');
  const { messages } = config;
  const posted: [string, unknown][] = [...data].filter(([name]) => !name.startsWith('_'));
  const values = collect(posted);
  const quizSent = postedQuiz(def, data);
  const base = { contact_form_id: Number(id), posted_data_hash: '', into: `#${unitTag}`, invalid_fields: [] as InvalidField[] };
  const withQuiz = (o: Omit<Outcome, 'quiz'>): Outcome => (def.quiz ? { ...o, quiz: nextQuiz(def, quizSent) } : o);
  const failed = (invalid: Map<string, string>) =>
    withQuiz({
      ...base,
      status: 'validation_failed',
      message: messages.validation_failed!,
      invalid_fields: [...invalid].map(([field, message]) => ({
        field: field.replace(/\./g, '_'),
        message,
        idref: null,
        error_id: `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, ''),
      })),
    });

  const invalid = validate(def.schema, values, 'text');
  for (const field of Object.keys(def.quiz ?? {})) {
    const answer = values.get(field)?.text[0] ?? '';
    if (invalid.has(field)) continue;
    if (!answer) invalid.set(field, messages.invalid_required!);
    else if (quizHash(answer) !== quizSent[field]) invalid.set(field, messages.quiz_answer_not_correct!);
  }
  if (invalid.size) return failed(invalid);
  if ((def.acceptance ?? []).some((field) => !values.get(field)?.text.length)) {
    return withQuiz({ ...base, status: 'acceptance_missing', message: messages.acceptance_missing! });
  }
  if (looksAutomated(data, ajax)) return withQuiz({ ...base, status: 'spam', message: messages.spam! });
  if (def.captcha && ajax && data.get('_wpcf7_recaptcha_response') !== config.captchaTestToken) {
    return withQuiz({ ...base, status: 'spam', message: messages.captcha_missing! });
  }
  const fileInvalid = validate(def.schema, values, 'file');
  if (fileInvalid.size) return failed(fileInvalid);
  const texts = Object.fromEntries([...values].map(([field, v]) => [field, [...v.text, ...v.files.map((f) => f.name)]]));
  if (Object.values(texts).some((list) => list.some((t) => t.includes(config.mailFailTrigger)))) {
    return withQuiz({ ...base, status: 'mail_failed', message: messages.mail_failed! });
  }
  ensureTable(db);
  const createdAt = Date.now();
  db.prepare('INSERT INTO contact_messages (form_id, fields, created_at) VALUES (?, ?, ?)').run(
    Number(id),
    JSON.stringify(texts),
    createdAt,
  );
  const hash = createHash('sha256')
    .update(`${Math.ceil(createdAt / 1_800_000)}|${unitTag}|${JSON.stringify(texts)}`)
    .digest('hex')
    .slice(0, 32);
  return withQuiz({ ...base, status: 'mail_sent', message: messages.mail_sent!, posted_data_hash: hash });
}
