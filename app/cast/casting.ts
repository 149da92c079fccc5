/**
 * Casting as the sender's screens show it, from the sender adapter's state. Pure.
 * - The cast button hides when no device is discovered; otherwise it says the connection state.
 * - The picker lists the discovered devices with their state and what it offers for each: a device in use by
 *   this browser (the session's, connected or being joined) offers Stop casting; one in use by another sender
 *   says so and can be taken over; an idle one connects.
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

/**
 * A device's state in the picker: `selected` (this browser is casting to it), `connecting` (this browser is
 * starting or rejoining a session on it), `busy` (another sender is casting to it) or `available` (idle).
 */
export type DeviceEntryState = 'selected' | 'connecting' | 'busy' | 'available';

export function deviceEntryState(device: CastDevice, state: Pick<CastSenderState, 'connection' | 'device'>): DeviceEntryState {
  if (state.device?.id === device.id && state.connection !== 'not-connected') return state.connection === 'connected' ? 'selected' : 'connecting';
  return device.busy ? 'busy' : 'available';
}

/** One line of the picker: the device, its state and subtitle, and what the viewer can do with it. */
export interface PickerEntry {
  device: CastDevice;
  state: DeviceEntryState;
  subtitle: string;
  /** Choosing the entry starts a session on it (taking a busy device over from its sender); false: it is this browser's. */
  canChoose: boolean;
  /** The entry offers Stop casting: the device is in use by this browser. */
  canStop: boolean;
}

const SUBTITLES: Record<DeviceEntryState, (device: CastDevice) => string> = {
  selected: () => 'Connected',
  connecting: () => 'Connecting…',
  busy: (device) => `${device.model} · In use`,
  available: (device) => device.model,
};

/**
 * The picker's entries: the discovered devices, and the session's device even before it is discovered again
 * (a reload rejoining it), so that a device in use by this browser always offers Stop casting.
 */
export function pickerEntries(state: Pick<CastSenderState, 'devices' | 'connection' | 'device'>): PickerEntry[] {
  const devices =
    state.device && state.connection !== 'not-connected' && !state.devices.some((device) => device.id === state.device?.id)
      ? [...state.devices, state.device].sort((a, b) => a.name.localeCompare(b.name))
      : state.devices;
  return devices.map((device) => {
    const entry = deviceEntryState(device, state);
    const ours = entry === 'selected' || entry === 'connecting';
    return { device, state: entry, subtitle: SUBTITLES[entry](device), canChoose: !ours, canStop: ours };
  });
}

/** What the mini controller shows, or null when it is hidden. */
export function miniControllerView(state: CastSenderState): { deviceName: string; asset: CastAsset; playing: boolean } | null {
  if (state.connection !== 'connected' || !state.device || !state.media?.asset) return null;
  const playing = state.media.playerState === 'PLAYING' || state.media.playerState === 'BUFFERING' || state.media.playerState === 'LOADING';
  return { deviceName: state.device.name, asset: state.media.asset, playing };
}
