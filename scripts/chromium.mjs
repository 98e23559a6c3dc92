// Where Debian's Chromium is and how every harness launches it. Shared by tests/harness.ts,
// scripts/bench.mjs and scripts/test.sh, so they all find and start the same browser.
import { existsSync } from 'node:fs';

/** Chromium's path: $CHROMIUM_PATH, else Debian's /usr/bin/chromium; null when none exists. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => !!p && existsSync(p)) ?? null;
}

// The machine's network is closed: without the background-networking flags Chromium opens many
// refused connections and looks up Google's hosts at every start. --no-sandbox because CI runs
// as root. Playwright gives every launch a fresh temporary --user-data-dir itself (it refuses the
// flag in args), so no profile survives between runs.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

// `node scripts/chromium.mjs` prints the path (or nothing, exit 1) for scripts/test.sh.
if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const path = chromiumPath();
  if (path) console.log(path);
  process.exit(path ? 0 : 1);
}
