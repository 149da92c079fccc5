import { describe, expect, it } from 'vitest';
import type { TileFieldsFragment, TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';
import { guideFavoritesNote, withCurrentBroadcast } from '../../../../app/lib/pages/guide.ts';
import { heroPlayStatus, heroTags } from '../../../../app/lib/pages/hero.ts';
import { initialGroupCount } from '../../../../common/page-query.ts';
import { pageLoadState } from '../../../../app/lib/pages/page-state.ts';
import { firstScreenGroupCount, isLoginChange, isRouteChange, loginKey, operationRefetchTrigger, refetchesOnInterval } from '../../../../app/lib/pages/refetch-triggers.ts';

describe('page load state', () => {
  it.each([
    [{ hasPage: true, loading: true, failed: false }, 'ready'],
    [{ hasPage: true, loading: false, failed: true }, 'ready'],
    [{ hasPage: false, loading: true, failed: false }, 'loading'],
    [{ hasPage: false, loading: false, failed: true }, 'failed'],
    // A null page without an error: the id does not resolve (never placeholders forever).
    [{ hasPage: false, loading: false, failed: false }, 'not-found'],
  ] as const)('%o is %s', (answer, state) => {
    expect(pageLoadState(answer)).toBe(state);
  });
});

describe('page refetch triggers', () => {
  it.each([
    ['CreateFollow', { createFollow: {} }, 'saved-changed'],
    ['DeleteFollow', { deleteFollow: {} }, 'saved-changed'],
    ['ShowFollowCreated', {}, 'saved-changed'],
    ['ShowFollowDeleted', {}, 'saved-changed'],
    ['RemoveFromRecentPresentations', { removeFromRecentPresentations: true }, 'playing-changed'],
    ['RemoveFromRecentPresentations', { removeFromRecentPresentations: false }, null],
    ['Page', { page: null }, null],
    ['CreateFavoriteChannel', {}, null],
    [undefined, {}, null],
  ] as const)('%s raises %s', (name, data, trigger) => {
    expect(operationRefetchTrigger(name, data)).toBe(trigger);
  });

  it('counts a login change only when a known identity is replaced', () => {
    const jordan = loginKey({ id: 'usr-1', isUncredentialed: false });
    const guest = loginKey({ id: 'usr-1', isUncredentialed: true });
    expect(isLoginChange(null, jordan)).toBe(false);
    expect(isLoginChange(jordan, jordan)).toBe(false);
    expect(isLoginChange(guest, jordan)).toBe(true);
    expect(isLoginChange(jordan, loginKey({ id: 'usr-2', isUncredentialed: false }))).toBe(true);
    expect(loginKey(null)).toBeNull();
  });

  it.each([
    [{ pathname: '/player/saved', search: '' }, { pathname: '/player/saved', search: '?sorterId=a-z' }, true],
    [{ pathname: '/player/saved', search: '' }, { pathname: '/player/top', search: '' }, true],
    [{ pathname: '/player/mytv', search: '?debug=1' }, { pathname: '/player/mytv', search: '?detail=show%2Fs1&debug=1' }, false],
    [{ pathname: '/player/mytv', search: '?a=1&b=2' }, { pathname: '/player/mytv', search: '?b=2&a=1' }, false],
  ])('router state %o → %o is a change: %s', (previous, next, change) => {
    expect(isRouteChange(previous, next, 'detail')).toBe(change);
  });

  it('refetches Top Playable and the Guide on the interval, and starts the Guide with its first 10 groups', () => {
    expect(refetchesOnInterval('TOP')).toBe(true);
    expect(refetchesOnInterval('GUIDE')).toBe(true);
    expect(refetchesOnInterval('HOME')).toBe(false);
    expect(refetchesOnInterval('SAVED')).toBe(false);
    expect(initialGroupCount('GUIDE', 200)).toBe(10);
    expect(initialGroupCount('HOME', 99)).toBe(99);
  });

  it.each([
    ['Home paints its first screen (the hero and three rows) from a request of its own', 'HOME', 99, 4],
    ['a Home that asks for no more than a screen needs no first request', 'HOME', 4, null],
    ['the Guide starts with its first groups instead', 'GUIDE', 200, null],
    ['Top Playable paints from its page request', 'TOP', 99, null],
    ['so does Saved', 'SAVED', 1, null],
  ] as const)('%s', (_name, pageType, initialFetch, expected) => {
    expect(firstScreenGroupCount(pageType, initialFetch)).toBe(expected);
  });
});

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
