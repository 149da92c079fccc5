import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { PlayerTitleDocument } from '../../generated/graphql/documents/PlayerTitleDocument.ts';
import type { ManifestAssetType } from '../../common/player/index.ts';
import { playbackRequested, type PlaybackRequestedState } from '../lib/routing/playback-requested.ts';
import { playbackTitle } from '../lib/tiles/playback-title.ts';
import { titlePageOf } from './player-title.ts';

/**
 * What the player plays, by name: the name a tile's Play handed it, or else (the player opened by its URL, or after
 * a reload) the name its own page gives the asset in the route (PlayerTitle: the page about the asset and its tile),
 * by the same rule as a tile's Play (playbackTitle). The header, the tab's title and a hand-over to a cast device
 * read it.
 */
export function useNamedPlayback(requested: PlaybackRequestedState | null, assetType: ManifestAssetType | undefined, assetId: string): PlaybackRequestedState | null {
  const pageType = titlePageOf(assetType);
  const named = Boolean(requested?.metadata.title);
  const { data } = useQuery(PlayerTitleDocument, {
    variables: { pageType: pageType ?? 'PRESENTATION', typeId: assetId },
    skip: named || pageType === null || assetId === '',
    fetchPolicy: 'cache-first',
  });
  const tile = data?.page?.tile ?? null;
  return useMemo(() => {
    if (named || !tile) return requested;
    const name = playbackTitle(tile);
    if (requested) return { ...requested, metadata: { ...requested.metadata, ...name } };
    return playbackRequested({ assetId, ...name }).playback;
  }, [named, tile, requested, assetId]);
}
