import { describe, expect, it } from 'vitest';
import type { CastDevice, CastSenderState } from '../../../common/cast/adapter.ts';
import { castAssetOf } from '../../../app/cast/cast-bridge.ts';
import { castButtonView, deviceEntryState, miniControllerView, pickerEntries, type PickerEntry } from '../../../app/cast/casting.ts';

const tv: CastDevice = { id: 'tv', name: 'Living Room TV', model: 'Chromecast', busy: false };
const den: CastDevice = { id: 'den', name: 'Den', model: 'Chromecast', busy: true };
const asset = { assetType: 'VOD' as const, assetId: 'epi-1', title: 'Yellowstone', subtitle: 'S5 | E1', thumbnailUrl: null };
const state = (overrides: Partial<CastSenderState>): CastSenderState => ({ devices: [tv, den], connection: 'not-connected', device: null, media: null, error: null, ...overrides });

describe('the cast button', () => {
  it.each([
    ['no devices: hidden', state({ devices: [] }), { visible: false }],
    ['devices, not connected: Cast', state({}), { visible: true, connection: 'not-connected', label: 'Cast' }],
    ['connecting', state({ connection: 'connecting', device: tv }), { visible: true, connection: 'connecting', label: 'Connecting to a cast device' }],
    ['connected: names the device', state({ connection: 'connected', device: tv }), { visible: true, connection: 'connected', label: 'Casting on Living Room TV' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(castButtonView(input)).toEqual(expected);
  });
});

describe('the device picker and the mini controller', () => {
  it('marks the session device selected (connecting while it connects) and others busy or available', () => {
    expect(deviceEntryState(tv, state({ connection: 'connected', device: tv }))).toBe('selected');
    expect(deviceEntryState(tv, state({ connection: 'connecting', device: tv }))).toBe('connecting');
    expect(deviceEntryState(den, state({ connection: 'connected', device: tv }))).toBe('busy');
    expect(deviceEntryState(tv, state({}))).toBe('available');
  });

  it.each<[string, CastSenderState, Array<Omit<PickerEntry, 'device'> & { name: string }>]>([
    [
      'idle devices connect; one in use by another sender says so and can be taken over',
      state({}),
      [
        { name: 'Living Room TV', state: 'available', subtitle: 'Chromecast', canChoose: true, canStop: false },
        { name: 'Den', state: 'busy', subtitle: 'Chromecast · In use', canChoose: true, canStop: false },
      ],
    ],
    [
      'in use by this browser (connected): Connected, Stop casting',
      state({ connection: 'connected', device: { ...tv, busy: true }, devices: [{ ...tv, busy: true }] }),
      [{ name: 'Living Room TV', state: 'selected', subtitle: 'Connected', canChoose: false, canStop: true }],
    ],
    [
      'in use by this browser, being rejoined after a reload (the receiver says busy): Connecting…, Stop casting',
      state({ connection: 'connecting', device: { ...tv, busy: true }, devices: [{ ...tv, busy: true }] }),
      [{ name: 'Living Room TV', state: 'connecting', subtitle: 'Connecting…', canChoose: false, canStop: true }],
    ],
    [
      'in use by this browser before the device is discovered again: listed all the same, with Stop casting',
      state({ connection: 'connecting', device: { ...tv, busy: true }, devices: [den] }),
      [
        { name: 'Den', state: 'busy', subtitle: 'Chromecast · In use', canChoose: true, canStop: false },
        { name: 'Living Room TV', state: 'connecting', subtitle: 'Connecting…', canChoose: false, canStop: true },
      ],
    ],
    ['no devices, not casting: nothing', state({ devices: [] }), []],
  ])('the picker: %s', (_name, input, expected) => {
    expect(pickerEntries(input).map(({ device, ...entry }) => ({ name: device.name, ...entry }))).toEqual(expected);
  });

  it('shows while connected with something loaded; Play/Pause follows the receiver', () => {
    const media = { playerState: 'PAUSED' as const, asset, position: 10, duration: 100, isLive: false, volume: 1, muted: false };
    expect(miniControllerView(state({ connection: 'connected', device: tv, media: null }))).toBeNull();
    expect(miniControllerView(state({ connection: 'connecting', device: tv, media }))).toBeNull();
    expect(miniControllerView(state({ connection: 'connected', device: tv, media }))).toEqual({ deviceName: 'Living Room TV', asset, playing: false });
    expect(miniControllerView(state({ connection: 'connected', device: tv, media: { ...media, playerState: 'PLAYING' } }))?.playing).toBe(true);
  });

  it('casts only the playback contract asset kinds', () => {
    const base = { playableAssetId: 'x', title: 'T', subtitle: null, imageUrl: null };
    expect(castAssetOf({ ...base, playableAssetType: 'vod' })?.assetType).toBe('VOD');
    expect(castAssetOf({ ...base, playableAssetType: 'CHANNEL' })?.assetType).toBe('CHANNEL');
    expect(castAssetOf({ ...base, playableAssetType: 'SHOW' })).toBeNull();
    expect(castAssetOf({ ...base, playableAssetType: 'VOD', playableAssetId: null })).toBeNull();
  });
});
