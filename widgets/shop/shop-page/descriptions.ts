// The shop's field descriptions (docs/shop.md#field-descriptions) wait for a field that has one
// to take the focus: only then does their code (description-slide.ts, with the slide) come, so the
// shop's pages without such a field (most of them) never fetch it.

const WRAPPER = '.woocommerce-input-wrapper';

/** Where a field's description is: passed to description-slide.ts, which imports nothing from here (one chunk, not two). */
export interface Descriptions {
  of(el: Element): HTMLElement | null;
  /** Every description on the page. */
  selector: string;
  /** A field's wrapper, which holds its description. */
  wrapper: string;
}
const descriptions: Descriptions = {
  of: (el) => el.closest(WRAPPER)?.querySelector<HTMLElement>('span.description') ?? null,
  selector: `${WRAPPER} span.description`,
  wrapper: WRAPPER,
};

/** Listens on the body, so fields a fragment prints later are served too. */
export function enhanceDescriptions(body: HTMLElement, signal: AbortSignal): void {
  const start = (event: FocusEvent) => {
    const field = event.target as Element;
    if (!field.matches('input, select, textarea') || !descriptions.of(field)) return;
    body.removeEventListener('focusin', start);
    import('./description-slide.ts').then(
      ({ slideDescriptions }) => signal.aborted || slideDescriptions(body, signal, field, descriptions),
      (error: unknown) =>
        console.error("[islands:shop-page] The field descriptions' code could not be loaded; they stay as the shop prints them", error),
    );
  };
  body.addEventListener('focusin', start, { signal });
}
