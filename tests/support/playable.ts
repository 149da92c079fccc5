import type { PlayableFields } from '../../app/lib/assets/is-playable.ts';

/** The asset predicates' instant: an airing from `past` to `future` is live, halfway through, at `now`. */
export const now = new Date('2024-05-01T20:00:00Z');
export const past = '2024-05-01T19:00:00Z';
export const future = '2024-05-01T21:00:00Z';

/** A playable broadcast airing from `past` to `future`, with the given fields changed. */
export const asset = (overrides: Partial<PlayableFields> = {}): PlayableFields => ({
  playableAssetId: 'asset-1',
  playableAssetType: 'BROADCAST',
  isBlackout: false,
  availabilityStartsAt: past,
  availabilityEndsAt: future,
  ...overrides,
});
