import type { TileBehavior } from '../../../generated/graphql/operations.ts';
import { isPlayable, type PlayableFields } from '../assets/is-playable.ts';

/**
 * The behaviour flags in force on a tile: its own and its group's, since the group's behaviours apply to
 * every tile in it as well (Tile.behaviors in the schema).
 */
export function tileBehaviors(tile: { behaviors: readonly TileBehavior[] }, group?: { behaviors: readonly TileBehavior[] } | null): ReadonlySet<TileBehavior> {
  return new Set([...(group?.behaviors ?? []), ...tile.behaviors]);
}

/** 'Remove from keep watching' is offered only with ENABLE_KW_REMOVE. */
export function offersKeepWatchingRemove(behaviors: ReadonlySet<TileBehavior>): boolean {
  return behaviors.has('ENABLE_KW_REMOVE');
}

/** The 'Live' tag is left out with DISABLE_LIVE_TAG. */
export function showsLiveTag(behaviors: ReadonlySet<TileBehavior>): boolean {
  return !behaviors.has('DISABLE_LIVE_TAG');
}

/**
 * A tile that carries an asset it cannot play now (blacked out, outside its window, no times) is drawn dimmed,
 * unless DISABLE_DIM says not to dim it. Tiles without an asset (shows, channels' pages, collections) lead
 * somewhere rather than play, and are never dimmed.
 */
export function isDimmed(tile: PlayableFields, behaviors: ReadonlySet<TileBehavior>, now: Date): boolean {
  if (behaviors.has('DISABLE_DIM')) return false;
  if (!tile.playableAssetId) return false;
  return !isPlayable(tile, now);
}

/** With ENABLE_CHANNEL_LOGO_ON_BLUR the tile shows its channel's logo while it is not focused or hovered. */
export function showsChannelLogoOnBlur(behaviors: ReadonlySet<TileBehavior>, hasChannelLogo: boolean): boolean {
  return hasChannelLogo && behaviors.has('ENABLE_CHANNEL_LOGO_ON_BLUR');
}

/**
 * The startAtLiveOverride a play from this tile carries: with ENABLE_START_AT_LIVE_PREF, the user's
 * player_starts_at_live preference ('on' starts at the live edge); without the flag none (null), and the
 * player's own default applies.
 */
export function startAtLiveOverride(behaviors: ReadonlySet<TileBehavior>, playerStartsAtLive: 'on' | 'off' | null | undefined): boolean | null {
  if (!behaviors.has('ENABLE_START_AT_LIVE_PREF')) return null;
  return playerStartsAtLive === 'on';
}
