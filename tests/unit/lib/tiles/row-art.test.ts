import { describe, expect, it } from 'vitest';
import { ROW_OVERSCAN_TILES } from '../../../../app/lib/constants.ts';
import { tilesWithArt } from '../../../../app/lib/tiles/row-scroll.ts';

describe('a row loads the art of the tiles in view and of three more on each side', () => {
  it.each([
    { case: 'nothing measured yet: every tile', inView: null, count: 8, range: { start: 0, end: 8 } },
    { case: 'the first five in view of 16', inView: [0, 1, 2, 3, 4], count: 16, range: { start: 0, end: 8 } },
    { case: 'scrolled to the middle of 24', inView: [10, 11, 12, 13], count: 24, range: { start: 7, end: 17 } },
    { case: 'scrolled to the end of 24', inView: [20, 21, 22, 23], count: 24, range: { start: 17, end: 24 } },
    { case: 'a phone: two in view of 8', inView: [0, 1], count: 8, range: { start: 0, end: 5 } },
    { case: 'indexes beyond the row (a page just replaced) are ignored', inView: [2, 30], count: 8, range: { start: 0, end: 6 } },
  ])('$case', ({ inView, count, range }) => {
    expect(tilesWithArt(inView === null ? null : new Set(inView), count, ROW_OVERSCAN_TILES)).toEqual(range);
  });

  it('keeps the last range while no tile is in view', () => {
    expect(tilesWithArt(new Set(), 24, ROW_OVERSCAN_TILES, { start: 7, end: 17 })).toEqual({ start: 7, end: 17 });
  });
});
