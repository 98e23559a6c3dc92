// The filter bar as a React island, loaded on its first use (loop-filter.ts): it renders the
// plugin's own children of search.e-filter (same tags, classes, data-filter, the whitespace
// between them) with aria-pressed and, on links, the href a click leads to, all following the
// listing's filters; a click or Space asks the listing for the new filter.
import { useStore } from '@nanostores/react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { ALL_TERMS, filtersSearch, hasTerm, readFilters, toggleTerm, withFilter } from '../../../rules/loop-filter.ts';
import { defineReactIsland } from '../../../runtime/core/react-island.tsx';
import { followFocus } from '../../../runtime/ui/follow-focus.ts';
import { listingFor } from './listing.ts';
import type { BarProps, Term } from './props.ts';
import type { Cleanup, MountContext } from '../../../runtime/core/types.ts';

export interface FilterBarProps extends BarProps {
  /** The mount's signal: a request the bar started ends with the bar. */
  signal: AbortSignal;
}

/** A click that opens a new tab or window is the link's own business. */
const modified = (event: MouseEvent): boolean => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

function FilterBar(props: FilterBarProps) {
  const listing = listingFor(props.loopId);
  const search = useStore(listing.$search);
  const filters = readFilters(search, props.loopId);
  const { taxonomy } = props.bar;
  const current = filters.get(taxonomy);
  const choose = (slug: string) => void listing.toggle(props, slug, props.signal);

  const item = (term: Term, key: number) => {
    const pressed = term.slug === ALL_TERMS ? !current : hasTerm(current, term.slug);
    const common = { className: term.className, 'data-filter': term.slug, 'aria-pressed': pressed };
    if (term.tag === 'button')
      return (
        <button key={key} {...common} onClick={() => choose(term.slug)}>
          {term.label}
        </button>
      );
    const href =
      props.basePath + filtersSearch(search, props.loopId, withFilter(filters, taxonomy, toggleTerm(current, props.bar, term.slug)));
    const onClick = (event: MouseEvent) => {
      if (modified(event)) return;
      event.preventDefault();
      choose(term.slug);
    };
    // A link plays a button (role="button"): Space presses it too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      choose(term.slug);
    };
    return (
      <a key={key} {...common} href={href} role="button" onClick={onClick} onKeyDown={onKeyDown}>
        {term.label}
      </a>
    );
  };

  return <>{props.layout.map((part, i) => (typeof part === 'string' ? part : item(part, i)))}</>;
}

const island = defineReactIsland(FilterBar, (raw) => raw as FilterBarProps);

/**
 * Mounts the bar over the server's markup of `el` (React and react-dom come with this chunk);
 * resolves once React has committed it, with the focus given back.
 */
export async function mountBar(el: HTMLElement, props: BarProps, ctx: MountContext): Promise<Cleanup | void> {
  // The term that has the focus when the new bar shows gets it back.
  const focus = followFocus(
    el,
    ctx.signal,
    (node) => node.closest('[data-filter]')?.getAttribute('data-filter') ?? null,
    (term) => [...el.querySelectorAll<HTMLElement>('.e-filter-item')].find((i) => i.getAttribute('data-filter') === term),
  );
  const undo = await island.mount(el, { ...props, signal: ctx.signal }, ctx);
  focus.giveBack();
  return undo;
}
