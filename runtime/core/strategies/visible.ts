import { hydrateHoldingClicks } from './held-clicks.ts';
import type { Strategy } from './index.ts';
import { interaction } from './interaction.ts';

/**
 * Mount when the element nears the viewport, or on a first interaction inside it if that comes
 * first. Either way the clicks that land while the chunk loads are held back and replayed
 * (held-clicks.ts): a press on a player's play button before React has mounted still plays. An
 * element with display: contents has no box and is never reported, so its children are observed.
 */
export const visible: Strategy = (el, hydrate) => {
  let release = () => {};
  let started = false; // by a first interaction, or the observer: a late report must not start a second mount
  const io =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px' })
      : null;
  const onInteraction = interaction(el, (settled, imported) => {
    started = true;
    io?.disconnect();
    hydrate(settled, imported);
  });
  const start = () => {
    if (started) return;
    started = true;
    io?.disconnect();
    onInteraction();
    release = hydrateHoldingClicks(el, hydrate);
  };
  if (!io) start();
  const targets = getComputedStyle(el).display === 'contents' ? Array.from(el.children) : [el];
  for (const t of targets.length ? targets : [el]) io?.observe(t);
  return () => {
    io?.disconnect();
    onInteraction();
    release();
  };
};
