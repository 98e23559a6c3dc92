// The contact form's validation rules (SPEC §5), as pure functions shared by the browser island
// and the fixture backend, so both judge a submission the same way. The semantics follow the
// server side of Contact Form 7 6.1.6 (the oracle), not its browser validator, which accepts
// impossible dates and misreads weekdays west of UTC. No DOM, no Node: plain data in, errors out.
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

/** The SPEC §5 email rule (WordPress' is_email without its filter). */
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
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
  'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
] as const;

/**
 * An absolute URL whose scheme WordPress allows, with something after the colon and, in the
 * `scheme://` form, a host ('http://' and 'https:///x' name no place).
 */
export function isUrl(value: string): boolean {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):(.+)$/s.exec(value.trim());
  // Schemes are case-insensitive (RFC 3986 §3.1; WordPress lowercases them before its check too).
  if (!m || !(URL_SCHEMES as readonly string[]).includes(m[1]!.toLowerCase())) return false;
  const rest = m[2]!;
  if (!rest.startsWith('//')) return true;
  // The authority ends at the path, query or fragment; the host is what is left without user and port.
  const authority = /^\/\/([^/?#]*)/.exec(rest)![1]!;
  return authority.replace(/^.*@/s, '').replace(/:\d*$/, '') !== '';
}

/**
 * A phone number, as the plugin's server judges it: an extension (from the first `#` or `*`) is
 * ignored, the separators ( ) / . - and spaces are removed; a number given in international form
 * (`+` or `00`) keeps one `+` and loses the zeros after it; what is left is an optional `+` and
 * digits, 6 to 15 characters long counting the `+` (so '+12345' passes and '12345' does not).
 */
export function isTel(value: string): boolean {
  let text = value.replace(/[#*].*$/s, '').replace(/[()/.*#\s-]+/g, '');
  if (text.startsWith('+') || text.startsWith('00')) text = '+' + text.replace(/^[+0]+/, '');
  return /^\+?\d+$/.test(text) && text.length >= 6 && text.length <= 15;
}

const INTEGER = /^-?\d+(?:[eE][+-]?\d+)?$/;
const DECIMAL = /^-?\d*\.\d+(?:[eE][+-]?\d+)?$/;

/** An HTML floating-point number: optional minus, digits or a decimal, optional exponent. */
export function isNumber(value: string): boolean {
  return INTEGER.test(value) || DECIMAL.test(value);
}

const DATE = /^(\d{4,})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD (4 or more year digits) naming a day that exists in the Gregorian calendar. */
export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || year > 32767 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** HH:MM or HH:MM:SS with hours 0–23 and minutes, seconds 0–59. */
export function isTime(value: string): boolean {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59 && (m[3] === undefined || Number(m[3]) <= 59);
}

/** ISO weekday of a valid date, 1 = Monday … 7 = Sunday; calendar arithmetic, so no time zone. */
export function dayOfWeek(value: string): number {
  const [y, mo, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCDay() || 7;
}

/** Whether a file name ends with an accepted `.ext` or an extension of an accepted MIME type. */
export function isAcceptedFile(name: string, accept: readonly string[]): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const ext = name.slice(dot + 1).toLowerCase();
  return accept.some((a) => {
    const entry = a.trim().toLowerCase();
    return entry.startsWith('.') ? entry.slice(1) === ext : extensionsForMime(entry).includes(ext);
  });
}

/** UTF-16 code units, as the browser's maxlength counts them (an emoji is 2). */
export const codeUnits = (values: readonly string[]): number => values.reduce((n, v) => n + v.length, 0);
