import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { TileCard_TileFragment } from '../../generated/graphql/operations.ts';
import { TilesDocument } from '../../generated/graphql/documents/TilesDocument.ts';
import { playerHref } from '../lib/tiles/tile-links.ts';
import { useNow } from '../tiles/hooks/useNow.ts';
import { useViewer } from '../tiles/hooks/useViewer.ts';
import { AUTOPLAY_NEXT_COUNTDOWN_SECONDS, nextPlayableTile } from './autoplay-next.ts';
import { playbackRequestedForTile } from '../lib/routing/playback-requested.ts';

/** Tiles of the group read to find the next one (the group's first page of this size). */
const GROUP_TILES = 50;

/** Plays `tile` in this player, as its own Play would, still within the group. */
function usePlayTile(tileGroupId: string) {
  const navigate = useNavigate();
  return (tile: TileCard_TileFragment) => {
    const href = playerHref(tile);
    if (!href) return;
    void navigate(href, { replace: true, state: playbackRequestedForTile(tile, { tileGroupId }) });
  };
}

/**
 * The autoplay-next overlay, shown once the title has ended: the group's next playable tile with a countdown,
 * 'Play now' and 'Cancel'. Nothing shows when there is no next tile.
 */
export function AutoplayNext({ tileGroupId, assetId }: { tileGroupId: string; assetId: string }) {
  const viewer = useViewer();
  const now = useNow();
  const { data } = useQuery(TilesDocument, { variables: { tileGroupId, first: GROUP_TILES }, fetchPolicy: 'cache-first' });
  const tiles = data?.tiles.edges.map((edge) => edge.node) ?? [];
  const next = nextPlayableTile(tiles, assetId, { now, hasContentAccess: viewer.hasContentAccess });
  const play = usePlayTile(tileGroupId);
  const [remaining, setRemaining] = useState(AUTOPLAY_NEXT_COUNTDOWN_SECONDS);
  const [cancelled, setCancelled] = useState(false);
  const counting = next !== null && !cancelled;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  useEffect(() => {
    if (counting && remaining === 0 && next) play(next);
  }, [counting, remaining]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!next || cancelled) return null;
  return (
    <section className="player-autoplay" aria-label="Up next">
      <p className="player-autoplay-label">Up next</p>
      {next.image?.url && <img className="player-autoplay-image" src={next.image.url} alt="" />}
      <h2 className="player-autoplay-title">{next.title}</h2>
      {next.subtitle && <p className="player-autoplay-subtitle">{next.subtitle}</p>}
      <p className="player-autoplay-countdown" role="timer" aria-live="off">
        Playing in {remaining} s
      </p>
      <div className="player-autoplay-actions">
        <button type="button" className="player-autoplay-play" onClick={() => play(next)}>
          Play now
        </button>
        <button type="button" className="player-autoplay-cancel" onClick={() => setCancelled(true)}>
          Cancel
        </button>
      </div>
    </section>
  );
}
