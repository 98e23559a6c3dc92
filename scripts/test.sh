#!/usr/bin/env bash
# `npm test`: type check, unit tests, build, browser tests. Runs every step even after a failure
# so one run shows everything, exits non-zero when any step failed, and ends with the line CI
# reads: "N passed, N failed[, N skipped]".
#
# Browser and template tests need Debian's Chromium and php-cli. When they are missing this
# script installs them (root with apt-get); elsewhere it says how to, and only those tests skip.
# Under CI=true nothing skips: a missing Chromium, php-cli, the coding standards' tool or the real
# site of ../shared/wordpress (WP_STACK_DIR) is a failed step.
set -uo pipefail
cd "$(dirname "$0")/.."

results="$(mktemp -d "${TMPDIR:-/tmp}/islands-test.XXXXXX")"
trap 'rm -rf "$results"' EXIT

rule='!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
banner() { { echo; printf '\033[1;33m%s\033[0m\n' "$rule" "$@" "$rule"; } >&2; }
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

have_chromium() { node scripts/chromium.mjs >/dev/null 2>&1; }
have_php() { [ -n "${PHP_BINARY:-}" ] && [ -x "$PHP_BINARY" ] || command -v php >/dev/null 2>&1; }

# apt_get: apt-get that waits for another install's lock (scripts/apt-get-wait.sh).
source scripts/apt-get-wait.sh

# --- 1. Chromium and php-cli -----------------------------------------------------------------
missing=()
have_chromium || missing+=(chromium)
have_php || missing+=(php-cli)
step_failures=()
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    step "Installing Debian's ${missing[*]} (apt-get)"
    if ! { apt_get update -qq && apt_get install -y -qq --no-install-recommends "${missing[@]}"; }; then
      banner "apt-get could not install: ${missing[*]}." \
        "The browser (and PHP template) tests cannot run: counted as a failed step."
      step_failures+=("apt-get install ${missing[*]}")
    fi
  fi
  if ! have_chromium; then
    export ISLANDS_SKIP_BROWSER="Chromium is not installed. Install Debian's: sudo apt-get install -y chromium (or set CHROMIUM_PATH)"
    banner "NO CHROMIUM: the browser tests are SKIPPED." \
      "Install it with:   sudo apt-get install -y chromium" \
      "or point CHROMIUM_PATH at a Chromium binary, then run npm test again." \
      "(Never 'npx playwright install': it downloads a browser, which fails here.)"
  fi
  if ! have_php; then
    export ISLANDS_SKIP_PHP="php is not installed. Install Debian's: sudo apt-get install -y php-cli (or set PHP_BINARY)"
    banner "NO PHP: the PHP template tests are SKIPPED." \
      "Install it with:   sudo apt-get install -y php-cli   (or set PHP_BINARY), then run npm test again."
  fi
fi

# Under CI=true, what a developer's machine may lack is a failure here (the tests still run, so one
# run shows everything).
if [ "${CI:-}" = true ]; then
  have_chromium || step_failures+=("CI: Chromium is missing (apt-get install chromium)")
  have_php || step_failures+=("CI: php-cli is missing (apt-get install php-cli)")
  [ -f "${WPCS_SCRIPT:-../shared/tools/wpcs.sh}" ] || step_failures+=("CI: the coding standards' tool is missing (${WPCS_SCRIPT:-../shared/tools/wpcs.sh})")
  [ -f "${WP_STACK_DIR:-../shared/wordpress}/up.sh" ] || step_failures+=("CI: the real site is missing (${WP_STACK_DIR:-../shared/wordpress}/up.sh)")
fi

# --- 2. Type check -----------------------------------------------------------------------------
# tsconfig.json checks everything; the browser and server configs each see only what that side may
# import (tsc refuses a server import of a browser module, and DOM names in the server).
step "Type check (tsc --noEmit: everything, then the browser and server boundaries)"
for project in tsconfig.json tsconfig.browser.json tsconfig.server.json; do
  npx tsc --noEmit -p "$project" || step_failures+=("tsc --noEmit -p $project")
done

# --- 2a. Formatting and lint --------------------------------------------------------------------
# biome.jsonc: one formatter and linter for the TypeScript and the scripts (`npx biome check --write .`
# formats and applies the safe fixes).
step "Format and lint (biome ci)"
npx biome ci . || step_failures+=("biome ci (npx biome check --write . formats and fixes)")

# --- 2b. WordPress Coding Standards -------------------------------------------------------------
# phpcs.xml.dist on the plugin and the partials, with the offline PHP_CodeSniffer + WPCS that
# ../shared/tools/wpcs.sh unpacks (WPCS_SCRIPT points elsewhere).
wpcs="${WPCS_SCRIPT:-../shared/tools/wpcs.sh}"
if ! have_php; then
  echo "SKIPPED: WordPress Coding Standards (php is not installed)"
elif [ ! -f "$wpcs" ]; then
  echo "SKIPPED: WordPress Coding Standards ($wpcs is not there; set WPCS_SCRIPT)"
else
  step "WordPress Coding Standards (phpcs.xml.dist)"
  bash "$wpcs" --standard=phpcs.xml.dist -q --report=full || step_failures+=("WordPress Coding Standards (bash $wpcs --standard=phpcs.xml.dist)")
fi

# --- 3. Unit tests -----------------------------------------------------------------------------
run_vitest() { # project
  step "Vitest: $1 tests"
  npx vitest run --project "$1" --passWithNoTests \
    --reporter=default --reporter=json --outputFile.json="$results/$1.json"
}
run_vitest unit || step_failures+=("vitest unit")

# --- 4. Build, then the browser tests against dist/ ---------------------------------------------
step "Build (npm run build)"
if npm run build; then
  run_vitest browser || step_failures+=("vitest browser")
else
  step_failures+=("npm run build (browser tests not run)")
fi

# --- 5. Summary ----------------------------------------------------------------------------------
# Tests counted from vitest's JSON reports. A failed step that is not a failed test (tsc, the
# build, a file that did not load) counts as one failure, so the line never reads "0 failed"
# when the exit code is not 0.
read -r passed failed skipped < <(node - "$results" <<'EOF'
const { readFileSync, existsSync } = require('node:fs');
const dir = process.argv[2];
let passed = 0, failed = 0, skipped = 0;
const retried = [];
for (const project of ['unit', 'browser']) {
  const file = `${dir}/${project}.json`;
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  // A test file that failed to load (syntax error, throwing import) has no failed test of its own.
  for (const f of r.testResults) {
    if (f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')) failed++;
    // A retry (vitest --retry, the config has none) must not hide a race: a test that passed on it is named.
    for (const a of f.assertionResults) {
      if (a.status !== 'passed' || !a.failureMessages?.length) continue;
      const first = a.failureMessages[0].split('\n').find((line) => line.trim()) ?? '';
      retried.push(`${f.name.replace(/.*\/(widgets|runtime|tests|scripts)\//, '$1/')} > ${a.fullName}\n      first try: ${first.trim().slice(0, 300)}`);
    }
  }
}
if (retried.length) console.error(`\nPassed only on a retry (a race to fix):\n${retried.map((t) => `  - ${t}`).join('\n')}`);
console.log(passed, failed, skipped);
EOF
)

if [ "${#step_failures[@]}" -gt 0 ]; then
  printf '\n\033[1;31mFailed steps:\033[0m\n' >&2
  for s in "${step_failures[@]}"; do
    printf '  - %s\n' "$s" >&2
    # vitest steps are already counted test by test; the others count as one failure each.
    case "$s" in "vitest "*) ;; *) failed=$((failed + 1)) ;; esac
  done
  # A vitest run that failed without any counted failure (crash, bad config) still counts once.
  if [ "$failed" = 0 ]; then failed=1; fi
fi

passed=${passed:-0} failed=${failed:-0} skipped=${skipped:-0}
line="$passed passed, $failed failed"
[ "$skipped" -gt 0 ] && line="$line, $skipped skipped"
echo
echo "$line"
[ "${#step_failures[@]}" -eq 0 ]
