// The countdown's arithmetic (docs/site-extras.md#countdown), apart from the DOM so it can be tested alone.

export type ExpireAction = { type: 'hide' } | { type: 'message' } | { type: 'redirect'; url: string };

/**
 * Days, hours, minutes, seconds left (never below zero). A unit the widget does not show passes
 * its amount on to the next shown one: without days, 2 days and 3 hours read as 51 hours.
 */
export function remaining(
  end: number,
  now: number,
  shown: readonly boolean[] = [true, true, true, true],
): { total: number; parts: number[] } {
  const total = end - now;
  let seconds = Math.max(0, Math.floor(total / 1000));
  const sizes = [86_400, 3600, 60, 1];
  const parts = sizes.map((size, i) => {
    // The last shown unit above takes everything its hidden units would have shown.
    if (!shown[i] && i < 3) return 0;
    const value = Math.floor(seconds / size);
    seconds -= value * size;
    return value;
  });
  return { total, parts };
}

/** The page builder's end actions; a redirect only to an http(s) address, anything else dropped. */
export function parseActions(raw: string): ExpireAction[] {
  let list: unknown;
  try {
    list = JSON.parse(raw || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): ExpireAction[] => {
    const { type, redirect_url: url } = (item ?? {}) as { type?: unknown; redirect_url?: unknown };
    if (type === 'hide' || type === 'message') return [{ type }];
    if (type === 'redirect' && typeof url === 'string' && /^https?:\/\//i.test(url.trim())) return [{ type, url: url.trim() }];
    return [];
  });
}

/**
 * The evergreen end for this visitor: kept under `{id}-evergreen_due_date` (ms) and
 * `{id}-evergreen_interval` (s), the page builder's keys, and started again when the interval
 * changed. Without storage (private mode), it counts from this view.
 */
export function evergreenEnd(win: Window, id: string, interval: number): number {
  const dueKey = `${id}-evergreen_due_date`;
  const intervalKey = `${id}-evergreen_interval`;
  try {
    const due = Number(win.localStorage.getItem(dueKey));
    if (due > 0 && Number(win.localStorage.getItem(intervalKey)) === interval) return due;
    const end = Date.now() + interval * 1000;
    win.localStorage.setItem(dueKey, String(end));
    win.localStorage.setItem(intervalKey, String(interval));
    return end;
  } catch {
    return Date.now() + interval * 1000;
  }
}
