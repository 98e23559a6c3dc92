import { slide } from '../../../runtime/ui/slide.ts';
import type { Descriptions } from './descriptions.ts';

// The shop's field descriptions (docs/shop.md#field-descriptions): the checkout's and My account's
// forms print a field's help as `span.description` inside its `.woocommerce-input-wrapper`, hidden
// by WooCommerce's stylesheet; it slides open (250 ms, SPEC §9) while its field has focus, and shut
// when focus goes elsewhere or on Escape, as woocommerce.js does.

const SLIDE_MS = 250;

const shown = (d: HTMLElement) => getComputedStyle(d).display !== 'none';

/**
 * Listens on the body: fields a fragment prints later (the checkout's payment area) are served too.
 * `focused`: the field whose focus brought this code (descriptions.ts), opened now if it still has it.
 */
export function slideDescriptions(
  body: HTMLElement,
  signal: AbortSignal,
  focused: Element,
  { of: descriptionOf, selector, wrapper }: Descriptions,
): void {
  const sliding = new Map<HTMLElement, () => void>();
  const move = (d: HTMLElement, open: boolean) => {
    sliding.get(d)?.();
    d.setAttribute('aria-hidden', String(!open));
    sliding.set(
      d,
      slide(d, open, SLIDE_MS, () => sliding.delete(d), signal),
    );
  };
  const close = (d: HTMLElement | null) => d && d.getAttribute('aria-hidden') !== 'true' && shown(d) && move(d, false);
  const focusOn = (target: Element) => {
    const mine = target.matches('input, select, textarea') ? descriptionOf(target) : null;
    for (const d of body.querySelectorAll<HTMLElement>(selector)) if (d !== mine) close(d);
    if (mine && (mine.getAttribute('aria-hidden') === 'true' || !shown(mine))) move(mine, true);
  };

  body.addEventListener('focusin', (event) => focusOn(event.target as Element), { signal });
  if (body.ownerDocument.activeElement === focused) focusOn(focused);
  // Focus left the field's wrapper (a click elsewhere, Tab out of the form): its help goes.
  body.addEventListener(
    'focusout',
    (event) => {
      const to = event.relatedTarget as Element | null;
      const from = (event.target as Element).closest(wrapper);
      if (from && !from.contains(to)) close(descriptionOf(from));
    },
    { signal },
  );
  body.addEventListener(
    'keydown',
    (event) => {
      const d = event.key === 'Escape' ? descriptionOf(event.target as Element) : null;
      if (!d || d.getAttribute('aria-hidden') === 'true' || !shown(d)) return;
      move(d, false);
      // The Escape closed the help only (a dialog around the form stays open).
      event.preventDefault();
      event.stopPropagation();
    },
    { signal },
  );
}
