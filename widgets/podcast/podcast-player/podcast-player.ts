// Seriously Simple Podcasting's Castos player. This module carries no React and arrives first:
// while React and the player (player.tsx) load, a press on play, pause or the cover is answered by
// the plugin's own <audio>, so the sound starts when the original's would
// (docs/performance.md#the-podcast-press). The React player then adopts that element.
import type { WidgetModule } from '../../../runtime/core/types.ts';
import { podcastStarted } from '../../../runtime/stores/podcast.ts';
import { followFocus } from '../../../runtime/ui/follow-focus.ts';
import { parseIslandProps, serverAudio, type IslandProps } from './props.ts';

// Fetched as the island mounts, not as this module arrives: the module comes before any intent
// (the registry's `early`), and only a visitor about to play downloads React.
const player = () => import('./player.tsx');

const island: WidgetModule<IslandProps> = {
  parseProps(raw, el) {
    try {
      return parseIslandProps(raw, el);
    } catch (error) {
      silence(el);
      throw error;
    }
  },
  press: pressServerPlayer,
  async mount(el, props, ctx) {
    // React renders the player afresh: the same control in the new player gets the focus back.
    const focus = followFocus(
      el,
      ctx.signal,
      (node) => controlOf(el, node),
      ({ selector, rank }) => el.querySelectorAll<HTMLElement>(selector)[rank],
    );
    try {
      const undo = await (await player()).default.mount(el, props, ctx);
      focus.giveBack();
      return () => {
        undo?.();
        silence(el);
      };
    } catch (error) {
      focus.giveBack();
      silence(el);
      throw error;
    }
  },
};
export default island;

/**
 * Play, pause or the cover pressed before React is ready: the plugin's <audio> plays or pauses at
 * once, its buttons show it and focus moves to the other button, as the plugin's own script does.
 * Another player sounding is told to stop through the store they share.
 */
function pressServerPlayer(el: HTMLElement, target: Element): boolean {
  const control = target.closest('.play-btn, .pause-btn, .player__artwork');
  const audio = serverAudio(el);
  if (!control || !audio || !el.querySelector('.player__main')?.contains(control)) return false;
  const play = control.matches('.play-btn') || (!control.matches('.pause-btn') && audio.paused);
  if (play) {
    podcastStarted(`press:${el.getAttribute('data-player_id')}`);
    audio.play().catch((error: unknown) => {
      if ((error as Error).name !== 'AbortError') console.error(`[islands:podcast-player] Could not play ${audio.currentSrc}`, error);
    });
  } else audio.pause();
  const buttons = showPlaying(el, play);
  if (control.matches('button')) buttons[play ? 1 : 0]?.focus();
  return true;
}

/** The plugin's play and pause buttons, one shown at a time. */
function showPlaying(el: HTMLElement, playing: boolean): (HTMLElement | null)[] {
  const buttons = [el.querySelector<HTMLElement>('.player__main .play-btn'), el.querySelector<HTMLElement>('.player__main .pause-btn')];
  buttons.forEach((button, i) => {
    button?.classList.toggle('hide', i === 0 ? playing : !playing);
    button?.setAttribute('aria-pressed', String(i === 0 ? playing : !playing));
  });
  return buttons;
}

/** The server's player as it was, silent: after a failure, nothing sounds that no button can stop. */
function silence(el: HTMLElement): void {
  serverAudio(el)?.pause();
  showPlaying(el, false);
}

/** A control by its tag, first class and rank among its kind: the plugin's classes are the player's. */
function controlOf(el: HTMLElement, node: Element): { selector: string; rank: number } {
  const selector = node.localName + (node.classList[0] ? `.${CSS.escape(node.classList[0])}` : '');
  return { selector, rank: [...el.querySelectorAll(selector)].indexOf(node) };
}
