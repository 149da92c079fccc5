import { describe, expect, it } from 'vitest';
import { initialGroupCount } from '../../../../common/page-query.ts';
import { pageLoadState } from '../../../../app/lib/pages/page-state.ts';
import { firstScreenGroupCount, isLoginChange, isRouteChange, loginKey, operationRefetchTrigger, outdatedTileAnswers, refetchesOnInterval } from '../../../../app/lib/pages/refetch-triggers.ts';

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

  it.each([
    // The subscription changed: every answer holding tiles (their Play or Upgrade follow the plan) is asked again.
    ['UserSubscriptionChanged', ['page', 'tiles', 'searchDropDown']],
    ['UserSubscription', []],
    ['EnrollInFastPlan', []],
    ['ShowFollowCreated', []],
    [undefined, []],
  ] as const)('after %s the cached answers of %j are out of date', (name, fields) => {
    expect(outdatedTileAnswers(name)).toEqual(fields);
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
    ['the Guide paints its first screen (Favorite channels, Recently Watched, three channel rows) from a request of its own', 'GUIDE', 10, 5],
    ['a Guide that asks for no more than a screen needs no first request', 'GUIDE', 5, null],
    ['Top Playable paints from its page request', 'TOP', 99, null],
    ['so does Saved', 'SAVED', 1, null],
  ] as const)('%s', (_name, pageType, pageRequestGroups, expected) => {
    expect(firstScreenGroupCount(pageType, pageRequestGroups)).toBe(expected);
  });
});
