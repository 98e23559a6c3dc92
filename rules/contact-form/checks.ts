// The contact form's validation rules (docs/contact-form.md#validation-rules), as pure functions shared by the browser island
// and the fixture backend, so both judge a submission the same way. docs/contact-form.md#rules decides each rule;
// where it is silent, the server side of Contact Form 7 6.1.6 does, not its browser validator,
// which accepts impossible dates and misreads weekdays west of UTC. No DOM, no Node: plain data
// in, errors out.
import { extensionsForMime } from './mime.ts';

/** One rule of the `…/feedback/schema` answer. Unknown rule names are skipped, never failed. */
export interface Rule {
  rule: string;
  field?: string;
  error?: string;
  accept?: string[];
  threshold?: number | string;
  base?: number | string;
  interval?: number | string;
  rules?: Rule[];
}

export interface Schema {
  version?: string;
  locale?: string;
  rules: Rule[];
}

/** What both a browser File and a Node File are. */
export interface UploadedFile {
  name: string;
  size: number;
  type?: string;
}

/** A field's values: typed text and uploaded files, already split apart. */
export interface FieldValues {
  text: string[];
  files: UploadedFile[];
}

export type FormValues = ReadonlyMap<string, FieldValues>;

/** Field name → the first error found for it, in the order the rules found them. */
export type Invalid = Map<string, string>;

const isFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && typeof (v as UploadedFile).name === 'string' && typeof (v as UploadedFile).size === 'number';

/**
 * Groups form entries by field: `name[]` and `name[key]` belong to `name`. Text is trimmed
 * (String#trim covers Unicode spaces and U+FEFF), CRLF counted as one character as the browser
 * does, blanks dropped; an empty file input (no name) is no file.
 */
export function collect(entries: Iterable<[string, unknown]>): FormValues {
  const values = new Map<string, FieldValues>();
  for (const [rawName, value] of entries) {
    const name = rawName.replace(/\[.*$/, '');
    let field = values.get(name);
    if (!field) values.set(name, (field = { text: [], files: [] }));
    if (typeof value === 'string') {
      const text = value.replace(/\r\n/g, '\n').trim();
      if (text) field.text.push(text);
    } else if (isFile(value) && value.name) {
      field.files.push(value);
    }
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Single-value checks.

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[A-Za-z0-9-]+$/;

/** The email rule of docs/contact-form.md#email (WordPress' is_email without its filter). */
export function isEmail(value: string): boolean {
  const email = value.trim();
  if (email.length < 6) return false;
  const at = email.indexOf('@');
  if (at < 1 || email.indexOf('@', at + 1) !== -1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (domain.includes('..') || /^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split('.');
  // Non-ASCII ("IDN-looking") labels fail: the address must be given in its xn-- form.
  return labels.length >= 2 && labels.every((l) => LABEL.test(l) && !l.startsWith('-') && !l.endsWith('-'));
}

export const URL_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
] as const;

/**
 * docs/contact-form.md#url: non-empty, with one of the schemes above (RFC 3986 §3.1 syntax, any case, as WordPress
 * lowercases it too). Nothing after the colon is judged: the rule exists to keep out schemes that
 * are not web places (javascript:, data:, file:), and the rule names no host check. The plugin's PHP
 * (wp_parse_url) also fails 'http://' and 'https:///x', but docs/contact-form.md#url is the contract, and
 * the fixture backend judges with this same function: a check stricter than the documented rule there would
 * answer validation_failed to a submission the documented rule calls valid.
 */
export function isUrl(value: string): boolean {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value.trim());
  return !!m && (URL_SCHEMES as readonly string[]).includes(m[1]!.toLowerCase());
}

/**
 * docs/contact-form.md#tel: after removing ( ) / . * # spaces and -, only an optional leading + followed by digits.
 * No length bounds and no extension cut: the plugin's server adds both (6–15 characters, nothing
 * after the first # or *), but the documented rule wins, so '12345' passes and '600123456 #ext' does not. `\s`
 * also removes Unicode spaces (a pasted U+00A0), which a visitor cannot tell from a space.
 */
export function isTel(value: string): boolean {
  return /^\+?\d+$/.test(value.replace(/[()/.*#\s-]+/g, ''));
}

// docs/contact-form.md#number, "an integer or a decimal with an optional sign and an optional exponent": the sign may be + or -, once.
// A decimal needs digits after the point ('.5' is one, as in HTML and the plugin; '1.' is not).
const INTEGER = /^[+-]?\d+(?:[eE][+-]?\d+)?$/;
const DECIMAL = /^[+-]?\d*\.\d+(?:[eE][+-]?\d+)?$/;

/** An integer or a decimal (docs/contact-form.md#number): optional + or -, digits or a decimal, optional exponent. */
export function isNumber(value: string): boolean {
  return INTEGER.test(value) || DECIMAL.test(value);
}

const DATE = /^(\d{4,})-(\d{2})-(\d{2})$/;

/**
 * Whether a year (as its decimal digits, any length) is a Gregorian leap year. Only the last four
 * digits matter (10000 is a multiple of 400), so a year past Number's exact range is judged exactly.
 */
function isLeapYear(digits: string): boolean {
  const last = Number(digits.slice(-4));
  return last % 400 === 0 || (last % 4 === 0 && last % 100 !== 0);
}

/**
 * YYYY-MM-DD (4 or more year digits) naming a day of the proleptic Gregorian calendar (docs/contact-form.md#date).
 * No year cap (the plugin's checkdate stops at 32767; the documented rule does not) and year 0000 is ISO 8601's
 * year before 1, a leap year: '40000-02-29' and '0000-02-29' are real days.
 */
export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [month, day] = [Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(m[1]!) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** HH:MM or HH:MM:SS with hours 0–23 and minutes, seconds 0–59. */
export function isTime(value: string): boolean {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59 && (m[3] === undefined || Number(m[3]) <= 59);
}

/**
 * ISO weekday of a valid date, 1 = Monday … 7 = Sunday; calendar arithmetic, so no time zone. The
 * Gregorian calendar repeats every 400 years (146,097 days, a whole number of weeks), so the year
 * is brought into 2000–2399: Date stops at year 275,760 and isDate has no cap.
 */
export function dayOfWeek(value: string): number {
  const [y, mo, d] = value.split('-') as [string, string, string];
  const date = new Date(0);
  date.setUTCFullYear(2000 + (Number(y.slice(-4)) % 400), Number(mo) - 1, Number(d));
  return date.getUTCDay() || 7;
}

/**
 * docs/contact-form.md#file: the file's extension or its MIME type is in the accepted list. An entry `.ext` matches
 * the extension; a MIME entry matches the extensions mapped from it and the file's own type (the
 * one the browser or the multipart part declares), `type/*` any type of that family. So 'foto' of
 * type image/png passes 'image/png', and 'foto.png' passes it with no type at all.
 */
export function isAcceptedFile(file: Pick<UploadedFile, 'name' | 'type'>, accept: readonly string[]): boolean {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? null : file.name.slice(dot + 1).toLowerCase();
  // A declared type may carry parameters ('text/plain; charset=utf-8'); only the type/subtype counts.
  const type = (file.type ?? '').split(';')[0]!.trim().toLowerCase();
  return accept.some((a) => {
    const entry = a.trim().toLowerCase();
    if (entry.startsWith('.')) return ext !== null && entry.slice(1) === ext;
    if (!entry.includes('/')) return false;
    if (ext !== null && extensionsForMime(entry).includes(ext)) return true;
    if (!type) return false;
    return entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : type === entry;
  });
}

/** UTF-16 code units, as the browser's maxlength counts them (an emoji is 2). */
export const codeUnits = (values: readonly string[]): number => values.reduce((n, v) => n + v.length, 0);
