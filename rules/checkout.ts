/**
 * The checkout's email check, shared with the fixture backend so the browser never refuses what
 * the shop would take: one '@' with something before it, and a dotted domain after it, no spaces.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim());
}
