// The filtered blog, /blog-filtrado/ (fixtures/blog.json): Taxonomy Filter bars over a Loop Grid
// of posts, printed as Elementor Pro prints them (recorded/pages/elementor-loop-grid-filter*.html),
// with one difference: each term is a link to the filtered page (role="button", aria-pressed as
// the plugin's buttons), so filtering works with JavaScript off. The listing follows the URL's
// e-filter-{loop}-{taxonomy} parameters (rules/loop-filter.ts), here and in refresh-loop alike.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALL_TERMS,
  filtersSearch,
  readFilters,
  termKey,
  toggleTerm,
  withFilter,
  type LogicalJoin,
  type LoopFilters,
} from '../../rules/loop-filter.ts';
import type { ContentData } from '../catalogue.ts';
import { attrJson, esc, fill } from '../html.ts';
import type { Visit } from '../visit.ts';
import { simpleMain } from './content.ts';
import { template } from './layout.ts';
import { castosPlayer } from './podcast.ts';

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** Its Castos player id: the post's card embeds the episode's [ss_player]. */
  player?: string;
  [taxonomy: string]: unknown;
}

export interface FilterBar {
  widgetId: string;
  taxonomy: string;
  heading: string;
  multiple: boolean;
  logicalJoin: 'AND' | 'OR' | 'DISABLED';
  allLabel: string;
}

export interface Blog {
  page: { id: number; slug: string; title: string };
  loop: { widgetId: string; templateId: number; perPage: number; columns: number };
  bars: FilterBar[];
  taxonomies: Record<string, { slug: string; name: string }[]>;
  posts: BlogPost[];
}

/** Read per request, like the page templates, so fixture edits show without a restart. */
export const loadBlog = (rootDir: string): Blog => JSON.parse(readFileSync(join(rootDir, 'fixtures', 'blog.json'), 'utf8')) as Blog;

export const blogPath = (blog: Blog): string => `/${blog.page.slug}/`;

const termsOf = (post: BlogPost, taxonomy: string): string[] =>
  (Array.isArray(post[taxonomy]) ? (post[taxonomy] as string[]) : []).map(termKey);

/** WP_Query with the loop's tax query: AND (and a lone term) all, OR any, NOT none; newest first. */
export function matchingPosts(blog: Blog, filters: LoopFilters): BlogPost[] {
  const fits = (post: BlogPost): boolean =>
    [...filters].every(([taxonomy, { terms, logicalJoin }]) => {
      const has = (term: string) => termsOf(post, taxonomy).includes(term);
      const join: Record<LogicalJoin, () => boolean> = {
        AND: () => terms.every(has),
        DISABLED: () => terms.every(has),
        OR: () => terms.some(has),
        NOT: () => !terms.some(has),
      };
      return join[logicalJoin]();
    });
  return blog.posts.filter(fits).sort((a, b) => (a.date < b.date ? 1 : -1));
}

/** sanitize_html_class: a percent-encoded slug loses its escapes, anything else not [A-Za-z0-9_-]. */
const htmlClass = (slug: string): string => slug.replace(/%[a-fA-F0-9]{2}/g, '').replace(/[^A-Za-z0-9_-]/g, '');

function loopItem(blog: Blog, post: BlogPost, podcast: ContentData['podcast'], origin: string): string {
  const terms = Object.keys(blog.taxonomies).flatMap((tax) =>
    (Array.isArray(post[tax]) ? (post[tax] as string[]) : []).map((slug) => `${tax === 'post_tag' ? 'tag' : tax}-${htmlClass(slug)}`),
  );
  const t = blog.loop.templateId;
  const player = post.player
    ? `
							<div class="elementor-element elementor-element-9d0c2f1 elementor-widget elementor-widget-shortcode" data-id="9d0c2f1" data-element_type="widget" data-widget_type="shortcode.default">
								<div class="elementor-shortcode">${castosPlayer(podcast, post.player, `${origin}/${post.slug}/`, false)}</div>
							</div>`
    : '';
  return `		<div data-elementor-type="loop-item" data-elementor-id="${t}" class="elementor elementor-${t} e-loop-item e-loop-item-${post.id} post-${post.id} post type-post status-publish format-standard hentry ${terms.join(' ')}" data-elementor-post-type="elementor_library" data-custom-edit-handle="1">
			<section class="elementor-section elementor-top-section elementor-element elementor-element-f184718 elementor-section-boxed elementor-section-height-default elementor-section-height-default" data-id="f184718" data-element_type="section">
				<div class="elementor-container elementor-column-gap-default">
					<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-cfdb807" data-id="cfdb807" data-element_type="column">
						<div class="elementor-widget-wrap elementor-element-populated">
							<div class="elementor-element elementor-element-06e1424 elementor-widget elementor-widget-theme-post-title elementor-page-title elementor-widget-heading" data-id="06e1424" data-element_type="widget" data-widget_type="theme-post-title.default">
								<h3 class="elementor-heading-title elementor-size-default"><a href="/${esc(post.slug)}/">${esc(post.title)}</a></h3>
							</div>
							<div class="elementor-element elementor-element-5a7d3b0 elementor-widget elementor-widget-theme-post-excerpt" data-id="5a7d3b0" data-element_type="widget" data-widget_type="theme-post-excerpt.default">
								<p>${esc(post.excerpt)}</p>
							</div>${player}
						</div>
					</div>
				</div>
			</section>
		</div>`;
}

/**
 * The loop grid's .elementor-widget-container for one page of the filtered posts: what the page
 * prints and what refresh-loop answers. `pageUrl(n)` is the address of page n of the listing.
 */
export function loopContainer(v: Visit, blog: Blog, filters: LoopFilters, page: number, pageUrl: (n: number) => string): string {
  const posts = matchingPosts(blog, filters);
  const pages = Math.max(1, Math.ceil(posts.length / blog.loop.perPage));
  const shown = posts.slice((page - 1) * blog.loop.perPage, page * blog.loop.perPage);
  const podcast = v.shop.catalogue.content.podcast;
  const t = blog.loop.templateId;
  const grid = shown.length
    ? `				<div class="elementor-loop-container elementor-grid" role="list">
		<style id="loop-${t}">.elementor-widget-theme-post-title .elementor-heading-title{font-family:var( --e-global-typography-primary-font-family ), Sans-serif;}</style>
${shown.map((post) => loopItem(blog, post, podcast, v.origin)).join('\n')}
				</div>`
    : `				<div class="e-loop-nothing-found-message">
					<p class="e-loop-nothing-found-message__text">No se han encontrado entradas.</p>
				</div>`;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
    n === page
      ? `			<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Página</span>${n}</span>`
      : `			<a class="page-numbers" href="${esc(pageUrl(n))}"><span class="elementor-screen-only">Página</span>${n}</a>`,
  );
  const pagination =
    pages > 1
      ? `
				<div class="e-load-more-anchor" data-page="${page}" data-max-page="${pages}" data-next-page="${esc(pageUrl(Math.min(page + 1, pages)))}"></div>
				<nav class="elementor-pagination" aria-label="Paginación">
${numbers.join('\n')}
				</nav>`
      : '';
  return `		<div class="elementor-widget-container">
${grid}${pagination}
		</div>`;
}

/** The bar's term links: each one the URL that a click on it leads to. */
function filterBar(blog: Blog, bar: FilterBar, filters: LoopFilters, search: string, baseUrl: string, page: number): string {
  const current = filters.get(bar.taxonomy);
  const loopId = blog.loop.widgetId;
  const item = (slug: string, label: string, pressed: boolean) => {
    const next = withFilter(filters, bar.taxonomy, toggleTerm(current, bar, slug));
    const href = blogPath(blog) + filtersSearch(search, loopId, next);
    return `			<a class="e-filter-item" href="${esc(href)}" role="button" data-filter="${esc(slug)}" aria-pressed="${pressed}">${esc(label)}</a>`;
  };
  const terms = blog.taxonomies[bar.taxonomy] ?? [];
  const settings = {
    selected_element: loopId,
    taxonomy: bar.taxonomy,
    multiple_selection: bar.multiple ? 'yes' : 'no',
    ...(bar.multiple ? { logical_combination: bar.logicalJoin } : {}),
    horizontal_scroll: 'disable',
  };
  return `				<div class="elementor-element elementor-element-${bar.widgetId} elementor-widget elementor-widget-taxonomy-filter" data-id="${bar.widgetId}" data-element_type="widget" data-settings="${attrJson(settings)}" data-widget_type="taxonomy-filter.default">
		<search class="e-filter" role="search" data-base-url="${esc(baseUrl)}" data-page-num="${page}">
${terms.map((term) => item(term.slug, term.name, !!current?.terms.includes(termKey(term.slug)))).join('\n')}
${item(ALL_TERMS, bar.allLabel, !current)}
		</search>
				</div>`;
}

/** /blog-filtrado/ and its pages /blog-filtrado/{n}/; null past the last page. */
export function blogMain(v: Visit, blog: Blog, page: number): string | null {
  const loopId = blog.loop.widgetId;
  const search = v.url.search;
  const filters = readFilters(search, loopId);
  const pages = Math.ceil(matchingPosts(blog, filters).length / blog.loop.perPage);
  if (page > 1 && page > pages) return null;
  const base = blogPath(blog);
  // Pages keep the filter (the original's links lose it: elementor#30327).
  const pageUrl = (n: number) => `${base}${n > 1 ? `${n}/` : ''}${filtersSearch(search, loopId, filters)}`;
  const loopSettings = {
    template_id: String(blog.loop.templateId),
    columns: blog.loop.columns,
    pagination_type: 'numbers',
    _skin: 'post',
    pagination_load_type: 'page_reload',
  };
  return fill(template(v, 'blog-filtered.html'), {
    page_id: String(blog.page.id),
    title: esc(blog.page.title),
    bars: blog.bars.map((bar) => `${barHeading(bar)}\n${filterBar(blog, bar, filters, search, `${v.origin}${base}`, page)}`).join('\n'),
    loop_id: loopId,
    loop_settings: attrJson(loopSettings),
    columns: String(blog.loop.columns),
    loop: loopContainer(v, blog, filters, page, pageUrl),
  });
}

const barHeading = (bar: FilterBar): string =>
  `				<div class="elementor-element elementor-widget elementor-widget-heading" data-element_type="widget" data-widget_type="heading.default">
					<h2 class="elementor-heading-title elementor-size-default">${esc(bar.heading)}</h2>
				</div>`;

/** A post of the blog by its address: a plain article page (the review has its own, richer page). */
export function blogPost(blog: Blog, path: string): BlogPost | undefined {
  return blog.posts.find((post) => `/${post.slug}/` === path);
}

/** The blog's pages for the page table: /blog-filtrado/, its /{n}/ pages and each post; null otherwise. */
export function blogPage(v: Visit, path: string): { title: string; bodyClass: string; kind: 'page'; main: () => string } | null {
  const blog = loadBlog(v.shop.rootDir);
  const listing = new RegExp(`^${blogPath(blog)}(?:([1-9]\\d{0,3})/)?$`).exec(path);
  if (listing) {
    const main = blogMain(v, blog, Number(listing[1] ?? 1));
    const { id } = blog.page;
    const bodyClass = `page-template page-template-elementor_header_footer page page-id-${id} elementor-default elementor-template-full-width elementor-page elementor-page-${id}`;
    return main ? { title: blog.page.title, bodyClass, kind: 'page', main: () => main } : null;
  }
  const post = blogPost(blog, path);
  if (!post) return null;
  const content = `\t\t<p>${esc(post.excerpt)}</p>\n\t\t<p><a href="${blogPath(blog)}">Volver al blog filtrado</a></p>`;
  return {
    title: post.title,
    bodyClass: `post-template-default single single-post postid-${post.id} single-format-standard`,
    kind: 'page',
    main: () => simpleMain(v, post.title, content),
  };
}
