/**
 * This browser's device ident: the device kind plus a random id (the profile contract's `ClientDeviceIdent`,
 * `web-3f9a2c7b`). It names the web player's registration (`player(playerId)`) and the device in the account's
 * device list. The browser keeps it in local storage. A browser without one asks the account which of its
 * signed-in devices is this one (`GET /user/devices`, `isCurrentDevice`) and keeps that; when the account names
 * none, the browser makes a new ident (such a browser is not registered as a player until it signs in again).
 */
import type { components } from '../../generated/rest/profile.ts';

type SignedInDevice = components['schemas']['Device'];

export const DEVICE_IDENT_STORAGE_KEY = 'aw_device_ident';

/** The profile contract's `ClientDeviceIdent` for the web kind. */
const WEB_DEVICE_IDENT = /^web-[A-Za-z0-9]{4,64}$/;

export function isWebDeviceIdent(value: unknown): value is string {
  return typeof value === 'string' && WEB_DEVICE_IDENT.test(value);
}

/** A new web ident from 4 random bytes (8 hex digits). */
export function newWebDeviceIdent(randomBytes: (length: number) => Uint8Array): string {
  return `web-${[...randomBytes(4)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The web device the account marks as the calling one, if any. */
export function currentWebDevice(devices: readonly Pick<SignedInDevice, 'deviceIdent' | 'type' | 'isCurrentDevice'>[]): string | null {
  return devices.find((device) => device.isCurrentDevice && device.type === 'web' && isWebDeviceIdent(device.deviceIdent))?.deviceIdent ?? null;
}

/** The account's answer to "which device is this?": its ident, none named, or no answer (no session, no network). */
export type CurrentDeviceAnswer = { answered: true; ident: string | null } | { answered: false };

export interface DeviceIdentSources {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  currentDevice: () => Promise<CurrentDeviceAnswer>;
  randomBytes: (length: number) => Uint8Array;
}

/**
 * The kept ident; else the account's current web device; else, when the account answered without naming
 * one, a new ident. Whatever is chosen is kept. Null when the account could not be asked: there is no ident
 * yet, and nothing is kept, so the next call asks again.
 */
export async function resolveDeviceIdent({ storage, currentDevice, randomBytes }: DeviceIdentSources): Promise<string | null> {
  const kept = readStorage(storage);
  if (isWebDeviceIdent(kept)) return kept;
  const answer = await currentDevice().catch((): CurrentDeviceAnswer => ({ answered: false }));
  if (!answer.answered) return null;
  const ident = answer.ident ?? newWebDeviceIdent(randomBytes);
  try {
    storage.setItem(DEVICE_IDENT_STORAGE_KEY, ident);
  } catch {
    // Storage may be full or refused (private modes): the ident is then asked for again next time.
  }
  return ident;
}

function readStorage(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(DEVICE_IDENT_STORAGE_KEY);
  } catch {
    return null;
  }
}
