import { describe, expect, it } from 'vitest';
import { datesEqual } from '../../../../app/lib/assets/availability-window.ts';
import { isLive } from '../../../../app/lib/assets/is-live.ts';
import { isLookback } from '../../../../app/lib/assets/is-lookback.ts';
import { isPlayable } from '../../../../app/lib/assets/is-playable.ts';
import { isUpcoming } from '../../../../app/lib/assets/is-upcoming.ts';
import { isVOD } from '../../../../app/lib/assets/is-vod.ts';
import { asset, future, now, past } from '../../../support/playable.ts';

describe('isPlayable', () => {
  it('is playable with an asset id, no blackout and a known window', () => {
    expect(isPlayable(asset(), now)).toBe(true);
  });
  it('is not playable without an asset id', () => {
    expect(isPlayable(asset({ playableAssetId: null }), now)).toBe(false);
  });
  it('is never playable when blacked out', () => {
    expect(isPlayable(asset({ isBlackout: true }), now)).toBe(false);
  });
  it('is not playable when either end of the window is unknown', () => {
    expect(isPlayable(asset({ availabilityStartsAt: null }), now)).toBe(false);
    expect(isPlayable(asset({ availabilityEndsAt: null }), now)).toBe(false);
  });
  it('plays VOD and recordings only inside their window', () => {
    expect(isPlayable(asset({ playableAssetType: 'VOD' }), now)).toBe(true);
    expect(isPlayable(asset({ playableAssetType: 'VOD', availabilityStartsAt: future, availabilityEndsAt: '2024-06-01T00:00:00Z' }), now)).toBe(false);
    expect(isPlayable(asset({ playableAssetType: 'RECORDING', availabilityStartsAt: '2024-04-01T00:00:00Z', availabilityEndsAt: past }), now)).toBe(false);
  });
  it('does not apply the window to other asset types (a finished broadcast may have a recording)', () => {
    expect(isPlayable(asset({ availabilityEndsAt: past, availabilityStartsAt: '2024-05-01T18:00:00Z' }), now)).toBe(true);
  });
});

describe('isLive', () => {
  it('a channel is always live', () => {
    expect(isLive({ playableAssetType: 'CHANNEL', availabilityStartsAt: null, availabilityEndsAt: null }, now)).toBe(true);
  });
  it('a broadcast is live while its window contains now, and not at its end', () => {
    expect(isLive(asset(), now)).toBe(true);
    expect(isLive(asset({ availabilityStartsAt: future, availabilityEndsAt: '2024-05-01T22:00:00Z' }), now)).toBe(false);
    expect(isLive(asset({ availabilityStartsAt: past, availabilityEndsAt: now.toISOString() }), now)).toBe(false);
  });
  it('other asset types are never live', () => {
    expect(isLive(asset({ playableAssetType: 'VOD' }), now)).toBe(false);
  });
});

describe('isUpcoming', () => {
  it('is upcoming only when availability starts in the future', () => {
    expect(isUpcoming({ availabilityStartsAt: future }, now)).toBe(true);
    expect(isUpcoming({ availabilityStartsAt: past }, now)).toBe(false);
    expect(isUpcoming({ availabilityStartsAt: null }, now)).toBe(false);
  });
});

describe('isLookback', () => {
  it('is a recording that is not DVR', () => {
    expect(isLookback({ playableAssetType: 'RECORDING', isDVR: false })).toBe(true);
    expect(isLookback({ playableAssetType: 'RECORDING', isDVR: true })).toBe(false);
    expect(isLookback({ playableAssetType: 'VOD', isDVR: false })).toBe(false);
  });
});

describe('isVOD', () => {
  it('is the VOD asset type', () => {
    expect(isVOD({ playableAssetType: 'VOD' })).toBe(true);
    expect(isVOD({ playableAssetType: 'RECORDING' })).toBe(false);
    expect(isVOD({ playableAssetType: null })).toBe(false);
  });
});

describe('dates equal within 5 seconds at a window’s edges', () => {
  const at = (offsetMs: number) => new Date(Date.parse('2024-05-01T20:00:00Z') + offsetMs);
  const airing = asset({ availabilityStartsAt: '2024-05-01T20:00:00Z', availabilityEndsAt: '2024-05-01T21:00:00Z' });
  it.each<[string, number, boolean, boolean]>([
    ['6 s before the start: upcoming', -6000, false, true],
    ['5 s before the start: already live', -5000, true, false],
    ['at the start', 0, true, false],
    ['6 s before the end: still live', 3_600_000 - 6000, true, false],
    ['5 s before the end: over', 3_600_000 - 5000, false, false],
    ['at the end: over', 3_600_000, false, false],
  ])('%s', (_name, offset, live, upcoming) => {
    expect(isLive(airing, at(offset))).toBe(live);
    expect(isUpcoming(airing, at(offset))).toBe(upcoming);
  });

  it.each<[number, number, boolean]>([
    [0, 0, true],
    [0, 5000, true],
    [5000, 0, true],
    [0, 5001, false],
    [-5001, 0, false],
  ])('datesEqual(%d, %d) is %s', (a, b, equal) => {
    expect(datesEqual(a, b)).toBe(equal);
  });
});
