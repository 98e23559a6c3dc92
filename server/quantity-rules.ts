// The quantity a cart line may hold: stock, sold individually, and Min/Max Quantities rules
// (min, max, step). The side cart's stepper prints these bounds; the server enforces them.
import type { Purchasable } from './catalogue.ts';
import { messages } from './messages.ts';

export interface QuantityLimits {
  min: number;
  /** null: unlimited (stock not managed and no rule). */
  max: number | null;
  step: number;
}

export function quantityLimits(item: Purchasable): QuantityLimits {
  const { product } = item;
  if (product.soldIndividually) return { min: 1, max: 1, step: 1 };
  const stock = (item.variation ?? product).stock;
  const rules = product.quantityRules;
  const maxes = [stock, rules?.max ?? null].filter((n): n is number => n !== null);
  return { min: rules?.min ?? 1, max: maxes.length ? Math.min(...maxes) : null, step: rules?.step ?? 1 };
}

/**
 * The rule a wanted line quantity breaks (min or step; stock is reported by its own WooCommerce
 * notices), as the notice to show, or null. 0 always passes: it removes the line.
 */
export function ruleProblem(item: Purchasable, name: string, quantity: number): string | null {
  const rules = item.product.quantityRules;
  if (!rules || quantity === 0) return null;
  if (quantity < rules.min) return messages.belowMinimum(name, rules.min);
  if (rules.max !== undefined && quantity > rules.max) return messages.aboveMaximum(name, rules.max);
  if (quantity % rules.step !== 0) return messages.notMultiple(name, rules.step);
  return null;
}
