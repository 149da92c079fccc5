/**
 * The standalone mock server: the same backend over node:http and a `ws` WebSocket server, for the
 * receiver on a real Cast device, other clients, and the conformance checker. It speaks to the
 * backend directly (no MSW request matching in between), which keeps it fast.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts';
import { headerRecord, parseBody } from './core/body.ts';
import { parseCookies, type MockRequest, type MockResponse } from './core/exchange.ts';
import type { PersonaId } from './scenarios/personas.ts';
import { graphqlWsServerOptions } from './graphql/ws.ts';

export interface MockServerOptions extends MockBackendOptions {
  port?: number;
  host?: string;
  /** Browser origins allowed to call with credentials (CORS). */
  allowedOrigins?: string[];
}

export interface RunningMockServer {
  url: string;
  backend: MockBackend;
  server: Server;
  close(): Promise<void>;
}

export const DEFAULT_MOCK_PORT = 4400;
const SUBSCRIPTIONS_PATH = '/graphql-subscriptions';

function readBody(request: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    request.on('error', reject);
  });
}

function corsHeaders(origin: string | undefined, allowed: string[]): Record<string, string> {
  if (!origin || !(allowed.includes(origin) || allowed.includes('*'))) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type, x-auth-token, x-mock-scenario, x-mock-faults, cache-control, apollographql-client-name, apollographql-client-version',
    'access-control-expose-headers': 'location, allow',
    vary: 'Origin',
  };
}

function send(response: ServerResponse, answer: MockResponse, cors: Record<string, string>): void {
  const headers: Record<string, string> = { ...cors, ...answer.headers };
  let payload: string | Uint8Array | undefined;
  switch (answer.body.kind) {
    case 'json':
      headers['content-type'] = 'application/json';
      payload = answer.body.encoded ?? JSON.stringify(answer.body.value);
      break;
    case 'text':
    case 'bytes':
      headers['content-type'] = answer.body.contentType;
      payload = answer.body.value;
      break;
    case 'empty':
      break;
  }
  response.writeHead(answer.status, headers);
  response.end(payload);
}

async function answer(backend: MockBackend, allowed: string[], request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = headerRecord(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
  const cors = corsHeaders(headers.origin, allowed);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  const url = new URL(request.url ?? '/', `http://${headers.host ?? 'localhost'}`);
  const mockRequest: MockRequest = {
    method: (request.method ?? 'GET').toUpperCase(),
    origin: url.origin,
    path: url.pathname,
    query: url.searchParams,
    headers,
    cookies: parseCookies(headers.cookie),
    ...parseBody(headers['content-type'], await readBody(request)),
  };
  const mocked = await backend.handle(mockRequest);
  if (!mocked) {
    send(response, { status: 404, body: { kind: 'json', value: { error: `Nothing is mocked at ${url.pathname}.` } } }, cors);
    return;
  }
  if (mocked.delayMs) await new Promise((resolve) => setTimeout(resolve, mocked.delayMs));
  if (mocked.networkError) {
    request.socket.destroy();
    return;
  }
  send(response, mocked, cors);
}

/** One graphql-ws server per persona world, picked by `x-mock-scenario` or `?scenario=` on the upgrade. */
function subscriptionServers(backend: MockBackend) {
  const servers = new Map<PersonaId, WebSocketServer>();
  const cleanups: Array<{ dispose(): void | Promise<void> }> = [];
  return {
    serverFor(request: IncomingMessage): WebSocketServer {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const scenario = url.searchParams.get('scenario') ?? request.headers['x-mock-scenario'];
      const world = backend.worldFor({ headers: typeof scenario === 'string' ? { 'x-mock-scenario': scenario } : {} });
      let wss = servers.get(world.persona);
      if (!wss) {
        wss = new WebSocketServer({ noServer: true });
        cleanups.push(useServer(graphqlWsServerOptions(world), wss));
        servers.set(world.persona, wss);
      }
      return wss;
    },
    async close() {
      await Promise.all(cleanups.map((cleanup) => cleanup.dispose()));
      for (const wss of servers.values()) for (const client of wss.clients) client.terminate();
    },
  };
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const backend = createMockBackend(options);
  const allowed = options.allowedOrigins ?? ['http://localhost:5173', 'http://127.0.0.1:5173'];
  const server = createServer((request, response) => {
    answer(backend, allowed, request, response).catch((error: unknown) => {
      console.error('[mock server]', error);
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: `The mock server failed: ${(error as Error).message}` }));
      }
    });
  });
  const subscriptions = subscriptionServers(backend);
  server.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== SUBSCRIPTIONS_PATH) {
      socket.destroy();
      return;
    }
    let wss: WebSocketServer;
    try {
      wss = subscriptions.serverFor(request);
    } catch {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    backend,
    server,
    close: async () => {
      await subscriptions.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
