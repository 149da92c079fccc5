/**
 * A backend that sets each subscription up late: the standalone mock server (REST and GraphQL over HTTP, its changes
 * real), with its graphql-ws endpoint behind a proxy — on a port of its own, given to the checker with --ws — that
 * passes every message both ways at once except `subscribe`, which it holds `holdMs` before passing on. As a busy
 * server does (one that looks the subscriber's world up first), a change made in that time has no subscriber yet, and
 * its event is rightly never sent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import { startMockServer, type RunningMockServer } from '../../../mocks/server.ts';
import { runningClock } from '../../support/clock.ts';

export interface LateSubscribeProxy {
  mock: RunningMockServer;
  /** The proxy's graphql-ws address. */
  wsUrl: string;
  /** `subscribe` messages held so far. */
  held: () => number;
  close(): Promise<void>;
}

export async function startLateSubscribeProxy(holdMs: number): Promise<LateSubscribeProxy> {
  const mock = await startMockServer({ port: 0, now: runningClock() });
  const upstreamUrl = `${mock.url.replace(/^http/, 'ws')}/graphql-subscriptions`;
  let held = 0;
  const timers = new Set<NodeJS.Timeout>();
  const http = createServer((_request, response) => response.writeHead(426, { 'content-type': 'text/plain' }).end('graphql-ws only'));
  const wss = new WebSocketServer({ server: http, handleProtocols: (protocols) => (protocols.has('graphql-transport-ws') ? 'graphql-transport-ws' : false) });
  wss.on('connection', (downstream, request) => {
    // The checker's upgrade headers (its cookie, Origin, token) go on; the WebSocket handshake's own are the proxy's.
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name, value]) => typeof value === 'string' && !/^(host|connection|upgrade|sec-websocket-.*)$/i.test(name)));
    const upstream = new WebSocket(upstreamUrl, 'graphql-transport-ws', { headers });
    const waiting: RawData[] = [];
    const toUpstream = (data: RawData) => (upstream.readyState === WebSocket.OPEN ? upstream.send(data, { binary: false }) : waiting.push(data));
    upstream.on('open', () => waiting.splice(0).forEach((data) => upstream.send(data, { binary: false })));
    upstream.on('message', (data) => downstream.readyState === WebSocket.OPEN && downstream.send(data, { binary: false }));
    upstream.on('close', (code, reason) => downstream.close(code === 1005 ? 1000 : code, reason));
    upstream.on('error', () => downstream.terminate());
    downstream.on('message', (data) => {
      if (!/"type"\s*:\s*"subscribe"/.test(String(data))) return toUpstream(data);
      held += 1;
      const timer = setTimeout(() => {
        timers.delete(timer);
        toUpstream(data);
      }, holdMs);
      timers.add(timer);
    });
    downstream.on('close', () => upstream.close());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const { port } = http.address() as AddressInfo;
  return {
    mock,
    wsUrl: `ws://127.0.0.1:${port}/graphql-subscriptions`,
    held: () => held,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const client of wss.clients) client.terminate();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await mock.close();
    },
  };
}
