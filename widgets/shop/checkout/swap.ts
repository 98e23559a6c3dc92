import { excerpt } from '../../../runtime/core/excerpt.ts';

/** The areas update_order_review sends again, where the shopper's choices live. */
export const REVIEW_AREAS = '.woocommerce-checkout-review-order-table, .woocommerce-checkout-payment';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Choices {
  /** Radios and checkboxes: the payment method, the terms box, a gateway's own boxes. */
  ticks: { name: string; value: string; checked: boolean; radio: boolean }[];
  /** What was typed or chosen in a payment box's fields, by id. */
  typed: Map<string, string>;
  /** The id of the focused control, when it was inside an area about to be replaced. */
  focused: string | null;
}

function choicesIn(areas: Element[]): Choices {
  const ticks: Choices['ticks'] = [];
  const typed = new Map<string, string>();
  for (const area of areas) {
    for (const input of area.querySelectorAll<HTMLInputElement>('input[type="radio"][name], input[type="checkbox"][name]')) {
      ticks.push({ name: input.name, value: input.value, checked: input.checked, radio: input.type === 'radio' });
    }
    for (const field of area.querySelectorAll<Control>(
      '.payment_box input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), .payment_box select, .payment_box textarea',
    )) {
      if (field.id) typed.set(field.id, field.value);
    }
  }
  const active = document.activeElement;
  const focused = active?.id && areas.some((a) => a.contains(active)) ? active.id : null;
  return { ticks, typed, focused };
}

/**
 * Puts the shopper's choices back into the areas the server printed again: the server prints its
 * default payment method and an unticked terms box. A radio is only ever turned on, so a group
 * whose chosen option went keeps the server's.
 */
function restore(areas: Element[], was: Choices): void {
  for (const area of areas) {
    for (const input of area.querySelectorAll<HTMLInputElement>('input[type="radio"][name], input[type="checkbox"][name]')) {
      const before = was.ticks.find((t) => t.name === input.name && t.value === input.value);
      if (before && (before.checked || !before.radio)) input.checked = before.checked;
    }
    for (const field of area.querySelectorAll<Control>('.payment_box input, .payment_box select, .payment_box textarea')) {
      const value = field.id ? was.typed.get(field.id) : undefined;
      if (value !== undefined && !field.value) field.value = value;
    }
  }
  if (was.focused) document.getElementById(was.focused)?.focus();
}

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content;
}

/**
 * Replaces each element a fragment's selector finds with the fragment's HTML (an empty one removes
 * it), as WooCommerce's checkout script does, keeping what the shopper chose in the review and
 * payment areas. Only text fragments count; a selector that is not valid CSS is logged and skipped.
 * The HTML is the shop's own, like the page; a `<script>` in it does not run.
 */
export function paintFragments(fragments: Record<string, unknown>): void {
  const was = choicesIn([...document.querySelectorAll(REVIEW_AREAS)]);
  for (const [selector, html] of Object.entries(fragments)) {
    if (typeof html !== 'string') continue;
    let targets: Element[];
    try {
      targets = [...document.querySelectorAll(selector)];
    } catch {
      console.error(`[islands:checkout] Fragment selector is not valid CSS: ${excerpt(selector)}`);
      continue;
    }
    for (const target of targets) target.replaceWith(parse(html));
  }
  restore([...document.querySelectorAll(REVIEW_AREAS)], was);
}
