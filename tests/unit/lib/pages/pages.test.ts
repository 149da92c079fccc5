import { describe, expect, it } from 'vitest';
import { initialGroupCount } from '../../../../common/page-query.ts';
import { pageLoadState } from '../../../../app/lib/pages/page-state.ts';
import { firstScreenGroupCount, guideFirstScreenChannelRows, isLoginChange, isRouteChange, loginKey, operationRefetchTrigger, outdatedTileAnswers, refetchesOnInterval } from '../../../../app/lib/pages/refetch-triggers.ts';

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
    ['Home paints its first screen (the hero and three rows) from a request of its own on a tall screen', 'HOME', 99, 1080, 4],
    ['in a taller window too', 'HOME', 99, 2160, 4],
    ['a short screen (a phone, a laptop) shows the hero and two rows', 'HOME', 99, 823, 3],
    ['the short screens end at 900 px', 'HOME', 99, 900, 3],
    ['and the tall ones start after', 'HOME', 99, 901, 4],
    ['a Home that asks for no more than a screen needs no first request', 'HOME', 4, 1080, null],
    ['nor on a short screen when it asks for no more than that screen', 'HOME', 3, 823, null],
    ["the Guide paints a phone's first screen (Favorite channels, Recently Watched, three channel rows) from a request of its own", 'GUIDE', 10, 823, 5],
    ['and a taller window\'s with the channel rows it shows', 'GUIDE', 10, 1600, 8],
    ['a Guide whose first screen draws as many groups as its page request needs no first request', 'GUIDE', 10, 2160, null],
    ['a Guide that asks for no more than a screen needs no first request', 'GUIDE', 5, 823, null],
    ['Top Playable paints from its page request', 'TOP', 99, 823, null],
    ['so does Saved', 'SAVED', 1, 823, null],
  ] as const)('%s', (_name, pageType, pageRequestGroups, viewportHeight, expected) => {
    expect(firstScreenGroupCount(pageType, pageRequestGroups, viewportHeight)).toBe(expected);
  });
});

describe('guideFirstScreenChannelRows (the channel rows the first screen of a window this tall draws)', () => {
  // The list starts 663-692 px down; a row takes 254 px on a phone, 277 on a desktop; two overscan rows follow.
  it.each([
    ['no window (outside a browser)', 0, 3],
    ["Lighthouse's phone (412 × 823): one row in view", 823, 3],
    ['a laptop (1366 × 768)', 768, 3],
    ['a 1080p desktop: two rows in view', 1080, 4],
    ['a tablet held upright (800 × 1280)', 1280, 5],
    ['a tall desktop window (1366 × 1600)', 1600, 6],
    ['a 4K TV-sized browser (1920 × 2160)', 2160, 8],
  ] as const)('%s → %i', (_name, viewportHeight, rows) => {
    expect(guideFirstScreenChannelRows(viewportHeight)).toBe(rows);
  });
});
