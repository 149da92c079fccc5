/**
 * Autoplay next: when an on-demand title or recording ends, the player offers the next tile of the tile group
 * the play came from (the "playback requested" action names it), counting down before it plays it. The next
 * tile is the first one after the title that the viewer could play from its tile (its Play button would show
 * Play or Resume). A live channel never ends, and a play without a group has nothing to go on to.
 */
import type { TileFieldsFragment } from '../../generated/graphql/operations.ts';
import { isPlayable, type PlayableFields } from '../lib/assets/is-playable.ts';
import { decidePlayButton } from '../lib/tiles/play-button.ts';

/** What the rule reads of a tile. */
export type NextTileFields = PlayableFields & Pick<TileFieldsFragment, 'isInPlan' | 'isWatched' | 'playbackPercentage' | 'notInPlanProducts'>;

/** Seconds the autoplay-next overlay counts down before the next title plays. */
export const AUTOPLAY_NEXT_COUNTDOWN_SECONDS = 10;

export function nextPlayableTile<Tile extends NextTileFields>(
  tiles: readonly Tile[],
  currentAssetId: string,
  context: { now: Date; hasContentAccess: boolean },
): Tile | null {
  const index = tiles.findIndex((tile) => tile.playableAssetId === currentAssetId);
  if (index < 0) return null;
  return (
    tiles.slice(index + 1).find((tile) => {
      if (!tile.playableAssetId || tile.playableAssetId === currentAssetId) return false;
      return decidePlayButton({ ...tile, hasContentAccess: context.hasContentAccess, isPlayable: isPlayable(tile, context.now) }).kind === 'play';
    }) ?? null
  );
}
