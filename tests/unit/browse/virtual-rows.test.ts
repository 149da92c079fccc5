import { describe, expect, it } from 'vitest';
import { measuredRowHeight, visibleRowWindow, VIRTUAL_ROW_GAP_PX } from '../../../app/features/browse/logic/virtual-rows.ts';

describe('visibleRowWindow', () => {
  it('mounts the rows in view plus the overscan at the top of the list', () => {
    expect(visibleRowWindow(0, 900, 300, 230)).toEqual({ start: 0, end: 5, padTop: 0, padBottom: 225 * 300 });
  });

  it('mounts the same number of rows whatever the row count', () => {
    const small = visibleRowWindow(30_000, 900, 300, 200);
    const large = visibleRowWindow(30_000, 900, 300, 2000);
    expect(small.end - small.start).toBe(large.end - large.start);
    expect(small.start).toBe(98);
  });

  it('keeps padding plus mounted rows equal to the full list height', () => {
    const range = visibleRowWindow(12_345, 700, 300, 210);
    expect(range.padTop + (range.end - range.start) * 300 + range.padBottom).toBe(210 * 300);
  });

  it('clamps past the end and before the start', () => {
    expect(visibleRowWindow(1e9, 900, 300, 10)).toMatchObject({ start: 10, end: 10, padBottom: 0 });
    expect(visibleRowWindow(-500, 900, 300, 10)).toMatchObject({ start: 0, end: 4 });
    expect(visibleRowWindow(0, 900, 300, 0)).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });

  it('reaches only as far into a list that starts below the viewport top as the viewport does', () => {
    // The Guide on a 412 × 823 phone: the channel rows start 680 px down, so the first screen reaches one of them.
    expect(visibleRowWindow(-680, 823, 254, 8, 0)).toMatchObject({ start: 0, end: 1 });
    expect(visibleRowWindow(-680, 823, 254, 8)).toMatchObject({ start: 0, end: 3 });
    // A list wholly below the viewport: no row in view, only the overscan.
    expect(visibleRowWindow(-1000, 823, 254, 8, 0)).toMatchObject({ start: 0, end: 0, padBottom: 8 * 254 });
    expect(visibleRowWindow(-1000, 823, 254, 8)).toMatchObject({ start: 0, end: 2 });
  });
});

describe('measuredRowHeight', () => {
  it('is the tallest mounted row plus the gap, and only grows at one width', () => {
    const first = measuredRowHeight(null, 1318, 252.4);
    expect(first).toEqual({ width: 1318, height: 253 + VIRTUAL_ROW_GAP_PX });
    expect(measuredRowHeight(first, 1318, 223)).toBe(first);
    expect(measuredRowHeight(first, 1318, 260)).toEqual({ width: 1318, height: 260 + VIRTUAL_ROW_GAP_PX });
  });

  it('starts afresh at another width (a phone has lower rows)', () => {
    expect(measuredRowHeight({ width: 1318, height: 277 }, 352, 230)).toEqual({ width: 352, height: 230 + VIRTUAL_ROW_GAP_PX });
  });

  it('keeps what it had while nothing is measured yet', () => {
    expect(measuredRowHeight(null, 1318, 0)).toBeNull();
    expect(measuredRowHeight({ width: 1318, height: 277 }, 1318, 0)).toEqual({ width: 1318, height: 277 });
  });
});
