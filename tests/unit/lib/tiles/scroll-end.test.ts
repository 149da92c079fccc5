import { describe, expect, it } from 'vitest';
import { nearScrollEnd } from '../../../../app/lib/tiles/row-scroll.ts';
import { SCROLL_THRESHOLD_LIST_PX, SCROLL_THRESHOLD_ROW_PX } from '../../../../app/lib/constants.ts';

describe('a list loads its next page once scrolled near its end', () => {
  it.each([
    { case: 'a row 25 px from its end', shownEnd: 975, contentEnd: 1000, threshold: SCROLL_THRESHOLD_ROW_PX, near: true },
    { case: 'a row 26 px from its end', shownEnd: 974, contentEnd: 1000, threshold: SCROLL_THRESHOLD_ROW_PX, near: false },
    { case: 'a row at its end', shownEnd: 1000, contentEnd: 1000, threshold: SCROLL_THRESHOLD_ROW_PX, near: true },
    { case: 'a grid whose bottom is 100 px below the window', shownEnd: 900, contentEnd: 1000, threshold: SCROLL_THRESHOLD_LIST_PX, near: true },
    { case: 'a grid whose bottom is 101 px below the window', shownEnd: 899, contentEnd: 1000, threshold: SCROLL_THRESHOLD_LIST_PX, near: false },
  ])('$case', ({ shownEnd, contentEnd, threshold, near }) => {
    expect(nearScrollEnd(shownEnd, contentEnd, threshold)).toBe(near);
  });
});
