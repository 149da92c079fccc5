import { describe, expect, it } from 'vitest';
import type { CastReceiverAdapter, CastReceiverHandlers } from '../../../common/cast/adapter.ts';
import type { ReceiverMessage, SenderMessage } from '../../../common/cast/protocol.ts';
import { playerErrorFor, type PlaybackEvent, type PlaybackRequest, type PlaybackState, type PlayerEngine, type PlayerErrorView } from '../../../common/player/index.ts';
import { initialPlaybackState } from '../../../common/player/playback-machine.ts';
import { createReceiverAnalytics } from '../../../receiver/analytics.ts';
import type { TrackedEvent } from '../../../common/analytics/tracked-event.ts';
import { createReceiverController, type ReceiverTimers } from '../../../receiver/controller.ts';

const ASSET = { assetType: 'VOD', assetId: 'epi-1', title: 'Yellowstone', subtitle: null, thumbnailUrl: null } as const;

const DESCRIBED = { language: 'en', label: 'English (Described Video)', roles: ['description'] };

const REFUSED: PlayerErrorView = {
  title: "This video can't be unlocked",
  code: '1.2',
  message: "We're having trouble streaming this content.",
  action: 'Details',
  category: 'DRM',
  detailedErrorName: 'KEY_NOT_AUTHORIZED',
  httpStatus: 403,
  airwaveErrorCode: null,
  troubleshooting: null,
};

function playback(phase: PlaybackState['phase'], error: PlayerErrorView | null = null): PlaybackState {
  return { ...initialPlaybackState(), phase, playRequested: phase === 'playing', error };
}

/** A player engine that records what it is asked and plays whatever the test says. */
function fakeEngine() {
  const listeners = new Set<() => void>();
  const record = { loads: [] as PlaybackRequest[], events: [] as PlaybackEvent[], destroyed: false };
  let state = playback('idle');
  const engine: PlayerEngine = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (event) => void record.events.push(event),
    async load(request) {
      record.loads.push(request);
    },
    timeline: () => ({ position: 4, duration: 19.2, seekStart: 0, seekEnd: 19.2, isLive: false, buffered: [], airing: null }),
    thumbnailAt: async () => null,
    drmToken: () => null,
    async destroy() {
      record.destroyed = true;
    },
  };
  const become = (next: PlaybackState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return { engine, record, become };
}

function setUp(capabilities = { firmwareVersion: '1.56', authorized: true }, { started = true } = {}) {
  // The session watches a LOAD's token starts: the token, whether stopped, and how to end its session.
  const watches: Array<{ token: string; stopped: boolean; end: () => void; fail?: (error: PlayerErrorView) => void }> = [];
  let handlers: CastReceiverHandlers | null = null;
  const sent: ReceiverMessage[] = [];
  const adapter: CastReceiverAdapter = {
    implementation: 'simulation',
    playback: 'engine',
    deviceCapabilities: () => ({ ...capabilities, model: 'Chromecast' }),
    start: (given) => void (handlers = given),
    send: (message) => void sent.push(message),
    stop: () => undefined,
  };
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: ReceiverTimers = {
    setTimeout: (callback, ms) => (pending.set(++next, { callback, ms }), next),
    clearTimeout: (handle) => void pending.delete(handle as number),
    now: () => 0,
  };
  const runTimers = (ms: number) => {
    for (const [handle, timer] of [...pending]) {
      if (timer.ms <= ms) {
        pending.delete(handle);
        timer.callback();
      }
    }
  };
  const engines: Array<ReturnType<typeof fakeEngine>> = [];
  const events: TrackedEvent[] = [];
  const controller = createReceiverController({
    adapter,
    analytics: createReceiverAnalytics((event) => events.push(event)),
    timers,
    createEngine: () => {
      const made = fakeEngine();
      engines.push(made);
      return made.engine;
    },
    watchSession: (token, onInvalid, onError) => {
      const watch = { token, stopped: false, end: onInvalid, fail: onError };
      watches.push(watch);
      return () => void (watch.stopped = true);
    },
  });
  controller.attachVideo({} as HTMLVideoElement);
  if (started) controller.start();
  const from = (message: SenderMessage) => handlers?.onMessage(message, 'session-1');
  return { controller, sent, engines, events, runTimers, handlers: () => handlers, from, watches };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the receiver controller', () => {
  it('reports identify and device capabilities at start, and runs the status box on its timers', () => {
    const receiver = setUp();
    expect(receiver.events.map((tracked) => tracked.event)).toEqual(['Receiver Identified', 'Device Capabilities']);
    expect(receiver.controller.getState().status).toBe('Loading');
    receiver.runTimers(500);
    expect(receiver.controller.getState().status).toBe('Not connected');
    receiver.handlers()?.onSenderConnected('session-1');
    expect(receiver.controller.getState().status).toBe('Connecting');
    receiver.runTimers(750);
    expect(receiver.controller.getState().status).toBe('Connected');
  });

  it('runs the status box from the first screen, before the device is reported or senders are heard', () => {
    const receiver = setUp(undefined, { started: false });
    receiver.controller.showStatus();
    expect(receiver.controller.getState().status).toBe('Loading');
    receiver.runTimers(500);
    expect(receiver.controller.getState().status).toBe('Not connected');
    expect(receiver.events).toEqual([]);
    expect(receiver.handlers()).toBeNull();
    receiver.controller.start();
    expect(receiver.controller.getState().status).toBe('Not connected');
    expect(receiver.events.map((tracked) => tracked.event)).toEqual(['Receiver Identified', 'Device Capabilities']);
    receiver.handlers()?.onSenderConnected('session-1');
    expect(receiver.controller.getState().status).toBe('Connecting');
  });

  it('loads what the sender casts (live at its edge, on demand from the position asked), signed in by the sender’s token, and answers with its status', async () => {
    const receiver = setUp();
    receiver.handlers()?.onSenderConnected('session-1');
    receiver.from({ type: 'load', requestId: 7, asset: ASSET, position: 12, auth: { sessionToken: 'sender-token' }, audio: null });
    expect(receiver.controller.getState().screen).toEqual({ screen: 'playing', playerId: 'epi-1' });
    await flush();
    const [engine] = receiver.engines;
    // The player starts there (a seek once loaded would be undone by its start at the manifest's position).
    expect(engine?.record.loads).toEqual([{ assetType: 'VOD', assetId: 'epi-1', startAtLive: false, startAt: 12, sessionToken: 'sender-token', audio: null }]);
    expect(engine?.record.events).not.toContainEqual(expect.objectContaining({ type: 'seek' }));
    expect(receiver.sent.at(-1)).toMatchObject({ type: 'status', requestId: 7, status: { asset: ASSET, position: 4, duration: 19.2, seekable: { start: 0, end: 19.2 }, airing: null } });

    receiver.from({ type: 'load', requestId: 8, asset: { ...ASSET, assetType: 'CHANNEL', assetId: 'ch-amc' }, position: null, auth: { sessionToken: null }, audio: null });
    await flush();
    expect(engine?.record.loads.at(-1)).toEqual({ assetType: 'CHANNEL', assetId: 'ch-amc', startAtLive: true, startAt: null, sessionToken: null, audio: null });
    expect(receiver.engines).toHaveLength(1);
  });

  it("plays the audio track the sender's viewer chose, and its status names the track its engine plays", async () => {
    const receiver = setUp();
    receiver.from({ type: 'load', requestId: 7, asset: ASSET, position: 12, auth: { sessionToken: null }, audio: DESCRIBED });
    await flush();
    const [engine] = receiver.engines;
    expect(engine?.record.loads).toEqual([expect.objectContaining({ assetId: 'epi-1', audio: DESCRIBED })]);
    // Nothing read of the stream yet: no track to name.
    expect(receiver.sent.at(-1)).toMatchObject({ type: 'status', requestId: 7, status: { audio: null } });
    const main = { language: 'en', label: 'English', roles: ['main'] };
    const tracks = {
      audio: [
        { id: 'main', label: 'English', language: 'en', selected: false, track: main },
        { id: 'described', label: 'English (Described Video)', language: 'en', selected: true, track: DESCRIBED },
      ],
      quality: [],
      captions: [],
    };
    engine?.become({ ...playback('paused'), tracks });
    expect(receiver.sent.at(-1)).toMatchObject({ type: 'status', requestId: null, status: { playerState: 'PAUSED', audio: DESCRIBED } });
  });

  it('follows the session of each LOAD’s sender token while it plays, and shows the session view when it ends', async () => {
    const receiver = setUp();
    receiver.handlers()?.onSenderConnected('session-1');
    receiver.from({ type: 'load', requestId: 1, asset: ASSET, position: null, auth: { sessionToken: 'first' }, audio: null });
    await flush();
    receiver.from({ type: 'load', requestId: 2, asset: ASSET, position: null, auth: { sessionToken: 'second' }, audio: null });
    await flush();
    expect(receiver.watches.map(({ token, stopped }) => ({ token, stopped }))).toEqual([{ token: 'first', stopped: true }, { token: 'second', stopped: false }]);
    receiver.watches[1]?.end();
    expect(receiver.controller.getState().screen).toMatchObject({ screen: 'session-invalid', error: { title: 'Your session is no longer valid' } });
    // A LOAD without a token follows nothing.
    receiver.from({ type: 'load', requestId: 3, asset: ASSET, position: null, auth: { sessionToken: null }, audio: null });
    expect(receiver.watches).toHaveLength(2);
  });

  it('a server GraphQL error of the session watch shows its error view on the playing screen and tells the sender', async () => {
    const receiver = setUp();
    receiver.from({ type: 'load', requestId: 1, asset: ASSET, position: null, auth: { sessionToken: 'first' }, audio: null });
    await flush();
    const shown = playerErrorFor({ kind: 'graphql', message: 'Boom', productCode: 'MOCK_FAULT', errorCode: null });
    receiver.watches[0]?.fail?.(shown);
    expect(receiver.engines[0]?.record.destroyed).toBe(true);
    expect(receiver.controller.getState()).toMatchObject({ screen: { screen: 'playing' }, playerError: shown });
    expect(receiver.sent).toContainEqual({ type: 'error', requestId: null, error: { code: '0', title: "This video can't play right now", problem: 'Boom', troubleshootingTips: [] } });
  });

  it('answers a sender page that joins the running session (a reload, another tab) with what it plays, the status box untouched', async () => {
    const receiver = setUp();
    receiver.handlers()?.onSenderConnected('session-1');
    receiver.runTimers(750);
    receiver.from({ type: 'load', requestId: 7, asset: ASSET, position: 12, auth: { sessionToken: null }, audio: null });
    await flush();
    const before = receiver.sent.length;
    receiver.handlers()?.onSenderJoined?.('session-1');
    expect(receiver.sent.slice(before)).toEqual([{ type: 'status', requestId: null, status: expect.objectContaining({ asset: ASSET, position: 4 }) }]);
    expect(receiver.controller.getState().status).toBe('Connected');
    expect(receiver.engines).toHaveLength(1);
  });

  it('turns the mini controller commands into player events', async () => {
    const receiver = setUp();
    receiver.from({ type: 'load', requestId: 1, asset: ASSET, position: null, auth: { sessionToken: null }, audio: null });
    await flush();
    receiver.from({ type: 'pause', requestId: 2 });
    receiver.from({ type: 'jump', requestId: 3, seconds: 10 });
    receiver.from({ type: 'jump', requestId: 4, seconds: -10 });
    receiver.from({ type: 'jump', requestId: 5, seconds: 30 });
    receiver.from({ type: 'play', requestId: 6 });
    receiver.from({ type: 'volume', requestId: 7, level: 0.4, muted: true });
    // Captions are set, not toggled: a sender asking for what already shows changes nothing.
    receiver.from({ type: 'captions', requestId: 8, enabled: true });
    receiver.from({ type: 'captions', requestId: 9, enabled: false });
    expect(receiver.engines[0]?.record.events).toEqual([
      { type: 'command', command: 'pause' },
      { type: 'command', command: 'jumpForward' },
      { type: 'command', command: 'jumpBack' },
      { type: 'seek', seconds: 34 },
      { type: 'command', command: 'play' },
      { type: 'volume', volume: 0.4 },
      { type: 'mute-toggled' },
      { type: 'captions-toggled' },
    ]);
    expect(receiver.sent.filter((message) => message.type === 'status').map((message) => message.requestId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a player error destroys the player, shows the error and tells the sender; the next load makes a new player and clears it', async () => {
    const receiver = setUp();
    receiver.from({ type: 'load', requestId: 1, asset: ASSET, position: null, auth: { sessionToken: null }, audio: null });
    await flush();
    const first = receiver.engines[0];
    first?.become(playback('errored', REFUSED));
    expect(first?.record.destroyed).toBe(true);
    expect(receiver.controller.getState().playerError).toEqual(REFUSED);
    expect(receiver.sent).toContainEqual({ type: 'error', requestId: null, error: { code: '1.2', title: REFUSED.title, problem: REFUSED.message, troubleshootingTips: [] } });
    expect(receiver.sent.at(-1)).toMatchObject({ type: 'status', status: { playerState: 'ERRORED' } });
    expect(receiver.events.at(-1)).toEqual({
      event: 'Cast Playback Error',
      properties: { code: '1.2', message: REFUSED.message, detailedErrorName: 'KEY_NOT_AUTHORIZED', assetId: 'epi-1' },
      integrations: { All: false, 'Segment.io': true, Amplitude: true, Webhooks: true },
    });

    receiver.from({ type: 'load', requestId: 2, asset: ASSET, position: null, auth: { sessionToken: null }, audio: null });
    expect(receiver.engines).toHaveLength(2);
    expect(receiver.controller.getState().playerError).toBeNull();
  });

  it('returns to the idle screen and Not connected when the sender leaves', async () => {
    const receiver = setUp();
    receiver.handlers()?.onSenderConnected('session-1');
    receiver.from({ type: 'load', requestId: 1, asset: ASSET, position: null, auth: { sessionToken: null }, audio: null });
    await flush();
    receiver.handlers()?.onSenderDisconnected('session-1');
    expect(receiver.engines[0]?.record.destroyed).toBe(true);
    expect(receiver.controller.getState()).toMatchObject({ status: 'Not connected', screen: { screen: 'idle' }, asset: null });
  });

  it('a device below the minimum firmware plays nothing and answers every command with code 106', () => {
    const receiver = setUp({ firmwareVersion: '1.41', authorized: true });
    receiver.from({ type: 'load', requestId: 1, asset: ASSET, position: null, auth: { sessionToken: null }, audio: null });
    expect(receiver.engines).toHaveLength(0);
    expect(receiver.sent).toEqual([{ type: 'error', requestId: 1, error: expect.objectContaining({ code: '106' }) }]);
    expect(receiver.controller.getState().screen.screen).toBe('firmware');
  });
});
