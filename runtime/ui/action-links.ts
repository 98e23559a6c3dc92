// The page builder's action links (docs/popups.md#action-links): an href of
// `#elementor-action:action={name}&settings={base64 JSON}`, URL-encoded whole or in part, so it
// may also start `%23`. The settings come from PHP (wp_json_encode: non-ASCII escaped) or from
// the page builder's own script (btoa of JSON: one byte per Latin-1 character); both decode here.

export interface ActionLink {
  action: string;
  settings: Record<string, unknown>;
}

/** Keys that would reach an object's prototype if the settings were ever merged into one. */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

function decodeSettings(base64: string): Record<string, unknown> | null {
  try {
    const bytes = Uint8Array.from(atob(base64.trim()), (c) => c.charCodeAt(0));
    let json: string;
    try {
      json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      json = String.fromCharCode(...bytes); // not UTF-8: the Latin-1 bytes btoa made
    }
    const value: unknown = JSON.parse(json, (key, v: unknown) => (UNSAFE.has(key) ? undefined : v));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The action and settings of an action link's href, or null, after one warning naming the href,
 * when it is malformed: a bad %-escape, no `action=…&`, settings that are not base64 JSON of an object.
 */
export function readActionHref(href: string, warn: (message: string) => void): ActionLink | null {
  const bad = (why: string) => {
    warn(`Action link ${JSON.stringify(href.slice(0, 120))} ${why}; nothing done`);
    return null;
  };
  let text: string;
  try {
    // Decoded twice, as the page builder does: a hash made in JavaScript is encoded whole.
    text = decodeURIComponent(decodeURI(href));
  } catch {
    return bad('is not a valid URL');
  }
  if (!/^#elementor-action:/.test(text)) return bad('is not an #elementor-action link');
  const action = /action=(.+?)&/.exec(text)?.[1];
  if (!action) return bad('names no action (action=…&settings=…)');
  const encoded = /settings=(.+)/.exec(text)?.[1];
  const settings = encoded ? decodeSettings(encoded) : {};
  if (!settings) return bad('has settings that are not base64 JSON');
  return { action, settings };
}
