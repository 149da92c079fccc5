import { describe, expect, it } from 'vitest';
import { bigTileDepth, nextBigTileState, parseBigTile, withBigTile } from '../../../app/lib/routing/big-tile.ts';
import { dismissReturnsToPriorRoute } from '../../../app/lib/state/big-tile-dismiss.ts';

describe('big-tile modal address', () => {
  it('opens over the current page and keeps its other query parameters', () => {
    expect(withBigTile('?filterId=movies&sorterId=az', { pageType: 'SHOW', id: 'shw1' })).toBe('?filterId=movies&sorterId=az&detail=show%2Fshw1');
  });

  it('closes by dropping only its own parameter', () => {
    expect(withBigTile('?filterId=movies&detail=show%2Fshw1', null)).toBe('?filterId=movies');
    expect(withBigTile('?detail=channel%2F7', null)).toBe('');
  });

  it('reads channel, show, episode and presentation targets, ids may contain slashes', () => {
    expect(parseBigTile('channel/ch-amc')).toEqual({ pageType: 'CHANNEL', id: 'ch-amc' });
    expect(parseBigTile('episode/ep/1')).toEqual({ pageType: 'EPISODE', id: 'ep/1' });
    expect(parseBigTile('presentation/p1')).toEqual({ pageType: 'PRESENTATION', id: 'p1' });
  });

  it('ignores values it cannot show', () => {
    expect(parseBigTile(null)).toBeNull();
    expect(parseBigTile('collection/c1')).toBeNull();
    expect(parseBigTile('show/')).toBeNull();
    expect(parseBigTile('show')).toBeNull();
  });

  it('counts views pushed since the page under it, from any history state', () => {
    expect(bigTileDepth(null)).toBe(0);
    expect(bigTileDepth({ other: true })).toBe(0);
    expect(bigTileDepth({ bigTileDepth: 'x' })).toBe(0);
    expect(nextBigTileState(null)).toEqual({ bigTileDepth: 1 });
    expect(nextBigTileState({ bigTileDepth: 2 })).toEqual({ bigTileDepth: 3 });
  });
});

describe('big-tile modal dismissal', () => {
  it('returns to the prior route when nothing holds it', () => {
    expect(dismissReturnsToPriorRoute({ focusInside: false, playerActive: false })).toBe(true);
  });

  it('stays while a control inside has focus', () => {
    expect(dismissReturnsToPriorRoute({ focusInside: true, playerActive: false })).toBe(false);
  });

  it('stays while the player is active', () => {
    expect(dismissReturnsToPriorRoute({ focusInside: false, playerActive: true })).toBe(false);
  });
});
