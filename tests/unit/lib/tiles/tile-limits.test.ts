/**
 * The tile kit's limits: the count of a group's tiles not shown yet (capped at 99), the 500 tiles a row or grid loads
 * at most, and the 15 minutes after which a page of tiles is fetched again when shown anew.
 */
import { describe, expect, it } from 'vitest';
import { hiddenTileCountText, loadsMoreTiles, tilesShown } from '../../../../app/lib/tiles/hidden-tiles.ts';
import { tilePageFetchPolicy } from '../../../../app/lib/tiles/page-fetch-policy.ts';

const MINUTE = 60_000;

describe('the tiles a group shows and hides', () => {
  it.each<[string, number, number | null, number, number, number]>([
    ['the first page alone', 8, null, 0, 8, 8],
    ['two pages loaded after it', 8, null, 2, 8, 24],
    ['a refetched list counts its refetch', 8, 30, 1, 96, 126],
  ])('%s', (_name, first, refetch, pages, pageSize, shown) => {
    expect(tilesShown(first, refetch, pages, pageSize)).toBe(shown);
  });

  it.each<[number | null | undefined, number, string | null]>([
    [20, 8, '12'],
    [107, 8, '99'],
    [108, 8, '99+'],
    [1000, 8, '99+'],
    [8, 8, null],
    [5, 8, null],
    [null, 8, null],
    [undefined, 8, null],
  ])('of %j tiles with %d shown, Next says %j', (total, shown, text) => {
    expect(hiddenTileCountText(total, shown)).toBe(text);
  });

  it.each<[number, boolean]>([
    [8, true],
    [499, true],
    [500, false],
    [584, false],
  ])('with %d tiles shown a list loads more: %s', (shown, more) => {
    expect(loadsMoreTiles(shown)).toBe(more);
  });
});

describe('a page of tiles shown anew', () => {
  const now = Date.parse('2026-05-01T18:20:00Z');
  it.each<[string, number | undefined, string]>([
    ['never fetched: from the cache (nothing there: the network)', undefined, 'cache-first'],
    ['fetched a minute ago: from the cache', now - MINUTE, 'cache-first'],
    ['fetched 14 minutes 59 seconds ago: from the cache', now - 15 * MINUTE + 1000, 'cache-first'],
    ['fetched 15 minutes ago: shown from the cache and fetched again', now - 15 * MINUTE, 'cache-and-network'],
    ['fetched an hour ago: fetched again', now - 60 * MINUTE, 'cache-and-network'],
  ])('%s', (_name, fetchedAt, policy) => {
    expect(tilePageFetchPolicy(fetchedAt, now)).toBe(policy);
  });
});
