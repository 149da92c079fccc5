/**
 * The "playback requested" action: what a tile's Play or Resume hands the player besides the asset in the
 * route: the tile group it was in, what to show while it loads (title, subtitle, image) and whether a live
 * airing starts at its live edge. It travels as the navigation's state, so a typed URL plays too (without it).
 */
import type { TileCard_TileFragment } from '../../../generated/graphql/operations.ts';
import type { LiveFields } from '../assets/is-live.ts';
import { playbackTitle } from '../tiles/playback-title.ts';

/** A live airing's window, for the player's programme progress (the tile's own fields). */
export type AiringFields = LiveFields;

export interface PlaybackRequestedState {
  assetId: string;
  tileGroupId: string | null;
  metadata: { title: string | null; subtitle: string | null; imageUrl: string | null };
  startAtLive: boolean;
  airing: AiringFields | null;
}

export function playbackRequested(input: {
  assetId: string;
  tileGroupId?: string | null;
  title?: string | null;
  subtitle?: string | null;
  imageUrl?: string | null;
  startAtLive?: boolean;
  airing?: AiringFields | null;
}): { playback: PlaybackRequestedState } {
  return {
    playback: {
      assetId: input.assetId,
      tileGroupId: input.tileGroupId ?? null,
      metadata: { title: input.title ?? null, subtitle: input.subtitle ?? null, imageUrl: input.imageUrl ?? null },
      startAtLive: input.startAtLive ?? false,
      airing: input.airing ?? null,
    },
  };
}

/**
 * The action for a tile's title: its asset, how it is named while it plays (playbackTitle: a show's resolved
 * episode as 'S5 | E1 · {episode title}'), and its airing window.
 */
export function playbackRequestedForTile(
  tile: Pick<TileCard_TileFragment, 'kind' | 'playableAssetId' | 'playableAssetType' | 'title' | 'subtitle' | 'playableEpisode' | 'image' | 'availabilityStartsAt' | 'availabilityEndsAt'>,
  options: { tileGroupId: string | null; startAtLive?: boolean },
): { playback: PlaybackRequestedState } {
  return playbackRequested({
    assetId: tile.playableAssetId ?? '',
    tileGroupId: options.tileGroupId,
    ...playbackTitle(tile),
    imageUrl: tile.image?.url ?? null,
    startAtLive: options.startAtLive ?? false,
    airing: { playableAssetType: tile.playableAssetType, availabilityStartsAt: tile.availabilityStartsAt, availabilityEndsAt: tile.availabilityEndsAt },
  });
}

/** The request a navigation carried, or null (a typed URL, a reload). */
export function playbackRequestedState(state: unknown): PlaybackRequestedState | null {
  if (typeof state !== 'object' || state === null || !('playback' in state)) return null;
  const playback = (state as { playback: unknown }).playback;
  if (typeof playback !== 'object' || playback === null) return null;
  const candidate = playback as Partial<PlaybackRequestedState>;
  return typeof candidate.assetId === 'string' && typeof candidate.metadata === 'object' && candidate.metadata !== null ? (candidate as PlaybackRequestedState) : null;
}

/**
 * The attribute that names a Play or Resume by what it plays from where: the tile group it is in (none for a hero's
 * slide or a detail page's own Play) and the tile. When the player closes, the shell gives focus back to the control
 * that opened it (app/frame/player-opener.ts) on the page drawn again under it: by this key it finds that control
 * and no other of the same name (one title in two rows, in the hero and a row), even when the page draws its rows
 * in another order, and still finds it when its label changed (Play became Resume).
 */
export const PLAYER_OPENER_KEY_ATTRIBUTE = 'data-player-opener';

export function playerOpenerKey(tileGroupId: string | null, tileId: string): string {
  return `${tileGroupId ?? ''}/${tileId}`;
}
