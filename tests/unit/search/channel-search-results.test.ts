import { describe, expect, it } from 'vitest';
import { channelSearchResults } from '../../../app/features/search/logic/channel-search-results.ts';

describe('channel search results', () => {
  it("shows at most 12 and a 'View N results' link when there are more", () => {
    const tiles = Array.from({ length: 20 }, (_, i) => i);
    expect(channelSearchResults(tiles, 31)).toEqual({ shown: tiles.slice(0, 12), viewAllLabel: 'View 31 results' });
    expect(channelSearchResults(tiles.slice(0, 12), 12)).toEqual({ shown: tiles.slice(0, 12), viewAllLabel: null });
  });
});
