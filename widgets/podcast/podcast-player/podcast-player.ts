// Seriously Simple Podcasting's Castos player. This module carries no React and arrives first:
// while React and the player (player.tsx) load, a press on play, pause or the cover is answered by
// the plugin's own <audio>, so the sound starts when the original's would
// (docs/performance.md#the-podcast-press). The React player then adopts that element.
import type { WidgetModule } from '../../../runtime/core/types.ts';
import { podcastStarted } from '../../../runtime/stores/podcast.ts';
import { parseIslandProps, serverAudio, type IslandProps } from './props.ts';

// Fetched as soon as this module arrives; a failure is reported by the mount that awaits it.
const player = import('./player.tsx');
player.catch(() => {});

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
    const focus = followFocus(el);
    try {
      const undo = await (await player).default.mount(el, props, ctx);
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

/**
 * React renders the player afresh, dropping the focused control: the same control in the new
 * player (its tag, first class and rank: the plugin's classes are the player's) gets the focus
 * back, if it was inside when React committed. Followed until then, as a visitor may Tab on while
 * React renders; focus that went elsewhere stays there.
 */
function followFocus(el: HTMLElement): { giveBack(): void } {
  const inside = (node: EventTarget | null): node is Element => node instanceof Element && el.contains(node);
  const controlOf = (node: Element) => {
    const selector = node.localName + (node.classList[0] ? `.${CSS.escape(node.classList[0])}` : '');
    return { selector, rank: [...el.querySelectorAll(selector)].indexOf(node) };
  };
  let focused = inside(document.activeElement) ? controlOf(document.activeElement) : null;
  const listening = new AbortController();
  el.addEventListener('focusin', (event) => inside(event.target) && (focused = controlOf(event.target)), { signal: listening.signal });
  el.addEventListener('focusout', (event) => event.relatedTarget && !inside(event.relatedTarget) && (focused = null), { signal: listening.signal });
  return {
    giveBack() {
      listening.abort();
      const lost = !document.activeElement || document.activeElement === document.body;
      if (focused && lost) el.querySelectorAll<HTMLElement>(focused.selector)[focused.rank]?.focus();
    },
  };
}
