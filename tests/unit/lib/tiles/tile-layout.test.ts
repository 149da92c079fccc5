import { describe, expect, it } from 'vitest';
import { channelSearchResults } from '../../../../app/lib/tiles/channel-search-results.ts';
import { gridColumns, gridShape } from '../../../../app/lib/tiles/grid-columns.ts';
import { heroTitleSize } from '../../../../app/lib/tiles/hero-title-size.ts';
import { progressRingPercent } from '../../../../app/lib/tiles/progress-ring.ts';
import { titleImageShape } from '../../../../app/lib/tiles/title-image-shape.ts';

describe('progress ring', () => {
  it('caps the percent at 100', () => {
    expect(progressRingPercent(130)).toBe(100);
    expect(progressRingPercent(42)).toBe(42);
    expect(progressRingPercent(null)).toBe(0);
  });
});

describe('hero title size', () => {
  it('is large under 14 characters, medium up to 32, small beyond', () => {
    expect(heroTitleSize('a'.repeat(13))).toBe('large');
    expect(heroTitleSize('a'.repeat(14))).toBe('medium');
    expect(heroTitleSize('a'.repeat(32))).toBe('medium');
    expect(heroTitleSize('a'.repeat(33))).toBe('small');
  });
});

describe('title image shape', () => {
  it('is tall up to 1, square up to 2, rectangular up to 3, wide beyond', () => {
    expect(titleImageShape({ width: 100, height: 100 })).toBe('tall');
    expect(titleImageShape({ width: 200, height: 100 })).toBe('square');
    expect(titleImageShape({ width: 300, height: 100 })).toBe('rectangular');
    expect(titleImageShape({ width: 301, height: 100 })).toBe('wide');
    expect(titleImageShape({ width: null, height: 100 })).toBeNull();
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

  it('is a poster grid only when every card is a poster', () => {
    expect(gridShape(['poster', 'poster'])).toBe('poster');
    expect(gridShape(['poster', 'wide'])).toBe('wide');
    expect(gridShape(['logo'])).toBe('wide');
    expect(gridShape([])).toBe('wide');
  });
});

describe('channel search results', () => {
  it("shows at most 12 and a 'View N results' link when there are more", () => {
    const tiles = Array.from({ length: 20 }, (_, i) => i);
    expect(channelSearchResults(tiles, 31)).toEqual({ shown: tiles.slice(0, 12), viewAllLabel: 'View 31 results' });
    expect(channelSearchResults(tiles.slice(0, 12), 12)).toEqual({ shown: tiles.slice(0, 12), viewAllLabel: null });
  });
});

