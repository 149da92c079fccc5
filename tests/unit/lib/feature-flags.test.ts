import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, isFeatureOn } from '../../../common/feature-flags.ts';
import { shownPreferenceToggles } from '../../../app/features/account/logic/preferences.ts';

describe('feature flags from preferences', () => {
  it.each([
    ['channelConfigurator', [{ name: 'webChannelConfigurator', value: 'on' }], true],
    ['channelConfigurator', [{ name: 'webChannelConfigurator', value: 'off' }], false],
    ['channelConfigurator', [{ name: 'webAudioDescriptionsToggle', value: 'on' }], false],
    ['channelConfigurator', [], false],
    ['audioDescriptionsToggle', [{ name: 'webAudioDescriptionsToggle', value: 'on' }], true],
    ['audioDescriptionsToggle', [{ name: 'webAudioDescriptionsToggle', value: 'beta' }], false],
  ] as const)('%s with %j is on: %s', (flag, preferences, on) => {
    expect(isFeatureOn(flag, preferences)).toBe(on);
  });
  it('each flag is a beta or alpha preference', () => {
    for (const flag of Object.values(FEATURE_FLAGS)) expect(['alpha', 'beta']).toContain(flag.stage);
  });
  it('the settings page offers the audio description switch only with its flag on', () => {
    expect(shownPreferenceToggles([]).map((toggle) => toggle.name)).toEqual(['player_starts_at_live']);
    expect(shownPreferenceToggles([{ name: 'webAudioDescriptionsToggle', value: 'on' }]).map((toggle) => toggle.name)).toEqual([
      'player_starts_at_live',
      'use_audio_description',
    ]);
  });
});
