import { describe, expect, it } from 'vitest';
import { visibleRowWindow } from '../../../app/features/browse/logic/virtual-rows.ts';

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
    expect(visibleRowWindow(-500, 900, 300, 10)).toMatchObject({ start: 0, end: 5 });
    expect(visibleRowWindow(0, 900, 300, 0)).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });
});
