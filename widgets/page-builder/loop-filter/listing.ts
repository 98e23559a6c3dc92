// One loop grid's listing, shared by the filter bars that point at it (docs/loop-filter.md): the
// filters asked for last (what the bars show), the refresh-loop call that brings their listing,
// and the swap. A newer request aborts the older one, so a stale answer never lands; a failed one
// replaces nothing, takes the overlay away and says so. The URL changes once the listing shows.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { filtersKey, filtersSearch, readFilters, termKey, toggleTerm, withFilter, type LoopFilters } from '../../../rules/loop-filter.ts';
import { announce } from '../../../runtime/ui/announce.ts';
import { t } from '../../../runtime/i18n/parts/loop-filter.ts';
import { NetError } from '../../../runtime/net/http.ts';
import type { BarProps } from './props.ts';
import { answerFor, fetchOnIntent, type RefreshBody } from './refresh-loop.ts';

const NOTICE = 'islands-loop-filter-notice';

export interface Listing {
  /** The query string whose filters the bars show: the URL's, or the one asked for since. */
  $search: ReadableAtom<string>;
  /** The query string a click on `slug` in `bar` leads to; null when it changes nothing. */
  next(bar: BarProps, slug: string): string | null;
  /** The listing after a click on `slug` in `bar`; pushed to history once it shows. */
  toggle(bar: BarProps, slug: string, signal: AbortSignal): Promise<void>;
  /** After back or forward: the listing of the URL's filters, when it is not the one shown. */
  follow(bar: BarProps, signal: AbortSignal): Promise<void>;
  /** The visitor shows intent to click `slug`: its listing is fetched, not shown (refresh-loop.ts). */
  intent(bar: BarProps, slug: string, signal: AbortSignal): void;
}

/** widget_filters as Elementor consolidates them; a lone term carries no logicalJoin. */
function widgetFilters(filters: LoopFilters, spelling: ReadonlyMap<string, string>): Record<string, unknown> {
  if (!filters.size) return {};
  const taxonomy = Object.fromEntries(
    [...filters].map(([name, { terms, logicalJoin }]) => [
      name,
      { terms: terms.map((key) => spelling.get(key) ?? key), ...(logicalJoin === 'DISABLED' ? {} : { logicalJoin }) },
    ]),
  );
  return { taxonomy };
}

/**
 * The answer's page links point at the REST route (…/refresh-loop/page/2/) and would lose the
 * filter (elementor#30327): they become the listing's own pages, with the filter kept.
 */
function mendPageLinks(container: Element, bar: BarProps, search: string): void {
  const filterQuery = filtersSearch(search, bar.loopId, readFilters(search, bar.loopId));
  const pageUrl = (n: number): string => {
    const base = new URL(bar.baseUrl);
    if (base.search) {
      if (n > 1) base.searchParams.set('page', String(n));
      return base.pathname + base.search + filterQuery.replace(/^\?/, '&');
    }
    return base.pathname.replace(/\/?$/, '/') + (n > 1 ? `${n}/` : '') + filterQuery;
  };
  const onRoute = /\/refresh-loop\/page\/(\d+)\/?/;
  for (const link of container.querySelectorAll('a[href]')) {
    const n = onRoute.exec(link.getAttribute('href')!)?.[1];
    if (n) link.setAttribute('href', pageUrl(Number(n)));
  }
  for (const anchor of container.querySelectorAll('[data-next-page]')) {
    const n = onRoute.exec(anchor.getAttribute('data-next-page')!)?.[1];
    if (n) anchor.setAttribute('data-next-page', pageUrl(Number(n)));
  }
}

/**
 * Elementor's loop container is role="list" around plain divs, a list without items to a screen
 * reader (axe: aria-required-children): each loop item becomes its listitem.
 */
export function listItems(scope: ParentNode): void {
  for (const item of scope.querySelectorAll('[role="list"] > .e-loop-item:not([role])')) item.setAttribute('role', 'listitem');
}

function swap(loop: Element, html: string, bar: BarProps, search: string): Element {
  const template = loop.ownerDocument.createElement('template');
  template.innerHTML = html.trim();
  const fresh =
    template.content.firstElementChild ??
    Object.assign(loop.ownerDocument.createElement('div'), { className: 'elementor-widget-container' });
  mendPageLinks(fresh, bar, search);
  listItems(fresh);
  const old = loop.querySelector(':scope > .elementor-widget-container');
  if (old) old.replaceWith(fresh);
  else loop.append(fresh);
  // Elementor's lazy background images watch for this after every refresh.
  loop.ownerDocument.dispatchEvent(new Event('elementor/lazyload/observe'));
  return fresh;
}

function shownCount(container: Element): string {
  const n = container.querySelectorAll('.e-loop-item').length;
  return n === 0 ? t('loopFilterNoResults') : n === 1 ? t('loopFilterOneResult') : t('loopFilterResults', n);
}

function tell(loop: Element, error: unknown): void {
  const network = error instanceof NetError && (error.code === 'fetch_error' || error.code === 'timeout');
  const notice = loop.ownerDocument.createElement('p');
  notice.className = NOTICE;
  notice.setAttribute('role', 'alert');
  notice.textContent = t('loopFilterFailed', network ? error.message : t('loopFilterTryAgain'));
  loop.prepend(notice);
}

/** One listing's requests: the newest wins, and the bars show what it asked for. */
interface ListingState {
  loopId: string;
  doc: Document;
  /** Each term's slug as the bars print it, by its key (widget_filters sends the printed one). */
  spelling: Map<string, string>;
  $search: WritableAtom<string>;
  /** The query string of the listing on the page. */
  shown: string;
  /** The newest request's number: an older one's answer or failure lands nowhere. */
  latest: number;
  running: AbortController | null;
}

function createListing(loopId: string, doc: Document): Listing {
  const state: ListingState = {
    loopId,
    doc,
    spelling: new Map(),
    $search: atom(doc.location.search),
    shown: doc.location.search,
    latest: 0,
    running: null,
  };
  const { $search } = state;
  return {
    $search,
    next(bar, slug) {
      const asked = $search.get();
      const filters = readFilters(asked, loopId);
      const next = withFilter(filters, bar.bar.taxonomy, toggleTerm(filters.get(bar.bar.taxonomy), bar.bar, slug));
      return filtersKey(next) === filtersKey(filters) ? null : filtersSearch(asked, loopId, next);
    },
    toggle(bar, slug, signal) {
      const search = this.next(bar, slug);
      return search === null ? Promise.resolve() : show(state, bar, search, true, signal);
    },
    intent(bar, slug, signal) {
      const search = this.next(bar, slug);
      if (search !== null) fetchOnIntent(bodyOf(state, bar, search), signal);
    },
    follow(bar, signal) {
      const search = doc.location.search;
      if (filtersKey(readFilters(search, loopId)) === filtersKey(readFilters($search.get(), loopId))) return Promise.resolve();
      return show(state, bar, search, false, signal);
    },
  };
}

/** The refresh-loop body of the listing of `search`. */
function bodyOf(state: ListingState, bar: BarProps, search: string): RefreshBody {
  const { loopId, spelling } = state;
  for (const part of bar.layout) if (typeof part !== 'string') spelling.set(termKey(part.slug), part.slug);
  return {
    post_id: bar.postId ?? 0,
    widget_filters: widgetFilters(readFilters(search, loopId), spelling),
    widget_id: loopId,
    pagination_base_url: bar.baseUrl,
  };
}

/** Asks for the listing of `search` and swaps it in; `push` adds it to history once it shows. */
async function show(state: ListingState, bar: BarProps, search: string, push: boolean, signal: AbortSignal): Promise<void> {
  const { loopId } = state;
  const body = bodyOf(state, bar, search);
  const loop = state.doc.querySelector<HTMLElement>(`.elementor-element-${loopId}`);
  if (!loop) return console.error(`[islands:loop-filter] No loop grid .elementor-element-${loopId} on the page to filter`);
  const ticket = ++state.latest;
  const { request, end } = newestRequest(state, signal);
  state.$search.set(search);
  loop.querySelector(`:scope > .${NOTICE}`)?.remove();
  setLoading(loop, true);
  try {
    const answer = await answerFor(body, request.signal);
    if (ticket !== state.latest) return;
    if (typeof answer?.data !== 'string') throw new NetError('unknown_error', t('unknownError'), { data: answer });
    land(state, loop, answer.data, bar, search, push);
  } catch (error) {
    if (ticket !== state.latest) return;
    state.$search.set(state.shown);
    if (request.signal.aborted) return;
    console.error(`[islands:loop-filter] refresh-loop failed; the listing stays as it was:`, error);
    tell(loop, error);
  } finally {
    signal.removeEventListener('abort', end);
    if (ticket === state.latest) {
      state.running = null;
      setLoading(loop, false);
    }
  }
}

/** A request that aborts the one before it, and ends with `signal` (the bar's mount). */
function newestRequest(state: ListingState, signal: AbortSignal): { request: AbortController; end: () => void } {
  state.running?.abort(new DOMException('A newer filter', 'AbortError'));
  const request = (state.running = new AbortController());
  const end = () => request.abort(signal.reason);
  if (signal.aborted) end();
  else signal.addEventListener('abort', end, { once: true });
  return { request, end };
}

function setLoading(loop: HTMLElement, loading: boolean): void {
  loop.classList.toggle('e-loading', loading);
  loop.classList.toggle('e-loading-overlay', loading);
  if (loading) loop.setAttribute('aria-busy', 'true');
  else loop.removeAttribute('aria-busy');
}

/** The answer's listing on the page, in the URL, and said. */
function land(state: ListingState, loop: HTMLElement, html: string, bar: BarProps, search: string, push: boolean): void {
  const { doc, loopId } = state;
  const fresh = swap(loop, html, bar, search);
  state.shown = search;
  const url = bar.basePath + filtersSearch(doc.location.search, loopId, readFilters(search, loopId));
  if (push && url !== doc.location.pathname + doc.location.search) history.pushState(null, '', url);
  announce(shownCount(fresh));
}

const listings = new Map<string, Listing>();

/** The listing of loop grid `loopId` on this page, made on first use. */
export function listingFor(loopId: string, doc: Document = document): Listing {
  let listing = listings.get(loopId);
  if (!listing) listings.set(loopId, (listing = createListing(loopId, doc)));
  return listing;
}
