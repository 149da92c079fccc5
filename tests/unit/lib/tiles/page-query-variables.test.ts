import { describe, expect, it } from 'vitest';
import { pageQueryVariables } from '../../../../common/page-query.ts';

describe('page query variables', () => {
  it('send the page settings and capabilities of the page type', () => {
    expect(pageQueryVariables('HOME')).toMatchObject({ pageType: 'HOME', initialTiles: 8, first: 99 });
    // The Guide asks for its first 10 groups; later pages of groups use its initial fetch (200).
    expect(pageQueryVariables('GUIDE')).toMatchObject({ initialTiles: 5, first: 10 });
    expect(pageQueryVariables('GUIDE').capabilities).toEqual(expect.arrayContaining(['GUIDE_FILTERS_V2', 'GUIDE_RECENT_GROUP']));
  });

  it('set only the page-kind flag of the page type', () => {
    expect(pageQueryVariables('SAVED')).toMatchObject({ isSavedPage: true, isShowPage: false, isChannelPage: false, isEpisodePage: false });
    expect(pageQueryVariables('PRESENTATION', { typeId: 'brd-1' })).toMatchObject({ typeId: 'brd-1', isEpisodePage: true, isSavedPage: false });
  });

  it('leave out filter and sorter ids that are not set', () => {
    const variables = pageQueryVariables('SHOW', { typeId: 'shw-1', filterId: null, sorterId: 'newest' });
    expect(variables.filterId).toBeUndefined();
    expect(variables.sorterId).toBe('newest');
  });
});
