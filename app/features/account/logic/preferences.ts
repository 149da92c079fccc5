/**
 * The preferences the settings page offers as switches, in order. The audio-description switch is behind
 * a feature flag (common/feature-flags.ts): it shows only while that flag is on.
 */
import { isFeatureOn, type FeatureFlag } from '../../../../common/feature-flags.ts';
import type { PreferenceName } from '../../../../generated/graphql/schema.ts';

export interface PreferenceToggleEntry {
  name: PreferenceName;
  label: string;
  /** The feature flag that must be on for this switch to show. */
  flag?: FeatureFlag;
}

export const PREFERENCE_TOGGLES: readonly PreferenceToggleEntry[] = [
  { name: 'player_starts_at_live', label: 'Start live channels at the live point' },
  { name: 'use_audio_description', label: 'Audio description', flag: 'audioDescriptionsToggle' },
];

export function shownPreferenceToggles(preferences: readonly { name: string; value: string }[]): PreferenceToggleEntry[] {
  return PREFERENCE_TOGGLES.filter((toggle) => toggle.flag === undefined || isFeatureOn(toggle.flag, preferences));
}
