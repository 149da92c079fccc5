import { describe, expect, it } from 'vitest';
import { MOBILE_SCORING, performanceScore } from '../../../scripts/bench/lighthouse-cpu-timed.ts';

const at = (point: 'p10' | 'median') => ({
  fcpMs: MOBILE_SCORING.fcpMs[point],
  speedIndexMs: MOBILE_SCORING.speedIndexMs[point],
  lcpMs: MOBILE_SCORING.lcpMs[point],
  tbtMs: MOBILE_SCORING.tbtMs[point],
});

describe("the CPU-timed estimate's performance score (Lighthouse 12's mobile curves and weights)", () => {
  it('scores every metric at its p10 as 0.9 of its weight, CLS whole: 75 × 0.9 + 25', () => {
    expect(performanceScore(at('p10'), 1)).toBe(93);
  });

  it('scores every metric at its median as half, and a failed CLS as nothing', () => {
    expect(performanceScore(at('median'), 0)).toBe(38);
  });

  it('weighs TBT most: the same fall from p10 to median costs more there than in FCP', () => {
    const tbtWorse = performanceScore({ ...at('p10'), tbtMs: MOBILE_SCORING.tbtMs.median }, 1);
    const fcpWorse = performanceScore({ ...at('p10'), fcpMs: MOBILE_SCORING.fcpMs.median }, 1);
    expect(tbtWorse).toBe(81);
    expect(fcpWorse).toBe(89);
  });

  it("matches a Lighthouse run's own score from its own metric values (Guide at abfc612: 2.30 s, 2.84 s, 1,507 ms, 2.40 s → 67)", () => {
    expect(performanceScore({ fcpMs: 2299.6, lcpMs: 2839.2, tbtMs: 1506.7, speedIndexMs: 2397.5 }, 1)).toBe(67);
  });
});
