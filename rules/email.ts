/**
 * The shop's e-mail check (the checkout's field, and the fixture backend's checkout, comments and
 * reviews), one rule so the browser never refuses what the shop would take: one '@' with something
 * before it, and a dotted domain after it, no spaces. Contact Form 7 has its own
 * (contact-form/checks.ts: WordPress's is_email).
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim());
}
