import { defineConfig } from 'vitest/config';

// Two projects, run separately by scripts/test.sh:
// - unit: everything beside the code, in jsdom unless a file says `// @vitest-environment node`.
// - browser: real Chromium against the fixture backend (tests/harness.ts). They need `dist/`,
//   so test.sh runs them after `npm run build`. Each file launches one Chromium and one server;
//   CI has 2 cores, so at most 2 files run at once. The real-site files (tests/real-site.ts) share
//   one real WordPress site per run: the global setup names the run and stops the site after it.
const ignored = ['**/node_modules/**', '**/dist/**', '**/.git/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...ignored, '**/*.browser.test.ts'],
          environment: 'jsdom',
          testTimeout: 10_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['**/*.browser.test.ts'],
          exclude: ignored,
          environment: 'node',
          globalSetup: ['tests/real-site/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // No retry: a test that fails once under the 2-core machine's load is a race, in the test
          // or in the product, to fix where it is (each one a retry used to hide was fixed so).
        },
      },
    ],
  },
});
