import { describe, expect, it } from 'vitest';
import { canFavorite } from '../../../../app/lib/tiles/tile-actions.ts';

describe('tile actions', () => {
  it('favorite needs a channelId', () => {
    expect(canFavorite({ channelId: 'ch-1' })).toBe(true);
    expect(canFavorite({ channelId: '' })).toBe(false);
    expect(canFavorite(null)).toBe(false);
  });
});
