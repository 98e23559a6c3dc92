// Elementor Pro's loop filter state as the URL carries it (docs/loop-filter.md): one query
// parameter e-filter-{loopWidgetId}-{taxonomy} per filtered taxonomy, its terms joined by the
// separator that names the logical join. The browser (widgets/page-builder/loop-filter) and the fixture backend
// (server/render/blog.ts) read and write the URL with these same rules, so a term link printed by
// the server is the URL the filter bar pushes.

export type LogicalJoin = 'AND' | 'OR' | 'NOT' | 'DISABLED';

/** One taxonomy's filter: its term slugs (decoded, see termKey) and how they combine. */
export interface TaxonomyFilter {
  terms: string[];
  logicalJoin: LogicalJoin;
}

/** Taxonomy → its filter, for one loop widget. */
export type LoopFilters = ReadonlyMap<string, TaxonomyFilter>;

/** The filter bar's settings (the Taxonomy Filter widget's data-settings). */
export interface BarSettings {
  taxonomy: string;
  multiple: boolean;
  /** AND or OR when several terms may be chosen; DISABLED otherwise (SPEC §5: anything else is DISABLED). */
  logicalJoin: LogicalJoin;
}

/** The bar's "all" item: pressed when the taxonomy has no filter. */
export const ALL_TERMS = '__all';

/** SPEC §9: '+' (%2B) AND, '~' OR (IN), '!' NOT (NOT IN). */
const SEPARATOR: Record<Exclude<LogicalJoin, 'DISABLED'>, string> = { AND: '+', OR: '~', NOT: '!' };

/** Elementor's element ids: 7 letters and digits (the server refuses any other, recorded 59). */
export const isWidgetId = (id: string): boolean => /^[a-zA-Z0-9]{7}$/.test(id);

/** SPEC §5: the operator is AND or OR; anything else means DISABLED. */
export const validJoin = (value: unknown): LogicalJoin => (value === 'AND' || value === 'OR' ? value : 'DISABLED');

/**
 * A term's identity. WordPress prints a non-Latin slug percent-encoded ("%d0%bd…"); the URL
 * carries it readable ("новости"), and links the original wrote carry "%25d0…" (decoded once by
 * the query string, once here). Both spellings of a slug give the same key.
 */
export function termKey(slug: string): string {
  try {
    return decodeURIComponent(slug).normalize('NFC');
  } catch {
    return slug.normalize('NFC'); // a lone '%' is part of the slug, not an escape
  }
}

const paramPrefix = (widgetId: string): string => `e-filter-${widgetId}-`;

/**
 * A parameter's value as the browser decoded it: '+' has become a space (AND); '~' is OR, '!' NOT
 * (a lone NOT term is written "!term"); one term alone is DISABLED. Empty terms are dropped.
 */
export function parseValue(value: string): TaxonomyFilter | null {
  const terms = value
    .split(/[ +~!]/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map(termKey);
  if (!terms.length) return null;
  const logicalJoin: LogicalJoin = value.includes('~')
    ? 'OR'
    : value.includes('!')
      ? 'NOT'
      : /[ +]/.test(value.trim())
        ? 'AND'
        : 'DISABLED';
  return { terms: [...new Set(terms)], logicalJoin };
}

/** Every filter the query string holds for one loop widget. */
export function readFilters(search: string | URLSearchParams, widgetId: string): Map<string, TaxonomyFilter> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const prefix = paramPrefix(widgetId);
  const filters = new Map<string, TaxonomyFilter>();
  for (const [key, value] of params) {
    if (!key.startsWith(prefix) || key.length === prefix.length) continue;
    const filter = parseValue(value);
    if (filter) filters.set(key.slice(prefix.length), filter);
  }
  return filters;
}

function writeValue({ terms, logicalJoin }: TaxonomyFilter): string {
  if (logicalJoin === 'DISABLED' || terms.length === 0) return terms[0] ?? '';
  const sep = SEPARATOR[logicalJoin];
  return (logicalJoin === 'NOT' && terms.length === 1 ? sep : '') + terms.join(sep);
}

/**
 * The query string (with its '?', or '' when empty) once this widget's filters are `filters`: its
 * other filters replaced, every other parameter kept, and the page parameters (e-page-{id}, page,
 * paged) dropped, since a new filter starts at the first page (SPEC §2).
 */
export function filtersSearch(search: string, widgetId: string, filters: LoopFilters): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(paramPrefix(widgetId)) || key === `e-page-${widgetId}` || key === 'page' || key === 'paged') continue;
    kept.append(key, value);
  }
  for (const [taxonomy, filter] of filters) if (filter.terms.length) kept.append(paramPrefix(widgetId) + taxonomy, writeValue(filter));
  // The separators stay readable, as the original writes them ('+' reaches the server as a space:
  // AND); URLSearchParams would write them %2B, %7E and %21.
  const query = kept.toString().replace(/%2B/g, '+').replace(/%7E/g, '~').replace(/%21/g, '!');
  return query ? `?${query}` : '';
}

/** Whether the filter holds the term (by key, so either spelling of a slug counts). */
export const hasTerm = (filter: TaxonomyFilter | undefined, slug: string): boolean => !!filter?.terms.includes(termKey(slug));

/**
 * The bar's filter after a click on `slug` (SPEC §4): "all" removes the filter; a chosen term is
 * dropped, and the whole filter with its last term; another term replaces the choice, or joins it
 * when several may be chosen (a NOT filter from the URL keeps excluding). null: no filter.
 */
export function toggleTerm(current: TaxonomyFilter | undefined, bar: BarSettings, slug: string): TaxonomyFilter | null {
  if (slug === ALL_TERMS) return null;
  const key = termKey(slug);
  if (hasTerm(current, slug)) {
    const terms = current!.terms.filter((t) => t !== key);
    return terms.length
      ? { terms, logicalJoin: terms.length === 1 && current!.logicalJoin !== 'NOT' ? 'DISABLED' : current!.logicalJoin }
      : null;
  }
  if (!bar.multiple || bar.logicalJoin === 'DISABLED' || !current) return { terms: [key], logicalJoin: 'DISABLED' };
  return { terms: [...current.terms, key], logicalJoin: current.logicalJoin === 'NOT' ? 'NOT' : bar.logicalJoin };
}

/** The filters with one taxonomy's filter set (or removed, for null). */
export function withFilter(filters: LoopFilters, taxonomy: string, filter: TaxonomyFilter | null): Map<string, TaxonomyFilter> {
  const next = new Map(filters);
  if (filter) next.set(taxonomy, filter);
  else next.delete(taxonomy);
  return next;
}

/** A stable text for a widget's filters: two URLs with the same key ask for the same listing. */
export function filtersKey(filters: LoopFilters): string {
  return JSON.stringify([...filters].sort(([a], [b]) => (a < b ? -1 : 1)));
}
