import type { WidgetDef } from '../../runtime/core/types.ts';

// Seriously Simple Podcasting's player. What each field says: widgets/registry.ts.
export const podcastWidgets: readonly WidgetDef[] = [
  {
    // Seriously Simple Podcasting's player, single episode or playlist: a React island, so React
    // is fetched only on intent (a pointer resting on the player, a press, a touch, focus inside);
    // until then the plugin's markup is the player. Its module, with no React, comes when the page is
    // idle: a press before React plays the plugin's own <audio> at once (docs/performance.md#the-podcast-press).
    name: 'podcast-player',
    hydrate: 'interaction',
    early: true,
    selector: 'div.castos-player[data-player_id]',
    standsAsideFor: ['ssp-castos-player'],
    load: () => import('./podcast-player/podcast-player.ts'),
  },
];
