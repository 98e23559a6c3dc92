/** A quantity input's bounds as the stepper reads them (docs/shop.md#quick-view-quantity-stepper). */
export interface Bounds {
  min: number;
  max: number | null;
  step: number;
}

export function boundsOf(input: HTMLInputElement): Bounds {
  const num = (v: string) => (v.trim() === '' ? NaN : Number(v));
  const min = num(input.min);
  const max = num(input.max);
  const step = num(input.step);
  return {
    // Never below 0, whatever the field says.
    min: Number.isFinite(min) ? Math.max(0, min) : 0,
    max: Number.isFinite(max) && max > 0 ? max : null,
    // Step 1 when missing or 'any'.
    step: Number.isFinite(step) && step > 0 ? step : 1,
  };
}

/** The value after one step up (+1) or down (-1), kept within min..max. */
export function stepQuantity(value: string, direction: 1 | -1, { min, max, step }: Bounds): number {
  const current = Number.parseFloat(value);
  let next = (Number.isFinite(current) ? current : min) + direction * step;
  // Floating steps (0.1) must not leave 0.30000000000000004 in the field.
  next = Math.round(next * 1e6) / 1e6;
  if (next < min) next = min;
  if (max !== null && next > max) next = max;
  return next;
}
