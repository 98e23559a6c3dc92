// The real WordPress + WooCommerce site for the real-site tests (tests/real-site.ts) and the
// real-site bench (scripts/bench-real-site.mjs): brought up once per test run with
// ../shared/wordpress/up.sh, the Islands plugin installed from the zip the build just made and
// activated. Test files run in parallel processes, so the first one to need the site takes a lock
// (a folder beside the site's root), brings it up and writes a state file; the others wait for the
// lock and find the state. The browser project's global setup (tests/real-site/global-setup.ts)
// gives every file of one run the same run id and stops the site at the end. Two runs at once
// (two people with the same ISLANDS_WP_* settings) share the site when they test the same build,
// and the second is told to use its own site otherwise.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDir, outRoot } from '../esbuild.config.mjs';
import { zipName } from './wordpress-plugin.mjs';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** Where up.sh lives: $WP_STACK_DIR, else ../shared/wordpress beside the repository. */
export const stackDir = resolve(process.env.WP_STACK_DIR ?? join(rootDir, '../shared/wordpress'));

/** Env-overridable, and apart from up.sh's own defaults so a hand-started site is left alone. */
export const siteRoot = process.env.ISLANDS_WP_ROOT ?? '/tmp/islands-real-site';
export const sitePort = Number(process.env.ISLANDS_WP_PORT ?? 8190);
export const siteDbPort = Number(process.env.ISLANDS_WP_DBPORT ?? 3490);
export const siteOrigin = `http://127.0.0.1:${sitePort}`;
/** ISLANDS_WP_REUSE=1: use a site this harness left running (and leave it running). */
const reuse = process.env.ISLANDS_WP_REUSE === '1';

/** @type {string | null} */
export const realSiteSkipReason = existsSync(join(stackDir, 'up.sh'))
  ? null
  : `${stackDir} is not there (the real WordPress site; set WP_STACK_DIR to its folder)`;

const stateFile = join(siteRoot, 'islands-harness.json');
const lockDir = `${siteRoot}.islands-lock`;
const stackEnv = () => ({ ...process.env, WP_STACK_ROOT: siteRoot, WP_STACK_PORT: String(sitePort), WP_STACK_DBPORT: String(siteDbPort) });

/**
 * @typedef {object} State
 * @property {string} version  content hash of the bundle the installed plugin carries (build.json "version")
 * @property {string[]} runs  the test runs using the site now; the last one to finish stops it
 */

/** @returns {State | null} */
const readState = () => {
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8'));
    return { version: String(state.version ?? ''), runs: Array.isArray(state.runs) ? state.runs.map(String) : [] };
  } catch {
    return null;
  }
};

/** The version scripts/wordpress-plugin.mjs writes into build.json, from the bundle just built. */
function builtVersion() {
  const entry = join(bundleDir, 'islands.js');
  if (!existsSync(entry) || !existsSync(join(outRoot, zipName))) {
    throw new Error(`${join(outRoot, zipName)} is missing: run \`npm run build\` first`);
  }
  return createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 16);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid in the lock, or 0 while its holder has not written it yet. */
function lockHolder() {
  try {
    return Number(readFileSync(join(lockDir, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * @template T
 * @param {() => Promise<T>} fn
 * @param {number} waitMs
 * @returns {Promise<T>}
 */
async function withLock(fn, waitMs) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A holder that died (a killed run) would keep the lock for ever.
      const pid = lockHolder();
      if (pid && !alive(pid)) rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`real site: ${lockDir} still held after ${waitMs / 1000} s`);
      else await sleep(500);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

async function responds() {
  try {
    const res = await fetch(`${siteOrigin}/wp-login.php`, { signal: AbortSignal.timeout(5000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** @param {string} script */
function run(script) {
  return new Promise((done, fail) => {
    const child = spawn('bash', [join(stackDir, script)], { env: stackEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`real site: ${script} exited with ${code}:\n${output.split('\n').slice(-30).join('\n')}`)),
    );
  });
}

/** A PHP single-quoted string literal. */
const phpString = (value) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Runs `php -r` inside WordPress (as setup.php does) and returns what it printed. `env` adds to
 * the environment (a test's own wp-config.php switch); `before` runs before WordPress loads.
 */
export function wordpressPhp(code, { env = {}, before = '' } = {}) {
  const boot = `$_SERVER['HTTP_HOST'] = '127.0.0.1:${sitePort}'; $_SERVER['SERVER_NAME'] = '127.0.0.1'; $_SERVER['REQUEST_URI'] = '/';
    $_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1'; $_SERVER['REMOTE_ADDR'] = '127.0.0.1'; ${before} require ${phpString(join(siteRoot, 'wordpress/wp-load.php'))};`;
  return execFileSync('php', ['-r', `${boot}\n${code}`], { encoding: 'utf8', env: { ...stackEnv(), ...env }, maxBuffer: 16 * 1024 * 1024 });
}

/** The request header that gives one browser context its own Islands settings (see below). */
export const settingsHeader = 'X-Islands-Test-Settings';
/** The request header that gives one browser context its own site configuration (see below). */
export const configurationHeader = 'X-Islands-Test-Site';

/**
 * @typedef {object} SiteConfiguration  One request's configuration of the test site (JSON in configurationHeader).
 * @property {Record<string, unknown>} [options]  option name → value for this request (pre_option_*), e.g.
 *   { elementor_element_cache_ttl: 'disable' } or { woocommerce_feature_order_attribution_enabled: 'no' }
 * @property {string[]} [plugins]  plugin files active for this request only, e.g. 'wp-consent-api/wp-consent-api.php'
 * @property {Record<string, unknown>} [filters]  filter name → the value it returns, e.g. { wp_get_consent_type: 'optin' }
 */

const headerKey = (name) => `HTTP_${name.toUpperCase().replace(/-/g, '_')}`;

// A must-use plugin of the test site only. Test files run at the same time against one site, so
// a test never changes the site for the others: a request carrying settingsHeader reads its JSON
// as the islands_settings option; one carrying configurationHeader gets the options, plugins and
// filters it names for that request only (a consent tool, Elementor's element cache off, order
// attribution off). Every test page carries { filters: { islands_show_report: true } } unless it
// asks to be a plain visitor, so tests read #islands-report. No test page measures field data
// unless it asks. And every test browser posts from
// 127.0.0.1: WordPress's comment flood check (one comment per 15 s and address) would refuse a
// test's review because another test just posted one.
const testSite = `<?php
/* Plugin Name: islands test site: the ${settingsHeader} and ${configurationHeader} request headers configure the site for that request; no comment flood check (every test browser is 127.0.0.1) */
add_filter( 'pre_option_islands_settings', function ( $value ) {
	$given = $_SERVER['${headerKey(settingsHeader)}'] ?? '';
	$parsed = '' === $given ? null : json_decode( wp_unslash( $given ), true );
	return is_array( $parsed ) ? $parsed : $value;
} );
add_filter( 'wp_is_comment_flood', '__return_false', 100 );
// The field data (docs/vitals.md) measures a random share of page views: a test page measures none
// unless its settings header gives a share ("vitals"), so no other test sees its requests.
add_filter( 'islands_vitals_share', function ( $share ) {
	$given = json_decode( wp_unslash( $_SERVER['${headerKey(settingsHeader)}'] ?? '' ), true );
	return is_array( $given ) && isset( $given['vitals'] ) ? $share : 0;
} );
// Read before WordPress adds slashes to $_SERVER: must-use plugins load before that.
$islands_test_site = json_decode( $_SERVER['${headerKey(configurationHeader)}'] ?? '', true );
if ( is_array( $islands_test_site ) ) {
	foreach ( (array) ( $islands_test_site['options'] ?? array() ) as $islands_name => $islands_value ) {
		add_filter( 'pre_option_' . $islands_name, function () use ( $islands_value ) { return $islands_value; } );
	}
	if ( ! empty( $islands_test_site['plugins'] ) ) {
		$islands_plugins = array_map( 'strval', (array) $islands_test_site['plugins'] );
		add_filter( 'option_active_plugins', function ( $active ) use ( $islands_plugins ) { return array_values( array_unique( array_merge( (array) $active, $islands_plugins ) ) ); } );
	}
	foreach ( (array) ( $islands_test_site['filters'] ?? array() ) as $islands_name => $islands_value ) {
		add_filter( $islands_name, function () use ( $islands_value ) { return $islands_value; }, 1000 );
	}
}
`;

// A must-use plugin of the test site only: a "third-party" script as shops run them (analytics,
// gateways), depending on jquery, printed when a request's configuration turns the
// islands_test_recorder filter on (tests/real-site/third-party-events.browser.test.ts). It
// records, in window.__recorded, every WooCommerce, Side Cart, Contact Form 7, Elementor and
// WooCommerce Blocks event the page sends: jQuery ones as they are triggered (jQuery.event.trigger,
// which .trigger() and .triggerHandler() both go through), native ones as they are dispatched
// (a capturing listener on window), each with its target and its arguments' shapes.
const recorderScript = `(function ($) {
	var recorded = window.__recorded = [];
	var THIRD_PARTY = /^(adding_to_cart|added_to_cart|removed_from_cart|should_send_ajax_request|ajax_request_not_sent|wc_|wc-|updated_|update_|applied_coupon|removed_coupon|item_removed_from_classic_cart|checkout_|init_checkout|country_to_state_|payment_method_selected|found_variation|show_variation|hide_variation|reset_data|reset_image|check_variations|clear_reset_announcement|reload_product_variations|woocommerce_|xoo_wsc_|wpcf7|elementor\\/)/;
	var NATIVE = ['wpcf7beforesubmit', 'wpcf7submit', 'wpcf7invalid', 'wpcf7unaccepted', 'wpcf7spam', 'wpcf7aborted', 'wpcf7mailsent', 'wpcf7mailfailed', 'wpcf7reset', 'wpcf7statuschanged', 'elementor/popup/show', 'elementor/popup/hide', 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart'];
	function target(el) {
		if (el === window) return 'window';
		if (el === document) return 'document';
		if (!el || !el.tagName) return String(el);
		return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.classList && el.classList[0] ? '.' + el.classList[0] : '');
	}
	function shape(v) {
		if (v === null || v === undefined) return String(v);
		if (v instanceof $) return 'jQuery';
		if (v instanceof Element) return 'Element';
		if (Array.isArray(v)) return 'array';
		return typeof v;
	}
	var trigger = $.event.trigger;
	$.event.trigger = function (event, data, elem, onlyHandlers) {
		var type = typeof event === 'string' ? event : event && event.type + (event.namespace ? '.' + event.namespace : '');
		if (type && THIRD_PARTY.test(type)) {
			var args = data === undefined || data === null ? [] : Array.isArray(data) ? data : [data];
			recorded.push({ kind: onlyHandlers ? 'jquery-ask' : 'jquery', name: type, target: target(elem || document), args: args.map(shape) });
		}
		return trigger.apply(this, arguments);
	};
	// Kept for the test when the page is left (an order placed goes to the order-received page).
	window.addEventListener('pagehide', function () {
		sessionStorage.setItem('islands-recorded-left', JSON.stringify(recorded));
	});
	NATIVE.forEach(function (name) {
		window.addEventListener(name, function (e) {
			var detail = e.detail && typeof e.detail.status === 'string' ? 'object:' + e.detail.status : shape(e.detail);
			recorded.push({ kind: 'native', name: name, target: target(e.target), args: [detail] });
		}, true);
	});
})(jQuery);`;

const recorder = `<?php
/* Plugin Name: islands test site: a third-party script depending on jquery that records the page's events (on when the islands_test_recorder filter says so) */
add_action( 'wp_enqueue_scripts', function () {
	if ( ! apply_filters( 'islands_test_recorder', false ) ) {
		return;
	}
	wp_register_script( 'islands-test-recorder', false, array( 'jquery' ), null, false );
	wp_enqueue_script( 'islands-test-recorder' );
	wp_add_inline_script( 'islands-test-recorder', ${phpString(recorderScript)} );
}, 1 );
`;

// A must-use plugin of the test site only: Google's reCAPTCHA siteverify answered for the requests
// whose configuration turns the islands_test_siteverify filter on (Contact Form 7's own reCAPTCHA
// v3, tests/real-site/contact-recaptcha.browser.test.ts), since the site is offline. As Google
// does, a token passes once: a token sent again, or an empty one, fails. Every other HTTP call
// (Akismet's stand-in answers among them) goes on as before.
const siteverify = `<?php
/* Plugin Name: islands test site: Google's reCAPTCHA siteverify answered when the islands_test_siteverify filter says so */
add_filter( 'pre_http_request', function ( $pre, $args, $url ) {
	if ( 0 !== strpos( (string) $url, 'https://www.google.com/recaptcha/api/siteverify' ) || ! apply_filters( 'islands_test_siteverify', false ) ) {
		return $pre;
	}
	$token = (string) ( $args['body']['response'] ?? '' );
	$key = 'islands_test_siteverify_' . md5( $token );
	$fresh = '' !== $token && ! get_transient( $key );
	set_transient( $key, 1, HOUR_IN_SECONDS );
	$answer = $fresh ? array( 'success' => true, 'score' => 0.9, 'action' => 'contactform' ) : array( 'success' => false, 'error-codes' => array( 'timeout-or-duplicate' ) );
	return array( 'headers' => array(), 'body' => wp_json_encode( $answer ), 'response' => array( 'code' => 200, 'message' => 'OK' ), 'cookies' => array(), 'filename' => null );
}, 10, 3 );
`;

// wp-config.php switches for configurations that must be chosen before WordPress loads, each for
// the requests (or php runs) that ask for it only, so the other test files see the usual site:
// - a full-page cache (WP Super Cache's WP_CACHE, tests/real-site/caches.browser.test.ts);
// - a WordPress network in tables of its own (tests/real-site/multisite.browser.test.ts).
// Written here, under the harness's lock, because two test files editing the file at once could
// each drop the other's switch.
const wpConfigSwitches = (wordpress) => `// islands test switches
if ( ! empty( $_SERVER['HTTP_X_ISLANDS_TEST_PAGE_CACHE'] ) ) { define( 'WP_CACHE', true ); define( 'WPCACHEHOME', '${wordpress}/wp-content/plugins/wp-super-cache/' ); }
if ( ! empty( $_SERVER['HTTP_X_ISLANDS_TEST_NETWORK'] ) || getenv( 'ISLANDS_TEST_NETWORK' ) ) {
	$table_prefix = 'islandsnet_';
	if ( file_exists( __DIR__ . '/islands-test-network-ready' ) ) {
		define( 'MULTISITE', true ); define( 'SUBDOMAIN_INSTALL', false ); define( 'DOMAIN_CURRENT_SITE', '127.0.0.1:${sitePort}' );
		define( 'PATH_CURRENT_SITE', '/' ); define( 'SITE_ID_CURRENT_SITE', 1 ); define( 'BLOG_ID_CURRENT_SITE', 1 );
	}
}
`;

function addWpConfigSwitches() {
  const wordpress = join(siteRoot, 'wordpress');
  const file = join(wordpress, 'wp-config.php');
  const config = readFileSync(file, 'utf8');
  const settings = "require_once ABSPATH . 'wp-settings.php';";
  if (config.includes('// islands test switches') || !config.includes(settings)) return;
  writeFileSync(`${file}.tmp`, config.replace(settings, wpConfigSwitches(wordpress) + settings));
  renameSync(`${file}.tmp`, file);
}

/**
 * Resolves once every web server worker runs the PHP files as they are now on disk. Each php -S
 * worker's opcache checks a compiled file's time at most every opcache.revalidate_freq seconds
 * (2 by default), so a worker that ran wp-config.php just before the switches were added goes on
 * running the old one for up to that long: a test's first request with a switch's header then got
 * the usual site (a WP Super Cache page that was never stored, on a fresh site only).
 */
export async function untilPhpSeesChanges() {
  const seconds = Number(
    execFileSync('php', ['-r', 'echo ini_get("opcache.enable") ? (int) ini_get("opcache.revalidate_freq") : 0;'], { encoding: 'utf8' }),
  );
  if (seconds > 0) await sleep(seconds * 1000 + 250);
}

/**
 * Unpacks the built zip into wp-content/plugins/islands/ and activates it, as a site owner would,
 * with the harness's must-use plugins and wp-config.php switches; resolves once the site runs them.
 */
export async function installPlugin() {
  const muPlugins = join(siteRoot, 'wordpress/wp-content/mu-plugins');
  mkdirSync(muPlugins, { recursive: true });
  writeFileSync(join(muPlugins, 'islands-test-site.php'), testSite);
  writeFileSync(join(muPlugins, 'islands-test-recorder.php'), recorder);
  writeFileSync(join(muPlugins, 'islands-test-siteverify.php'), siteverify);
  rmSync(join(siteRoot, 'wordpress/wp-content/plugins/islands'), { recursive: true, force: true });
  // The plugins real shops add (WP Consent API, WP Super Cache), unpacked inactive: a test turns one
  // on for its own requests (configurationHeader).
  if (existsSync(join(stackDir, 'extras.sh'))) execFileSync('bash', [join(stackDir, 'extras.sh')], { env: stackEnv(), encoding: 'utf8' });
  // And the third parties that call the replaced scripts' functions (Variation Swatches, Added to
  // Cart Popup…: docs/stand-ins.md), likewise inactive until a test's request turns one on.
  if (existsSync(join(stackDir, 'thirdparty.sh')))
    execFileSync('bash', [join(stackDir, 'thirdparty.sh')], { env: stackEnv(), encoding: 'utf8' });
  // WordPress's own unzip, as an upload under Plugins → Añadir nuevo does it.
  const unzipped = wordpressPhp(`require_once ABSPATH . 'wp-admin/includes/file.php'; WP_Filesystem();
    $r = unzip_file( ${phpString(join(outRoot, zipName))}, WP_PLUGIN_DIR ); echo is_wp_error( $r ) ? $r->get_error_message() : 'ok';`);
  if (unzipped.trim() !== 'ok') throw new Error(`real site: the plugin zip did not unpack: ${unzipped}`);
  execFileSync('php', [join(stackDir, 'setup.php'), 'activate', 'islands/islands.php'], { env: stackEnv(), encoding: 'utf8' });
  addWpConfigSwitches();
  // up.sh's own checks and the activation just ran the site's PHP in its workers.
  await untilPhpSeesChanges();
}

/** A run id starts with the pid of its vitest process (global-setup.ts; "ppid-<pid>" without it). */
const runAlive = (runId) => alive(Number(runId.replace(/^ppid-/, '').split('-')[0]));

/**
 * The site, up with the plugin of this build, for run `runId`: at most one up.sh per run. A run
 * that finds another live run on the site with the same build joins it instead of restarting it.
 */
export async function ensureRealSite(runId) {
  const version = builtVersion();
  const ready = (s) => !!s && s.runs.includes(runId) && s.version === version;
  if (ready(readState())) return;
  await withLock(async () => {
    const state = readState();
    if (ready(state)) return;
    const started = Date.now();
    const up = !!state && (await responds());
    const others = (state?.runs ?? []).filter((r) => r !== runId && runAlive(r));
    if (up && others.length) {
      if (state.version !== version) {
        throw new Error(
          `real site: another test run is using ${siteOrigin} with another build of the plugin; give this run its own site with ISLANDS_WP_ROOT, ISLANDS_WP_PORT and ISLANDS_WP_DBPORT`,
        );
      }
      writeFileSync(stateFile, JSON.stringify({ version, runs: [...others, runId] }));
      console.log(`real site shared with another test run at ${siteOrigin}`);
      return;
    }
    const keep = up && (reuse || state.runs.includes(runId));
    if (!keep) await run('up.sh');
    await installPlugin();
    writeFileSync(stateFile, JSON.stringify({ version, runs: [runId] }));
    console.log(
      `real site ${keep ? 'reused' : 'up'} at ${siteOrigin} with plugin ${version} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }, 15 * 60_000);
}

/** Global teardown: the last run using the site stops it (never with ISLANDS_WP_REUSE=1). */
export async function stopRealSite(runId) {
  if (!readState()?.runs.includes(runId)) return;
  await withLock(async () => {
    const state = readState();
    if (!state) return;
    const runs = state.runs.filter((r) => r !== runId && runAlive(r));
    if (reuse || runs.length) {
      writeFileSync(stateFile, JSON.stringify({ ...state, runs }));
      return;
    }
    await run('down.sh');
    rmSync(stateFile, { force: true });
  }, 5 * 60_000);
}
