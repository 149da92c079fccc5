/**
 * Which screen the receiver shows: firmware below the minimum gives the firmware error view (code 106),
 * an unauthorized app the identity error view (code 3), a session the playback service no longer accepts
 * the session view; otherwise no player id (nothing loaded) gives the idle screen and a player id the
 * playing screen. Checked in that order: a device that cannot play never gets further.
 */
import { firmwareNotMet, IDENTITY_NOT_AUTHORIZED, SESSION_NO_LONGER_VALID } from '../../common/cast/errors.ts';
import { compareFirmware, isFirmwareVersion, MINIMUM_FIRMWARE, type CastErrorPayload } from '../../common/cast/protocol.ts';
import type { CastDeviceCapabilities } from '../../common/cast/adapter.ts';

export type ReceiverScreen =
  | { screen: 'firmware'; error: CastErrorPayload }
  | { screen: 'identity'; error: CastErrorPayload }
  | { screen: 'session-invalid'; error: CastErrorPayload }
  | { screen: 'idle' }
  | { screen: 'playing'; playerId: string };

export interface ScreenInput {
  capabilities: CastDeviceCapabilities;
  /** The playback service refused the cast session's sign-in. */
  sessionInvalid: boolean;
  /** The id of what the player plays (the loaded asset), or null before anything is loaded. */
  playerId: string | null;
}

/**
 * Whether the device's firmware is the minimum or newer; an unreadable version does not pass, and a device
 * that reports none (null: not a Chromecast with versioned firmware) is not held to it.
 */
export function firmwareSupported(version: string | null): boolean {
  if (version === null) return true;
  return isFirmwareVersion(version) && compareFirmware(version, MINIMUM_FIRMWARE) >= 0;
}

export function receiverScreen(input: ScreenInput): ReceiverScreen {
  const firmware = input.capabilities.firmwareVersion;
  if (firmware !== null && !firmwareSupported(firmware)) return { screen: 'firmware', error: firmwareNotMet(firmware) };
  if (!input.capabilities.authorized) return { screen: 'identity', error: IDENTITY_NOT_AUTHORIZED };
  if (input.sessionInvalid) return { screen: 'session-invalid', error: SESSION_NO_LONGER_VALID };
  return input.playerId === null ? { screen: 'idle' } : { screen: 'playing', playerId: input.playerId };
}
