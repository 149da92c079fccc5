import { describe, expect, it } from 'vitest';
import { nextVisibleRowCount } from '../../../app/features/browse/logic/progressive-rows.ts';

describe('progressive rows', () => {
  it('draws one more batch, never more than there are', () => {
    expect(nextVisibleRowCount(4, 31, 6)).toBe(10);
    expect(nextVisibleRowCount(28, 31, 6)).toBe(31);
    expect(nextVisibleRowCount(-1, 31, 6)).toBe(6);
  });
});
