import { describe, expect, it } from 'vitest';
import { detailPageRequest } from '../../../../app/features/details/logic/detail-page.ts';
import { detailFirstReadVariables } from '../../../../app/lib/pages/detail-address.ts';

describe("the entry's first read of a detail page", () => {
  it.each([
    ['/player/show/shw-yellowstone', '', detailPageRequest('SHOW', 'shw-yellowstone')],
    ['/player/show/shw-yellowstone/', '', detailPageRequest('SHOW', 'shw-yellowstone')],
    ['/player/show/shw-yellowstone', '?filterId=season%3A2&sorterId=newest&detail=x', detailPageRequest('SHOW', 'shw-yellowstone', 'season:2', 'newest')],
    ['/player/show-old/shw-yellowstone', '?sorterId=newest', detailPageRequest('SHOW', 'shw-yellowstone', null, 'newest')],
    ['/player/channel/ch-amc', '?filterId=ignored', detailPageRequest('CHANNEL', 'ch-amc')],
    ['/player/episode/epi-1', '', detailPageRequest('EPISODE', 'epi-1')],
    ['/player/presentation/brd-1', '', detailPageRequest('PRESENTATION', 'brd-1')],
    ['/player/show/shw%20two', '', detailPageRequest('SHOW', 'shw two')],
  ])('%s%s reads what its page sends', (pathname, search, page) => {
    expect(detailFirstReadVariables(pathname, search)).toEqual(page.variables);
  });

  it.each([['/player/mytv'], ['/player/guide'], ['/player/search'], ['/player/show/'], ['/player/show/a/b'], ['/player/show/shw-x='], ['/settings']])('%s is none', (pathname) => {
    expect(detailFirstReadVariables(pathname, '')).toBeNull();
  });
});
