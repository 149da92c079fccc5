import { describe, expect, it } from 'vitest';
import { tileHeadline, type HeadlineFields } from '../../../../app/lib/tiles/tile-headline.ts';

const episodeTile: HeadlineFields = {
  title: 'Yellowstone',
  subtitle: 'S5 | E2 Rising Frontier',
  episode: { id: 'e', episodeId: 'epi-2', seasonNum: 5, episodeNum: 2 },
};

describe('tile headline', () => {
  it("names an episode tile by its episode on a show's own pages, with S/E under it", () => {
    for (const pageType of ['SHOW', 'EPISODE', 'PRESENTATION'] as const) {
      expect(tileHeadline(episodeTile, pageType)).toEqual({ title: 'Rising Frontier', subtitle: 'S5 | E2' });
    }
  });
  it('names it by its show elsewhere (guide, channel, home), the episode under it', () => {
    for (const pageType of ['HOME', 'GUIDE', 'CHANNEL', 'SEARCH'] as const) {
      expect(tileHeadline(episodeTile, pageType)).toEqual({ title: 'Yellowstone', subtitle: 'S5 | E2 Rising Frontier' });
    }
    expect(tileHeadline(episodeTile, null).title).toBe('Yellowstone');
  });
  it('keeps the show name when there is no episode title to use', () => {
    expect(tileHeadline({ ...episodeTile, subtitle: 'S5 | E2' }, 'SHOW')).toEqual({ title: 'Yellowstone', subtitle: 'S5 | E2' });
    expect(tileHeadline({ ...episodeTile, subtitle: null }, 'SHOW')).toEqual({ title: 'Yellowstone', subtitle: null });
    expect(tileHeadline({ title: 'Dust and Badge', subtitle: '2015 · PG-13', episode: null }, 'SHOW')).toEqual({ title: 'Dust and Badge', subtitle: '2015 · PG-13' });
  });
  it('falls back to the channel name for a tile without a title', () => {
    expect(tileHeadline({ title: null, subtitle: null, episode: null, channel: { displayName: 'AMC' } }, 'GUIDE').title).toBe('AMC');
  });
});
