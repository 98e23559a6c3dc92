import type { Hydrate, WidgetModule } from '../types.ts';
import { idle } from './idle.ts';
import { interaction } from './interaction.ts';
import { load } from './load.ts';
import { visible } from './visible.ts';

/**
 * A strategy decides only *when* an island mounts. It calls hydrate once; hydrate's optional
 * callbacks run once the widget's module has arrived (`imported`, before the mount) and once the
 * mount attempt is over, mounted or failed (`settled`, not after a removal). It returns a
 * function that cancels the wait, which stays in force while the chunk loads.
 */
export type Strategy = (el: HTMLElement, hydrate: Hydration) => () => void;
export type Hydration = (settled?: () => void, imported?: (widget: WidgetModule) => void) => void;

export const strategies: Record<Hydrate, Strategy> = { load, idle, visible, interaction };

export function isHydrate(value: string): value is Hydrate {
  return Object.hasOwn(strategies, value);
}
