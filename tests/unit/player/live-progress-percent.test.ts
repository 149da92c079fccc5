import { describe, expect, it } from 'vitest';
import { liveProgressPercent } from '../../../app/player/live-progress-percent.ts';
import { asset, future, now, past } from '../../support/playable.ts';

describe('liveProgressPercent', () => {
  it('is the display time position within the window', () => {
    expect(liveProgressPercent(asset(), now)).toBe(50);
  });
  it('is 0 when not live', () => {
    expect(liveProgressPercent(asset({ playableAssetType: 'VOD' }), now)).toBe(0);
    expect(liveProgressPercent(asset({ availabilityStartsAt: future, availabilityEndsAt: '2024-05-01T22:00:00Z' }), now)).toBe(0);
  });
  it('is clamped to 0-100 for a channel whose window has passed', () => {
    const channel = { playableAssetType: 'CHANNEL' as const, availabilityStartsAt: '2024-05-01T18:00:00Z', availabilityEndsAt: past };
    expect(liveProgressPercent(channel, now)).toBe(100);
  });
});
