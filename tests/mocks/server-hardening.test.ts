/**
 * The standalone mock server's sockets, control API and timeouts tried as an attacker would: another site's
 * page opening the subscriptions socket with the user's cookie, a frame larger than any body, a socket holding
 * hundreds of subscriptions or a burst of thousands of operations, a form posted to the control API from
 * another site, a client that sends its headers or body a byte at a time. Each is refused or bounded, and a
 * refusal says (and the server logs) what would allow it.
 */
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { print } from 'graphql';
import type { Context } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { NotificationChangedDocument } from '../../generated/graphql/documents/NotificationChangedDocument.ts';
import { createMockBackend } from '../../mocks/backend.ts';
import { GRAPHQL_WS_LIMITS, graphqlWsServerOptions } from '../../mocks/graphql/ws.ts';
import { parseFaults } from '../../mocks/scenarios/faults.ts';
import { createWorld } from '../../mocks/scenarios/create-world.ts';
import { DEFAULT_MAX_BODY_BYTES } from '../../mocks/defaults.ts';
import {
  IDLE_CONNECTION_TIMEOUT_MS,
  REQUEST_HEADERS_TIMEOUT_MS,
  REQUEST_RECEIVE_TIMEOUT_MS,
  startMockServer,
  TIMEOUT_CHECK_INTERVAL_MS,
  type RunningMockServer,
} from '../../mocks/server.ts';
import { runningClock, TEST_NOW } from '../support/clock.ts';
import { upgradeAnswer } from './support/upgrade-answer.ts';
import { sessionWorld } from './support/session-world.ts';

const upgrade = (url: string, options: ConstructorParameters<typeof WebSocket>[2]) => upgradeAnswer(url, options, 'graphql-transport-ws');

const cookie = 'airwave_session=victim';
const APP = 'http://localhost:5173';
const EVIL = 'http://evil.example';
/** How long a socket or the server may take to show what a test waits for on a loaded machine. */
const WAIT = { timeout: 15_000, interval: 20 };

let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, allowedOrigins: [APP], now: runningClock() });
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** The server's log, silenced and kept for the assertions. */
function serverLog() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

const socketsUrl = (on: RunningMockServer) => `${on.url.replace(/^http/, 'ws')}/graphql-subscriptions`;

interface Message {
  id?: string;
  type: string;
  payload?: unknown;
}

/** A signed-in graphql-transport-ws connection, acknowledged, that keeps every message it receives. */
async function graphqlSocket(on: RunningMockServer, options: ConstructorParameters<typeof WebSocket>[2] = { headers: { cookie }, origin: APP }) {
  const socket = new WebSocket(socketsUrl(on), 'graphql-transport-ws', options);
  const messages: Message[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as Message));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await vi.waitUntil(() => messages.some((message) => message.type === 'connection_ack'), WAIT);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  return {
    socket,
    messages,
    closed,
    subscribe: (id: string, query: string, variables?: Record<string, unknown>) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } })),
    complete: (id: string) => socket.send(JSON.stringify({ id, type: 'complete' })),
    of: (type: string) => messages.filter((message) => message.type === type),
  };
}

function errorText(message: Message | undefined): string {
  return JSON.stringify(message?.payload ?? null);
}

describe('the graphql-ws upgrade', () => {
  it("refuses another site's page that carries the session cookie (403), runs nothing, and logs which option allows it", async () => {
    const log = serverLog();
    const victim = await sessionWorld(server.backend, cookie);
    const before = [...victim.account.favoriteChannelIds];
    const answer = await upgrade(socketsUrl(server), { headers: { cookie }, origin: EVIL });
    expect(answer).toMatch(/^403 /);
    expect(JSON.parse(answer.slice(4))).toEqual({
      errors: [{ message: `The origin ${EVIL} may not use the graphql-ws subscriptions socket; start the mock server with --origin ${EVIL}.`, extensions: { code: 'FORBIDDEN' } }],
    });
    expect(log).toHaveBeenCalledWith(`[mock server] The origin ${EVIL} may not use the graphql-ws subscriptions socket; start the mock server with --origin ${EVIL}.`);
    expect(victim.account.favoriteChannelIds).toEqual(before);
  });

  it('refuses a sandboxed page (Origin: null) and a program without an Origin unless it sends the token; lets the app in', async () => {
    serverLog();
    const url = socketsUrl(server);
    expect(await upgrade(url, { headers: { cookie }, origin: 'null' })).toMatch(/^403 .*opaque origin \(Origin: null/);
    expect(await upgrade(url, { headers: { cookie } })).toMatch(/^403 .*without an Origin header.*x-mock-token header or \?token= on the URL/);
    expect(await upgrade(url, { headers: { cookie, 'x-mock-token': 'guessed-token' } })).toMatch(/^403 .*refused the token sent/);
    expect(await upgrade(url, { headers: { cookie, 'x-mock-token': server.token } })).toBe('opened');
    expect(await upgrade(`${url}?token=${encodeURIComponent(server.token)}`, { headers: { cookie } })).toBe('opened');
    expect(await upgrade(url, { headers: { cookie }, origin: APP })).toBe('opened');
    // Without the cookie an app origin's socket opens to sign in by a session token in its connection_init (a cast
    // receiver's), or be closed 4403 (tests/mocks/session-token.test.ts); another site's is still refused first.
    expect(await upgrade(url, { origin: APP })).toBe('opened');
    expect(await upgrade(url, { origin: EVIL })).toMatch(/^403 /);
  });
});

describe('one graphql-ws socket', () => {
  it(`closes a socket that sends a frame larger than the body limit (1009), default ${DEFAULT_MAX_BODY_BYTES} bytes`, async () => {
    const log = serverLog();
    const connection = await graphqlSocket(server);
    connection.socket.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: `{ user { isUncredentialed } } # ${'x'.repeat(DEFAULT_MAX_BODY_BYTES)}` } }));
    expect((await connection.closed).code).toBe(1009);
    expect(log).toHaveBeenCalledWith(`[mock server] Closed a graphql-ws socket that sent a frame over ${DEFAULT_MAX_BODY_BYTES} bytes (1009; --max-body sets the limit).`);
  });

  it('takes its frame limit from the body limit (maxBodyBytes, the CLI --max-body)', async () => {
    serverLog();
    const small = await startMockServer({ port: 0, allowedOrigins: [APP], now: runningClock(), maxBodyBytes: 4096 });
    try {
      const connection = await graphqlSocket(small);
      connection.subscribe('fits', `{ user { isUncredentialed } } # ${'x'.repeat(3000)}`);
      await vi.waitUntil(() => connection.of('next').length === 1, WAIT);
      connection.subscribe('too-big', `{ user { isUncredentialed } } # ${'x'.repeat(4096)}`);
      expect((await connection.closed).code).toBe(1009);
    } finally {
      await small.close();
    }
  });

  it(`answers a subscribe past ${GRAPHQL_WS_LIMITS.maxSubscriptions} live subscriptions with an error for its id, and takes one again once another ends`, async () => {
    const own = await startMockServer({ port: 0, allowedOrigins: [APP], now: runningClock() });
    const world = await sessionWorld(own.backend, cookie);
    const listeners = () => world.events.listenerCount('notificationChanged');
    const query = print(NotificationChangedDocument);
    try {
      const connection = await graphqlSocket(own);
      // Opened in steps the in-flight limit allows, each step waiting until the server holds it.
      for (let opened = 0; opened < GRAPHQL_WS_LIMITS.maxSubscriptions; ) {
        const step = Math.min(20, GRAPHQL_WS_LIMITS.maxSubscriptions - opened);
        for (let index = 0; index < step; index += 1) connection.subscribe(`sub-${opened + index}`, query);
        opened += step;
        await vi.waitUntil(() => listeners() === opened, WAIT);
      }
      connection.subscribe('one-too-many', query);
      await vi.waitUntil(() => connection.of('error').length === 1, WAIT);
      const [refused] = connection.of('error');
      expect(refused?.id).toBe('one-too-many');
      expect(refused?.payload).toEqual([
        {
          message: `This socket already holds ${GRAPHQL_WS_LIMITS.maxSubscriptions} live subscriptions, the most it may; complete one before subscribing again (a limit of the mock server, see mocks/README.md).`,
          extensions: { code: 'QUERY_LIMIT_EXCEEDED' },
        },
      ]);
      expect(listeners()).toBe(GRAPHQL_WS_LIMITS.maxSubscriptions);
      connection.complete('sub-0');
      await vi.waitUntil(() => listeners() === GRAPHQL_WS_LIMITS.maxSubscriptions - 1, WAIT);
      connection.subscribe('after-one-ended', query);
      await vi.waitUntil(() => listeners() === GRAPHQL_WS_LIMITS.maxSubscriptions, WAIT);
      expect(connection.of('error')).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it(`refuses a burst of 3,000 operations past ${GRAPHQL_WS_LIMITS.maxInFlight} in flight before parsing them, while other clients are answered`, async () => {
    const own = await startMockServer({ port: 0, allowedOrigins: [APP], now: runningClock() });
    // The operation is held (a delay fault) so that the ones let in stay in flight whatever the machine's speed.
    const world = await sessionWorld(own.backend, cookie);
    world.faults = parseFaults('Burst:delay=600000');
    try {
      const burst = await graphqlSocket(own);
      const BURST = 3000;
      for (let index = 0; index < BURST; index += 1) burst.subscribe(`op-${index}`, 'query Burst { user { isUncredentialed } }');
      await vi.waitUntil(() => burst.of('error').length === BURST - GRAPHQL_WS_LIMITS.maxInFlight, WAIT);
      const refused = burst.of('error');
      // The first ones in are the ones held; every later one is refused by name.
      expect(new Set(refused.map((message) => message.id))).toEqual(new Set(Array.from({ length: BURST - GRAPHQL_WS_LIMITS.maxInFlight }, (_, index) => `op-${index + GRAPHQL_WS_LIMITS.maxInFlight}`)));
      expect(errorText(refused[0])).toContain(`This socket already has ${GRAPHQL_WS_LIMITS.maxInFlight} operations in flight, the most it may`);
      expect(refused.every((message) => errorText(message).includes('QUERY_LIMIT_EXCEEDED'))).toBe(true);
      expect(burst.of('next')).toEqual([]);

      const other = await graphqlSocket(own);
      other.subscribe('mine', '{ user { isUncredentialed } }');
      await vi.waitUntil(() => other.of('next').length === 1, WAIT);
      expect(other.of('next')[0]?.payload).toEqual({ data: { user: { isUncredentialed: false } } });
      burst.socket.close();
      other.socket.close();
    } finally {
      world.faults = {};
      await own.close();
    }
  });

  it('cuts a socket the server holds more than the limit for (a client that does not read), and refuses what it sends next', async () => {
    // A transport's socket that reports what it holds unsent (node ws's bufferedAmount).
    const log = serverLog();
    const socket = { bufferedAmount: GRAPHQL_WS_LIMITS.maxBufferedBytes + 1, terminate: vi.fn() };
    const options = graphqlWsServerOptions(createWorld({ persona: 'core-subscriber', now: () => new Date(TEST_NOW) }));
    const ctx: Context = { connectionInitReceived: true, acknowledged: true, subscriptions: { late: null }, extra: { socket } };
    const answer = await options.onSubscribe?.(ctx, 'late', { query: '{ user { isUncredentialed } }' });
    expect(socket.terminate).toHaveBeenCalledTimes(1);
    expect(Array.isArray(answer) && answer[0]?.message).toBe('The socket was cut: it did not read what it was sent.');
    expect(log).toHaveBeenCalledWith(`[mock server] cut a graphql-ws socket that fell ${GRAPHQL_WS_LIMITS.maxBufferedBytes + 1} bytes behind (the limit is ${GRAPHQL_WS_LIMITS.maxBufferedBytes}).`);
    socket.bufferedAmount = 0;
    expect(Array.isArray(await options.onSubscribe?.(ctx, 'late', { query: '{ user { isUncredentialed } }' }))).toBe(false);
    expect(socket.terminate).toHaveBeenCalledTimes(1);
  });
});

/** A raw HTTP/1.1 request with exactly these headers (fetch sets some of them itself). */
function raw(on: RunningMockServer, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(on.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method, headers: { host: `${hostname}:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the control API (/__mocks)', () => {
  const notificationCount = () => server.backend.world.account.notifications.length;

  it('refuses a form posted from another site (403) and creates nothing, logging which option allows that origin', async () => {
    const log = serverLog();
    const before = notificationCount();
    const form = await raw(server, 'POST', '/__mocks/notifications', { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' }, 'type=MESSAGE');
    expect(form.status).toBe(403);
    expect(JSON.parse(form.body)).toEqual({ error: `The origin ${EVIL} may not use the mock control API; start the mock server with --origin ${EVIL}.` });
    for (const path of ['/__mocks/devices/sign-out', '/__mocks/verification/complete', '/__mocks/reset']) {
      expect((await raw(server, 'POST', path, { origin: EVIL, 'content-type': 'text/plain' }, '{}')).status).toBe(403);
    }
    expect(notificationCount()).toBe(before);
    expect(log).toHaveBeenCalledWith(`[mock server] The origin ${EVIL} may not use the mock control API; start the mock server with --origin ${EVIL}.`);
  });

  it('refuses a change from a program without the token (403) and from a sandboxed page, but answers reads', async () => {
    serverLog();
    const json = { 'content-type': 'application/json' };
    const script = await raw(server, 'POST', '/__mocks/notifications', json, '{"type":"MESSAGE"}');
    expect(script.status).toBe(403);
    expect(JSON.parse(script.body).error).toMatch(/without an Origin header .* in the x-mock-token header; npm run mock:server prints it at start, --token sets it\.$/);
    expect((await raw(server, 'PUT', '/__mocks/faults', { ...json, origin: 'null' }, '{"faults":""}')).status).toBe(403);
    expect((await raw(server, 'DELETE', '/__mocks/analytics', { ...json, 'x-mock-token': 'guessed-token' })).status).toBe(403);
    const read = await raw(server, 'GET', '/__mocks', {});
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ persona: 'core-subscriber' });
  });

  it('takes JSON only, with the token or from the app: a form, text/plain or no content type is 415', async () => {
    const token = { 'x-mock-token': server.token };
    const before = notificationCount();
    const form = await raw(server, 'POST', '/__mocks/notifications', { ...token, 'content-type': 'application/x-www-form-urlencoded' }, 'type=MESSAGE');
    expect(form.status).toBe(415);
    expect(JSON.parse(form.body)).toEqual({
      error: 'The mock control API takes JSON only: send POST /__mocks/notifications with content-type: application/json (got application/x-www-form-urlencoded).',
    });
    expect((await raw(server, 'POST', '/__mocks/notifications', { ...token, 'content-type': 'text/plain' }, '{"type":"MESSAGE"}')).status).toBe(415);
    expect(JSON.parse((await raw(server, 'POST', '/__mocks/reset', token)).body).error).toMatch(/\(got no content type\)/);
    expect(notificationCount()).toBe(before);
    const broken = await raw(server, 'POST', '/__mocks/notifications', { ...token, 'content-type': 'application/json' }, '{"type":');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body).error).toMatch(/not valid JSON/);

    expect((await raw(server, 'POST', '/__mocks/notifications', { ...token, 'content-type': 'application/json' }, '{"type":"MESSAGE"}')).status).toBe(201);
    expect((await raw(server, 'POST', '/__mocks/notifications', { origin: APP, 'content-type': 'application/json' }, '{"type":"MESSAGE"}')).status).toBe(201);
    expect(notificationCount()).toBe(before + 2);
  });

  it('takes JSON only in the browser and node transports too (one backend)', async () => {
    const backend = createMockBackend({ now: runningClock() });
    const form = await backend.handle({
      method: 'POST',
      origin: 'http://localhost:5173',
      path: '/__mocks/reset',
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: {},
      body: {},
    });
    expect(form?.status).toBe(415);
  });
});

describe('a request as the mocks read it', () => {
  const firstAvatar = async (path: string) => {
    const answer = await raw(server, 'GET', path, { host: 'Example.TEST:80', cookie });
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.body) as { avatars: Array<{ images: { s: string } }> }).avatars[0]?.images.s;
  };

  it('takes the origin from the Host header as a URL parser writes it, on the first request from it and on every one after', async () => {
    // The answer's image URLs are absolute on the request's origin: lower-cased, without the default port.
    for (const path of ['/user/avatars', '/user/avatars', '/user/avatars?size=all']) {
      expect(await firstAvatar(path)).toBe('http://example.test/mock-images/avatar/astronaut/s.svg');
    }
  });

  it('reads a path with dot segments as a URL parser does (/user/./avatars is /user/avatars)', async () => {
    await firstAvatar('/user/avatars');
    expect(await firstAvatar('/user/./avatars')).toBe('http://example.test/mock-images/avatar/astronaut/s.svg');
    expect(await firstAvatar('/user/x/../avatars')).toBe('http://example.test/mock-images/avatar/astronaut/s.svg');
  });

  it('reads a body that arrives in several pieces as one (a chunked upload: one piece per chunk)', async () => {
    const { hostname, port } = new URL(server.url);
    const pieces = ['{"zip"', ':"787', '01"}'];
    const chunked = pieces.map((piece) => `${piece.length.toString(16)}\r\n${piece}\r\n`).join('');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST /billing/validate_zip HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n` +
            `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunked}0\r\n\r\n`,
        );
      });
      let received = '';
      socket.on('data', (data: Buffer) => (received += data.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"success":true}');
  });
});

describe('timeouts', () => {
  it('sets the documented request, header and idle timeouts, checked every second', () => {
    expect({
      requestTimeout: server.server.requestTimeout,
      headersTimeout: server.server.headersTimeout,
      keepAliveTimeout: server.server.keepAliveTimeout,
      connectionsCheckingInterval: (server.server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval,
    }).toEqual({
      requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
      headersTimeout: REQUEST_HEADERS_TIMEOUT_MS,
      keepAliveTimeout: IDLE_CONNECTION_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    });
  });

  it('refuses timeouts that cannot work, naming them', async () => {
    await expect(startMockServer({ port: 0, headersTimeoutMs: 5000, requestTimeoutMs: 1000 })).rejects.toThrow(/headers timeout \(5000 ms\) must not be longer than its request timeout \(1000 ms\)/);
    await expect(startMockServer({ port: 0, idleTimeoutMs: 0 })).rejects.toThrow(/keepAliveTimeout must be a whole number of milliseconds above 0, got 0/);
  });

  /** Opens a raw connection, runs `trickle` on it, and resolves with what came back and when the server closed it. */
  function timed(on: RunningMockServer, trickle: (socket: Socket) => void): Promise<{ answer: string; ms: number }> {
    const { hostname, port } = new URL(on.url);
    return new Promise((resolve) => {
      const started = performance.now();
      const socket = connect(Number(port), hostname, () => trickle(socket));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ answer, ms: performance.now() - started }));
    });
  }

  /** Writes `text` every 100 ms (as a slow client would) until the connection closes. */
  function every100ms(socket: Socket, text: string): void {
    const timer = setInterval(() => socket.writable && socket.write(text), 100);
    socket.on('close', () => clearInterval(timer));
  }

  it('cuts slow headers, a slow body and an idle connection at their (here small) limits, not 30 s later', async () => {
    // With node's default check every 30 s, a 1 s limit would be enforced anywhere up to 31 s late.
    const LATE = 15_000;
    const quick = await startMockServer({ port: 0, now: runningClock(), headersTimeoutMs: 1000, requestTimeoutMs: 2000, idleTimeoutMs: 1000 });
    try {
      const [headers, body, idle] = await Promise.all([
        timed(quick, (socket) => {
          socket.write('GET /__mocks HTTP/1.1\r\nHost: localhost\r\n');
          every100ms(socket, 'x-slow: 1\r\n');
        }),
        timed(quick, (socket) => {
          socket.write('POST /billing/validate_zip HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n');
          every100ms(socket, ' ');
        }),
        timed(quick, (socket) => socket.write('GET /__mocks HTTP/1.1\r\nHost: localhost\r\n\r\n')),
      ]);
      expect(headers.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(headers.ms).toBeGreaterThanOrEqual(1000);
      expect(headers.ms).toBeLessThan(LATE);
      expect(body.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(body.ms).toBeGreaterThanOrEqual(2000);
      expect(body.ms).toBeLessThan(LATE);
      // Answered, then closed once idle for the limit (node adds a second's grace).
      expect(idle.answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(idle.ms).toBeGreaterThanOrEqual(1000);
      expect(idle.ms).toBeLessThan(LATE);
    } finally {
      await quick.close();
    }
  }, 60_000);
});
