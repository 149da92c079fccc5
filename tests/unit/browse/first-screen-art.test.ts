import { describe, expect, it } from 'vitest';
import { eagerArtRowIds } from '../../../app/features/browse/logic/first-screen-art.ts';

const row = (id: string, layout: 'ROW' | 'GRID' = 'ROW') => ({ id, layout });

describe('eagerArtRowIds', () => {
  it("is a page's first rows when it has no hero (the Guide: Favorite channels, Recently Watched, the first channel)", () => {
    const rows = [row('favorites'), row('recent'), row('ch-1'), row('ch-2'), row('ch-3')];
    expect([...eagerArtRowIds(rows, { hero: false })]).toEqual(['favorites', 'recent', 'ch-1']);
  });

  it('is none on a page whose first screen is its hero (Home)', () => {
    expect(eagerArtRowIds([row('keep-watching'), row('on-now')], { hero: true }).size).toBe(0);
  });

  it('leaves grids lazy (a Saved grid is one group of many tiles), and a short page has as many as it has', () => {
    expect([...eagerArtRowIds([row('saved', 'GRID')], { hero: false })]).toEqual([]);
    expect([...eagerArtRowIds([row('only')], { hero: false })]).toEqual(['only']);
    expect(eagerArtRowIds([], { hero: false }).size).toBe(0);
  });
});
