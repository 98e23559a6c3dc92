# Sourced by scripts/test.sh (and its test, scripts/apt-get-wait.test.ts).
# Another install (unattended upgrades, a second test run, the real site's up.sh) may hold apt's
# locks. `install` waits for dpkg's lock with DPkg::Lock::Timeout; `update` ignores that option
# and fails at once on the lists lock, so it is retried: up to 10 minutes in all.
apt_get() {
  local out tries=0
  while :; do
    if out="$(DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 "$@" 2>&1)"; then
      printf '%s\n' "$out"; return 0
    fi
    if [[ "$out" == *"Could not get lock"* || "$out" == *"Unable to lock"* ]] && ((tries++ < 60)); then
      echo "apt is busy (another install holds its lock): waiting ${APT_LOCK_RETRY_SECONDS:-10} s" >&2; sleep "${APT_LOCK_RETRY_SECONDS:-10}"; continue
    fi
    printf '%s\n' "$out" >&2; return 1
  done
}
