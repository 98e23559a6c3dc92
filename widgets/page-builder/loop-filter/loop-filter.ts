// Elementor Pro's Taxonomy Filter bar (search.e-filter) over a Loop Grid (docs/loop-filter.md).
// Until the visitor uses it, the bar is the server's markup and this small enhancer: a click (or
// Space on a link) asks the listing for the new filter at once and fetches the React bar, which
// then takes the bar over (bar.tsx). A page whose filters nobody touches downloads no React. A
// pointer resting on a term, or focus on it, fetches that term's listing ahead (refresh-loop.ts).
// Back and forward bring the listing of the URL's filters.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { onIntent } from '../../../runtime/ui/on-intent.ts';
import type { Cleanup, MountContext } from '../../../runtime/core/types.ts';
import { listingFor, listItems } from './listing.ts';
import { parseBarProps, type BarProps } from './props.ts';

export default defineEnhancer<BarProps>((el, props, ctx) => {
  const listing = listingFor(props.loopId);
  const { signal } = ctx;
  window.addEventListener('popstate', () => void listing.follow(props, signal), { signal });
  const loop = el.ownerDocument.querySelector(`.elementor-element-${props.loopId}`);
  if (loop) listItems(loop);
  const bar = reactBar(el, props, ctx);
  const slugOf = (item: Element) => item.getAttribute('data-filter') ?? '';
  onIntent(el, '.e-filter-item[data-filter]', (item) => listing.intent(props, slugOf(item), signal), signal, slugOf);

  const use = (event: Event, item: Element | null | undefined) => {
    if (bar.state() === 'mounted' || !item || !el.contains(item)) return;
    event.preventDefault();
    // Where Elementor Pro's scripts stay, its handler is bound to each printed button: the first
    // click is the island's alone (heard while capturing), and the React bar's buttons are new.
    event.stopPropagation();
    const slug = item.getAttribute('data-filter') ?? '';
    if (bar.state() === 'failed') {
      // No bar to show the choice: the server prints the filtered page (as without JavaScript).
      const search = listing.next(props, slug);
      if (search !== null) location.assign(props.basePath + search);
      return;
    }
    void listing.toggle(props, slug, signal);
    bar.takeOver();
  };
  el.addEventListener(
    'click',
    (event) => {
      // A click that opens a new tab or window is the link's own business.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      use(event, (event.target as Element).closest?.('.e-filter-item[data-filter]'));
    },
    { signal, capture: true },
  );
  el.addEventListener(
    'keydown',
    (event) => {
      const item = (event.target as Element).closest?.('a.e-filter-item[data-filter]');
      if (event.key === ' ') use(event, item);
    },
    { signal, capture: true },
  );
  return () => bar.undo();
}, parseBarProps);

type BarState = 'none' | 'loading' | 'mounted' | 'failed';

/** The React bar over el, fetched and mounted by the first takeOver(). */
function reactBar(el: HTMLElement, props: BarProps, ctx: MountContext): { state(): BarState; takeOver(): void; undo(): void } {
  let state: BarState = 'none';
  let undo: Cleanup | void;
  const takeOver = () => {
    if (state !== 'none') return;
    state = 'loading';
    import('./bar.tsx').then(
      async ({ mountBar }) => {
        if (ctx.signal.aborted) return;
        undo = await mountBar(el, props, ctx);
        state = 'mounted';
        if (ctx.signal.aborted) return undo?.();
      },
      (error: unknown) => {
        state = 'failed';
        console.error('[islands:loop-filter] Loading the filter bar failed; its terms now load the filtered pages', error);
      },
    );
  };
  return { state: () => state, takeOver, undo: () => undo?.() };
}
