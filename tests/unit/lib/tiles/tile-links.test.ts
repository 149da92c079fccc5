import { describe, expect, it } from 'vitest';
import { playerHref, tileBigTileTarget, tileHref, upgradeTargetText } from '../../../../app/lib/tiles/tile-links.ts';

const base = {
  kind: 'SHOW' as const,
  show: null,
  channel: null,
  episode: null,
  collection: null,
  collectionGroup: null,
  playableAssetId: null,
  playableAssetType: null,
};
const link = { filter: null, filterId: null, sorterId: null };

describe('tile links', () => {
  it('opens a show tile on its show page, id stripped of =', () => {
    expect(tileHref({ ...base, show: { id: 'Show:1', showId: 'shw=1', hasFollow: false } })).toBe('/player/show/shw1');
  });

  it('opens a collection on /player/collection/{typeId} and a collection group on its page', () => {
    expect(tileHref({ ...base, kind: 'COLLECTION', collection: { id: 'c', link: { ...link, type: 'SAVED', typeId: 'col-x' } } })).toBe('/player/collection/col-x');
    expect(tileHref({ ...base, kind: 'COLLECTION_GROUP', collectionGroup: { id: 'g', link: { ...link, type: 'COLLECTION_GROUP', typeId: 'cg-1' } } })).toBe(
      '/player/collection-group/cg-1',
    );
  });

  it('opens a channel tile on its channel page', () => {
    const channel = { id: 'Channel:1', channelId: 'ch-amc', displayName: 'AMC', isFavorite: false, images: { small: null } };
    expect(tileHref({ ...base, kind: 'CHANNEL', channel })).toBe('/player/channel/ch-amc');
  });

  it('plays on the player route by asset type and id, or nowhere without an asset', () => {
    expect(playerHref({ playableAssetId: 'a1', playableAssetType: 'VOD' })).toBe('/player/player/vod/a1');
    expect(playerHref({ playableAssetId: null, playableAssetType: 'VOD' })).toBeNull();
  });

  it('names the products an upgrade is to', () => {
    expect(upgradeTargetText([{ displayName: 'Core' }])).toBe('Upgrade to Core to watch this.');
    expect(upgradeTargetText([{ displayName: 'Core' }, { displayName: 'Sports' }, { displayName: 'Max' }])).toBe('Upgrade to Core, Sports or Max to watch this.');
    expect(upgradeTargetText([{ displayName: 'Airwave Core' }], 'watch everything in Upgrade Preview')).toBe('Upgrade to Airwave Core to watch everything in Upgrade Preview.');
    expect(upgradeTargetText([], 'watch everything in Upgrade Preview')).toBe('Upgrade your plan to watch everything in Upgrade Preview.');
  });
});

describe('big-tile detail target of a tile', () => {
  const channel = { id: 'Channel:1', channelId: 'ch-amc', displayName: 'AMC', isFavorite: false, images: { small: null } };

  it('shows a channel tile as its channel', () => {
    expect(tileBigTileTarget({ ...base, kind: 'CHANNEL', channel })).toEqual({ pageType: 'CHANNEL', id: 'ch-amc' });
  });

  it('shows a tile with a show as the show, id stripped of =', () => {
    expect(tileBigTileTarget({ ...base, show: { id: 'Show:1', showId: 'shw=1', hasFollow: false }, channel })).toEqual({ pageType: 'SHOW', id: 'shw1' });
  });

  it('shows an episode tile as the episode, not its show', () => {
    const episode = { id: 'Episode:ep-1', episodeId: 'ep-1', seasonNum: 1, episodeNum: 2 };
    const target = tileBigTileTarget({ ...base, show: { id: 'Show:1', showId: 'shw1', hasFollow: false }, episode });
    expect(target).toEqual({ pageType: 'EPISODE', id: 'ep-1' });
  });

  it('has no detail for a collection tile', () => {
    expect(tileBigTileTarget({ ...base, kind: 'COLLECTION' })).toBeNull();
  });
});
