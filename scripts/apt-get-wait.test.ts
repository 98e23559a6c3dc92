// @vitest-environment node
// scripts/test.sh installs Chromium and php-cli with apt_get, which must wait while another
// install holds apt's locks instead of failing (and skipping the browser tests). A fake apt-get
// on PATH answers as the real one does when the lock is taken.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'apt-get-wait.sh');
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fake apt-get that fails with `lockMessage` for its first `busyCalls` calls, then succeeds. */
function fakeAptGet(busyCalls: number, lockMessage: string): string {
  dir = mkdtempSync(join(tmpdir(), 'apt-wait-'));
  const fake = join(dir, 'apt-get');
  writeFileSync(
    fake,
    `#!/usr/bin/env bash
echo "$*" >> "${dir}/calls"
n=$(wc -l < "${dir}/calls")
if [ "$n" -le ${busyCalls} ]; then echo "${lockMessage}" >&2; exit 100; fi
echo "installed"
`,
  );
  chmodSync(fake, 0o755);
  return dir;
}

function runAptGet(args: string): { status: number; stdout: string } {
  try {
    const stdout = execFileSync('bash', ['-c', `source "${script}"; apt_get ${args}`], {
      env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, APT_LOCK_RETRY_SECONDS: '0' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: 0, stdout };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { status: err.status, stdout: err.stdout };
  }
}

it('retries while the lists lock is held, then succeeds', () => {
  fakeAptGet(2, 'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 42 (apt-get)');
  const result = runAptGet('update -qq');
  expect(result).toEqual({ status: 0, stdout: 'installed\n' });
  const calls = readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n');
  expect(calls).toHaveLength(3);
  // install waits on dpkg's own lock too
  expect(calls[0]).toContain('DPkg::Lock::Timeout=600');
});

it('fails at once on an error that is not a lock', () => {
  fakeAptGet(5, 'E: Unable to locate package chromiumm');
  expect(runAptGet('install -y chromiumm').status).not.toBe(0);
  expect(readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n')).toHaveLength(1);
});
