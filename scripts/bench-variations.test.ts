// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fastestPerChoice, summarise, variationChoiceVerdict } from './bench-variations.mjs';

// The bench's verdict is the browser test's rule: each choice's fastest of the runs, all under 16 ms.
describe('bench-variations verdict', () => {
  it("keeps each choice's fastest run, so one stalled sample is not a slow choice", () => {
    expect(
      fastestPerChoice([
        [1, 30, 2],
        [25, 3, 2.5],
        [1.5, 4, 40],
      ]),
    ).toEqual([1, 2, 3]);
  });

  it('fails when one choice is over a frame in every run, though nine in ten are fast', () => {
    const times = fastestPerChoice([0, 1, 2].map(() => [...Array.from({ length: 31 }, () => 1), 17]));
    const v = summarise(times, 3);
    expect([v.p90Ms, v.maxMs, v.samples, v.pass]).toEqual([1, 17, 32, false]);
    expect(variationChoiceVerdict(v)).toBe(
      'FAIL: choosing an option with the remaining options filtered takes at most 17.00 ms (each of 32 choices its fastest of 3), not under one frame (16 ms).',
    );
  });

  it('passes when every choice is under a frame', () => {
    const v = summarise([0.5, 1, 15.9], 3);
    expect(v.pass).toBe(true);
    expect(variationChoiceVerdict(v)).toMatch(/^PASS: .* at most 15\.90 ms .*, under one frame \(16 ms\)\.$/);
  });
});
