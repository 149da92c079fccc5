import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { setPlayerRemoteOf } from '../cast/cast-bridge.ts';
import { useCastSender } from '../cast/CastUi.tsx';
import type { PlaybackState, PlayerEngine } from '../../common/player/index.ts';
import { createCastRemote } from './cast-remote-surface.ts';
import type { PlaybackSurface } from './playback-surface.ts';

const noSubscription = () => () => undefined;

/**
 * What the controls drive and show: the local engine and its state, or, while a cast device plays this title,
 * the cast session's remote (cast-remote-surface.ts) and its state (the mini controller steps aside meanwhile);
 * `stopCasting` ends the session.
 */
export function usePlaybackSurface(
  local: { engine: PlayerEngine | null; state: PlaybackState | null },
  cast: { castingHere: boolean; assetId: string },
): { surface: PlaybackSurface | null; state: PlaybackState | null; stopCasting: () => void } {
  const { castingHere, assetId } = cast;
  const adapter = useCastSender();
  useEffect(() => {
    if (!castingHere) return;
    setPlayerRemoteOf(assetId);
    return () => setPlayerRemoteOf(null);
  }, [castingHere, assetId]);
  const remote = useMemo(() => (castingHere && adapter ? createCastRemote(adapter) : null), [castingHere, adapter]);
  const remoteState = useSyncExternalStore(remote ? remote.subscribe : noSubscription, () => remote?.getState() ?? null, () => null);
  const stopCasting = () => adapter?.endSession();
  return remote ? { surface: remote, state: remoteState, stopCasting } : { surface: local.engine, state: local.state, stopCasting };
}
