// A popup as Elementor Pro prints it in the footer (docs/popups.md#the-printed-popup):
// [data-elementor-type="popup"][data-elementor-id][data-elementor-settings], hidden by the page's CSS.
// Parsed once here for the rule engine (popup.ts) and the dialog (dialog.tsx).

/** The popup's document settings. Display settings keep Elementor's names; rule objects stay raw. */
export interface PopupSettings {
  id: string;
  /** The timing rules (docs/popups.md#timing-rules): `{rule: 'yes', rule_sub: value}`. */
  timing: Record<string, unknown>;
  /** The triggers (docs/popups.md#triggers), same shape. */
  triggers: Record<string, unknown>;
  raw: Record<string, unknown>;
}

export const POPUP_SELECTOR = '[data-elementor-type="popup"]';

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The printed popup's settings; a bad data-elementor-settings throws, naming its text. */
export function readPopup(el: Element): PopupSettings {
  const id = el.getAttribute('data-elementor-id') ?? '';
  if (!/^\d+$/.test(id)) throw new Error(`data-elementor-id is not a popup id: ${JSON.stringify(id.slice(0, 40))}`);
  const text = el.getAttribute('data-elementor-settings') || '{}';
  let raw: Record<string, unknown>;
  try {
    raw = record(JSON.parse(text));
  } catch {
    throw new Error(`data-elementor-settings is not valid JSON: ${text.slice(0, 120)}`);
  }
  return { id, timing: record(raw.timing), triggers: record(raw.triggers), raw };
}

/** A switch control: Elementor saves 'yes' (older saves, true). */
export const on = (value: unknown): boolean => value === 'yes' || value === true;

/** A number control, saved as a number or a numeric string; anything else is `fallback`. */
export function num(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Device modes from the smallest; a responsive setting falls back towards desktop. */
const DEVICES = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'];

/** Elementor's per-device setting (`entrance_animation_mobile`…): the device's own, else the next larger one's. */
export function deviceSetting(raw: Record<string, unknown>, key: string, device: string): unknown {
  const from = DEVICES.indexOf(device);
  const order = device === 'widescreen' ? ['widescreen', 'desktop'] : DEVICES.slice(Math.max(from, 0), DEVICES.indexOf('desktop') + 1);
  for (const d of order) {
    const value = d === 'desktop' ? raw[key] : raw[`${key}_${d}`];
    if (value !== undefined && value !== '') return value;
  }
  return raw[key];
}

/** The dialog island (dialog.tsx) the rule engine inserts when a popup shows; its element says which popup. */
export const DIALOG_WIDGET = 'popup-dialog';
/** Asks an open dialog to close (its exit animation first), dispatched on the dialog island's element. */
export const CLOSE_REQUEST = 'islands:popup-close';

export const openDialog = (id: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-widget="${DIALOG_WIDGET}"][data-popup-id="${id}"]`);

/** The printed popup itself, never a copy a dialog shows (those sit inside .elementor-popup-modal). */
export const printedPopup = (id: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`${POPUP_SELECTOR}[data-elementor-id="${id}"]:not(.elementor-popup-modal *)`);
