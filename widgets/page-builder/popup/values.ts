// The page builder's control values, as it saves them in a popup's settings.

/** A switch control: the page builder saves 'yes' (older saves, true). */
export const on = (value: unknown): boolean => value === 'yes' || value === true;

/** A number control, saved as a number or a numeric string; anything else is `fallback`. */
export function num(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
