// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CastSenderAdapter } from '../../../common/cast/adapter.ts';
import { CastSessionError } from '../../../common/cast/adapter.ts';
import { IDENTITY_NOT_AUTHORIZED } from '../../../common/cast/errors.ts';
import { readSavedCastSession } from '../../../common/cast/saved-session.ts';
import { CAST_KEEP_ALIVE_MS, CAST_NAMESPACE, type CastAsset } from '../../../common/cast/protocol.ts';
import { createCastSdkSender } from '../../../app/cast/sdk/cast-sdk-sender.ts';
import { CAST_SENDER_SCRIPT, loadCastSenderScript } from '../../../app/cast/sdk/cast-sdk-script.ts';
import type { KeepAliveTimers } from '../../../app/cast/sdk/cast-sdk-session.ts';
import { CAST_DIALOG_DEVICE } from '../../../app/cast/sdk/cast-sdk-status.ts';
import { FakeCastSession, FakeMedia, FakeMediaInfo, installFakeCastSdk, type FakeCastContext, type FakeRemotePlayerController } from './fake-cast-sdk.ts';

// The real sender adapter against a stand-in for Google's sender framework (its script cannot load offline):
// what the framework reports becomes the adapter's state, and the app's commands become framework calls.

const EPISODE: CastAsset = { assetType: 'VOD', assetId: 'epi-yellowstone-s5e1', title: 'Yellowstone', subtitle: 'S5 | E1 · One Hundred Years Is Nothing', thumbnailUrl: 'https://img.example/y.jpg' };
const DESCRIBED = { language: 'en', label: 'English (Described Video)', roles: ['description'] };
const LIVING_ROOM = { label: 'device-1', friendlyName: 'Living Room TV' };

let context: FakeCastContext;
let controller: () => FakeRemotePlayerController;
let adapter: CastSenderAdapter;
let ticks: Array<{ callback: () => void; ms: number }>;
const timers: KeepAliveTimers = {
  setInterval: (callback, ms) => ticks.push({ callback, ms }) - 1,
  clearInterval: (handle) => void ticks.splice(handle as number, 1),
  now: () => 1_700_000_000_000,
};

beforeEach(() => {
  ticks = [];
  ({ context, controller } = installFakeCastSdk());
  adapter = createCastSdkSender({ receiverApplicationId: 'ABCD1234', timers });
});

afterEach(() => {
  adapter.dispose();
  vi.unstubAllGlobals();
});

/** The viewer picks Living Room TV in the Cast dialog and the framework starts the session. */
function connect(): FakeCastSession {
  const session = new FakeCastSession(LIVING_ROOM);
  context.dialog = () => {
    context.setSessionState('SESSION_STARTING', null);
    context.setCastState('CONNECTING');
    context.setSessionState('SESSION_STARTED', session);
    context.setCastState('CONNECTED');
    return Promise.resolve(undefined);
  };
  return session;
}

describe('the Cast sender framework adapter', () => {
  it('sets the receiver app id, the origin-scoped auto-join policy (a reload or another tab of the site joins) and session resumption', () => {
    expect(context.options).toEqual({ receiverApplicationId: 'ABCD1234', autoJoinPolicy: 'origin_scoped', resumeSavedSession: true });
    expect(adapter.implementation).toBe('cast-sdk');
  });

  it('shows no device until the framework sees one, then the Cast dialog entry', () => {
    expect(adapter.getState().devices).toEqual([]);
    const changes = vi.fn();
    adapter.subscribe(changes);
    context.setCastState('NOT_CONNECTED');
    expect(adapter.getState().devices).toEqual([CAST_DIALOG_DEVICE]);
    expect(changes).toHaveBeenCalled();
    context.setCastState('NO_DEVICES_AVAILABLE');
    expect(adapter.getState().devices).toEqual([]);
  });

  it('goes through connecting to connected with the device the viewer picked', async () => {
    context.setCastState('NOT_CONNECTED');
    const seen: string[] = [];
    adapter.subscribe(() => seen.push(adapter.getState().connection));
    connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    expect(seen).toContain('connecting');
    expect(adapter.getState()).toMatchObject({ connection: 'connected', device: { name: 'Living Room TV' }, devices: [{ name: 'Living Room TV' }] });
  });

  it('rejects a cancelled Cast dialog as cancelled (no error to report) and stays not connected', async () => {
    context.setCastState('NOT_CONNECTED');
    context.dialog = () => Promise.reject('cancel');
    const failure = await adapter.startSession(CAST_DIALOG_DEVICE.id).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CastSessionError);
    expect((failure as CastSessionError).reason).toBe('cancelled');
    expect(adapter.getState().connection).toBe('not-connected');
  });

  it.each([
    ['timeout', 'timeout'],
    ['receiver_unavailable', 'unknown-device'],
    ['session_error', 'refused'],
  ])('rejects a session start failing with %s as %s and disconnects', async (code, reason) => {
    context.setCastState('NOT_CONNECTED');
    context.dialog = () => {
      context.setSessionState('SESSION_STARTING', null);
      context.setSessionState('SESSION_START_FAILED', null, code);
      return Promise.reject(code);
    };
    const failure = await adapter.startSession(CAST_DIALOG_DEVICE.id).catch((error: unknown) => error);
    expect((failure as CastSessionError).reason).toBe(reason);
    expect(adapter.getState()).toMatchObject({ connection: 'not-connected', device: null });
  });

  it('sends a keep-alive on the app namespace every 20 s while connected, and stops when the session ends', async () => {
    const session = connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    expect(ticks).toHaveLength(1);
    expect(ticks[0]?.ms).toBe(CAST_KEEP_ALIVE_MS);
    ticks[0]?.callback();
    ticks[0]?.callback();
    expect(session.sent).toEqual([
      { namespace: CAST_NAMESPACE, data: { type: 'keep-alive', sentAt: 1_700_000_000_000 } },
      { namespace: CAST_NAMESPACE, data: { type: 'keep-alive', sentAt: 1_700_000_000_000 } },
    ]);
    context.setSessionState('SESSION_ENDING');
    expect(adapter.getState().connection).toBe('not-connected');
    expect(ticks).toHaveLength(0);
    context.setSessionState('SESSION_ENDED', null);
    expect(adapter.getState()).toMatchObject({ connection: 'not-connected', device: null, media: null });
  });

  it('remembers the session for the origin while it runs (the app loads its cast layer at once after a reload), and forgets it when it ends', async () => {
    connect();
    await adapter.startSession('cast-dialog');
    expect(readSavedCastSession()).toEqual({ sessionId: 'session-device-1', device: { id: 'device-1', name: 'Living Room TV', model: 'Chromecast' } });
    adapter.endSession();
    expect(readSavedCastSession()).toBeNull();
  });

  it('joins a session that is already running (resumed after a reload)', () => {
    adapter.dispose();
    context.castState = 'CONNECTED';
    context.session = new FakeCastSession(LIVING_ROOM);
    adapter = createCastSdkSender({ receiverApplicationId: 'ABCD1234', timers });
    expect(adapter.getState()).toMatchObject({ connection: 'connected', device: { name: 'Living Room TV' } });
  });

  it('loads a title as a Cast LOAD carrying the protocol asset, auth and audio track for the receiver', async () => {
    const session = connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    adapter.send({ type: 'load', asset: EPISODE, position: 754, auth: { sessionToken: null }, audio: DESCRIBED });
    expect(session.loads).toHaveLength(1);
    const [load] = session.loads;
    expect(load).toMatchObject({ autoplay: true, currentTime: 754, customData: { asset: EPISODE, auth: { sessionToken: null }, audio: DESCRIBED } });
    expect(load?.media).toMatchObject({ contentId: 'epi-yellowstone-s5e1', streamType: 'BUFFERED', metadata: { title: 'Yellowstone', subtitle: EPISODE.subtitle, images: [{ url: EPISODE.thumbnailUrl }] } });
    adapter.send({ type: 'load', asset: { ...EPISODE, assetType: 'CHANNEL', assetId: 'ch-amc' }, position: null, auth: { sessionToken: null }, audio: null });
    expect(session.loads[1]).toMatchObject({ currentTime: undefined, media: { streamType: 'LIVE' }, customData: { audio: null } });
  });

  it('plays, pauses, seeks, jumps and sets the volume through the remote player controller', async () => {
    connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    const remote = controller();
    remote.change({ isMediaLoaded: true, isPaused: false, currentTime: 100, duration: 3000, playerState: 'PLAYING' });
    adapter.send({ type: 'play' }); // already playing: nothing to do
    adapter.send({ type: 'pause' });
    remote.change({ isPaused: true });
    adapter.send({ type: 'play' });
    adapter.send({ type: 'seek', position: 600 });
    remote.change({ currentTime: 600 });
    adapter.send({ type: 'jump', seconds: -10 });
    remote.change({ currentTime: 5 });
    adapter.send({ type: 'jump', seconds: -10 });
    adapter.send({ type: 'volume', level: 0.5, muted: true });
    adapter.send({ type: 'stop' });
    expect(remote.calls).toEqual(['playOrPause', 'playOrPause', 'seek 600', 'seek 590', 'seek 0', 'setVolumeLevel 0.5', 'muteOrUnmute', 'stop']);
  });

  it('sends captions on or off as the app namespace message (the remote player has no captions switch)', async () => {
    const session = connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    const requestId = adapter.send({ type: 'captions', enabled: true });
    expect(session.sent).toEqual([{ namespace: CAST_NAMESPACE, data: { type: 'captions', enabled: true, requestId } }]);
    expect(controller().calls).toEqual([]);
  });

  it("reports the remote player's media, with the asset it was loaded with, as the media status", async () => {
    connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    controller().change({
      isMediaLoaded: true,
      playerState: 'PAUSED',
      isPaused: true,
      currentTime: 42.5,
      duration: 3000,
      volumeLevel: 0.8,
      isMuted: false,
      mediaInfo: Object.assign(new FakeMediaInfo('epi-yellowstone-s5e1', 'application/dash+xml'), { customData: { asset: EPISODE } }),
    });
    expect(adapter.getState().media).toEqual({ playerState: 'PAUSED', asset: EPISODE, position: 42.5, duration: 3000, isLive: false, volume: 0.8, muted: false });
  });

  it("adds the playback details our receiver puts in its media status's customData: seekable window, airing, captions and audio track, as the simulation's status says them", async () => {
    const session = connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    const media = new FakeMedia();
    session.media = media;
    const live = { ...EPISODE, assetType: 'CHANNEL' as const, assetId: 'ch-amc' };
    const details = { seekable: { start: 5100, end: 5400 }, airing: { start: 3600, end: 7200 }, captionsEnabled: true, audio: DESCRIBED };
    media.customData = details;
    controller().change({ isMediaLoaded: true, playerState: 'PLAYING', currentTime: 5390, duration: 300, mediaInfo: Object.assign(new FakeMediaInfo('ch-amc', 'application/dash+xml'), { streamType: 'LIVE', customData: { asset: live } }) });
    expect(adapter.getState().media).toEqual({ playerState: 'PLAYING', asset: live, position: 5390, duration: 300, isLive: true, volume: 1, muted: false, ...details });

    // A status that changes only the details (captions off on the receiver) comes through the media's own update.
    media.update({ ...details, captionsEnabled: false, airing: null });
    expect(adapter.getState().media).toMatchObject({ captionsEnabled: false, airing: null, seekable: details.seekable, audio: DESCRIBED });
    // A malformed detail is left out, as if not said; the others stand.
    media.update({ seekable: { start: 10 }, audio: { language: 'en' }, captionsEnabled: 'yes', airing: { start: 3600, end: 7200 } });
    expect(adapter.getState().media).not.toHaveProperty('seekable');
    expect(adapter.getState().media).not.toHaveProperty('audio');
    expect(adapter.getState().media).not.toHaveProperty('captionsEnabled');
    expect(adapter.getState().media).toMatchObject({ airing: { start: 3600, end: 7200 } });
    // Leaving the page stops listening to the media.
    adapter.dispose();
    expect(media.updateListeners.size).toBe(0);
    adapter = createCastSdkSender({ receiverApplicationId: 'ABCD1234', timers });
  });

  it("keeps the receiver's error payload from the app namespace until the next load", async () => {
    const session = connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    session.receive(CAST_NAMESPACE, JSON.stringify({ type: 'error', requestId: null, error: IDENTITY_NOT_AUTHORIZED }));
    expect(adapter.getState().error).toEqual(IDENTITY_NOT_AUTHORIZED);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    session.receive(CAST_NAMESPACE, '{"type":"explode"}');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Unknown cast message type "explode"'));
    adapter.send({ type: 'load', asset: EPISODE, position: null, auth: { sessionToken: null }, audio: null });
    expect(adapter.getState().error).toBeNull();
  });

  it('refuses to send while not connected', () => {
    expect(() => adapter.send({ type: 'play' })).toThrow(/Not casting/);
  });

  it('Disconnect stops casting on the receiver; leaving the page only ends this page’s session', async () => {
    connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    adapter.endSession();
    expect(context.ended).toEqual([true]);
    expect(adapter.getState().connection).toBe('not-connected');
    connect();
    await adapter.startSession(CAST_DIALOG_DEVICE.id);
    adapter.dispose();
    expect(context.ended).toEqual([true, false]);
    expect(context.count('sessionstatechanged')).toBe(0);
    expect(context.count('caststatechanged')).toBe(0);
  });
});

describe("loading Google's sender script", () => {
  it('adds the script once and resolves with what the framework says about casting here', async () => {
    vi.unstubAllGlobals();
    const loaded = loadCastSenderScript(window);
    const scripts = [...document.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual([CAST_SENDER_SCRIPT]);
    window.__onGCastApiAvailable(false, 'No cast extension');
    await expect(loaded).resolves.toBe(false);
  });

  it('resolves false when the script cannot load (offline)', async () => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = loadCastSenderScript(window);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('did not load'));
  });
});
