// The player's keyboard (SPEC §9; contact-form-antispam-podcast-rest.md §3). Keys are read on
// the player's own element, so they act on the player that holds focus and never on the others
// of the page (the plugin listened on the document: one key moved every player at once).

export type PlayerCommand = 'forward' | 'back' | 'toggle' | 'mute' | 'faster' | 'slower' | 'normalSpeed' | 'close';

/** Where a key already means something: typing, and Space or Enter on a control of its own. */
const TEXT = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const PRESSABLE = 'button, a[href], [role="option"], [role="button"], summary';

/** The command a keydown inside the player stands for, or null to leave the key alone. */
export function playerCommand(event: KeyboardEvent): PlayerCommand | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (event.key === 'Escape') return 'close';
  if (target?.closest(TEXT)) return null;
  if (event.key === 'm' || event.key === 'M') return 'mute';
  // Physical keys, so the Spanish layout's Shift+. (":") works as the plugin's US one (">").
  if (event.shiftKey) {
    if (event.code === 'Period') return 'faster';
    if (event.code === 'Comma') return 'slower';
    if (event.code === 'Digit0') return 'normalSpeed';
    return null;
  }
  if (event.key === 'ArrowRight') return 'forward';
  if (event.key === 'ArrowLeft') return 'back';
  if (event.key === ' ' && !target?.closest(PRESSABLE)) return 'toggle';
  return null;
}
