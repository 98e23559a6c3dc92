// The filter bar's props, read once from Elementor Pro's own markup: the Taxonomy Filter widget's
// data-settings (selected_element, taxonomy, multiple_selection, logical_combination), its
// search.e-filter (data-base-url) and the .e-filter-item terms, buttons as the plugin prints them
// or links as the fixture and templates/loop-filter.php print them (they work without JavaScript).
import { isWidgetId, validJoin, type BarSettings } from '../../../rules/loop-filter.ts';
import { IslandError } from '../../../runtime/core/errors.ts';
import { excerpt } from '../../../runtime/core/excerpt.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

export interface Term {
  /** data-filter as printed (a non-Latin slug stays percent-encoded: the server's own spelling). */
  slug: string;
  label: string;
  className: string;
  tag: 'a' | 'button';
}

export interface BarProps {
  /** The loop grid this bar filters (selected_element). */
  loopId: string;
  bar: BarSettings;
  /** data-base-url made absolute and percent-encoded (refresh-loop refuses raw ñ: elementor#25222). */
  baseUrl: string;
  /** Where a new filter takes the visitor: the listing's first page, on this origin. */
  basePath: string;
  /** The bar's children in order: whitespace as printed, and the terms (so the markup stays the same). */
  layout: Array<string | Term>;
  /** The post the loop grid belongs to (refresh-loop's post_id); null when the page does not say. */
  postId: number | null;
}

const fail = (message: string): never => {
  throw new IslandError('loop-filter', message);
};

type Settings = Record<string, unknown>;

function settingsOf(raw: unknown, el: HTMLElement): Settings {
  if (raw && typeof raw === 'object' && 'selected_element' in raw) return raw as Settings;
  const widget = el.closest('.elementor-widget-taxonomy-filter[data-settings]');
  const text = widget?.getAttribute('data-settings') ?? '';
  if (!text) return fail('No Taxonomy Filter data-settings around the bar, nor data-props');
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') return parsed as Settings;
  } catch {
    /* reported below with the text */
  }
  return fail(`data-settings is not a JSON object: ${excerpt(text)}`);
}

function layoutOf(el: HTMLElement): Array<string | Term> {
  const layout: Array<string | Term> = [];
  for (const node of el.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) layout.push(node.textContent ?? '');
    if (!(node instanceof HTMLElement)) continue;
    const tag = node.localName;
    const slug = node.getAttribute('data-filter');
    if (!node.classList.contains('e-filter-item') || slug === null || (tag !== 'a' && tag !== 'button')) {
      return fail(`Unexpected element in the filter bar: ${excerpt(node.outerHTML)}`);
    }
    layout.push({ slug, label: node.textContent?.replace(/\s+/g, ' ').trim() ?? '', className: node.className, tag });
  }
  if (!layout.some((part) => typeof part !== 'string')) fail('The filter bar has no .e-filter-item[data-filter]');
  return layout;
}

function postIdOf(loopId: string, doc: Document): number | null {
  const owner = doc.querySelector(`.elementor-element-${loopId}`)?.closest('[data-elementor-id]')?.getAttribute('data-elementor-id');
  const config = pageGlobal<{ post?: { id?: unknown } }>('elementorFrontendConfig', doc.defaultView);
  const id = Number(owner ?? config?.post?.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function parseBarProps(raw: unknown, el: HTMLElement): BarProps {
  const settings = settingsOf(raw, el);
  const loopId = String(settings.selected_element ?? '');
  if (!isWidgetId(loopId)) fail(`selected_element is not an Elementor element id: ${excerpt(loopId)}`);
  const taxonomy = settings.taxonomy;
  if (typeof taxonomy !== 'string' || !/^[\w-]+$/.test(taxonomy)) fail(`taxonomy is not a taxonomy name: ${excerpt(String(taxonomy))}`);
  const multiple = settings.multiple_selection === 'yes';
  const here = new URL(el.ownerDocument.location.href);
  let base: URL;
  try {
    base = new URL(el.getAttribute('data-base-url') || here.pathname, here);
  } catch {
    base = new URL(here.pathname, here);
  }
  return {
    loopId,
    bar: { taxonomy: taxonomy as string, multiple, logicalJoin: multiple ? validJoin(settings.logical_combination) : 'DISABLED' },
    baseUrl: base.href,
    // history.pushState refuses another origin (a site address that differs from the one visited).
    basePath: base.origin === here.origin ? base.pathname : here.pathname,
    layout: layoutOf(el),
    postId: postIdOf(loopId, el.ownerDocument),
  };
}
