// A popup as Elementor Pro prints it in the footer (docs/popups.md#the-printed-popup):
// [data-elementor-type="popup"][data-elementor-id][data-elementor-settings], hidden by the page's CSS.

export { num, on, str } from './values.ts';

/** The popup's document settings: display settings keep the page builder's names; rule objects stay raw. */
export interface PopupSettings {
  id: string;
  /** The timing rules (docs/popups.md#timing-rules): `{rule: 'yes', rule_sub: value}`. */
  timing: Record<string, unknown>;
  /** The triggers (docs/popups.md#triggers), same shape. */
  triggers: Record<string, unknown>;
  raw: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The printed popup's settings; a bad data-elementor-settings throws, quoting it. */
export function readPopup(el: Element): PopupSettings {
  const id = el.getAttribute('data-elementor-id') ?? '';
  if (!/^\d+$/.test(id)) throw new Error(`Bad data-elementor-id ${JSON.stringify(id.slice(0, 40))}`);
  const text = el.getAttribute('data-elementor-settings') || '{}';
  let raw: Record<string, unknown>;
  try {
    raw = record(JSON.parse(text));
  } catch {
    throw new Error(`Bad data-elementor-settings ${text.slice(0, 120)}`);
  }
  return { id, timing: record(raw.timing), triggers: record(raw.triggers), raw };
}
