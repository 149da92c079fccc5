import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageType } from '../../../../generated/graphql/operations.ts';
import { pageQueryVariables } from '../../../../common/page-query.ts';
import { GUIDE_FIRST_SCREEN_GROUPS, HOME_FIRST_SCREEN_GROUPS, HOME_SHORT_SCREEN_GROUPS } from '../../../../app/lib/constants.ts';
import { firstReadVariables, firstScreenVariables } from '../../../../app/lib/pages/first-screen.ts';

describe('firstScreenVariables', () => {
  it("is Home's page request for the groups of its first screen (on a tall screen)", () => {
    expect(firstScreenVariables('HOME', {}, 1080)).toEqual({ ...pageQueryVariables('HOME'), first: HOME_FIRST_SCREEN_GROUPS });
  });

  it("is the Guide's page request for the groups of its first screen: fewer than the page request's first 10", () => {
    expect(firstScreenVariables('GUIDE')).toEqual({ ...pageQueryVariables('GUIDE'), first: GUIDE_FIRST_SCREEN_GROUPS });
    expect(GUIDE_FIRST_SCREEN_GROUPS).toBeLessThan(pageQueryVariables('GUIDE').first ?? 0);
  });

  describe("in a window: the groups of the screen's height when the page load first asked, kept as the window changes", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    /** The module afresh (a new page load) in a window this high. */
    async function pageLoadAt(innerHeight: number) {
      vi.resetModules();
      const window = { innerHeight };
      vi.stubGlobal('window', window);
      return { window, firstScreen: await import('../../../../app/lib/pages/first-screen.ts') };
    }

    it('a phone: the hero and two rows, whatever the window is later', async () => {
      const { window, firstScreen } = await pageLoadAt(823);
      expect(firstScreen.firstReadVariables('/player/mytv')).toEqual({ ...pageQueryVariables('HOME'), first: HOME_SHORT_SCREEN_GROUPS });
      window.innerHeight = 1080;
      expect(firstScreen.firstScreenVariables('HOME')?.first).toBe(HOME_SHORT_SCREEN_GROUPS);
    });

    it('a tall desktop window: the hero and three rows, whatever the window is later', async () => {
      const { window, firstScreen } = await pageLoadAt(1080);
      expect(firstScreen.firstScreenVariables('HOME')?.first).toBe(HOME_FIRST_SCREEN_GROUPS);
      window.innerHeight = 700;
      expect(firstScreen.firstReadVariables('/player/mytv')?.first).toBe(HOME_FIRST_SCREEN_GROUPS);
    });
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
