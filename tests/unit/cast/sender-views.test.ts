import { describe, expect, it } from 'vitest';
import type { CastDevice, CastSenderState } from '../../../common/cast/adapter.ts';
import { castAssetOf } from '../../../app/cast/cast-bridge.ts';
import { castButtonView, deviceEntryState, miniControllerView, pickerView, type PickerEntry } from '../../../app/cast/casting.ts';

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
    expect(deviceEntryState(tv, state({}), 'tv')).toBe('errored');
    expect(deviceEntryState({ ...tv, unavailable: true }, state({}), 'tv')).toBe('disabled');
  });

  type Row = Omit<PickerEntry, 'device'> & { name: string };
  const row = (name: string, state: PickerEntry['state'], subtitle: string, does: Partial<Pick<PickerEntry, 'canChoose' | 'canRetry' | 'canStop'>> = {}): Row => ({
    name,
    state,
    subtitle,
    canChoose: false,
    canRetry: false,
    canStop: false,
    ...does,
  });
  const office: CastDevice = { id: 'office', name: 'Office', model: 'Chromecast', busy: false, unavailable: true };

  it.each<[string, CastSenderState, string | null, { casting: Row | null; devices: Row[] }]>([
    [
      'idle devices connect; one in use by another sender says so and can be taken over',
      state({}),
      null,
      { casting: null, devices: [row('Living Room TV', 'available', 'Chromecast', { canChoose: true }), row('Den', 'busy', 'Chromecast · In use', { canChoose: true })] },
    ],
    [
      'a device that is not available: disabled, saying so (even after a failed connect)',
      state({ devices: [office, tv] }),
      'office',
      { casting: null, devices: [row('Office', 'disabled', 'Chromecast · Not available'), row('Living Room TV', 'available', 'Chromecast', { canChoose: true })] },
    ],
    [
      'the device this picker failed to connect to: Could not connect, Try again',
      state({}),
      'tv',
      { casting: null, devices: [row('Living Room TV', 'errored', 'Could not connect', { canChoose: true, canRetry: true }), row('Den', 'busy', 'Chromecast · In use', { canChoose: true })] },
    ],
    [
      'in use by this browser (connected): its own entry, Connected, Disconnect; the others to connect to',
      state({ connection: 'connected', device: { ...tv, busy: true }, devices: [den, { ...tv, busy: true }] }),
      'tv',
      { casting: row('Living Room TV', 'selected', 'Connected', { canStop: true }), devices: [row('Den', 'busy', 'Chromecast · In use', { canChoose: true })] },
    ],
    [
      'in use by this browser, being rejoined after a reload (the receiver says busy): Connecting…, Disconnect',
      state({ connection: 'connecting', device: { ...tv, busy: true }, devices: [{ ...tv, busy: true }] }),
      null,
      { casting: row('Living Room TV', 'connecting', 'Connecting…', { canStop: true }), devices: [] },
    ],
    [
      'in use by this browser before the device is discovered again: its entry all the same, with Disconnect',
      state({ connection: 'connecting', device: { ...tv, busy: true }, devices: [den] }),
      null,
      { casting: row('Living Room TV', 'connecting', 'Connecting…', { canStop: true }), devices: [row('Den', 'busy', 'Chromecast · In use', { canChoose: true })] },
    ],
    ['no devices, not casting: nothing', state({ devices: [] }), null, { casting: null, devices: [] }],
  ])('the picker: %s', (_name, input, failed, expected) => {
    const named = ({ device, ...entry }: PickerEntry): Row => ({ name: device.name, ...entry });
    const view = pickerView(input, failed);
    expect({ casting: view.casting && named(view.casting), devices: view.devices.map(named) }).toEqual(expected);
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
