/**
 * The preferences the settings page offers as switches, in order. The audio-description switch is behind
 * a feature flag: it shows only while the `webAudioDescriptionsToggle` preference is on.
 */
import type { PreferenceName } from '../../../../generated/graphql/schema.ts';

export interface PreferenceToggleEntry {
  name: PreferenceName;
  label: string;
  /** The flag preference that must be on for this switch to show. */
  flag?: PreferenceName;
}

export const PREFERENCE_TOGGLES: readonly PreferenceToggleEntry[] = [
  { name: 'player_starts_at_live', label: 'Start live channels at the live point' },
  { name: 'use_audio_description', label: 'Audio description', flag: 'webAudioDescriptionsToggle' },
];

export function shownPreferenceToggles(preferences: readonly { name: string; value: string }[]): PreferenceToggleEntry[] {
  const on = new Set(preferences.filter((preference) => preference.value === 'on').map((preference) => preference.name));
  return PREFERENCE_TOGGLES.filter((toggle) => toggle.flag === undefined || on.has(toggle.flag));
}
