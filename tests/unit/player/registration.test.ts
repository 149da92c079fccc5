import { describe, expect, it } from 'vitest';
import { currentWebDevice, DEVICE_IDENT_STORAGE_KEY, newWebDeviceIdent, resolveDeviceIdent, type CurrentDeviceAnswer } from '../../../app/api/device-ident.ts';
import { registrationStatus } from '../../../app/player/player-registration.ts';
import type { PlayerFieldsFragment } from '../../../generated/graphql/operations.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

const bytes = () => new Uint8Array([0x3f, 0x9a, 0x2c, 0x7b]);

describe('the device ident of this browser', () => {
  it('is the kept one when it is a web ident, without asking the account', async () => {
    const storage = memoryStorage({ [DEVICE_IDENT_STORAGE_KEY]: 'web-aaaa1111' });
    let asked = 0;
    const ident = await resolveDeviceIdent({ storage, currentDevice: async () => (asked++, { answered: true, ident: 'web-other' }), randomBytes: bytes });
    expect(ident).toBe('web-aaaa1111');
    expect(asked).toBe(0);
  });

  it.each<[string, CurrentDeviceAnswer, string | null]>([
    ['the account names this browser', { answered: true, ident: 'web-bbbb2222' }, 'web-bbbb2222'],
    ['the account names no web device: a new ident', { answered: true, ident: null }, 'web-3f9a2c7b'],
    ['the account cannot be asked: none yet, nothing kept', { answered: false }, null],
  ])('%s', async (_name, answer, expected) => {
    const storage = memoryStorage({ [DEVICE_IDENT_STORAGE_KEY]: 'roku-not-mine' });
    expect(await resolveDeviceIdent({ storage, currentDevice: async () => answer, randomBytes: bytes })).toBe(expected);
    expect(storage.values.get(DEVICE_IDENT_STORAGE_KEY)).toBe(expected ?? 'roku-not-mine');
  });

  it('a failing question counts as no answer', async () => {
    const storage = memoryStorage();
    expect(await resolveDeviceIdent({ storage, currentDevice: () => Promise.reject(new Error('offline')), randomBytes: bytes })).toBeNull();
  });

  it('the current device is the one the account marks, if it is a web device', () => {
    const device = (deviceIdent: string, type: 'web' | 'roku', isCurrentDevice: boolean) => ({ deviceIdent, type, isCurrentDevice });
    expect(currentWebDevice([device('roku-7F2C91AB', 'roku', false), device('web-3f9a2c7b', 'web', true)])).toBe('web-3f9a2c7b');
    expect(currentWebDevice([device('web-3f9a2c7b', 'web', false)])).toBeNull();
    expect(currentWebDevice([device('roku-7F2C91AB', 'roku', true)])).toBeNull();
    expect(newWebDeviceIdent(() => new Uint8Array([0, 1, 254, 255]))).toBe('web-0001feff');
  });
});

describe('the player registration', () => {
  const player = (isRegistered: boolean, playerId = 'web-3f9a2c7b'): PlayerFieldsFragment => ({
    id: `player:${playerId}`,
    playerId,
    kind: 'WEB',
    ident: playerId,
    name: null,
    isRegistered,
    registeredAt: null,
    updatedAt: null,
  });

  it.each<[string, Parameters<typeof registrationStatus>[0], ReturnType<typeof registrationStatus>]>([
    ['no player id: skipped', { playerId: null, queried: null, pushed: undefined }, 'unknown'],
    ['no answer yet', { playerId: 'web-3f9a2c7b', queried: undefined, pushed: undefined }, 'unknown'],
    ['registered', { playerId: 'web-3f9a2c7b', queried: player(true), pushed: undefined }, 'registered'],
    ['unknown to the service', { playerId: 'web-3f9a2c7b', queried: null, pushed: undefined }, 'not-registered'],
    ['revoked by a push', { playerId: 'web-3f9a2c7b', queried: player(true), pushed: player(false) }, 'not-registered'],
    ['registered again by a push', { playerId: 'web-3f9a2c7b', queried: null, pushed: player(true) }, 'registered'],
    ["another player's push is not ours", { playerId: 'web-3f9a2c7b', queried: player(true), pushed: player(false, 'web-other') }, 'registered'],
  ])('%s', (_name, input, expected) => {
    expect(registrationStatus(input)).toBe(expected);
  });
});
