// xoo_wsc_cart_toggled as third parties hear it from Side Cart's own script (docs/events.md). The
// panel an add's line opens as the add is sent (pending-line.ts) is said open when the shop's
// script would open it, 20 ms after the add's answer; a panel so opened that closes before then
// (the add refused, or the shopper closed it) was never said open, so its closing is not said either.
import { later } from '../../../runtime/core/lifetime.ts';
import { emit, EVENTS } from '../../../runtime/page/events.ts';

export interface ToggledEvents {
  /** The panel opened or closed: said now, unless it opened ahead of an add's answer. */
  changed(open: boolean): void;
  /** Runs `openPanel` as an add is sent: what it opens is said at the answer. */
  openAhead(openPanel: () => void): void;
  /** An add's answer is on the page: a panel opened ahead of it and still open is said open, when the shop's script opens it. */
  answered(): void;
}

export function toggledEvents(source: string, delay: number, isOpen: () => boolean, signal: AbortSignal): ToggledEvents {
  // The store's listeners may run after openAhead returns (an add is sent from another store's
  // listener, and nanostores queues nested notifications): the open it caused is the next one heard.
  let heldOpen = false;
  let ahead = false;
  const say = (open: boolean) => emit(EVENTS.sideCartToggled, source, [open ? 'show' : 'hide']);
  return {
    changed(open) {
      if (open && heldOpen) {
        heldOpen = false;
        return void (ahead = true);
      }
      if (ahead && !open) return void (ahead = false);
      say(open);
    },
    openAhead(openPanel) {
      if (isOpen()) return openPanel();
      heldOpen = true;
      openPanel();
      if (!isOpen()) heldOpen = false;
    },
    answered() {
      if (!ahead) return;
      later(
        signal,
        () => {
          if (ahead && isOpen()) say(true);
          ahead = false;
        },
        delay,
      );
    },
  };
}
