import { describe, expect, it } from 'vitest';
import { formatOriginalAirDate } from '../../../app/features/details/logic/original-air-date.ts';

describe('original air date', () => {
  it("is 'MM/DD/YYYY' of the UTC date the contract sends", () => {
    expect(formatOriginalAirDate('2019-03-04T00:00:00Z')).toBe('03/04/2019');
    expect(formatOriginalAirDate('not a date')).toBeNull();
  });
});
