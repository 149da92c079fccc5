/**
 * What the rest of the app asks of casting, without loading it: the cast layer (CastUi.tsx, loaded with
 * import() once the page is up) registers itself here. A Play or Resume asks `castIfConnected` first: while a
 * cast session is connected the receiver plays the title, not this page.
 */
import { useSyncExternalStore } from 'react';
import type { CastAsset, CastAssetType, CastAudioTrack } from '../../common/cast/protocol.ts';

/**
 * What a hand-over carries beside the title and position: the viewer's captions (on: the receiver shows them too)
 * and audio track (the receiver plays it; none: the stream's default).
 */
export interface CastHandOver {
  captionsEnabled?: boolean;
  audio?: CastAudioTrack | null;
}

type Caster = (asset: CastAsset, position: number | null, handOver: CastHandOver) => boolean;

let caster: Caster | null = null;

export function setCaster(next: Caster | null): void {
  caster = next;
}

/**
 * Sends `asset` (from `position` seconds; null: its start or live edge) to the receiver if casting, with the viewer's
 * captions when `handOver` says they are on and the audio track it names; false otherwise.
 */
export function castIfConnected(asset: CastAsset, position: number | null = null, handOver: CastHandOver = {}): boolean {
  return caster?.(asset, position, handOver) ?? false;
}

/** The asset whose cast session the player page is the remote of (null: none): the mini controller steps aside for it. */
let remoteOf: string | null = null;
const remoteListeners = new Set<() => void>();

export function setPlayerRemoteOf(assetId: string | null): void {
  if (assetId === remoteOf) return;
  remoteOf = assetId;
  for (const listener of remoteListeners) listener();
}

function subscribeRemote(listener: () => void): () => void {
  remoteListeners.add(listener);
  return () => void remoteListeners.delete(listener);
}

export function usePlayerRemoteOf(): string | null {
  return useSyncExternalStore(subscribeRemote, () => remoteOf, () => null);
}

const CASTABLE: Record<string, CastAssetType> = { CHANNEL: 'CHANNEL', BROADCAST: 'BROADCAST', VOD: 'VOD', RECORDING: 'RECORDING' };

/** What a receiver is told to play for a title: its asset (only the playback contract's asset kinds cast) and what its screens show. */
export function castAssetOf(input: {
  playableAssetType: string | null;
  playableAssetId: string | null;
  title: string | null;
  subtitle: string | null;
  imageUrl: string | null;
}): CastAsset | null {
  const assetType = input.playableAssetType ? CASTABLE[input.playableAssetType.toUpperCase()] : undefined;
  if (!assetType || !input.playableAssetId) return null;
  return { assetType, assetId: input.playableAssetId, title: input.title ?? '', subtitle: input.subtitle, thumbnailUrl: input.imageUrl };
}
