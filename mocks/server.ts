/**
 * The standalone mock server: the same backend over node:http and a `ws` WebSocket server, for the
 * receiver on a real Cast device, other clients, and the conformance checker. It speaks to the
 * backend directly (no MSW request matching in between), which keeps it fast.
 */
import { nodeStreamFiles } from './media/node-files.ts';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { CONTROL_PREFIX, createMockBackend, type MockBackend, type MockBackendOptions, type WorldRequest } from './backend.ts';
import { parseBody } from './core/body.ts';
import { parseCookies, type MockRequest, type MockResponse } from './core/exchange.ts';
import { WORLD_HEADER, WORLD_PARAMETER, worldNameOf } from './worlds/places.ts';
import { SESSION_TOKEN_HEADER } from './rest/session-token.ts';
import { graphqlWsServerOptions } from './graphql/ws.ts';
import { CAST_RELAY_PATH } from '../common/cast/relay.ts';
import { createCastRelay } from './cast-relay.ts';
import { DEFAULT_ALLOWED_ORIGINS, DEFAULT_MAX_BODY_BYTES, DEFAULT_MOCK_PORT } from './defaults.ts';
import { createRefusalLog, newToken, originAllowed, refusalFor } from './client-access.ts';
import { StoreUnavailableError, type StoreFactory } from './worlds/store.ts';

export interface MockServerOptions extends Omit<MockBackendOptions, 'store'> {
  /**
   * Where the worlds are kept: in this process's memory (the default, or `'memory'`), in Redis at a URL
   * (`redis://host:port[/db]`, `--store`: several instances share the worlds, a restart loses none; connected at start,
   * closed with the server), or a store made by the caller.
   */
  store?: string | StoreFactory;
  port?: number;
  host?: string;
  /** Browser origins allowed to call with credentials (CORS). */
  allowedOrigins?: string[];
  /** The largest request body read, in bytes (default DEFAULT_MAX_BODY_BYTES, defaults.ts); a larger one is answered 413 unread. The largest graphql-ws frame too. */
  maxBodyBytes?: number;
  /**
   * The token a client without a browser Origin (a script, the conformance checker) sends to use the graphql-ws
   * socket, the cast relay and the control API's changes (client-access.ts); default: a new random one per start.
   */
  token?: string;
  /** How long a client may take to send a whole request, in milliseconds (default REQUEST_RECEIVE_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** How long a client may take to send a request's headers, in milliseconds (default REQUEST_HEADERS_TIMEOUT_MS). */
  headersTimeoutMs?: number;
  /** How long a kept-alive connection may sit idle between requests, in milliseconds (default IDLE_CONNECTION_TIMEOUT_MS). */
  idleTimeoutMs?: number;
  /**
   * Files served on the same origin before the mocks see a GET or HEAD (the production-like preview's built app,
   * scripts/preview/): answers and resolves true, or resolves false and the mocks answer.
   */
  site?: StaticSite;
  /**
   * Send answers of more than a kilobyte brotli- or gzip-compressed to a client that accepts it, as a production
   * backend behind its CDN does (the production-like preview: a phone on a slow network measures what it would get);
   * default false, so a bench or a test sees the bytes the backend wrote.
   */
  compressAnswers?: boolean;
  /**
   * Proxy mode (scripts/proxy/): made once with the server's backend; sees every request after its body was read
   * within the limits, and every graphql-ws upgrade, before the mocks do, and either answers it or hands it back.
   */
  proxy?: (backend: MockBackend) => ProxyHooks;
}

/** What proxy mode does with a request: answer it itself ('answered'), or leave it to the mocks ('mock'). */
export interface ProxyHooks {
  request(exchange: ProxyExchange): Promise<'answered' | 'mock'>;
  /** A graphql-ws upgrade the server admitted (session cookie, origin or token): taken over (true), or left to the mocks. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<boolean>;
  /** Called once the server has stopped (writes proxy mode's reports). */
  close(): Promise<void>;
}

/** One request as proxy mode sees it: parsed for validation, the raw body to forward, and where to answer. */
export interface ProxyExchange {
  request: MockRequest;
  rawBody: Uint8Array;
  incoming: IncomingMessage;
  response: ServerResponse;
  /** The CORS headers the server gives this request's origin. */
  cors: Record<string, string>;
}

/** Serves a request from files, or declines it (resolves false) without touching the response. */
export type StaticSite = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export interface RunningMockServer {
  url: string;
  backend: MockBackend;
  server: Server;
  /** What a client without a browser Origin sends in `x-mock-token` (or `?token=` on a WebSocket URL). */
  token: string;
  close(): Promise<void>;
}

/** How long a client may take to send a whole request (headers and body), in milliseconds. */
export const REQUEST_RECEIVE_TIMEOUT_MS = 30_000;
/** How long a client may take to send a request's headers (from the connection or the previous answer), in milliseconds. */
export const REQUEST_HEADERS_TIMEOUT_MS = 10_000;
/** How long a kept-alive connection may sit idle between requests, in milliseconds (node adds a second's grace). */
export const IDLE_CONNECTION_TIMEOUT_MS = 5_000;
/**
 * How often the request and header timeouts are checked, at most (node's default is every 30 s, which let a
 * 30 s limit run to 60 s); a timeout shorter than 4 s is checked four times within it.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
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

const NO_BODY = new Uint8Array(0);

/**
 * Reads the body up to `limit` bytes; a declared or streamed larger body is refused without being kept. A body that
 * came in one chunk (every small JSON call) is handed on without a copy.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    let first: Buffer | undefined;
    let rest: Buffer[] | undefined;
    let received = 0;
    let refused = false;
    // Listeners passed inline (no per-request named closures), and one 'data' listener that ignores what comes
    // after the limit instead of being removed.
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      received += chunk.byteLength;
      if (received > limit) {
        refused = true;
        first = undefined;
        rest = undefined;
        reject(tooLarge(limit));
        return;
      }
      if (first === undefined) first = chunk;
      else (rest ??= [first]).push(chunk);
    });
    request.on('end', () => {
      const body = rest ? Buffer.concat(rest) : first;
      // A plain Uint8Array over the same bytes (a Buffer reads differently: toString, slice).
      resolve(body ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : NO_BODY);
    });
    request.on('error', reject);
  });
}

/** A node request's headers as the mocks read them: node has lower-cased the names; a repeated one is joined with ', '. */
function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '');
  return headers;
}

/** A request target in origin form: a path that a URL parser cannot take for an authority. */
const ORIGIN_FORM = /^\/(?![/\\])/;

/** A Host header as RFC 9110 allows it: a name, IPv4 or bracketed IPv6 address, and an optional port. */
const HOST_PATTERN = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}))(?::\d{1,5})?$/;

/** What a request's URL tells the mocks: its origin, path and query. */
interface RequestTarget {
  origin: string;
  pathname: string;
  searchParams: URLSearchParams;
}

/**
 * A target that is a plain path — segments of letters, digits, '-', '_' and '~', none starting with a dot, no query,
 * escape or backslash — reads the same through a URL parser: it is taken as it is (the REST and GraphQL calls).
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/;

/** The origin of each Host header seen (as a URL parser writes it), the newest few. */
const originsByHost = new Map<string, string>();
const ORIGINS_KEPT = 32;

/** The request's origin and URL from its Host header and target, or a 400 Refusal naming what is wrong. */
function requestUrl(request: IncomingMessage, host: string | undefined): RequestTarget {
  if (host !== undefined && !HOST_PATTERN.test(host)) {
    throw new Refusal(400, `The Host header ${JSON.stringify(host.slice(0, 100))} is not a host name or address with an optional port.`, 'BAD_REQUEST');
  }
  const raw = request.url ?? '/';
  const origin = host === undefined ? undefined : originsByHost.get(host);
  if (origin !== undefined && PLAIN_PATH.test(raw)) return { origin, pathname: raw, searchParams: new URLSearchParams() };
  try {
    const base = `http://${host ?? 'localhost'}`;
    // A path ('/…', not '//…' or '/\\…', which a URL parser reads as another host) is read against the Host at once;
    // any other target (an absolute URL, '*') is reduced to its path and query first.
    let url: URL;
    if (ORIGIN_FORM.test(raw)) url = new URL(raw, base);
    else {
      const target = new URL(raw, 'http://localhost');
      url = new URL(`${target.pathname}${target.search}`, base);
    }
    if (host !== undefined && !originsByHost.has(host)) {
      if (originsByHost.size >= ORIGINS_KEPT) originsByHost.delete(originsByHost.keys().next().value as string);
      originsByHost.set(host, url.origin);
    }
    return url;
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

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!originAllowed(origin, allowed)) return {};
  return {
    'access-control-allow-origin': origin ?? '',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type, x-auth-token, x-session-token, x-mock-scenario, x-mock-faults, x-mock-world, cache-control, apollographql-client-name, apollographql-client-version',
    'access-control-expose-headers': 'location, allow',
    vary: 'Origin',
  };
}

/** The smallest answer worth compressing, in bytes. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Whether an answer of this type is worth compressing: text, JSON, XML and SVG are; images, video, audio and other
 * bytes already compressed by their format (JPEG art, WebM, media segments) are not, as a production server leaves them.
 */
function compressibleType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'image/svg+xml') return true;
  return !/^(image|video|audio)\//.test(type) && type !== 'application/octet-stream';
}

/** The encoding an answer goes in: brotli or gzip when the request accepts one (brotli first), else none. */
export function answerEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Writes a mock answer to a node response (the CORS headers first, the answer's own headers over them); with an
 * `encoding`, a body of COMPRESS_FROM_BYTES or more of a compressible type goes compressed (brotli at a fast quality: answers are built per request).
 */
export function sendMockResponse(response: ServerResponse, answer: MockResponse, cors: Record<string, string>, encoding?: 'br' | 'gzip'): void {
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
  if (encoding && payload !== undefined && Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES && !headers['content-encoding'] && compressibleType(headers['content-type'])) {
    payload = encoding === 'br' ? brotliCompressSync(payload, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(payload, { level: 6 });
    headers['content-encoding'] = encoding;
    headers['content-length'] = String(payload.length);
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  response.writeHead(answer.status, headers);
  response.end(payload);
}

/**
 * Whether a request to the control API asks for a change (every method but the reads). A target without the
 * control API's name in it cannot lead there, however it is written: only the others are parsed for their path.
 */
function changesControl(request: IncomingMessage): boolean {
  const method = (request.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || !(request.url ?? '').includes(CONTROL_PREFIX.slice(1))) return false;
  const path = pathOf(request);
  return path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);
}

async function answer(backend: MockBackend, options: ServerSettings, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = headersOf(request);
  const cors = corsHeaders(headers.origin, options.allowed);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  if (options.site && (request.method === 'GET' || request.method === 'HEAD') && (await options.site(request, response))) return;
  // The control API changes the world for every client: only an app origin the server was started with, or a
  // program with the token, may (a form posted from another site must not reset or sign anyone out).
  if (changesControl(request)) {
    const refusal = refusalFor('mock control API', request, options.allowed, options.token, false);
    if (refusal) {
      options.logRefusal(refusal);
      sendMockResponse(response, { status: 403, headers: { connection: 'close' }, body: { kind: 'json', value: { error: refusal } } }, cors);
      return;
    }
  }
  let mockRequest: MockRequest;
  let rawBody: Uint8Array;
  try {
    const url = requestUrl(request, headers.host);
    rawBody = await readBody(request, options.maxBodyBytes);
    mockRequest = {
      method: (request.method ?? 'GET').toUpperCase(),
      origin: url.origin,
      path: url.pathname,
      query: url.searchParams,
      headers,
      cookies: parseCookies(headers.cookie),
      ...parseBody(headers['content-type'], rawBody),
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const refused = backend.refuse(request.method ?? 'GET', pathOf(request), error.status, error.message, error.code);
    // The rest of a refused body is not read: the connection closes after the answer.
    sendMockResponse(response, { ...refused, headers: { ...refused.headers, connection: 'close' } }, cors);
    return;
  }
  if (options.proxy && (await options.proxy.request({ request: mockRequest, rawBody, incoming: request, response, cors })) === 'answered') return;
  const mocked = await backend.handle(mockRequest);
  if (!mocked) {
    sendMockResponse(response, { status: 404, body: { kind: 'json', value: { error: `Nothing is mocked at ${mockRequest.path}.` } } }, cors);
    return;
  }
  if (mocked.delayMs) await new Promise((resolve) => setTimeout(resolve, mocked.delayMs));
  if (mocked.networkError) {
    request.socket.destroy();
    return;
  }
  sendMockResponse(response, mocked, cors, options.compressAnswers ? answerEncoding(headers['accept-encoding']) : undefined);
}

interface ServerSettings {
  allowed: readonly string[];
  maxBodyBytes: number;
  token: string;
  logRefusal: (reason: string) => void;
  site: StaticSite | undefined;
  compressAnswers: boolean;
  proxy: ProxyHooks | undefined;
}

/**
 * `ws` closes a socket that sends a frame over its limit with 1009 and then reports it as an 'error', which
 * graphql-ws's useServer (listening with `once('error')`) would log as an internal error of this server: the
 * client's oversize frame is logged as what it is, and any other error still reaches graphql-ws.
 */
function reportOversizeFrames(client: WebSocket, settings: ServerSettings): void {
  const once = client.once.bind(client);
  client.once = ((event: string, listener: (...args: unknown[]) => void) => {
    if (event !== 'error') return once(event, listener);
    return once('error', (error: unknown) => {
      if ((error as { code?: unknown }).code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        settings.logRefusal(`Closed a graphql-ws socket that sent a frame over ${settings.maxBodyBytes} bytes (1009; --max-body sets the limit).`);
      } else listener(error);
    });
  }) as WebSocket['once'];
}

/** Answers a WebSocket upgrade with an HTTP refusal and closes the connection. */
function refuseUpgrade(socket: Duplex, status: number, contentType: string, body: string): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: ${contentType}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}

/** The server's timeouts from the options, checked: whole milliseconds above zero, the headers' within the request's. */
function timeoutsOf(options: MockServerOptions) {
  const timeouts = {
    requestTimeout: options.requestTimeoutMs ?? REQUEST_RECEIVE_TIMEOUT_MS,
    headersTimeout: options.headersTimeoutMs ?? REQUEST_HEADERS_TIMEOUT_MS,
    keepAliveTimeout: options.idleTimeoutMs ?? IDLE_CONNECTION_TIMEOUT_MS,
  };
  for (const [name, value] of Object.entries(timeouts)) {
    if (!Number.isInteger(value) || value <= 0) throw new RangeError(`The mock server's ${name} must be a whole number of milliseconds above 0, got ${value}.`);
  }
  if (timeouts.headersTimeout > timeouts.requestTimeout) {
    throw new RangeError(`The mock server's headers timeout (${timeouts.headersTimeout} ms) must not be longer than its request timeout (${timeouts.requestTimeout} ms).`);
  }
  const shortest = Math.min(timeouts.requestTimeout, timeouts.headersTimeout);
  return { ...timeouts, connectionsCheckingInterval: Math.max(1, Math.min(TIMEOUT_CHECK_INTERVAL_MS, Math.floor(shortest / 4))) };
}

/** What a WebSocket upgrade tells about its world: its headers and cookies, `?scenario=` and `?world=` as their headers. */
function upgradeWorldRequest(request: IncomingMessage): WorldRequest {
  const headers = headersOf(request);
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
  const scenario = query.get('scenario');
  const world = query.get(WORLD_PARAMETER);
  return {
    headers: { ...headers, ...(scenario !== null ? { 'x-mock-scenario': scenario } : {}), ...(world !== null ? { [WORLD_HEADER]: world } : {}) },
    cookies: parseCookies(headers.cookie),
  };
}

/**
 * The graphql-ws server: one for every world, each socket's operations running over the world its upgrade addresses
 * (its session's or named world, `?scenario=` or `x-mock-scenario`), looked up when it connects and at each subscribe.
 */
function subscriptionServer(backend: MockBackend, maxFrameBytes: number) {
  // A frame is held whole before it is parsed: no larger than an HTTP body (1009 past it).
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  const addressed = new WeakMap<object, WorldRequest>();
  const cleanup = useServer(
    graphqlWsServerOptions((ctx) => {
      const request = (ctx.extra as { request: IncomingMessage }).request;
      const upgrade = addressed.get(request) ?? upgradeWorldRequest(request);
      // A cast receiver's socket has no cookie: the sender's session token of its connection_init names the world.
      const token = ctx.connectionParams?.sessionToken;
      return backend.worldFor(typeof token === 'string' ? { ...upgrade, headers: { ...upgrade.headers, [SESSION_TOKEN_HEADER]: token } } : upgrade);
    }),
    wss,
  );
  return {
    wss,
    /** Checks the world an upgrade addresses (a bad name or persona throws with the 400's message) and remembers it. */
    async admit(request: IncomingMessage): Promise<void> {
      const world = upgradeWorldRequest(request);
      await backend.worldFor(world);
      addressed.set(request, world);
    },
    async close() {
      await cleanup.dispose();
      for (const client of wss.clients) client.terminate();
    },
  };
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  // A Redis that does not answer, or a URL that is not one, stops the start here with a message naming it. The Redis
  // client (ioredis) is loaded only here, when a Redis store is asked for: a server keeping its worlds in memory never
  // loads it (tests/mocks/standalone-server.test.ts records what the CLI loads).
  const storage = typeof options.store === 'string' && options.store !== 'memory' ? await (await import('./worlds/redis-store.ts')).connectRedisStorage(options.store) : null;
  const store = storage?.stores ?? (typeof options.store === 'function' ? options.store : undefined);
  const backend = createMockBackend({ streamFiles: nodeStreamFiles, sessions: true, ...options, store });
  const settings: ServerSettings = {
    allowed: options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    token: options.token ?? newToken(),
    logRefusal: createRefusalLog(),
    site: options.site,
    compressAnswers: options.compressAnswers ?? false,
    proxy: options.proxy?.(backend),
  };
  if (settings.token === '') throw new RangeError('The mock server\'s token must not be empty.');
  const server = createServer(timeoutsOf(options), (request, response) => {
    answer(backend, settings, request, response).catch((error: unknown) => {
      // The client went away (or was cut at a timeout) while its body was read: nobody to answer, nothing wrong here.
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' && request.destroyed) return;
      console.error('[mock server]', error);
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: `The mock server failed: ${(error as Error).message}` }));
      }
    });
  });
  const subscriptions = subscriptionServer(backend, settings.maxBodyBytes);
  // With the worlds in Redis, the cast relay's channels reach the other instances' pages through the same Redis
  // (mocks/cast-bus.ts, pub/sub); otherwise the relay joins this server's pages only.
  const castBus = storage ? (await import('./cast-bus.ts')).createRedisCastBus(storage.address.url) : undefined;
  const castRelay = createCastRelay(castBus ? { bus: castBus } : {});
  server.on('upgrade', (request, socket, head) => {
    const path = pathOf(request);
    if (path === CAST_RELAY_PATH) {
      // A page joins from an origin the server was started with (a receiver on another machine needs --origin).
      const refusal = refusalFor('cast relay', request, settings.allowed, settings.token, true);
      if (refusal) {
        settings.logRefusal(refusal);
        refuseUpgrade(socket, 403, 'text/plain', refusal);
        return;
      }
      // The pages of a named world meet only each other; every other page shares the open relay (a receiver on a
      // device has no cookie to tell its sender's session by before the sender's LOAD brings the token).
      backend.placeFor(upgradeWorldRequest(request)).then(
        (place) => castRelay.handleUpgrade(request, socket, head, worldNameOf(place) === null ? '' : place),
        (error: unknown) => refuseUpgrade(socket, error instanceof StoreUnavailableError ? 503 : 400, 'text/plain', (error as Error).message),
      );
      return;
    }
    if (path !== SUBSCRIPTIONS_PATH) {
      socket.destroy();
      return;
    }
    // As the GraphQL contract says: the upgrade carries the session cookie, or (a cast receiver) it is let in to send the
    // sender's session token in its connection_init, without which the socket is closed 4403 (mocks/graphql/ws.ts).
    // The cookie goes with every page's upgrade, another site's too: only an app origin acts with it.
    const refusal = refusalFor('graphql-ws subscriptions socket', request, settings.allowed, settings.token, true);
    if (refusal) {
      settings.logRefusal(refusal);
      refuseUpgrade(socket, 403, 'application/json', JSON.stringify({ errors: [{ message: refusal, extensions: { code: 'FORBIDDEN' } }] }));
      return;
    }
    if (settings.proxy) {
      const proxy = settings.proxy;
      void proxy.upgrade(request, socket, head).then(
        (taken) => {
          if (!taken) mockSubscriptions(request, socket, head);
        },
        (error: unknown) => refuseUpgrade(socket, 502, 'text/plain', `The proxy could not open the subscriptions socket: ${(error as Error).message}`),
      );
      return;
    }
    mockSubscriptions(request, socket, head);
  });
  function mockSubscriptions(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    subscriptions.admit(request).then(
      () =>
        subscriptions.wss.handleUpgrade(request, socket, head, (client) => {
          reportOversizeFrames(client, settings);
          subscriptions.wss.emit('connection', client, request);
        }),
      (error: unknown) => refuseUpgrade(socket, error instanceof StoreUnavailableError ? 503 : 400, 'text/plain', (error as Error).message),
    );
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, options.host ?? '127.0.0.1', () => resolve());
  }).catch(async (error: unknown) => {
    await storage?.close();
    throw error;
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    backend,
    server,
    token: settings.token,
    close: async () => {
      castRelay.close();
      await castBus?.close();
      await subscriptions.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await settings.proxy?.close();
      await storage?.close();
    },
  };
}
