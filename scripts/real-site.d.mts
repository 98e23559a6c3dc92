/** Where up.sh lives: $WP_STACK_DIR, else ../shared/wordpress beside the repository. */
export const stackDir: string;
/** $ISLANDS_WP_ROOT (/tmp/islands-real-site): the site's files, logs/ and ids.json. */
export const siteRoot: string;
/** $ISLANDS_WP_PORT (8190). */
export const sitePort: number;
/** $ISLANDS_WP_DBPORT (3490). */
export const siteDbPort: number;
/** http://127.0.0.1:<sitePort> */
export const siteOrigin: string;
/** Why the real-site tests skip (the site's folder is not there), or null. */
export const realSiteSkipReason: string | null;
/** The request header that gives one browser context its own Islands settings (JSON). */
export const settingsHeader: string;
/** The request header that gives one browser context its own site configuration (JSON: options, plugins, filters). */
export const configurationHeader: string;
/** Unpacks the built zip into the site's plugins and activates it (also rewrites the test site's must-use plugins and wp-config.php switches); resolves once the site runs them. */
export function installPlugin(): Promise<void>;
/** Resolves once every web server worker runs the site's PHP files as they are now on disk (opcache.revalidate_freq). */
export function untilPhpSeesChanges(): Promise<void>;
/**
 * Runs `php -r` inside WordPress (as setup.php does) and returns what it printed. `env` adds to the
 * environment; `before` is PHP run before WordPress loads.
 */
export function wordpressPhp(code: string, options?: { env?: Record<string, string>; before?: string }): string;
/** The site, up with the plugin of this build, for run `runId`: at most one up.sh per run. */
export function ensureRealSite(runId: string): Promise<void>;
/** The last run using the site stops it (never with ISLANDS_WP_REUSE=1). */
export function stopRealSite(runId: string): Promise<void>;
