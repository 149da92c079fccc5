import { describe, expect, it } from 'vitest';
import type { TileFieldsFragment, TileRow_GroupFragment } from '../../../generated/graphql/operations.ts';
import { guideFavoritesNote, withCurrentBroadcast } from '../../../app/features/browse/logic/guide.ts';
import { heroPlayStatus, heroTags } from '../../../app/features/browse/logic/hero.ts';

describe('guide', () => {
  it.each([
    [{ needsEmail: true, favoriteCount: 0 }, /^Sign up to keep your favorite channels here\./],
    [{ needsEmail: false, favoriteCount: 0 }, /^Tap the heart on a channel to add it to your favorites\./],
    [{ needsEmail: false, favoriteCount: 3 }, /^Your favorite channels, for reference\./],
  ])('explains the disabled Favorite channels row to %o', (viewer, text) => {
    expect(guideFavoritesNote(viewer)).toMatch(text);
  });

  const tile = (id: string, isLive: boolean) => ({ id, isLive, title: id }) as unknown as TileFieldsFragment;
  const row = (channelId: string, tiles: TileFieldsFragment[]) =>
    ({ id: `g-${channelId}`, channel: { channelId }, tiles: { edges: tiles.map((node) => ({ cursor: node.id, node })) } }) as unknown as TileRow_GroupFragment;
  const ids = (group: TileRow_GroupFragment) => group.tiles.edges.map((edge) => `${edge.node.id}${edge.node.isLive ? '*' : ''}`);

  it('puts a channel’s new current broadcast in place of the one that was live', () => {
    const group = row('ch-1', [tile('a', true), tile('b', false), tile('c', false)]);
    expect(ids(withCurrentBroadcast(group, 'ch-1', tile('b', true)))).toEqual(['a*', 'b*', 'c']);
    expect(ids(withCurrentBroadcast(group, 'ch-1', tile('z', true)))).toEqual(['z*', 'b', 'c']);
    expect(ids(withCurrentBroadcast(row('ch-1', [tile('b', false)]), 'ch-1', tile('z', true)))).toEqual(['b', 'z*']);
  });

  it('leaves other channels’ rows as they are', () => {
    const group = row('ch-2', [tile('a', true)]);
    expect(withCurrentBroadcast(group, 'ch-1', tile('z', true))).toBe(group);
  });
});

describe('hero slides', () => {
  it('tags a slide New, Live and with its recorded tag, in that order', () => {
    expect(heroTags({ isNew: true, recordedTagLabel: 'Recorded' }, true)).toEqual(['New', 'Live', 'Recorded']);
    expect(heroTags({ isNew: false, recordedTagLabel: null }, false)).toEqual([]);
  });

  it.each([
    [null, null],
    [{ isWatched: true, percentageCompleted: 40, percentageType: 'WATCHED' }, { text: 'Watched', percent: 100 }],
    [{ isWatched: false, percentageCompleted: 42.4, percentageType: 'WATCHED' }, { text: '42% watched', percent: 42 }],
    [{ isWatched: false, percentageCompleted: 130, percentageType: 'AIRED' }, { text: '100% aired', percent: 100 }],
    [{ isWatched: false, percentageCompleted: 0, percentageType: 'AIRED' }, null],
  ] as const)('play status %o reads %o', (indicator, status) => {
    expect(heroPlayStatus(indicator)).toEqual(status);
  });
});
