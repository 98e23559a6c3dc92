// What the timing rules read from the page (docs/popups.md#timing-rules): the device mode, the
// browser, the logged-in user. Read once, at the boundary, so rules.ts stays pure.
import { pageGlobal } from '../../../runtime/page/printed.ts';

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

/**
 * The current device mode. The page builder's stylesheet names it in the ::after content of
 * #elementor-device-mode under its own (possibly custom) breakpoints, so that wins; on a page
 * without it the width is measured against the breakpoints elementorFrontendConfig prints, or the
 * defaults (docs/popups.md#timing-rules: mobile up to 767 px, tablet up to 1024 px).
 */
export function deviceMode(win: Window): string {
  const doc = win.document;
  // The page builder's script puts its probe in <body>, where no content is (docs/security.md).
  const probe = doc.body.querySelector(':scope > #elementor-device-mode') ?? doc.createElement('span');
  const own = !probe.isConnected;
  if (own) {
    probe.id = 'elementor-device-mode';
    probe.className = 'elementor-screen-only';
    doc.body.append(probe);
  }
  const content = win.getComputedStyle(probe, '::after').content.replace(/["']/g, '');
  if (own) probe.remove();
  if (content && content !== 'none' && content !== 'normal') return content;
  const config = pageGlobal<{ responsive?: { breakpoints?: Record<string, Breakpoint> } }>('elementorFrontendConfig', win);
  const breakpoints = config?.responsive?.breakpoints ?? {
    mobile: { value: 767, is_enabled: true },
    tablet: { value: 1024, is_enabled: true },
  };
  let mode = 'desktop';
  let smallest = Infinity;
  for (const [name, { value, direction, is_enabled }] of Object.entries(breakpoints)) {
    if (!is_enabled || typeof value !== 'number') continue;
    // A min breakpoint (widescreen) lies above every max one.
    if (direction === 'min') {
      if (win.innerWidth >= value) return name;
    } else if (win.innerWidth <= value && value < smallest) [mode, smallest] = [name, value];
  }
  return mode;
}

/** The logged-in user as the page builder prints it (elementorFrontendConfig.user), or null for a guest. */
export function loggedInUser(win: Window): { roles: string[] } | null {
  const user = pageGlobal<{ user?: { roles?: unknown } }>('elementorFrontendConfig', win)?.user;
  if (!user || typeof user !== 'object') return null;
  return { roles: Array.isArray(user.roles) ? user.roles.filter((r): r is string => typeof r === 'string') : [] };
}
