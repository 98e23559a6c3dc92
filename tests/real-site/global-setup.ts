// Global setup of the browser project (vitest.config.ts): one id for this test run, which every
// real-site test file reads with inject('realSiteRun'), so the real site comes up once per run
// (tests/real-site/stack.ts); at the end, stops it if this run brought it up. Costs nothing when
// no real-site test runs.
import type { TestProject } from 'vitest/node';
import { realSiteSkipReason, stopRealSite } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    realSiteRun: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const runId = `${process.pid}-${Date.now()}`;
  project.provide('realSiteRun', runId);
  return async () => {
    if (!realSiteSkipReason) await stopRealSite(runId);
  };
}
