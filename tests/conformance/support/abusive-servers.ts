/**
 * Servers that misbehave the way staging backends do, for the checker's robustness tests (loopback,
 * ephemeral ports, nothing from the mock world):
 * - a hanging server: answers the checker's reachability probe (`GET /`), and never answers any
 *   other request (with `hangFromStart`, not even the probe);
 * - a huge-answer server: every answer is a JSON body that never ends;
 * - a not-a-WebSocket server: answers a WebSocket upgrade with a plain HTTP 404;
 * - a silent TCP server: accepts connections and never says anything;
 * - a closed port: nothing listens there.
 */
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';

export interface AbusiveServer {
  url: string;
  port: number;
  /** Requests seen so far. */
  requests: () => number;
  close(): Promise<void>;
}

type AnyServer = ReturnType<typeof createHttpServer> | ReturnType<typeof createTcpServer>;

async function listen(server: AnyServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as { port: number }).port;
}

function tracked() {
  const sockets = new Set<Socket>();
  return {
    add(socket: Socket) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    },
    destroyAll() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Listens on a free loopback port; `release` drops the server's connections before it closes. */
async function served(server: AnyServer, requests: () => number, release: () => void): Promise<AbusiveServer> {
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: async () => {
      release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers `GET /` with a JSON 404 (any answer tells the checker "running"); every other request hangs. */
export async function startHangingServer(options: { hangFromStart?: boolean } = {}): Promise<AbusiveServer> {
  let count = 0;
  const sockets = tracked();
  const server = createHttpServer((request, response) => {
    count += 1;
    request.resume();
    if (request.url === '/' && !options.hangFromStart) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    }
    // Otherwise: never answer.
  });
  server.on('connection', (socket) => sockets.add(socket));
  return served(server, () => count, () => sockets.destroyAll());
}

/** Writes JSON-looking bytes until the client goes away, honouring backpressure (the server itself stays small). */
function endless(response: ServerResponse): void {
  const chunk = Buffer.from(`${'"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",'.repeat(2048)}`);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('[');
  const pump = () => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', pump);
  };
  response.on('close', () => response.removeAllListeners('drain'));
  pump();
}

/** Every request gets a 200 JSON answer that never ends. */
export async function startHugeAnswerServer(): Promise<AbusiveServer> {
  let count = 0;
  const sockets = tracked();
  const server = createHttpServer((request, response) => {
    count += 1;
    request.resume();
    endless(response);
  });
  server.on('connection', (socket) => sockets.add(socket));
  return served(server, () => count, () => sockets.destroyAll());
}

/** An HTTP server that answers a WebSocket upgrade request with a plain 404, as a wrong --ws URL would. */
export async function startNotWebSocketServer(): Promise<AbusiveServer> {
  let count = 0;
  const server = createHttpServer((request, response) => {
    count += 1;
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });
  server.on('upgrade', (_request, socket: Socket) => {
    count += 1;
    socket.end('HTTP/1.1 404 Not Found\r\ncontent-type: text/plain\r\ncontent-length: 9\r\nconnection: close\r\n\r\nNot Found');
  });
  return served(server, () => count, () => server.closeAllConnections());
}

/** Accepts TCP connections and never writes a byte. */
export async function startSilentTcpServer(): Promise<AbusiveServer> {
  let count = 0;
  const sockets = tracked();
  const server = createTcpServer((socket) => {
    count += 1;
    sockets.add(socket);
  });
  return served(server, () => count, () => sockets.destroyAll());
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createTcpServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
