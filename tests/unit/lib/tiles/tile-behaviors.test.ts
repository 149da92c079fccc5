import { describe, expect, it } from 'vitest';
import type { TileBehavior } from '../../../../generated/graphql/operations.ts';
import {
  isDimmed,
  offersKeepWatchingRemove,
  showsChannelLogoOnBlur,
  showsLiveTag,
  startAtLiveOverride,
  tileBehaviors,
} from '../../../../app/lib/tiles/tile-behaviors.ts';
import type { PlayableFields } from '../../../../app/lib/assets/is-playable.ts';

const now = new Date('2024-05-08T12:00:00Z');
const flags = (...behaviors: TileBehavior[]) => new Set(behaviors);
const asset = (overrides: Partial<PlayableFields> = {}): PlayableFields => ({
  playableAssetId: 'vod-1',
  playableAssetType: 'VOD',
  isBlackout: false,
  availabilityStartsAt: '2024-05-01T00:00:00Z',
  availabilityEndsAt: '2024-07-01T00:00:00Z',
  ...overrides,
});

describe('tile behaviour flags', () => {
  it("a tile carries its own flags and its group's", () => {
    expect([...tileBehaviors({ behaviors: ['DISABLE_DIM'] }, { behaviors: ['ENABLE_KW_REMOVE'] })].sort()).toEqual(['DISABLE_DIM', 'ENABLE_KW_REMOVE']);
    expect([...tileBehaviors({ behaviors: [] }, null)]).toEqual([]);
  });

  it.each([
    ['ENABLE_KW_REMOVE', offersKeepWatchingRemove(flags('ENABLE_KW_REMOVE')), true],
    ['no flag: no remove', offersKeepWatchingRemove(flags()), false],
    ['DISABLE_LIVE_TAG', showsLiveTag(flags('DISABLE_LIVE_TAG')), false],
    ['no flag: Live shown', showsLiveTag(flags()), true],
    ['ENABLE_CHANNEL_LOGO_ON_BLUR with a logo', showsChannelLogoOnBlur(flags('ENABLE_CHANNEL_LOGO_ON_BLUR'), true), true],
    ['ENABLE_CHANNEL_LOGO_ON_BLUR without a logo', showsChannelLogoOnBlur(flags('ENABLE_CHANNEL_LOGO_ON_BLUR'), false), false],
    ['no flag: no logo', showsChannelLogoOnBlur(flags(), true), false],
  ] as const)('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['a playable VOD', asset(), flags(), false],
    ['a blacked-out asset', asset({ isBlackout: true }), flags(), true],
    ['a VOD past its window', asset({ availabilityEndsAt: '2024-05-02T00:00:00Z' }), flags(), true],
    ['an asset without times', asset({ availabilityStartsAt: null }), flags(), true],
    ['a blacked-out asset with DISABLE_DIM', asset({ isBlackout: true }), flags('DISABLE_DIM'), false],
    ['a tile without an asset (a show)', asset({ playableAssetId: null, playableAssetType: null }), flags(), false],
  ] as const)('dims %s: %s', (_case, tile, behaviors, expected) => {
    expect(isDimmed(tile, behaviors, now)).toBe(expected);
  });

  it.each([
    [flags('ENABLE_START_AT_LIVE_PREF'), 'on', true],
    [flags('ENABLE_START_AT_LIVE_PREF'), 'off', false],
    [flags('ENABLE_START_AT_LIVE_PREF'), null, false],
    [flags(), 'on', null],
    [flags(), 'off', null],
  ] as const)('startAtLiveOverride with %o and the preference %s is %s', (behaviors, preference, expected) => {
    expect(startAtLiveOverride(behaviors, preference)).toBe(expected);
  });
});
