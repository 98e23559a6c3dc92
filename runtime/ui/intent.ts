// docs/performance.md#on-intent: what counts as a visitor about to use something, so its code or
// its answer can be fetched then, and not for every visitor who merely scrolls past. The
// interaction strategy (in the entry) reads the constant; on-intent.ts is for the islands.

/** A pointer that stays this long over an element shows intent; one passing over does not. */
export const POINTER_REST_MS = 80;
