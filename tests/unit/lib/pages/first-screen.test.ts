import { describe, expect, it } from 'vitest';
import type { PageType } from '../../../../generated/graphql/operations.ts';
import { pageQueryVariables } from '../../../../common/page-query.ts';
import { GUIDE_FIRST_SCREEN_GROUPS, HOME_FIRST_SCREEN_GROUPS } from '../../../../app/lib/constants.ts';
import { firstReadVariables, firstScreenVariables } from '../../../../app/lib/pages/first-screen.ts';

describe('firstScreenVariables', () => {
  it("is Home's page request for the groups of its first screen", () => {
    expect(firstScreenVariables('HOME')).toEqual({ ...pageQueryVariables('HOME'), first: HOME_FIRST_SCREEN_GROUPS });
  });

  it("is the Guide's page request for the groups of its first screen: fewer than the page request's first 10", () => {
    expect(firstScreenVariables('GUIDE')).toEqual({ ...pageQueryVariables('GUIDE'), first: GUIDE_FIRST_SCREEN_GROUPS });
    expect(GUIDE_FIRST_SCREEN_GROUPS).toBeLessThan(pageQueryVariables('GUIDE').first ?? 0);
  });

  it.each<PageType>(['SAVED', 'TOP', 'SHOW', 'CHANNEL'])('is null for %s, which paints from its page request alone', (pageType) => {
    expect(firstScreenVariables(pageType)).toBeNull();
  });
});

describe('firstReadVariables (the read the entry sends before Apollo Client loads)', () => {
  it.each(['/player/mytv', '/player/mytv/', '/player', '/player/', '/', ''])("%s (Home) → Home's first screen", (pathname) => {
    expect(firstReadVariables(pathname)).toEqual(firstScreenVariables('HOME'));
  });

  it.each(['/player/guide', '/player/guide/', '/player/live'])("%s (the Guide) → the Guide's first screen", (pathname) => {
    expect(firstReadVariables(pathname)).toEqual(firstScreenVariables('GUIDE'));
  });

  it("reads the Guide's first screen for the window's height: more channel rows in a taller window, its page request in one taller than its first 10 groups", () => {
    expect(firstReadVariables('/player/guide', 823)).toEqual({ ...pageQueryVariables('GUIDE'), first: GUIDE_FIRST_SCREEN_GROUPS });
    expect(firstReadVariables('/player/guide', 1600)).toEqual({ ...pageQueryVariables('GUIDE'), first: 8 });
    expect(firstReadVariables('/player/guide', 2160)).toEqual(pageQueryVariables('GUIDE'));
  });

  it.each(['/player/mytvx', '/player/guides', '/player/show/shw-1', '/player/top', '/settings', '/player/user/account'])('%s → none', (pathname) => {
    expect(firstReadVariables(pathname)).toBeNull();
  });
});
