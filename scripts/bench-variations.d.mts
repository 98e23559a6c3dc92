import type { Browser } from 'playwright-core';

export interface VariationChoice {
  path: string;
  variations: number;
  /** Distinct choices timed (each by its fastest run). */
  samples: number;
  repeats: number;
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  targetMs: number;
  /** Every choice under the target. */
  pass: boolean;
}

export function fastestPerChoice(runs: number[][]): number[];
export function summarise(times: number[], repeats: number, targetMs?: number): VariationChoice;
export function measureVariationChoice(browser: Browser, baseUrl: string, options?: { repeats?: number }): Promise<VariationChoice>;
export function variationChoiceVerdict(v: VariationChoice): string;
export function variationChoiceMarkdown(v: VariationChoice): string;
