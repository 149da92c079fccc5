import { afterEach, describe, expect, it, vi } from 'vitest';
import { CastSessionError, type CastSenderAdapter } from '../../../common/cast/adapter.ts';
import { CAST_KEEP_ALIVE_MS, type SenderMessage } from '../../../common/cast/protocol.ts';
import { SAVED_CAST_SESSION_KEY, type SessionStore } from '../../../common/cast/saved-session.ts';
import { createSimulatedReceiver, createSimulatedSender, SIMULATED_CONNECT_TIMEOUT_MS, type SimulationTimers } from '../../../common/cast/simulation.ts';

// Sender and receiver of one process talk over node's BroadcastChannel, as two tabs of a browser do.

const ASSET = { assetType: 'VOD', assetId: 'ast-1', title: 'Yellowstone', subtitle: null, thumbnailUrl: null } as const;

let opened: Array<{ stop(): void } | { dispose(): void }> = [];
afterEach(() => {
  for (const adapter of opened) {
    if ('stop' in adapter) adapter.stop();
    else adapter.dispose();
  }
  opened = [];
});

function channelName(): string {
  return `cast-test-${Math.random()}`;
}

function receiver(channel: string, name = 'Living Room TV') {
  const events: string[] = [];
  const messages: SenderMessage[] = [];
  const adapter = createSimulatedReceiver({
    device: { name, model: 'Chromecast' },
    capabilities: { firmwareVersion: '1.56', authorized: true },
    channelName: channel,
  });
  adapter.start({
    onSenderConnected: (id) => events.push(`connected ${id}`),
    onSenderJoined: (id) => events.push(`joined ${id}`),
    onSenderDisconnected: (id) => events.push(`disconnected ${id}`),
    onMessage: (message) => messages.push(message),
    onProtocolError: (error) => events.push(`protocol ${error.message}`),
  });
  opened.push(adapter);
  return { adapter, events, messages };
}

/** A browser's origin storage (localStorage), as a map: senders given the same one are pages of one browser. */
function browserStore(): SessionStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** Timers that hold the connect timeout for the test to fire (`timeouts`) and run nothing else. */
function connectTimeoutTimers(): { timeouts: Array<() => void>; timers: SimulationTimers } {
  const timeouts: Array<() => void> = [];
  const timers: SimulationTimers = {
    setTimeout: (callback, ms) => (ms === SIMULATED_CONNECT_TIMEOUT_MS ? timeouts.push(callback) : 0),
    clearTimeout: () => undefined,
    setInterval: () => 0,
    clearInterval: () => undefined,
    now: () => 0,
  };
  return { timeouts, timers };
}

function sender(channel: string, timers?: SimulationTimers, sessionStore: SessionStore = browserStore()): CastSenderAdapter {
  const adapter = createSimulatedSender({ channelName: channel, sessionStore, ...(timers ? { timers } : {}) });
  opened.push(adapter);
  return adapter;
}

async function connected(cast: CastSenderAdapter, name = 'Living Room TV'): Promise<void> {
  await vi.waitFor(() => expect(cast.getState().devices.map((device) => device.name)).toContain(name));
  const device = cast.getState().devices.find((candidate) => candidate.name === name);
  await cast.startSession(device?.id ?? '');
}

describe('the cast simulation', () => {
  it('discovers receivers whichever starts first, and forgets one that leaves', async () => {
    const channel = channelName();
    const early = receiver(channel, 'Bedroom');
    const cast = sender(channel);
    const late = receiver(channel, 'Kitchen');
    await vi.waitFor(() => expect(cast.getState().devices.map((device) => device.name)).toEqual(['Bedroom', 'Kitchen']));
    expect(cast.getState().devices.every((device) => device.model === 'Chromecast' && !device.busy)).toBe(true);
    early.adapter.stop();
    await vi.waitFor(() => expect(cast.getState().devices.map((device) => device.name)).toEqual(['Kitchen']));
    late.adapter.stop();
    await vi.waitFor(() => expect(cast.getState().devices).toEqual([]));
  });

  it('connects (connecting, then connected), carries commands and status both ways, and disconnects', async () => {
    const channel = channelName();
    const tv = receiver(channel);
    const cast = sender(channel);
    const seen: string[] = [];
    cast.subscribe(() => seen.push(cast.getState().connection));
    await connected(cast);
    expect(seen).toContain('connecting');
    expect(cast.getState().connection).toBe('connected');
    expect(cast.getState().device?.name).toBe('Living Room TV');
    await vi.waitFor(() => expect(tv.events).toHaveLength(1));
    expect(tv.events[0]).toMatch(/^connected session-/);

    const loadId = cast.send({ type: 'load', asset: ASSET, position: 12, auth: { sessionToken: null }, audio: null });
    cast.send({ type: 'jump', seconds: 10 });
    await vi.waitFor(() => expect(tv.messages.map((message) => message.type)).toEqual(['load', 'jump']));
    expect(tv.messages[0]).toEqual({ type: 'load', requestId: loadId, asset: ASSET, position: 12, auth: { sessionToken: null }, audio: null });

    const status = { playerState: 'PLAYING', asset: ASSET, position: 12, duration: 19.2, isLive: false, volume: 1, muted: false } as const;
    tv.adapter.send({ type: 'status', requestId: loadId, status });
    await vi.waitFor(() => expect(cast.getState().media).toEqual(status));

    cast.endSession();
    expect(cast.getState().connection).toBe('not-connected');
    await vi.waitFor(() => expect(tv.events).toHaveLength(2));
    expect(tv.events[1]).toMatch(/^disconnected session-/);
    expect(() => cast.send({ type: 'play' })).toThrow(/Not casting/);
  });

  it('hands the device to the latest sender and tells the one before that its session ended', async () => {
    const channel = channelName();
    const tv = receiver(channel);
    const first = sender(channel);
    const second = sender(channel);
    await connected(first);
    await connected(second);
    await vi.waitFor(() => expect(first.getState().connection).toBe('not-connected'));
    expect(second.getState().connection).toBe('connected');
    expect(tv.events.map((event) => event.split(' ')[0])).toEqual(['connected', 'disconnected', 'connected']);
  });

  it('ends the session when the receiver leaves', async () => {
    const channel = channelName();
    const tv = receiver(channel);
    const cast = sender(channel);
    await connected(cast);
    tv.adapter.stop();
    await vi.waitFor(() => expect(cast.getState().connection).toBe('not-connected'));
    expect(cast.getState().devices).toEqual([]);
  });

  it('reports a protocol error to the receiver instead of acting on a malformed message', async () => {
    const channel = channelName();
    const tv = receiver(channel);
    const cast = sender(channel);
    await connected(cast);
    cast.send({ type: 'seek', position: -1 });
    await vi.waitFor(() => expect(tv.events.some((event) => event.startsWith('protocol'))).toBe(true));
    expect(tv.messages).toEqual([]);
  });

  it('sends a keep-alive every 20 s while connected, and none after disconnecting', async () => {
    const channel = channelName();
    const tv = receiver(channel);
    let now = 0;
    const intervals: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
    const timers: SimulationTimers = {
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      setInterval: (callback, ms) => intervals.push({ callback, ms, cleared: false }) - 1,
      clearInterval: (handle) => void ((intervals[handle as number] ?? { cleared: false }).cleared = true),
      now: () => now,
    };
    const cast = sender(channel, timers);
    await connected(cast);
    expect(intervals.map((interval) => interval.ms)).toEqual([CAST_KEEP_ALIVE_MS]);
    for (const at of [20_000, 40_000]) {
      now = at;
      intervals[0]?.callback();
    }
    await vi.waitFor(() => expect(tv.messages).toEqual([{ type: 'keep-alive', sentAt: 20_000 }, { type: 'keep-alive', sentAt: 40_000 }]));
    cast.endSession();
    expect(intervals[0]?.cleared).toBe(true);
  });

  it('gives up on a receiver that does not answer, with a timeout the app reports', async () => {
    const channel = channelName();
    const { timeouts, timers } = connectTimeoutTimers();
    const tv = receiver(channel);
    const cast = sender(channel, timers);
    await vi.waitFor(() => expect(cast.getState().devices).toHaveLength(1));
    const id = cast.getState().devices[0]?.id ?? '';
    tv.adapter.stop(); // gone, but the sender has not heard yet when it asks
    const session = cast.startSession(id);
    timeouts[0]?.();
    await expect(session).rejects.toEqual(expect.objectContaining({ reason: 'timeout' }));
    expect(cast.getState().connection).toBe('not-connected');
    await expect(cast.startSession('nobody')).rejects.toBeInstanceOf(CastSessionError);
  });
  describe('a session outlives the page that started it', () => {
    it('a reload (a new sender on the same browser storage) joins the running session without disturbing the receiver, and gets its status', async () => {
      const channel = channelName();
      const tv = receiver(channel);
      const store = browserStore();
      const before = sender(channel, undefined, store);
      await connected(before);
      expect(JSON.parse(store.entries.get(SAVED_CAST_SESSION_KEY) ?? 'null')).toEqual({
        sessionId: expect.stringMatching(/^session-/),
        device: { id: before.getState().device?.id, name: 'Living Room TV', model: 'Chromecast' },
      });
      // The page goes away without ending anything (a reload): the receiver still holds the session.
      opened = opened.filter((adapter) => adapter !== before);
      const playing = { playerState: 'PLAYING', asset: ASSET, position: 42, duration: 100, isLive: false, volume: 1, muted: false } as const;

      const after = sender(channel, undefined, store);
      // At once: the device is named and being joined.
      expect(after.getState()).toEqual(expect.objectContaining({ connection: 'connecting', device: expect.objectContaining({ name: 'Living Room TV' }) }));
      await vi.waitFor(() => expect(after.getState().connection).toBe('connected'));
      await vi.waitFor(() => expect(tv.events.map((event) => event.split(' ')[0])).toEqual(['connected', 'joined']));
      // The receiver answers a join with its media status (the receiver's controller sends it on onSenderJoined).
      tv.adapter.send({ type: 'status', requestId: null, status: playing });
      await vi.waitFor(() => expect(after.getState().media).toEqual(playing));
      after.send({ type: 'pause' });
      await vi.waitFor(() => expect(tv.messages.map((message) => message.type)).toEqual(['pause']));
    });

    it('two pages of one browser share the session; Stop casting in one ends it in both and forgets it', async () => {
      const channel = channelName();
      const tv = receiver(channel);
      const store = browserStore();
      const first = sender(channel, undefined, store);
      await connected(first);
      const second = sender(channel, undefined, store);
      await vi.waitFor(() => expect(second.getState().connection).toBe('connected'));
      expect(first.getState().connection).toBe('connected');
      second.endSession();
      await vi.waitFor(() => expect(first.getState().connection).toBe('not-connected'));
      await vi.waitFor(() => expect(tv.events.map((event) => event.split(' ')[0])).toEqual(['connected', 'joined', 'disconnected']));
      expect(store.entries.has(SAVED_CAST_SESSION_KEY)).toBe(false);
      // The next page of the browser has nothing to join.
      expect(sender(channel, undefined, store).getState().connection).toBe('not-connected');
    });

    it('a page hearing that its session ended does not forget a newer session another page of the browser started', async () => {
      const channel = channelName();
      receiver(channel);
      const store = browserStore();
      const first = sender(channel, undefined, store);
      await connected(first);
      const second = sender(channel, undefined, store);
      await vi.waitFor(() => expect(second.getState().connection).toBe('connected'));
      // The first page stops casting and starts again at once; the second page hears of the end afterwards.
      first.endSession();
      await connected(first);
      const newer = first.getState();
      await vi.waitFor(() => expect(second.getState().connection).toBe('not-connected'));
      expect(newer.connection).toBe('connected');
      expect(JSON.parse(store.entries.get(SAVED_CAST_SESSION_KEY) ?? 'null')).toEqual(expect.objectContaining({ device: expect.objectContaining({ name: 'Living Room TV' }) }));
      // A reload now joins the newer session.
      const reloaded = sender(channel, undefined, store);
      await vi.waitFor(() => expect(reloaded.getState().connection).toBe('connected'));
    });

    it('a session that ended meanwhile is refused and forgotten; another browser (its own storage) joins nothing', async () => {
      const channel = channelName();
      const tv = receiver(channel);
      const store = browserStore();
      const before = sender(channel, undefined, store);
      await connected(before);
      const saved = store.entries.get(SAVED_CAST_SESSION_KEY) ?? '';
      // Another browser takes the device over; the first browser's saved session is now over.
      const other = sender(channel);
      expect(other.getState().connection).toBe('not-connected');
      await connected(other);
      opened = opened.filter((adapter) => adapter !== before);
      store.entries.set(SAVED_CAST_SESSION_KEY, saved);
      const after = sender(channel, undefined, store);
      await vi.waitFor(() => expect(store.entries.has(SAVED_CAST_SESSION_KEY)).toBe(false));
      expect(after.getState().connection).toBe('not-connected');
      expect(other.getState().connection).toBe('connected');
      expect(tv.events.map((event) => event.split(' ')[0])).toEqual(['connected', 'disconnected', 'connected']);
    });

    it('forgets a saved session whose receiver does not answer, and tells nobody to stop', async () => {
      const channel = channelName();
      const { timeouts, timers } = connectTimeoutTimers();
      const store = browserStore();
      store.setItem(SAVED_CAST_SESSION_KEY, JSON.stringify({ sessionId: 'session-old', device: { id: 'receiver-gone', name: 'Den', model: 'Chromecast' } }));
      const cast = sender(channel, timers, store);
      expect(cast.getState().connection).toBe('connecting');
      timeouts[0]?.();
      expect(cast.getState().connection).toBe('not-connected');
      expect(store.entries.has(SAVED_CAST_SESSION_KEY)).toBe(false);
    });
  });
});
