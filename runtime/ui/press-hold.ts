// Layout changes that wait for the pointer to let go. Leaving a field happens inside the default
// action of the mousedown on whatever is pressed next (the browser moves focus there, and the
// field's change and focusout run then), which is exactly when inline field checks add or remove
// error lines. If those lines move the pressed button, the mouseup lands on another element, and
// the browser sends the click to the two elements' common ancestor: the button never gets it.
// So while a press is under way, such changes wait until the click that ends it has run.
import { later, onAbort } from '../core/lifetime.ts';

export interface PressHold {
  /** Runs `change` now or, while a press is under way, once it has ended in its click. */
  run(change: () => void): void;
}

// A touch tap sends its compatibility mousedown (which moves focus) after pointerup: both count.
const DOWN = ['pointerdown', 'mousedown'];
const UP = ['pointerup', 'pointercancel', 'mouseup', 'dragend'];

/** Follows presses on the page until `signal` (the island's) aborts, which drops what still waits. */
export function holdDuringPress(signal: AbortSignal): PressHold {
  let pressed = false;
  let waiting: (() => void)[] = [];
  let cancel = () => {};
  const flush = () => {
    if (pressed) return;
    const due = waiting;
    waiting = [];
    for (const change of due) change();
  };
  const down = () => {
    pressed = true;
  };
  // mouseup and its click are dispatched in one task, so a task later the click has landed.
  const up = () => {
    pressed = false;
    cancel();
    cancel = later(signal, flush, 0);
  };
  const options = { capture: true, passive: true, signal };
  for (const type of DOWN) window.addEventListener(type, down, options);
  for (const type of UP) window.addEventListener(type, up, options);
  // A press whose release the page never sees (an alert, a switch to another window).
  window.addEventListener('blur', up, { signal });
  onAbort(signal, () => {
    pressed = false;
    waiting = [];
  });
  return {
    run(change) {
      if (pressed) waiting.push(change);
      else change();
    },
  };
}
