import { describe, expect, it } from 'vitest';
import { detailPageRequest } from '../../../app/features/details/logic/detail-page.ts';
import { episodeFlags } from '../../../app/features/details/logic/episode-flags.ts';
import { originalAirDateText, ratingsText } from '../../../app/features/details/logic/episode-texts.ts';
import { optionHref } from '../../../app/features/details/logic/option-search.ts';
import { saveAndRecordPlacement } from '../../../app/features/details/logic/save-and-record.ts';
import { NO_RESULTS_TEXT, noResultsText, searchAnnouncement, searchHref } from '../../../app/features/search/logic/search-query.ts';

const now = new Date('2026-05-01T12:00:00Z');
const flagBase = {
  availabilityStartsAt: null,
  availabilityEndsAt: null,
  playableAssetType: null,
  isBlackout: false,
  newForUser: false,
  isDVR: false,
} as const;

describe('detail page request', () => {
  it('sends MOVIE_SHOWINGS and selects the show profile on show pages, cache-first', () => {
    const request = detailPageRequest('SHOW', 'shw-yellowstone', 'season:2', 'newest');
    expect(request.variables).toMatchObject({ pageType: 'SHOW', typeId: 'shw-yellowstone', filterId: 'season:2', sorterId: 'newest', initialTiles: 16, first: 5, isShowPage: true, isChannelPage: false, isEpisodePage: false });
    expect(request.variables.capabilities).toContain('MOVIE_SHOWINGS');
    expect(request.fetchPolicy).toBe('cache-first');
  });
  it('sends MOVIE_SHOWINGS on presentation pages but not on episode or channel pages', () => {
    expect(detailPageRequest('PRESENTATION', 'brd-1').variables.capabilities).toContain('MOVIE_SHOWINGS');
    expect(detailPageRequest('EPISODE', 'epi-1').variables.capabilities).not.toContain('MOVIE_SHOWINGS');
    expect(detailPageRequest('CHANNEL', 'ch-amc').variables).toMatchObject({ isChannelPage: true, initialTiles: 16, first: 4 });
  });
  it('selects the episode profile on episode and presentation pages and leaves out empty filters', () => {
    const request = detailPageRequest('EPISODE', 'epi-1', null, null);
    expect(request.variables).toMatchObject({ isEpisodePage: true, filterId: undefined, sorterId: undefined });
  });
});

describe('episode flags', () => {
  it('has none for a plain on-demand episode', () => {
    expect(episodeFlags({ ...flagBase, playableAssetType: 'VOD' }, now)).toEqual([]);
  });
  it('flags a broadcast on now as Live, in display order with Blackout and New', () => {
    const live = { ...flagBase, playableAssetType: 'BROADCAST' as const, availabilityStartsAt: '2026-05-01T11:30:00Z', availabilityEndsAt: '2026-05-01T12:30:00Z' };
    expect(episodeFlags({ ...live, isBlackout: true, newForUser: true }, now)).toEqual(['Live', 'Blackout', 'New']);
  });
  it('flags a service recording (not DVR) as Lookback', () => {
    expect(episodeFlags({ ...flagBase, playableAssetType: 'RECORDING' }, now)).toEqual(['Lookback']);
    expect(episodeFlags({ ...flagBase, playableAssetType: 'RECORDING', isDVR: true }, now)).toEqual([]);
  });
});

describe('episode texts', () => {
  it('shows the original air date as MM/DD/YYYY only in the all-showings experiment', () => {
    expect(originalAirDateText('2022-11-13T00:00:00Z', 'treatment')).toBe('11/13/2022');
    expect(originalAirDateText('2022-11-13T00:00:00Z', 'control')).toBeNull();
    expect(originalAirDateText(null, 'treatment')).toBeNull();
  });
  it('joins rating values', () => {
    expect(ratingsText([{ value: 'TV-MA' }, { value: 'L' }])).toBe('TV-MA, L');
    expect(ratingsText([])).toBeNull();
  });
});

describe('page option links', () => {
  it("puts the option's filterId and sorterId in the URL and keeps other parameters", () => {
    expect(optionHref('/player/show/shw-1', '?debug=1&sorterId=oldest', { filter: null, filterId: 'season:2', sorterId: 'oldest' })).toBe(
      '/player/show/shw-1?debug=1&sorterId=oldest&filterId=season%3A2',
    );
  });
  it('removes a parameter the option does not carry', () => {
    expect(optionHref('/player/show/shw-1', '?filterId=season%3A2', { filter: null, filterId: null, sorterId: 'newest' })).toBe('/player/show/shw-1?sorterId=newest');
  });
});

describe('search query', () => {
  it('puts the trimmed term in filter and drops it when empty', () => {
    expect(searchHref('/player/search', '', ' news ')).toBe('/player/search?filter=news');
    expect(searchHref('/player/search', '?filter=news&debug=1', '')).toBe('/player/search?debug=1');
  });
  it('drops the result-type filter when the term changes, keeps it otherwise', () => {
    expect(searchHref('/player/search', '?filter=news&filterId=channels', 'sports')).toBe('/player/search?filter=sports');
    expect(searchHref('/player/search', '?filter=news&filterId=channels', 'news ')).toBe('/player/search?filter=news&filterId=channels');
  });
  it('announces the result count, or No Results, for the term', () => {
    expect(searchAnnouncement('news', 3)).toBe('3 results for news');
    expect(searchAnnouncement('news', 1)).toBe('1 result for news');
    expect(searchAnnouncement('zzz', 0)).toBe(`${NO_RESULTS_TEXT} for zzz`);
    expect(searchAnnouncement('  ', 0)).toBe('');
  });
  it("shows 'No Results' with the quoted term, or the server's own message", () => {
    expect(noResultsText(' zzz ')).toBe('No Results for \u201czzz\u201d');
    expect(noResultsText('zzz', null)).toBe('No Results for \u201czzz\u201d');
    expect(noResultsText('zzz', 'Nothing found')).toBe('Nothing found for \u201czzz\u201d');
    expect(noResultsText('')).toBe('No Results');
  });
});

describe('the save-and-record prompt', () => {
  it.each([
    ['variant_above', true, 'above'],
    ['variant_below', true, 'below'],
    ['control', true, null],
    ['variant_above', false, null],
    ['variant_below', false, null],
  ] as const)('%s with a Save action (%s) → %s', (variant, hasSave, placement) => {
    expect(saveAndRecordPlacement(variant, hasSave)).toBe(placement);
  });
});
