/**
 * The standalone mock server: the same backend over node:http and a `ws` WebSocket server, for the
 * receiver on a real Cast device, other clients, and the conformance checker. It speaks to the
 * backend directly (no MSW request matching in between), which keeps it fast.
 */
import { nodeStreamFiles } from './media/node-files.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts';
import { headerRecord, parseBody } from './core/body.ts';
import { parseCookies, SESSION_COOKIE, type MockRequest, type MockResponse } from './core/exchange.ts';
import type { PersonaId } from './scenarios/personas.ts';
import { graphqlWsServerOptions } from './graphql/ws.ts';
import { CAST_RELAY_PATH } from '../common/cast/relay.ts';
import { createCastRelay } from './cast-relay.ts';

export interface MockServerOptions extends MockBackendOptions {
  port?: number;
  host?: string;
  /** Browser origins allowed to call with credentials (CORS). */
  allowedOrigins?: string[];
  /** The largest request body read, in bytes (default DEFAULT_MAX_BODY_BYTES); a larger one is answered 413 unread. */
  maxBodyBytes?: number;
}

export interface RunningMockServer {
  url: string;
  backend: MockBackend;
  server: Server;
  close(): Promise<void>;
}

export const DEFAULT_MOCK_PORT = 4400;
/** The largest request body the server reads by default: 1 MiB (the app's largest, a batch of full GraphQL documents, is tens of kB). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** How long a client may take to send a whole request (headers and body), in milliseconds. */
export const REQUEST_RECEIVE_TIMEOUT_MS = 30_000;
const SUBSCRIPTIONS_PATH = '/graphql-subscriptions';

/** A request the server refuses before the backend sees it: its status, message and GraphQL error code. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function tooLarge(limit: number): Refusal {
  return new Refusal(413, `The request body is larger than the mock server's limit of ${limit} bytes (--max-body).`, 'PAYLOAD_TOO_LARGE');
}

/** Reads the body up to `limit` bytes; a declared or streamed larger body is refused without being kept. */
function readBody(request: IncomingMessage, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > limit) {
        request.off('data', onData);
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    request.on('error', reject);
  });
}

/** A Host header as RFC 9110 allows it: a name, IPv4 or bracketed IPv6 address, and an optional port. */
const HOST_PATTERN = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}))(?::\d{1,5})?$/;

/** The request's origin and URL from its Host header and target, or a 400 Refusal naming what is wrong. */
function requestUrl(request: IncomingMessage, host: string | undefined): URL {
  if (host !== undefined && !HOST_PATTERN.test(host)) {
    throw new Refusal(400, `The Host header ${JSON.stringify(host.slice(0, 100))} is not a host name or address with an optional port.`, 'BAD_REQUEST');
  }
  try {
    const target = new URL(request.url ?? '/', 'http://localhost');
    return new URL(`${target.pathname}${target.search}`, `http://${host ?? 'localhost'}`);
  } catch {
    throw new Refusal(400, `The request target ${JSON.stringify((request.url ?? '').slice(0, 100))} is not a path.`, 'BAD_REQUEST');
  }
}

/** The path of a request for choosing the error body of a refusal (never throws). */
function pathOf(request: IncomingMessage): string {
  try {
    return new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
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

async function answer(backend: MockBackend, options: ServerSettings, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = headerRecord(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
  const cors = corsHeaders(headers.origin, options.allowed);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  let mockRequest: MockRequest;
  try {
    const url = requestUrl(request, headers.host);
    mockRequest = {
      method: (request.method ?? 'GET').toUpperCase(),
      origin: url.origin,
      path: url.pathname,
      query: url.searchParams,
      headers,
      cookies: parseCookies(headers.cookie),
      ...parseBody(headers['content-type'], await readBody(request, options.maxBodyBytes)),
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const refused = backend.refuse(request.method ?? 'GET', pathOf(request), error.status, error.message, error.code);
    // The rest of a refused body is not read: the connection closes after the answer.
    send(response, { ...refused, headers: { ...refused.headers, connection: 'close' } }, cors);
    return;
  }
  const mocked = await backend.handle(mockRequest);
  if (!mocked) {
    send(response, { status: 404, body: { kind: 'json', value: { error: `Nothing is mocked at ${mockRequest.path}.` } } }, cors);
    return;
  }
  if (mocked.delayMs) await new Promise((resolve) => setTimeout(resolve, mocked.delayMs));
  if (mocked.networkError) {
    request.socket.destroy();
    return;
  }
  send(response, mocked, cors);
}

interface ServerSettings {
  allowed: string[];
  maxBodyBytes: number;
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
  const backend = createMockBackend({ streamFiles: nodeStreamFiles, ...options });
  const settings: ServerSettings = {
    allowed: options.allowedOrigins ?? ['http://localhost:5173', 'http://127.0.0.1:5173'],
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  };
  const server = createServer({ requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS }, (request, response) => {
    answer(backend, settings, request, response).catch((error: unknown) => {
      console.error('[mock server]', error);
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: `The mock server failed: ${(error as Error).message}` }));
      }
    });
  });
  const subscriptions = subscriptionServers(backend);
  const castRelay = createCastRelay();
  server.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === CAST_RELAY_PATH) {
      // A page of another origin (a receiver on another machine) joins only from an allowed origin.
      const origin = request.headers.origin;
      if (origin !== undefined && !settings.allowed.includes(origin) && !settings.allowed.includes('*')) {
        socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\nThe origin ${origin} may not use the cast relay; start the mock server with --origin ${origin}.`);
        return;
      }
      castRelay.handleUpgrade(request, socket, head);
      return;
    }
    if (path !== SUBSCRIPTIONS_PATH) {
      socket.destroy();
      return;
    }
    // As the GraphQL contract says: the upgrade carries the session cookie, or it is refused with 401.
    if ((parseCookies(request.headers.cookie)[SESSION_COOKIE] ?? '') === '') {
      socket.end('HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n{"errors":[{"message":"Your session has expired. Please sign in again.","extensions":{"code":"UNAUTHENTICATED"}}]}');
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
      castRelay.close();
      await subscriptions.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
