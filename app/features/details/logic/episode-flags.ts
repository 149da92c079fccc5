import type { EpisodeDetail_ProfileFragment } from '../../../../generated/graphql/operations.ts';
import { isLive } from '../../../lib/assets/is-live.ts';
import { isLookback } from '../../../lib/assets/is-lookback.ts';

export type EpisodeFlag = 'Live' | 'Blackout' | 'New' | 'Lookback';

export type EpisodeFlagFields = Pick<
  EpisodeDetail_ProfileFragment,
  'availabilityStartsAt' | 'availabilityEndsAt' | 'playableAssetType' | 'isBlackout' | 'newForUser' | 'isDVR'
>;

/** The flags of an episode/presentation page in display order; Live and Lookback from the asset predicates. */
export function episodeFlags(profile: EpisodeFlagFields, now: Date): EpisodeFlag[] {
  const flags: EpisodeFlag[] = [];
  if (isLive(profile, now)) flags.push('Live');
  if (profile.isBlackout) flags.push('Blackout');
  if (profile.newForUser) flags.push('New');
  if (isLookback(profile)) flags.push('Lookback');
  return flags;
}
