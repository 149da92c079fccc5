import { describe, expect, it } from 'vitest';
import type { PageType } from '../../../../generated/graphql/operations.ts';
import { pageQueryVariables } from '../../../../common/page-query.ts';
import { HOME_FIRST_SCREEN_GROUPS } from '../../../../app/lib/constants.ts';
import { firstScreenVariables, startsOnHome } from '../../../../app/lib/pages/first-screen.ts';

describe('firstScreenVariables', () => {
  it("is Home's page request for the groups of its first screen", () => {
    expect(firstScreenVariables('HOME')).toEqual({ ...pageQueryVariables('HOME'), first: HOME_FIRST_SCREEN_GROUPS });
  });

  it.each<PageType>(['GUIDE', 'SAVED', 'TOP', 'SHOW', 'CHANNEL'])('is null for %s, which paints from its page request alone', (pageType) => {
    expect(firstScreenVariables(pageType)).toBeNull();
  });
});

describe('startsOnHome', () => {
  it.each([
    ['/player/mytv', true],
    ['/player/mytv/', true],
    ['/player', true],
    ['/player/', true],
    ['/', true],
    ['/player/guide', false],
    ['/player/mytvx', false],
    ['/player/show/shw-1', false],
    ['/settings', false],
  ])('%s → %s', (pathname, expected) => {
    expect(startsOnHome(pathname)).toBe(expected);
  });
});
