/** Chromium's path: $CHROMIUM_PATH, else Debian's /usr/bin/chromium; null when none exists. */
export function chromiumPath(): string | null;
/** Launch flags for headless Chromium on a closed network. */
export const chromiumArgs: string[];
