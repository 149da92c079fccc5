/**
 * A backend whose subscriptions never deliver: the standalone mock server answers REST and GraphQL over
 * HTTP (so mutations and billing changes really happen), while its graphql-ws endpoint — on a port of its
 * own, given to the checker with --ws — acknowledges the connection, answers pings, and then ignores every
 * `subscribe`: no `next`, no `error`, no `complete`, ever.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { startMockServer, type RunningMockServer } from '../../../mocks/server.ts';
import { runningClock } from '../../support/clock.ts';

export interface IgnoringSubscribeServer {
  /** The mock server (REST and GraphQL over HTTP). */
  mock: RunningMockServer;
  /** The graphql-ws endpoint that ignores subscribe. */
  wsUrl: string;
  /** `subscribe` messages received so far. */
  subscribes: () => number;
  close(): Promise<void>;
}

export async function startIgnoringSubscribeServer(): Promise<IgnoringSubscribeServer> {
  const mock = await startMockServer({ port: 0, now: runningClock() });
  let subscribes = 0;
  const http = createServer((_request, response) => response.writeHead(426, { 'content-type': 'text/plain' }).end('graphql-ws only'));
  const wss = new WebSocketServer({ server: http, handleProtocols: (protocols) => (protocols.has('graphql-transport-ws') ? 'graphql-transport-ws' : false) });
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      let message: { type?: unknown };
      try {
        message = JSON.parse(String(data)) as { type?: unknown };
      } catch {
        return;
      }
      if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      else if (message.type === 'subscribe') subscribes += 1;
      // Anything else (subscribe, complete) is ignored.
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const { port } = http.address() as AddressInfo;
  return {
    mock,
    wsUrl: `ws://127.0.0.1:${port}/graphql-subscriptions`,
    subscribes: () => subscribes,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await mock.close();
    },
  };
}
