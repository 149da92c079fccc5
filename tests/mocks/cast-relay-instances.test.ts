/**
 * The cast relay across server instances: two standalone mock servers sharing one Redis (the tests' own,
 * tests/support/redis-server.ts) relay each channel between all their pages. A sender on A and a receiver on B cast
 * to each other; a frame reaches the pages of its channel and scope on both instances, never the page that sent it,
 * never another channel's or another world's; and while Redis is away (or stalls) each instance's pages go on talking,
 * the log says so, and the instances find each other again once it is back. The instances keep their worlds in that
 * Redis (`store`, as `--store redis://…` does), which gives their relays the same Redis.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { CastReceiverAdapter, CastSenderAdapter } from '../../common/cast/adapter.ts';
import type { SenderMessage } from '../../common/cast/protocol.ts';
import { castRelayUrl, createRelayTransport } from '../../common/cast/relay.ts';
import { createSimulatedReceiver, createSimulatedSender } from '../../common/cast/simulation.ts';
import { CAST_BUS_MAX_PENDING_BYTES } from '../../mocks/cast-bus.ts';
import { CAST_RELAY_MAX_CLIENTS, CAST_RELAY_MAX_FRAME_BYTES } from '../../mocks/cast-relay.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock } from '../support/clock.ts';
import { startRedisServer, type RedisServer } from '../support/redis-server.ts';
import { upgradeAnswer } from './support/upgrade-answer.ts';

const EPISODE = { assetType: 'VOD', assetId: 'epi-yellowstone-s5e1', title: 'Yellowstone', subtitle: null, thumbnailUrl: null } as const;
/** How long a frame may take through two servers and Redis on a loaded machine. */
const WAIT = { timeout: 20_000 };
const APP = 'http://localhost:5173';

let redis: RedisServer;
let a: RunningMockServer;
let b: RunningMockServer;
let opened: Array<{ stop(): void } | { dispose(): void } | NodeWebSocket> = [];

/** An instance of the standalone server whose cast relay shares the tests' Redis. */
function instance(): Promise<RunningMockServer> {
  return startMockServer({ port: 0, allowedOrigins: [APP], now: runningClock(), store: redis.url });
}

beforeAll(async () => {
  redis = await startRedisServer();
  a = await instance();
  b = await instance();
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.close();
});
afterEach(() => {
  for (const page of opened) {
    if (page instanceof NodeWebSocket) page.terminate();
    else if ('stop' in page) page.stop();
    else page.dispose();
  }
  opened = [];
});

/** A relay socket as a browser page of the app opens it on `server` (`world`: a named world's page). */
function page(server: RunningMockServer, channel: string, world?: string): NodeWebSocket {
  const base = world === undefined ? server.url : `${server.url}/?world=${world}`;
  const socket = new NodeWebSocket(castRelayUrl(base, channel), { origin: APP });
  opened.push(socket);
  return socket;
}

/** Opens the pages, resolving once every socket is open (the relay opens one once its channel is heard across instances). */
async function opening(...sockets: NodeWebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('close', (code, reason) => reject(new Error(`closed ${code} ${reason.toString()}`)));
          socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
        }),
    ),
  );
}

/** Every text frame a socket receives, in order. */
function inbox(socket: NodeWebSocket): string[] {
  const frames: string[] = [];
  socket.on('message', (data: Buffer) => frames.push(data.toString()));
  return frames;
}

/** The relay's URL on a server for a program (node's WebSocket sends no Origin): with the server's token. */
function programUrl(server: RunningMockServer, channel: string): string {
  return `${castRelayUrl(server.url, channel)}&token=${encodeURIComponent(server.token)}`;
}

describe('the cast relay across two server instances on one Redis', () => {
  it('lets a sender on instance A cast to a receiver on instance B: discovery, the session, a load and its status', async () => {
    const messages: SenderMessage[] = [];
    const connected: string[] = [];
    const receiver: CastReceiverAdapter = createSimulatedReceiver({
      device: { name: 'Lab TV on B', model: 'Chromecast' },
      capabilities: { firmwareVersion: '1.56', authorized: true },
      transport: () => createRelayTransport(programUrl(b, 'instances-journey')),
    });
    receiver.start({ onSenderConnected: (id) => connected.push(id), onSenderDisconnected: () => connected.pop(), onMessage: (message) => messages.push(message) });
    opened.push(receiver);
    const sender: CastSenderAdapter = createSimulatedSender({ transport: () => createRelayTransport(programUrl(a, 'instances-journey')), sessionStore: null });
    opened.push(sender);

    await expect.poll(() => sender.getState().devices.map((device) => device.name), WAIT).toEqual(['Lab TV on B']);
    await sender.startSession(sender.getState().devices[0]?.id ?? '');
    expect(sender.getState().connection).toBe('connected');
    await expect.poll(() => connected, WAIT).toHaveLength(1);
    const requestId = sender.send({ type: 'load', asset: EPISODE, position: 120, auth: { sessionToken: null }, audio: null });
    await expect.poll(() => messages, WAIT).toEqual([{ type: 'load', requestId, asset: EPISODE, position: 120, auth: { sessionToken: null }, audio: null }]);
    receiver.send({ type: 'status', requestId, status: { playerState: 'PLAYING', asset: EPISODE, position: 120, duration: 3000, isLive: false, volume: 1, muted: false } });
    await expect.poll(() => sender.getState().media?.playerState, WAIT).toBe('PLAYING');
    sender.endSession();
    await expect.poll(() => connected, WAIT).toEqual([]);
  });

  it("hands a frame to its channel's pages on both instances, never back to the page that sent it", async () => {
    const sender = page(a, 'instances-fan-out');
    const besideSender = page(a, 'instances-fan-out');
    const onB = page(b, 'instances-fan-out');
    const alsoOnB = page(b, 'instances-fan-out');
    await opening(sender, besideSender, onB, alsoOnB);
    const [toSender, toBeside, toB, toAlsoB] = [inbox(sender), inbox(besideSender), inbox(onB), inbox(alsoOnB)];
    sender.send('{"frame":"discover"}');
    await expect.poll(() => [toBeside, toB, toAlsoB], WAIT).toEqual([['{"frame":"discover"}'], ['{"frame":"discover"}'], ['{"frame":"discover"}']]);
    // A's own frame would have come back to it before B's answer, which B sent only once it had A's.
    onB.send('{"frame":"announce"}');
    await expect.poll(() => toSender, WAIT).toEqual(['{"frame":"announce"}']);
    expect(toBeside).toEqual(['{"frame":"discover"}', '{"frame":"announce"}']);
    expect(toB).toEqual(['{"frame":"discover"}']);
  });

  it("keeps channels and worlds apart across instances: B's pages of another channel or world read none of A's frames", async () => {
    const sender = page(a, 'instances-private');
    const receiver = page(b, 'instances-private');
    const otherChannel = page(b, 'instances-other');
    const otherWorld = page(b, 'instances-private', 'living-room');
    const markers = [page(a, 'instances-other'), page(a, 'instances-private', 'living-room')];
    await opening(sender, receiver, otherChannel, otherWorld, ...markers);
    const [received, snoopedChannel, snoopedWorld] = [inbox(receiver), inbox(otherChannel), inbox(otherWorld)];
    for (let index = 0; index < 3; index += 1) sender.send(JSON.stringify({ type: 'load', assetId: `secret-${index}` }));
    await expect.poll(() => received.length, WAIT).toBe(3);
    // Frames of one publisher arrive in order: by the time each marker arrives, any of A's loads leaked to it would have.
    markers[0]?.send('{"type":"marker"}');
    markers[1]?.send('{"type":"marker"}');
    await expect.poll(() => [snoopedChannel, snoopedWorld], WAIT).toEqual([['{"type":"marker"}'], ['{"type":"marker"}']]);
  });

  it(`counts the pages of a channel per instance: ${CAST_RELAY_MAX_CLIENTS} on A leave room for B's`, async () => {
    const onA = Array.from({ length: CAST_RELAY_MAX_CLIENTS }, () => page(a, 'instances-crowded'));
    await opening(...onA);
    const onB = page(b, 'instances-crowded');
    await opening(onB);
    const heard = inbox(onB);
    onA[0]?.send('{"frame":"discover"}');
    await expect.poll(() => heard, WAIT).toEqual(['{"frame":"discover"}']);
  });

  it('keeps each instance relaying its own pages while Redis is away, says so, and joins the instances again once it is back', async () => {
    const sender = page(a, 'instances-outage');
    const besideSender = page(a, 'instances-outage');
    const onB = page(b, 'instances-outage');
    await opening(sender, besideSender, onB);
    const [toBeside, toB] = [inbox(besideSender), inbox(onB)];
    // Both instances' relays log to the server's console; the lines are the same on each.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged = () => warn.mock.calls.map(([line]) => String(line));
    onTestFinished(() => warn.mockRestore());

    await redis.outage(async () => {
      await expect.poll(() => logged().find((line) => line.includes('cannot be reached')), WAIT).toMatch(
        new RegExp(`^\\[cast relay\\] Redis at redis://127\\.0\\.0\\.1:${redis.port} cannot be reached \\(.+\\): the cast relay carries frames only between this instance's pages until it is back\\.$`),
      );
      sender.send('{"during":"outage"}');
      await expect.poll(() => toBeside, WAIT).toEqual(['{"during":"outage"}']);
      // A page that comes meanwhile is refused at once (503), as every request is while the worlds cannot be read: its
      // scope is its world. The pages already in go on.
      expect(await upgradeAnswer(castRelayUrl(b.url, 'instances-late'), { origin: APP })).toMatch(/^503 /);
    });

    await expect.poll(() => logged().some((line) => line === `[cast relay] Redis at redis://127.0.0.1:${redis.port} is back: the cast relay's channels reach the other instances again.`), WAIT).toBe(true);
    // The subscriptions are made again once Redis is back: each try is a new frame until B hears one.
    let tries = 0;
    await expect
      .poll(() => {
        sender.send(JSON.stringify({ after: 'outage', try: (tries += 1) }));
        return toB.length;
      }, WAIT)
      .toBeGreaterThan(0);
    expect(toB.every((frame) => frame.startsWith('{"after":"outage"'))).toBe(true);
    // A page that comes now is let in, and hears the other instance.
    const late = page(b, 'instances-late');
    await opening(late);
    const lateHeard = inbox(late);
    const lateSender = page(a, 'instances-late');
    await opening(lateSender);
    lateSender.send('{"late":"heard"}');
    await expect.poll(() => lateHeard, WAIT).toEqual(['{"late":"heard"}']);
  });

  it(`drops the frames for other instances (never its own pages') once Redis stalls with ${CAST_BUS_MAX_PENDING_BYTES} bytes not taken, and goes on when it recovers`, async () => {
    const sender = page(a, 'instances-stall');
    const besideSender = page(a, 'instances-stall');
    const onB = page(b, 'instances-stall');
    await opening(sender, besideSender, onB);
    const [toBeside, toB] = [inbox(besideSender), inbox(onB)];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    const dropping = () => warn.mock.calls.map(([line]) => String(line)).find((line) => line.includes('has not taken'));
    const frame = JSON.stringify({ type: 'load', padding: 'x'.repeat(CAST_RELAY_MAX_FRAME_BYTES - 100) });

    await redis.freeze(async () => {
      let sent = 0;
      // Far more than the kernel's buffers and the limit hold together; stop as soon as the relay drops frames for B.
      while (sent < 2000 && !dropping()) {
        sender.send(frame);
        sent += 1;
        // The page beside the sender gets each one from its own instance, Redis or not.
        await expect.poll(() => toBeside.length, WAIT).toBe(sent);
      }
      const line = dropping() ?? '';
      const held = Number(/has not taken (\d+) bytes/.exec(line)?.[1]);
      expect(line).toBe(
        `[cast relay] Redis at redis://127.0.0.1:${redis.port} has not taken ${held} bytes of frames (the limit is ${CAST_BUS_MAX_PENDING_BYTES}): frames for the other instances are dropped until it does.`,
      );
      expect(held + frame.length).toBeGreaterThan(CAST_BUS_MAX_PENDING_BYTES);
      sender.send('{"still":"local"}');
      await expect.poll(() => toBeside.at(-1), WAIT).toBe('{"still":"local"}');
    });

    // Redis takes what was held, and new frames reach B again.
    let tries = 0;
    await expect
      .poll(() => {
        sender.send(JSON.stringify({ after: 'stall', try: (tries += 1) }));
        return toB.some((text) => text.startsWith('{"after":"stall"'));
      }, WAIT)
      .toBe(true);
  }, 120_000);
});
