// What the timing rules read from the page (docs/popups.md#timing-rules): the device mode, the
// browser, the logged-in user. Read once, at the boundary, so rules.ts stays pure.

export type BrowserName = 'chrome' | 'edge' | 'firefox' | 'safari' | 'ie';

/** The browser flags the `browsers` rule names, from the user agent as the page builder reads it. */
export function browserFlags(ua: string): Record<BrowserName, boolean> {
  const edge = /Edg(e|A|iOS)?\//.test(ua);
  const ie = /Trident\/|MSIE /.test(ua);
  const firefox = /Firefox\/|FxiOS\//.test(ua);
  const chrome = /Chrome\/|CriOS\//.test(ua) && !edge && !/OPR\//.test(ua);
  const safari = /Safari\//.test(ua) && !/Chrome\/|CriOS\/|Chromium\/|FxiOS\/|Edg|Android/.test(ua);
  return { chrome, edge, firefox, safari, ie };
}

interface Breakpoint {
  value?: unknown;
  direction?: unknown;
  is_enabled?: unknown;
}
const DEFAULT_BREAKPOINTS: Record<string, Breakpoint> = {
  mobile: { value: 767, direction: 'max', is_enabled: true },
  tablet: { value: 1024, direction: 'max', is_enabled: true },
};

/**
 * The current device mode. The page builder's stylesheet names it in the ::after content of
 * #elementor-device-mode under its own (possibly custom) breakpoints, so that wins; a page without
 * that stylesheet is measured against the breakpoints elementorFrontendConfig prints (SPEC §9 defaults).
 */
export function deviceMode(win: Window): string {
  const doc = win.document;
  let probe = doc.getElementById('elementor-device-mode');
  const own = !probe && !!doc.body;
  if (own) {
    probe = doc.createElement('span');
    probe.id = 'elementor-device-mode';
    probe.className = 'elementor-screen-only';
    doc.body.append(probe);
  }
  const content = probe ? win.getComputedStyle(probe, '::after').content.replace(/["']/g, '') : '';
  if (own) probe?.remove();
  if (content && content !== 'none' && content !== 'normal') return content;
  const config = (win as unknown as { elementorFrontendConfig?: { responsive?: { breakpoints?: Record<string, Breakpoint> } } }).elementorFrontendConfig;
  const breakpoints = config?.responsive?.breakpoints ?? DEFAULT_BREAKPOINTS;
  const width = win.innerWidth;
  const enabled = Object.entries(breakpoints).filter(([, b]) => b.is_enabled && typeof b.value === 'number');
  const max = enabled.filter(([, b]) => b.direction !== 'min').sort((a, b) => (a[1].value as number) - (b[1].value as number));
  const below = max.find(([, b]) => width <= (b.value as number));
  if (below) return below[0];
  const wide = enabled.find(([, b]) => b.direction === 'min' && width >= (b.value as number));
  return wide ? wide[0] : 'desktop';
}

/** The logged-in user as the page builder prints it (elementorFrontendConfig.user), or null for a guest. */
export function loggedInUser(win: Window): { roles: string[] } | null {
  const user = (win as unknown as { elementorFrontendConfig?: { user?: { roles?: unknown } } }).elementorFrontendConfig?.user;
  if (!user || typeof user !== 'object') return null;
  return { roles: Array.isArray(user.roles) ? user.roles.filter((r): r is string => typeof r === 'string') : [] };
}
