import { describe, expect, it } from 'vitest';
import { median } from '../../../scripts/bench/median.ts';

describe("the bench scripts' median", () => {
  it.each([
    { case: 'one figure is its own median', values: [7], median: 7 },
    { case: 'an odd count gives the middle one, in any order', values: [30, 10, 20], median: 20 },
    { case: 'an even count gives the mean of the two middle ones', values: [4, 1, 3, 2], median: 2.5 },
    { case: 'two rounds give their mean, not the larger', values: [171, 284], median: 227.5 },
    { case: 'figures are sorted as numbers, not as text', values: [9, 10, 100], median: 10 },
    { case: 'negative and fractional figures', values: [-1.5, 0.25, 2], median: 0.25 },
    { case: 'repeated figures', values: [5, 5, 1, 5], median: 5 },
  ])('$case', ({ values, median: expected }) => {
    expect(median(values)).toBe(expected);
  });

  it('is NaN with no figures, never a made-up 0', () => {
    expect(median([])).toBeNaN();
  });

  it('leaves the figures it was given in their order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
