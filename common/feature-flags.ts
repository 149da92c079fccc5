/**
 * The feature flags: beta or alpha preference flags enable features (the spec). Each flag is a user preference
 * (a `PreferenceName` of the GraphQL contract) whose value 'on' turns its feature on; anything else, or no
 * preference, leaves it off. Features read a flag by its key here, never by a preference name of their own;
 * the mock world and the Mocks panel set the same preferences.
 */
import type { PreferenceName } from '../generated/graphql/schema.ts';

export interface FeatureFlagDefinition {
  /** The preference that carries the flag. */
  preference: PreferenceName;
  /** Who gets it first: alpha (staff) or beta (opted-in viewers). */
  stage: 'alpha' | 'beta';
  /** What it turns on. */
  description: string;
}

export const FEATURE_FLAGS = {
  audioDescriptionsToggle: {
    preference: 'webAudioDescriptionsToggle',
    stage: 'beta',
    description: 'The audio description switch on the settings page',
  },
  channelConfigurator: {
    preference: 'webChannelConfigurator',
    stage: 'beta',
    description: 'The channels page (/player/user/channels)',
  },
} as const satisfies Record<string, FeatureFlagDefinition>;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAGS) as FeatureFlag[];

/** Whether the flag is on in these preferences (its preference is 'on'). */
export function isFeatureOn(flag: FeatureFlag, preferences: readonly { name: string; value: string }[]): boolean {
  const name = FEATURE_FLAGS[flag].preference;
  return preferences.some((preference) => preference.name === name && preference.value === 'on');
}
