import type { TileFieldsFragment } from '../../../generated/graphql/operations.ts';
import { parseDateTime } from '../assets/availability-window.ts';
import { isLive, type LiveFields } from '../assets/is-live.ts';
import { isLookback } from '../assets/is-lookback.ts';
import { isUpcoming } from '../assets/is-upcoming.ts';
import { isVOD } from '../assets/is-vod.ts';
import { expiryText } from '../format/expiry.ts';
import { showsLiveTag, tileBehaviors } from './tile-behaviors.ts';
import type { TileBehavior } from '../../../generated/graphql/operations.ts';

export type TileTag = 'Live' | 'New' | 'DVR' | 'VOD' | 'Blackout' | 'Lookback';

export type TileTagFields = LiveFields &
  Pick<TileFieldsFragment, 'newForUser' | 'isDVR' | 'isBlackout' | 'behaviors'>;

/**
 * Asset tags in display order. Live, VOD and Lookback come from the predicates against the display time rather
 * than the server's flags, which were computed when the response was made. DISABLE_LIVE_TAG (the tile's or its
 * group's) hides 'Live'.
 */
export function tileTags(tile: TileTagFields, now: Date, behaviors: ReadonlySet<TileBehavior> = tileBehaviors(tile)): TileTag[] {
  const tags: TileTag[] = [];
  if (isLive(tile, now) && showsLiveTag(behaviors)) tags.push('Live');
  if (tile.newForUser) tags.push('New');
  if (tile.isDVR) tags.push('DVR');
  if (isVOD(tile)) tags.push('VOD');
  if (tile.isBlackout) tags.push('Blackout');
  if (isLookback(tile)) tags.push('Lookback');
  return tags;
}

/**
 * Status texts under the tags: 'Upcoming' for future items, 'Skippable Ads' for DVR recordings that are not
 * live, and 'Expires in …' within 72 hours of the end of the window. A live or upcoming airing's window is its
 * schedule slot, not an offer that lapses, so it never says 'Expires in …' (its air time says when it is on).
 */
export function tileStatusTexts(tile: Pick<TileTagFields, keyof LiveFields | 'isDVR'>, now: Date): string[] {
  const texts: string[] = [];
  const live = isLive(tile, now);
  const upcoming = isUpcoming(tile, now);
  if (upcoming) texts.push('Upcoming');
  if (tile.isDVR && !live) texts.push('Skippable Ads');
  const endsAt = parseDateTime(tile.availabilityEndsAt);
  const expiry = endsAt === null || live || upcoming ? null : expiryText(new Date(endsAt), now);
  if (expiry !== null) texts.push(expiry);
  return texts;
}
