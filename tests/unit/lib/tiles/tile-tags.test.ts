import { describe, expect, it } from 'vitest';
import { tileStatusTexts, tileTags, type TileTagFields } from '../../../../app/lib/tiles/tile-tags.ts';

const now = new Date('2024-05-08T12:00:00Z');
const tile = (overrides: Partial<TileTagFields> = {}): TileTagFields => ({
  playableAssetType: 'VOD',
  availabilityStartsAt: '2024-05-01T00:00:00Z',
  availabilityEndsAt: '2024-07-01T00:00:00Z',
  newForUser: false,
  isDVR: false,
  isBlackout: false,
  behaviors: [],
  ...overrides,
});

describe('tile tags', () => {
  it('tags Live, New, DVR, VOD, Blackout and Lookback from the item', () => {
    expect(tileTags(tile(), now)).toEqual(['VOD']);
    expect(tileTags(tile({ playableAssetType: 'CHANNEL', newForUser: true, isBlackout: true }), now)).toEqual([
      'Live',
      'New',
      'Blackout',
    ]);
    expect(tileTags(tile({ playableAssetType: 'RECORDING' }), now)).toEqual(['Lookback']);
    expect(tileTags(tile({ playableAssetType: 'RECORDING', isDVR: true }), now)).toEqual(['DVR']);
  });
  it('leaves out Live with the DISABLE_LIVE_TAG behaviour', () => {
    expect(tileTags(tile({ playableAssetType: 'CHANNEL', behaviors: ['DISABLE_LIVE_TAG'] }), now)).toEqual([]);
    // The group's DISABLE_LIVE_TAG applies to its tiles too.
    expect(tileTags(tile({ playableAssetType: 'CHANNEL' }), now, new Set(['DISABLE_LIVE_TAG']))).toEqual([]);
  });
  it("labels future items 'Upcoming'", () => {
    expect(tileStatusTexts(tile({ availabilityStartsAt: '2024-05-09T00:00:00Z' }), now)).toContain('Upcoming');
  });
  it("shows 'Skippable Ads' for DVR items that are not live", () => {
    expect(tileStatusTexts(tile({ isDVR: true, playableAssetType: 'RECORDING' }), now)).toEqual(['Skippable Ads']);
    expect(tileStatusTexts(tile({ isDVR: true, playableAssetType: 'CHANNEL' }), now)).toEqual([]);
  });
  it("shows 'Expires in …' within 72 hours of the end", () => {
    expect(tileStatusTexts(tile({ availabilityEndsAt: '2024-05-08T20:00:00Z' }), now)).toEqual(['Expires in 8hr']);
    expect(tileStatusTexts(tile(), now)).toEqual([]);
  });
  it("never says 'Expires in …' of a live or upcoming airing: its window is its slot", () => {
    const onNow = { playableAssetType: 'BROADCAST' as const, availabilityStartsAt: '2024-05-08T11:30:00Z', availabilityEndsAt: '2024-05-08T13:00:00Z' };
    expect(tileStatusTexts(tile(onNow), now)).toEqual([]);
    expect(tileStatusTexts(tile({ playableAssetType: 'CHANNEL', availabilityEndsAt: '2024-05-08T13:00:00Z' }), now)).toEqual([]);
    const later = { playableAssetType: 'BROADCAST' as const, availabilityStartsAt: '2024-05-08T14:00:00Z', availabilityEndsAt: '2024-05-08T15:00:00Z' };
    expect(tileStatusTexts(tile(later), now)).toEqual(['Upcoming']);
  });
});
