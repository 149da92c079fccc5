/**
 * Casting as the sender's screens show it, from the sender adapter's state. Pure.
 * - The cast button hides when no device is discovered; otherwise it says the connection state.
 * - The picker shows the device in use by this browser (the session's, connected or being joined) as its own
 *   entry with Disconnect, then the other discovered devices with their state: one in use by another sender says
 *   so and can be taken over; one that is not available is disabled and says so; one this picker failed to
 *   connect to says so and offers Try again; an idle one connects.
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
 * starting or rejoining a session on it), `disabled` (it cannot take a session now), `errored` (this picker's
 * last attempt to connect to it failed), `busy` (another sender is casting to it) or `available` (idle).
 */
export type DeviceEntryState = 'selected' | 'connecting' | 'disabled' | 'errored' | 'busy' | 'available';

export function deviceEntryState(device: CastDevice, state: Pick<CastSenderState, 'connection' | 'device'>, failedDeviceId: string | null = null): DeviceEntryState {
  if (state.device?.id === device.id && state.connection !== 'not-connected') return state.connection === 'connected' ? 'selected' : 'connecting';
  if (device.unavailable) return 'disabled';
  if (device.id === failedDeviceId) return 'errored';
  return device.busy ? 'busy' : 'available';
}

/** One line of the picker: the device, its state and subtitle, and what the viewer can do with it. */
export interface PickerEntry {
  device: CastDevice;
  state: DeviceEntryState;
  subtitle: string;
  /** Choosing the entry starts a session on it (taking a busy device over from its sender). */
  canChoose: boolean;
  /** The entry offers Try again: connecting to it failed. */
  canRetry: boolean;
  /** The entry offers Disconnect: the device is in use by this browser. */
  canStop: boolean;
}

const SUBTITLES: Record<DeviceEntryState, (device: CastDevice) => string> = {
  selected: () => 'Connected',
  connecting: () => 'Connecting…',
  disabled: (device) => `${device.model} · Not available`,
  errored: () => 'Could not connect',
  busy: (device) => `${device.model} · In use`,
  available: (device) => device.model,
};

function entryOf(device: CastDevice, state: Pick<CastSenderState, 'connection' | 'device'>, failedDeviceId: string | null): PickerEntry {
  const entry = deviceEntryState(device, state, failedDeviceId);
  const ours = entry === 'selected' || entry === 'connecting';
  return { device, state: entry, subtitle: SUBTITLES[entry](device), canChoose: !ours && entry !== 'disabled', canRetry: entry === 'errored', canStop: ours };
}

/** The picker: the casting-device entry (this browser's session device, with Disconnect) and the devices to connect to. */
export interface PickerView {
  casting: PickerEntry | null;
  devices: PickerEntry[];
}

/**
 * The picker's entries: the session's device on its own (even before it is discovered again, a reload
 * rejoining it), and the other discovered devices; `failedDeviceId` is the device this picker last failed to
 * connect to.
 */
export function pickerView(state: Pick<CastSenderState, 'devices' | 'connection' | 'device'>, failedDeviceId: string | null = null): PickerView {
  const session = state.connection !== 'not-connected' ? state.device : null;
  return {
    casting: session ? entryOf(session, state, failedDeviceId) : null,
    devices: state.devices.filter((device) => device.id !== session?.id).map((device) => entryOf(device, state, failedDeviceId)),
  };
}

/** What the mini controller shows, or null when it is hidden. */
export function miniControllerView(state: CastSenderState): { deviceName: string; asset: CastAsset; playing: boolean } | null {
  if (state.connection !== 'connected' || !state.device || !state.media?.asset) return null;
  const playing = state.media.playerState === 'PLAYING' || state.media.playerState === 'BUFFERING' || state.media.playerState === 'LOADING';
  return { deviceName: state.device.name, asset: state.media.asset, playing };
}
