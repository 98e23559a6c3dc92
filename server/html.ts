// Escaping and small markup helpers shared by every render function. Everything the catalogue
// or a visitor supplies goes through esc() before it reaches HTML.

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** Text or attribute value → HTML (WordPress' esc_html / esc_attr). */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/**
 * JSON for an inline `<script>` (application/json or `var x = {...};`): `<` is escaped so a
 * catalogue string holding `</script>` cannot close the element early.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** JSON inside an attribute, as WooCommerce's wc_esc_json + esc_attr print data-product_variations. */
export function attrJson(value: unknown): string {
  return esc(JSON.stringify(value));
}

/** WooCommerce's price markup (wc_price) for the shop's USD prices. */
export function price(amount: number): string {
  return `<span class="woocommerce-Price-amount amount">${bdi(amount)}</span>`;
}

/** The amount inside a price span, for variants of the wrapper (aria-hidden ranges). */
export function bdi(amount: number): string {
  return `<bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${amount.toFixed(2)}</bdi>`;
}

/** Plain-text price for screen-reader text and notices. */
export function priceText(amount: number): string {
  return `&#036;${amount.toFixed(2)}`;
}

/**
 * Fills `{{slot}}` placeholders of a fixtures/pages template with HTML that the render functions
 * built (already escaped). A slot the caller forgot is a bug in the fixture, so it throws.
 */
export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{\{([a-z_]+)\}\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`[islands:server] Template slot {{${name}}} has no value`);
    return value;
  });
}

/** WordPress' sanitize_title for attribute names: lower case, accents dropped, spaces to dashes. */
export function sanitizeTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "1 de febrero de 2025", the es_ES date format, from an ISO date with offset (kept as written). */
export function spanishDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d} de ${months[(m ?? 1) - 1]} de ${y}`;
}
