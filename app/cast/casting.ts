/**
 * Casting as the sender's screens show it, from the sender adapter's state. Pure.
 * - The cast button hides when no device is discovered; otherwise it says the connection state.
 * - The picker lists the discovered devices with their state (selected: the session's; busy: another sender's).
 * - The mini controller shows while connected and something is loaded on the receiver.
 */
import type { CastDevice, CastSenderState } from '../../common/cast/adapter.ts';
import type { CastAsset } from '../../common/cast/protocol.ts';

export type CastButtonView = { visible: false } | { visible: true; connection: CastSenderState['connection']; label: string };

export function castButtonView(state: Pick<CastSenderState, 'devices' | 'connection' | 'device'>): CastButtonView {
  if (state.connection === 'not-connected' && state.devices.length === 0) return { visible: false };
  const label =
    state.connection === 'connected' && state.device ? `Casting on ${state.device.name}`
    : state.connection === 'connecting' ? 'Connecting to a cast device'
    : 'Cast';
  return { visible: true, connection: state.connection, label };
}

export type DeviceEntryState = 'selected' | 'connecting' | 'busy' | 'available';

export function deviceEntryState(device: CastDevice, state: Pick<CastSenderState, 'connection' | 'device'>): DeviceEntryState {
  if (state.device?.id === device.id) return state.connection === 'connected' ? 'selected' : state.connection === 'connecting' ? 'connecting' : 'available';
  return device.busy ? 'busy' : 'available';
}

/** What the mini controller shows, or null when it is hidden. */
export function miniControllerView(state: CastSenderState): { deviceName: string; asset: CastAsset; playing: boolean } | null {
  if (state.connection !== 'connected' || !state.device || !state.media?.asset) return null;
  const playing = state.media.playerState === 'PLAYING' || state.media.playerState === 'BUFFERING' || state.media.playerState === 'LOADING';
  return { deviceName: state.device.name, asset: state.media.asset, playing };
}
