/**
 * The standalone mock server relays the cast simulation: a sender page and a receiver page that share no
 * BroadcastChannel (another origin, another machine) find each other and cast through its WebSocket.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { CastReceiverAdapter, CastSenderAdapter } from '../../common/cast/adapter.ts';
import type { SenderMessage } from '../../common/cast/protocol.ts';
import { castRelayUrl, createRelayTransport } from '../../common/cast/relay.ts';
import { createSimulatedReceiver, createSimulatedSender } from '../../common/cast/simulation.ts';
import { CAST_RELAY_MAX_FRAME_BYTES } from '../../mocks/cast-relay.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock } from '../support/clock.ts';

const EPISODE = { assetType: 'VOD', assetId: 'epi-yellowstone-s5e1', title: 'Yellowstone', subtitle: null, thumbnailUrl: null } as const;

let server: RunningMockServer;
let opened: Array<{ stop(): void } | { dispose(): void }> = [];

beforeAll(async () => {
  server = await startMockServer({ port: 0, allowedOrigins: ['http://localhost:5173'], now: runningClock() });
});
afterAll(() => server.close());
afterEach(() => {
  for (const page of opened) {
    if ('stop' in page) page.stop();
    else page.dispose();
  }
  opened = [];
});

function receiverPage(channel: string, name: string) {
  const messages: SenderMessage[] = [];
  const connected: string[] = [];
  const adapter: CastReceiverAdapter = createSimulatedReceiver({
    device: { name, model: 'Chromecast' },
    capabilities: { firmwareVersion: '1.56', authorized: true },
    transport: () => createRelayTransport(castRelayUrl(server.url, channel)),
  });
  adapter.start({ onSenderConnected: (id) => connected.push(id), onSenderDisconnected: () => connected.pop(), onMessage: (message) => messages.push(message) });
  opened.push(adapter);
  return { adapter, messages, connected };
}

function senderPage(channel: string): CastSenderAdapter {
  const adapter = createSimulatedSender({ transport: () => createRelayTransport(castRelayUrl(server.url, channel)) });
  opened.push(adapter);
  return adapter;
}

describe('the cast relay of the standalone mock server', () => {
  it('carries discovery, the session, commands and status between a sender and a receiver page', async () => {
    const receiver = receiverPage('relay-journey', 'Kitchen TV');
    const sender = senderPage('relay-journey');
    await expect.poll(() => sender.getState().devices.map((device) => device.name)).toEqual(['Kitchen TV']);
    const [device] = sender.getState().devices;
    await sender.startSession(device?.id ?? '');
    expect(sender.getState().connection).toBe('connected');
    expect(receiver.connected).toHaveLength(1);

    const requestId = sender.send({ type: 'load', asset: EPISODE, position: 120, auth: { sessionToken: null } });
    await expect.poll(() => receiver.messages).toEqual([{ type: 'load', requestId, asset: EPISODE, position: 120, auth: { sessionToken: null } }]);
    receiver.adapter.send({ type: 'status', requestId, status: { playerState: 'PLAYING', asset: EPISODE, position: 120, duration: 3000, isLive: false, volume: 1, muted: false } });
    await expect.poll(() => sender.getState().media?.playerState).toBe('PLAYING');

    sender.endSession();
    await expect.poll(() => receiver.connected).toEqual([]);
  });

  it('keeps channels apart', async () => {
    receiverPage('relay-living-room', 'Living Room TV');
    receiverPage('relay-kitchen', 'Kitchen TV');
    const kitchen = senderPage('relay-kitchen');
    const livingRoom = senderPage('relay-living-room');
    await expect.poll(() => livingRoom.getState().devices.map((device) => device.name)).toEqual(['Living Room TV']);
    // Living Room TV has answered by now; a relay mixing channels would have shown it to the kitchen sender too.
    await expect.poll(() => kitchen.getState().devices.map((device) => device.name)).toEqual(['Kitchen TV']);
  });

  it('drops a receiver from the device list when its page goes away', async () => {
    const receiver = receiverPage('relay-leaving', 'Den TV');
    const sender = senderPage('relay-leaving');
    await expect.poll(() => sender.getState().devices).toHaveLength(1);
    receiver.adapter.stop();
    await expect.poll(() => sender.getState().devices).toHaveLength(0);
  });

  it('refuses a page from an origin the server was not started with, saying which option allows it', async () => {
    const refusal = await new Promise<string>((resolve) => {
      const socket = new NodeWebSocket(castRelayUrl(server.url, 'relay-origin'), { origin: 'https://evil.example' });
      socket.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(`${response.statusCode} ${body}`));
      });
      socket.on('open', () => resolve('opened'));
      socket.on('error', () => undefined);
    });
    expect(refusal).toBe('403 The origin https://evil.example may not use the cast relay; start the mock server with --origin https://evil.example.');
  });

  it('closes the socket of a page that sends a frame over the limit (1009)', async () => {
    const socket = new NodeWebSocket(castRelayUrl(server.url, 'relay-large'), { origin: 'http://localhost:5173' });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(CAST_RELAY_MAX_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
  });
});
