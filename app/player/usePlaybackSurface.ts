import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { CastSenderAdapter } from '../../common/cast/adapter.ts';
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
  useCaptionsBack(remote !== null, adapter, local);
  const stopCasting = () => adapter?.endSession();
  return remote ? { surface: remote, state: remoteState, stopCasting } : { surface: local.engine, state: local.state, stopCasting };
}

/**
 * Captions the viewer turned on or off on the receiver (as its last media status said) hold here too once casting
 * ends: the local player, loading again, takes them up.
 */
function useCaptionsBack(casting: boolean, adapter: CastSenderAdapter | null, local: { engine: PlayerEngine | null; state: PlaybackState | null }): void {
  const receiverCaptions = useSyncExternalStore(
    casting && adapter ? adapter.subscribe : noSubscription,
    () => (casting ? adapter?.getState().media?.captionsEnabled : undefined),
    () => undefined,
  );
  const carried = useRef<boolean | null>(null);
  useEffect(() => {
    if (receiverCaptions !== undefined) carried.current = receiverCaptions;
  }, [receiverCaptions]);
  const { engine, state } = local;
  const phase = state?.phase;
  const captionsEnabled = state?.captionsEnabled;
  useEffect(() => {
    const wanted = carried.current;
    if (casting || wanted === null || !engine || phase === undefined || phase === 'closed' || phase === 'idle') return;
    carried.current = null;
    if (captionsEnabled !== wanted) engine.send({ type: 'captions-toggled' });
  }, [casting, engine, phase, captionsEnabled]);
}
