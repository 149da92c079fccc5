/**
 * The standalone mock server relays the cast simulation: a sender page and a receiver page that share no
 * BroadcastChannel (another origin, another machine) find each other and cast through its WebSocket. Only
 * pages of an `--origin` (or a program with the server's token) join; a channel's frames go to its own pages
 * only; what the relay holds for a page that does not read is bounded, and so are the channels.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { CastReceiverAdapter, CastSenderAdapter } from '../../common/cast/adapter.ts';
import type { SenderMessage } from '../../common/cast/protocol.ts';
import { castRelayUrl, createRelayTransport } from '../../common/cast/relay.ts';
import type { SessionStore } from '../../common/cast/saved-session.ts';
import { createSimulatedReceiver, createSimulatedSender } from '../../common/cast/simulation.ts';
import { CAST_RELAY_MAX_BUFFERED_BYTES, CAST_RELAY_MAX_CHANNELS, CAST_RELAY_MAX_FRAME_BYTES } from '../../mocks/cast-relay.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock } from '../support/clock.ts';
import { upgradeAnswer } from './support/upgrade-answer.ts';

const EPISODE = { assetType: 'VOD', assetId: 'epi-yellowstone-s5e1', title: 'Yellowstone', subtitle: null, thumbnailUrl: null } as const;

let server: RunningMockServer;
let opened: Array<{ stop(): void } | { dispose(): void }> = [];

/** How long the relay may take to pass a frame on a loaded machine. */
const WAIT = { timeout: 15_000 };
const APP = 'http://localhost:5173';
/** A receiver's page on another machine, as the README's relay recipe allows it with a second --origin. */
const TV = 'http://tv.local:4173';

beforeAll(async () => {
  server = await startMockServer({ port: 0, allowedOrigins: [APP, TV], now: runningClock() });
});
afterAll(() => server.close());
afterEach(() => {
  for (const page of opened) {
    if ('stop' in page) page.stop();
    else page.dispose();
  }
  opened = [];
});

/**
 * The relay's URL with the server's token: node's WebSocket (the simulation's transport here) sends no Origin, as a
 * program does not; a browser page names its origin instead (the `page` sockets below).
 */
function programUrl(channel: string): string {
  return `${castRelayUrl(server.url, channel)}&token=${encodeURIComponent(server.token)}`;
}

/** A raw relay socket as a browser page of `origin` opens it. */
function page(channel: string, origin: string, on: RunningMockServer = server): NodeWebSocket {
  return new NodeWebSocket(castRelayUrl(on.url, channel), { origin });
}

function opening(socket: NodeWebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
  });
}

function receiverPage(channel: string, name: string) {
  const messages: SenderMessage[] = [];
  const connected: string[] = [];
  const adapter: CastReceiverAdapter = createSimulatedReceiver({
    device: { name, model: 'Chromecast' },
    capabilities: { firmwareVersion: '1.56', authorized: true },
    transport: () => createRelayTransport(programUrl(channel)),
  });
  adapter.start({ onSenderConnected: (id) => connected.push(id), onSenderDisconnected: () => connected.pop(), onMessage: (message) => messages.push(message) });
  opened.push(adapter);
  return { adapter, messages, connected };
}

/** A sender page; pages given one `sessionStore` are pages of one browser (its origin's localStorage). */
function senderPage(channel: string, sessionStore: SessionStore | null = null): CastSenderAdapter {
  const adapter = createSimulatedSender({ transport: () => createRelayTransport(programUrl(channel)), sessionStore });
  opened.push(adapter);
  return adapter;
}

describe('the cast relay of the standalone mock server', () => {
  it('carries discovery, the session, commands and status between a sender and a receiver page', async () => {
    const receiver = receiverPage('relay-journey', 'Kitchen TV');
    const sender = senderPage('relay-journey');
    await expect.poll(() => sender.getState().devices.map((device) => device.name), WAIT).toEqual(['Kitchen TV']);
    const [device] = sender.getState().devices;
    await sender.startSession(device?.id ?? '');
    expect(sender.getState().connection).toBe('connected');
    expect(receiver.connected).toHaveLength(1);

    const requestId = sender.send({ type: 'load', asset: EPISODE, position: 120, auth: { sessionToken: null }, audio: null });
    await expect.poll(() => receiver.messages, WAIT).toEqual([{ type: 'load', requestId, asset: EPISODE, position: 120, auth: { sessionToken: null }, audio: null }]);
    receiver.adapter.send({ type: 'status', requestId, status: { playerState: 'PLAYING', asset: EPISODE, position: 120, duration: 3000, isLive: false, volume: 1, muted: false } });
    await expect.poll(() => sender.getState().media?.playerState, WAIT).toBe('PLAYING');

    sender.endSession();
    await expect.poll(() => receiver.connected, WAIT).toEqual([]);
  });

  it('lets another page of the casting browser join the running session through it, with the status of what plays', async () => {
    const entries = new Map<string, string>();
    const browser: SessionStore = { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value), removeItem: (key) => void entries.delete(key) };
    const receiver = receiverPage('relay-rejoin', 'Bedroom TV');
    const first = senderPage('relay-rejoin', browser);
    await expect.poll(() => first.getState().devices.map((device) => device.name), WAIT).toEqual(['Bedroom TV']);
    await first.startSession(first.getState().devices[0]?.id ?? '');
    const status = { playerState: 'PLAYING', asset: EPISODE, position: 30, duration: 3000, isLive: false, volume: 1, muted: false } as const;

    const second = senderPage('relay-rejoin', browser);
    expect(second.getState().connection).toBe('connecting');
    await expect.poll(() => second.getState().connection, WAIT).toBe('connected');
    expect(receiver.connected).toHaveLength(1);
    receiver.adapter.send({ type: 'status', requestId: null, status });
    await expect.poll(() => second.getState().media, WAIT).toEqual(status);
    // Stop casting from the page that joined ends the session for the first page as well.
    second.endSession();
    await expect.poll(() => first.getState().connection, WAIT).toBe('not-connected');
    await expect.poll(() => receiver.connected, WAIT).toEqual([]);
  });

  it('keeps channels apart', async () => {
    receiverPage('relay-living-room', 'Living Room TV');
    receiverPage('relay-kitchen', 'Kitchen TV');
    const kitchen = senderPage('relay-kitchen');
    const livingRoom = senderPage('relay-living-room');
    await expect.poll(() => livingRoom.getState().devices.map((device) => device.name), WAIT).toEqual(['Living Room TV']);
    // Living Room TV has answered by now; a relay mixing channels would have shown it to the kitchen sender too.
    await expect.poll(() => kitchen.getState().devices.map((device) => device.name), WAIT).toEqual(['Kitchen TV']);
  });

  it('drops a receiver from the device list when its page goes away', async () => {
    const receiver = receiverPage('relay-leaving', 'Den TV');
    const sender = senderPage('relay-leaving');
    await expect.poll(() => sender.getState().devices, WAIT).toHaveLength(1);
    receiver.adapter.stop();
    await expect.poll(() => sender.getState().devices, WAIT).toHaveLength(0);
  });

  it('refuses a page from an origin the server was not started with, saying (and logging) which option allows it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const refusal = await upgradeAnswer(castRelayUrl(server.url, 'relay-origin'), { origin: 'https://evil.example' });
      expect(refusal).toBe('403 The origin https://evil.example may not use the cast relay; start the mock server with --origin https://evil.example.');
      expect(warn).toHaveBeenCalledWith('[mock server] The origin https://evil.example may not use the cast relay; start the mock server with --origin https://evil.example.');
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a client without an Origin (a script reading a channel) and a sandboxed page, unless it sends the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const url = castRelayUrl(server.url, 'relay-household');
      expect(await upgradeAnswer(url)).toMatch(/^403 The cast relay refuses a client without an Origin header .* x-mock-token header or \?token= on the URL/);
      expect(await upgradeAnswer(url, { origin: 'null' })).toMatch(/^403 The cast relay refuses a page with an opaque origin \(Origin: null/);
      expect(await upgradeAnswer(`${url}&token=guessed`)).toMatch(/^403 The cast relay refused the token sent/);
      expect(await upgradeAnswer(url, { headers: { 'x-mock-token': server.token } })).toBe('opened');
      expect(await upgradeAnswer(`${url}&token=${encodeURIComponent(server.token)}`)).toBe('opened');
      expect(warn).toHaveBeenCalledTimes(3);
    } finally {
      warn.mockRestore();
    }
  });

  it('relays between the app and a receiver page on another machine started with --origin, as the README says', async () => {
    const receiver = page('relay-tv', TV);
    const sender = page('relay-tv', APP);
    await Promise.all([opening(receiver), opening(sender)]);
    const received = new Promise<string>((resolve) => receiver.once('message', (data: Buffer) => resolve(data.toString())));
    sender.send('{"type":"discover"}');
    expect(await received).toBe('{"type":"discover"}');
    receiver.close();
    sender.close();
  });

  it("keeps a channel's frames to the pages that joined it: a page of another channel reads none of them", async () => {
    const sender = page('relay-private', APP);
    const receiver = page('relay-private', TV);
    const snoop = page('relay-other', APP);
    const marker = page('relay-other', APP);
    await Promise.all([sender, receiver, snoop, marker].map(opening));
    const snooped: string[] = [];
    snoop.on('message', (data: Buffer) => snooped.push(data.toString()));
    const loads: string[] = [];
    receiver.on('message', (data: Buffer) => loads.push(data.toString()));
    for (let index = 0; index < 5; index += 1) sender.send(JSON.stringify({ type: 'load', assetId: `secret-${index}` }));
    // The relay has handled every load once its own receiver has them all; then a frame of the snoop's channel.
    await expect.poll(() => loads.length, WAIT).toBe(5);
    marker.send('{"type":"marker"}');
    await expect.poll(() => snooped, WAIT).toEqual(['{"type":"marker"}']);
    for (const socket of [sender, receiver, snoop, marker]) socket.close();
  });

  it(`cuts a page that does not read once the relay holds ${CAST_RELAY_MAX_BUFFERED_BYTES} bytes for it, and goes on relaying`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sender = page('relay-slow', APP);
    const slow = page('relay-slow', TV);
    const reader = page('relay-slow', TV);
    try {
      await Promise.all([sender, slow, reader].map(opening));
      const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
      // The slow page stops reading: what the relay sends it piles up, in the kernel and then in the relay.
      slow.pause();
      let received = 0;
      reader.on('message', () => (received += 1));
      const frame = JSON.stringify({ type: 'load', padding: 'x'.repeat(CAST_RELAY_MAX_FRAME_BYTES - 100) });
      let sent = 0;
      // Far more than the kernel's buffers and the limit together hold; stop as soon as the relay has cut the page.
      while (sent < 1000 && !warn.mock.calls.some(([line]) => String(line).includes('relay-slow'))) {
        await new Promise<void>((resolve, reject) => sender.send(frame, (error) => (error ? reject(error) : resolve())));
        sent += 1;
        // The reader keeps up, so the sender never runs ahead of the relay by more than a frame or two.
        await expect.poll(() => received, WAIT).toBeGreaterThanOrEqual(sent);
      }
      const line = String(warn.mock.calls.find(([logged]) => String(logged).includes('relay-slow'))?.[0] ?? '');
      const behind = Number(/fell (\d+) bytes behind/.exec(line)?.[1]);
      expect(behind).toBeGreaterThan(0);
      expect(behind + frame.length).toBeGreaterThan(CAST_RELAY_MAX_BUFFERED_BYTES);
      expect(behind).toBeLessThanOrEqual(CAST_RELAY_MAX_BUFFERED_BYTES);
      slow.resume();
      await slowClosed;
      // The pages that read are not held back by the one that did not.
      sender.send('{"type":"after"}');
      await expect.poll(() => received, WAIT).toBe(sent + 1);
    } finally {
      warn.mockRestore();
      for (const socket of [sender, slow, reader]) socket.terminate();
    }
  }, 120_000);

  it(`refuses a page opening a channel past ${CAST_RELAY_MAX_CHANNELS} channels with 1013, and takes it once one has gone`, async () => {
    // A server of its own: the other tests' channels may still be closing on the shared one.
    const own = await startMockServer({ port: 0, allowedOrigins: [APP], now: runningClock() });
    const open = Array.from({ length: CAST_RELAY_MAX_CHANNELS }, (_, index) => page(`relay-many-${index}`, APP, own));
    try {
      await Promise.all(open.map(opening));
      const extra = page('relay-many-extra', APP, own);
      const closed = await new Promise<{ code: number; reason: string }>((resolve) => extra.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
      expect(closed).toEqual({ code: 1013, reason: `The cast relay already carries ${CAST_RELAY_MAX_CHANNELS} channels.` });
      const gone = open.pop();
      gone?.close();
      // Once the relay has let that page go, a new channel opens: a frame sent on it is relayed.
      await expect
        .poll(async () => {
          const [first, second] = [page('relay-many-new', APP, own), page('relay-many-new', APP, own)];
          const outcome = await new Promise<string>((resolve) => {
            first.once('close', (code) => resolve(`closed ${code}`));
            first.once('message', (data: Buffer) => resolve(data.toString()));
            void Promise.all([opening(first), opening(second)]).then(() => second.send('relayed'), () => resolve('refused'));
          });
          first.terminate();
          second.terminate();
          return outcome;
        }, WAIT)
        .toBe('relayed');
    } finally {
      for (const socket of open) socket.terminate();
      await own.close();
    }
  });

  it('closes the socket of a page that sends a frame over the limit (1009)', async () => {
    const socket = page('relay-large', APP);
    await opening(socket);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(CAST_RELAY_MAX_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
  });
});
