import type { Hydrate } from '../types.ts';
import { idle } from './idle.ts';
import { interaction } from './interaction.ts';
import { load } from './load.ts';
import { visible } from './visible.ts';

/**
 * A strategy decides only *when* an island mounts. It calls hydrate once; hydrate's optional
 * callback runs once the mount attempt is over, mounted or failed (not after a removal). It
 * returns a function that cancels the wait, which stays in force while the chunk loads.
 */
export type Strategy = (el: HTMLElement, hydrate: (settled?: () => void) => void) => () => void;

export const strategies: Record<Hydrate, Strategy> = { load, idle, visible, interaction };

export function isHydrate(value: string): value is Hydrate {
  return Object.prototype.hasOwnProperty.call(strategies, value);
}
