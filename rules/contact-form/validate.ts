// Runs a schema's rules over collected form values (docs/contact-form.md#rules). The first error of each field wins;
// a rule name this module does not know is skipped, because a site may add server-only rules.
import {
  codeUnits,
  dayOfWeek,
  isAcceptedFile,
  isDate,
  isEmail,
  isNumber,
  isTel,
  isTime,
  isUrl,
  type FieldValues,
  type FormValues,
  type Invalid,
  type Rule,
  type Schema,
} from './checks.ts';

type Check = (rule: Rule, values: FieldValues) => boolean;

const DATE_SHAPE = /^\d{4,}-\d{2}-\d{2}$/;
const EMPTY: FieldValues = { text: [], files: [] };

/** A numeric threshold (the schema sends some as strings); null makes the rule pass. */
function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' && isNumber(value.trim()) ? Number(value) : null;
}

const bound =
  (test: (n: number, limit: number) => boolean, count: (v: FieldValues) => number): Check =>
  (rule, v) => {
    const limit = numeric(rule.threshold);
    return limit === null || test(count(v), limit);
  };

/** Compares every value that is a number; a non-number is the number rule's business. */
const numbers =
  (test: (n: number, limit: number) => boolean): Check =>
  (rule, v) => {
    const limit = numeric(rule.threshold);
    return limit === null || v.text.filter(isNumber).every((n) => test(Number(n), limit));
  };

/** A year written with more than four digits may start with zeros ('02030' is 2030); drop them. */
const canonicalDate = (d: string) => d.replace(/^0+(?=\d{4,}-)/, '');

/** Calendar order of two YYYY-MM-DD strings; a plain string compare would put year 10000 first. */
function dateOrder(a: string, b: string): number {
  const [x, y] = [canonicalDate(a), canonicalDate(b)];
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
}

/** Dates compare only when both sides have the YYYY-MM-DD shape. */
const dates =
  (test: (order: number) => boolean): Check =>
  (rule, v) => {
    const limit = String(rule.threshold ?? '');
    return !DATE_SHAPE.test(limit) || v.text.filter((d) => DATE_SHAPE.test(d)).every((d) => test(dateOrder(d, limit)));
  };

const totalSize = (v: FieldValues) => v.files.reduce((n, f) => n + f.size, 0);
const accepted = (rule: Rule) => (rule.accept ?? []).map((a) => String(a).replace(/\r\n/g, '\n')).filter((a) => a !== '');

const ge = (n: number, limit: number) => n >= limit;
const le = (n: number, limit: number) => n <= limit;

// A Map: a schema's rule named `constructor` or `__proto__` finds no check and is skipped.
const checks = new Map(
  Object.entries<Check>({
    required: (_, v) => v.text.length > 0,
    requiredfile: (_, v) => v.files.length > 0,
    email: (_, v) => v.text.every(isEmail),
    url: (_, v) => v.text.every(isUrl),
    tel: (_, v) => v.text.every(isTel),
    number: (_, v) => v.text.every(isNumber),
    date: (_, v) => v.text.every(isDate),
    time: (_, v) => v.text.every(isTime),
    file: (rule, v) => v.files.every((f) => isAcceptedFile(f, rule.accept ?? [])),
    enum: (rule, v) => v.text.every((value) => accepted(rule).includes(value)),
    // Values that are not dates are skipped here; the date rule reports them.
    dayofweek: (rule, v) => v.text.filter(isDate).every((d) => accepted(rule).map(Number).includes(dayOfWeek(d))),
    minitems: bound(ge, (v) => v.text.length),
    maxitems: bound(le, (v) => v.text.length),
    minlength: (rule, v) => v.text.length === 0 || bound(ge, (x) => codeUnits(x.text))(rule, v),
    maxlength: bound(le, (v) => codeUnits(v.text)),
    minnumber: numbers(ge),
    maxnumber: numbers(le),
    mindate: dates((order) => order >= 0),
    maxdate: dates((order) => order <= 0),
    minfilesize: (rule, v) => v.files.length === 0 || bound(ge, totalSize)(rule, v),
    maxfilesize: bound(le, totalSize),
    stepnumber: (rule, v) => {
      const base = numeric(rule.base ?? 0) ?? 0;
      const interval = numeric(rule.interval);
      if (interval === null || interval <= 0) return true;
      return v.text.filter(isNumber).every((n) => {
        const rest = Math.abs((Number(n) - base) % interval);
        return rest < 1e-6 || interval - rest < 1e-6;
      });
    },
  }),
);

const FILE_RULES = new Set(['requiredfile', 'file', 'minfilesize', 'maxfilesize']);

/**
 * Whether a rule judges uploads ('file') or typed values ('text'). The server checks the text
 * rules first and looks at the uploads only when those pass, as the plugin does.
 */
export function ruleContext(rule: Rule): 'text' | 'file' {
  if (rule.rules?.length) return rule.rules.every((r) => ruleContext(r) === 'file') ? 'file' : 'text';
  return FILE_RULES.has(rule.rule) ? 'file' : 'text';
}

interface Failure {
  field: string;
  error: string;
}

function evaluate(rule: Rule, values: FormValues): Failure | null {
  if (rule.rule === 'all') {
    for (const child of rule.rules ?? []) {
      const failure = evaluate(child, values);
      if (!failure) continue;
      // The failing child speaks for itself when it has a message, else the parent does.
      return child.error ? failure : { field: rule.field ?? failure.field, error: rule.error ?? failure.error };
    }
    return null;
  }
  if (rule.rule === 'any') {
    if ((rule.rules ?? []).some((child) => !evaluate(child, values))) return null;
    return { field: rule.field ?? '', error: rule.error ?? '' };
  }
  const check = checks.get(rule.rule);
  if (!check || !rule.field) return null;
  return check(rule, values.get(rule.field) ?? EMPTY) ? null : { field: rule.field, error: rule.error ?? '' };
}

/** Every invalid field with its first error, in the order the schema's rules found them. */
export function validate(schema: Schema, values: FormValues, context: 'text' | 'file' | 'all' = 'all'): Invalid {
  const invalid: Invalid = new Map();
  for (const rule of schema.rules) {
    if (context !== 'all' && ruleContext(rule) !== context) continue;
    const failure = evaluate(rule, values);
    if (failure?.field && !invalid.has(failure.field)) invalid.set(failure.field, failure.error);
  }
  return invalid;
}
