import { describe, expect, it } from 'vitest';
import { gridColumns, gridShape, gridWidthForMoreColumns } from '../../../../app/lib/tiles/grid-columns.ts';
import { progressRingPercent } from '../../../../app/lib/tiles/progress-ring.ts';

describe('progress ring', () => {
  it('caps the percent at 100', () => {
    expect(progressRingPercent(130)).toBe(100);
    expect(progressRingPercent(42)).toBe(42);
    expect(progressRingPercent(null)).toBe(0);
  });
});

describe('grid columns', () => {
  it('is one column per 300 px and at least 2', () => {
    expect(gridColumns(320)).toBe(2);
    expect(gridColumns(1200)).toBe(4);
    expect(gridColumns(1499)).toBe(4);
  });

  it('counts columns two thirds as wide for a grid of posters, still at least 2', () => {
    expect(gridColumns(1318, 'poster')).toBe(6);
    expect(gridColumns(1318, 'wide')).toBe(4);
    expect(gridColumns(352, 'poster')).toBe(2);
    expect(gridColumns(600, 'poster')).toBe(3);
  });

  it('has more than 2 columns from 900 px (600 px for posters) on, so a narrower window holds only 2', () => {
    for (const shape of ['wide', 'poster'] as const) {
      const from = gridWidthForMoreColumns(shape);
      expect(gridColumns(from - 1, shape)).toBe(2);
      expect(gridColumns(from, shape)).toBe(3);
    }
    expect(gridWidthForMoreColumns('wide')).toBe(900);
    expect(gridWidthForMoreColumns('poster')).toBe(600);
  });

  it('is a poster grid only when every card is a poster', () => {
    expect(gridShape(['poster', 'poster'])).toBe('poster');
    expect(gridShape(['poster', 'wide'])).toBe('wide');
    expect(gridShape(['logo'])).toBe('wide');
    expect(gridShape([])).toBe('wide');
  });
});
