import { describe, expect, it } from 'vitest';
import { nextPlayableTile, type NextTileFields } from '../../../app/player/autoplay-next.ts';

const now = new Date('2026-03-10T20:00:00Z');
const episode = (id: string, overrides: Partial<NextTileFields> = {}): NextTileFields & { id: string } => ({
  id,
  playableAssetId: id,
  playableAssetType: 'VOD',
  isBlackout: false,
  availabilityStartsAt: '2026-01-01T00:00:00Z',
  availabilityEndsAt: '2027-01-01T00:00:00Z',
  isInPlan: true,
  isWatched: false,
  playbackPercentage: null,
  notInPlanProducts: [],
  ...overrides,
});

describe('autoplay next: the next tile of the group that the viewer could play', () => {
  const context = { now, hasContentAccess: true };
  it.each([
    ['the tile after the one that ended', [episode('e1'), episode('e2'), episode('e3')], 'e1', 'e2'],
    ['past tiles that cannot play (outside their window, blacked out, not in plan)', [
        episode('e1'),
        episode('e2', { availabilityEndsAt: '2026-02-01T00:00:00Z' }),
        episode('e3', { isBlackout: true }),
        episode('e4', { isInPlan: false }),
        episode('e5'),
      ], 'e1', 'e5'],
    ['nothing after the last tile', [episode('e1'), episode('e2')], 'e2', null],
    ['nothing when the title is not in the group', [episode('e1'), episode('e2')], 'other', null],
  ] as const)('%s', (_name, tiles, current, expected) => {
    expect(nextPlayableTile(tiles, current, context)?.id ?? null).toBe(expected);
  });

  it('nothing without content access', () => {
    expect(nextPlayableTile([episode('e1'), episode('e2')], 'e1', { now, hasContentAccess: false })).toBeNull();
  });
});
