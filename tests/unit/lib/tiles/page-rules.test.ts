import { describe, expect, it } from 'vitest';
import type { PageType } from '../../../../generated/graphql/operations.ts';
import { ALWAYS_SENT_CAPABILITIES, pageCapabilities } from '../../../../common/page-query.ts';
import { pageFetchPolicy } from '../../../../app/lib/tiles/page-fetch-policy.ts';
import { pageSettings } from '../../../../common/page-settings.ts';
import { placeholderLayout } from '../../../../app/lib/tiles/placeholders.ts';

describe('page settings', () => {
  it.each<[PageType, number, number, number]>([
    ['HOME', 8, 99, 8],
    ['SAVED', 48, 1, 96],
    ['CHANNEL', 16, 4, 10],
    ['SHOW', 16, 5, 96],
    ['EPISODE', 16, 4, 10],
    ['PRESENTATION', 16, 5, 10],
    ['GUIDE', 5, 200, 36],
    ['SEARCH', 24, 6, 96],
    ['TILE_GROUP', 24, 8, 96],
    ['TOP', 5, 99, 62],
    ['COLLECTION_GROUP', 8, 8, 8],
  ])('%s loads %i initial tiles, %i groups, pages by %i', (pageType, initialTiles, initialFetch, pageSize) => {
    expect(pageSettings(pageType)).toEqual({ initialTiles, initialFetch, pageSize });
  });
});

describe('page capabilities', () => {
  it('always sends the five common capabilities', () => {
    expect(pageCapabilities('HOME')).toEqual(ALWAYS_SENT_CAPABILITIES);
    expect(ALWAYS_SENT_CAPABILITIES).toHaveLength(5);
  });
  it('adds MOVIE_SHOWINGS for show and presentation pages', () => {
    expect(pageCapabilities('SHOW')).toContain('MOVIE_SHOWINGS');
    expect(pageCapabilities('PRESENTATION')).toContain('MOVIE_SHOWINGS');
    expect(pageCapabilities('EPISODE')).not.toContain('MOVIE_SHOWINGS');
  });
  it('adds the guide filters and recent group for the guide', () => {
    expect(pageCapabilities('GUIDE')).toEqual([...ALWAYS_SENT_CAPABILITIES, 'GUIDE_FILTERS_V2', 'GUIDE_RECENT_GROUP']);
  });
});

describe('page fetch policy', () => {
  it('is cache-and-network for Saved and cache-first otherwise', () => {
    expect(pageFetchPolicy('SAVED')).toBe('cache-and-network');
    expect(pageFetchPolicy('HOME')).toBe('cache-first');
  });
});

describe('placeholders', () => {
  it('draws 3 rows of 8, 5 rows on the guide, and 50 tiles for search', () => {
    expect(placeholderLayout('HOME')).toEqual({ kind: 'rows', rows: 3, tilesPerRow: 8 });
    expect(placeholderLayout('GUIDE')).toEqual({ kind: 'rows', rows: 5, tilesPerRow: 8 });
    expect(placeholderLayout('SEARCH')).toEqual({ kind: 'grid', tiles: 50 });
  });
});
