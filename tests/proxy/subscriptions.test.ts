import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { loadGraphQLContract, type GraphQLContract } from '../../scripts/conformance/graphql/contract.ts';
import { createProxy, type Proxy } from '../../scripts/proxy/proxy.ts';
import { ViolationLog } from '../../scripts/proxy/violations.ts';

// graphql-ws through the proxy: frames relayed to a real backend's socket and checked on the way, or the mock
// world's socket when the real backend has none.

let graphql: GraphQLContract;
const cleanups: Array<() => Promise<void> | void> = [];
beforeAll(async () => {
  graphql = await loadGraphQLContract();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real backend whose socket speaks graphql-transport-ws and sends one event per subscribe, in the wrong shape. */
async function startSocketBackend(): Promise<{ url: string; cookies: string[] }> {
  const cookies: string[] = [];
  const server: Server = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"message":"not found"}');
  });
  const wss = new WebSocketServer({ server, path: '/graphql-subscriptions' });
  wss.on('connection', (socket, request) => {
    cookies.push(String(request.headers.cookie));
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as { type: string; id?: string };
      if (frame.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      if (frame.type === 'subscribe') socket.send(JSON.stringify({ id: frame.id, type: 'next', payload: { data: { userSubscriptionChanged: 'renamed' } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cookies };
}

async function startProxy(upstream: string, strict = false): Promise<{ server: RunningMockServer; proxy: Proxy }> {
  const proxy = createProxy({ graphql, upstreams: { graphql: upstream }, routes: [], strict, timeoutMs: 5_000, maxResponseBytes: 1024 * 1024, cookies: {}, log: new ViolationLog(undefined, () => undefined) });
  const server = await startMockServer({ port: 0, token: 'proxy-ws-token', proxy: proxy.hooks });
  cleanups.push(() => server.close());
  return { server, proxy };
}

/** Opens the proxy's socket as a program does (the token), subscribes, and collects the frames. */
async function subscribe(server: RunningMockServer, query: string): Promise<Array<Record<string, unknown>>> {
  const frames: Array<Record<string, unknown>> = [];
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql-subscriptions?token=proxy-ws-token`, 'graphql-transport-ws', { headers: { cookie: 'airwave_session=real-session' } });
  cleanups.push(() => socket.terminate());
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await vi.waitUntil(() => frames.some((frame) => frame.type === 'connection_ack'), { timeout: 10_000 });
  socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { operationName: 'UserSubscriptionChanged', query } }));
  return frames;
}

const QUERY = 'subscription UserSubscriptionChanged { userSubscriptionChanged { __typename } }';

describe('graphql-ws through the proxy', () => {
  it('relays frames to the real backend’s socket (the session cookie only) and reports an event in the wrong shape', async () => {
    const backend = await startSocketBackend();
    const { server, proxy } = await startProxy(backend.url);
    const frames = await subscribe(server, QUERY);
    await vi.waitUntil(() => frames.some((frame) => frame.type === 'next'), { timeout: 10_000 });
    expect(backend.cookies).toEqual(['airwave_session=real-session']);
    await vi.waitUntil(() => proxy.log.violations().length > 0, { timeout: 10_000 });
    expect(proxy.log.violations()[0]).toMatchObject({ side: 'response', method: 'WS', operation: 'UserSubscriptionChanged', message: expect.stringMatching(/data\.userSubscriptionChanged: expected an object/) as unknown });
    expect(proxy.log.violations()[0]?.curl).toMatch(/^wscat -s graphql-transport-ws -c 'ws:\/\/127\.0\.0\.1:\d+\/graphql-subscriptions'/);
  });

  it('--strict turns the event into an error frame naming the violation', async () => {
    const backend = await startSocketBackend();
    const { server } = await startProxy(backend.url, true);
    const frames = await subscribe(server, QUERY);
    await vi.waitUntil(() => frames.some((frame) => frame.type === 'error'), { timeout: 10_000 });
    expect(JSON.stringify(frames.find((frame) => frame.type === 'error'))).toMatch(/breaks the contract/);
    expect(frames.some((frame) => frame.type === 'next')).toBe(false);
  });

  it('in auto, serves the socket from the mock world when the real backend has none', async () => {
    const { server, proxy } = await startProxy('http://127.0.0.1:9');
    const frames = await subscribe(server, QUERY);
    expect(frames[0]).toMatchObject({ type: 'connection_ack' });
    expect(proxy.log.operations().find((tally) => tally.operation === 'graphql-ws')?.lastFallback).toMatch(/could not be opened/);
  });
});
