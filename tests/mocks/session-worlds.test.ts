/**
 * One world per session on the standalone server: two sessions (two cookie jars, as two browsers) on the same persona
 * never see each other's changes, and the control API (persona, faults, reset…) acts on the caller's world only; two
 * sessions that join the same named world share it on purpose, over HTTP, graphql-ws and the cast relay; idle worlds
 * expire by the server's clock; a bad world name is a clear 400. A request finds its world with one look-up of its place
 * and one of its world.
 */
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { ChannelIsFavoriteChangedDocument } from '../../generated/graphql/documents/ChannelIsFavoriteChangedDocument.ts';
import { createMockBackend, WORLD_IDLE_EXPIRY_MS } from '../../mocks/backend.ts';
import type { MockRequest } from '../../mocks/core/exchange.ts';
import { memoryStores, type StoreFactory, type StoreOptions, type WorldStore } from '../../mocks/worlds/store.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { castRelayUrl } from '../../common/cast/relay.ts';
import { runningClock } from '../support/clock.ts';
import { sessionWorld } from './support/session-world.ts';
import { upgradeAnswer } from './support/upgrade-answer.ts';

const APP = 'http://localhost:5173';
/** How long the server may take to show what a test waits for on a loaded machine. */
const WAIT = { timeout: 15_000, interval: 20 };

/** The server's clock: the test clock running, plus what a test moves it on by. */
let moved = 0;
const running = runningClock();
const now = () => new Date(running().getTime() + moved);

let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, now });
});
afterAll(() => server.close());

/** A browser: its own session cookie, calling the API and the control API as the app's page and Mocks panel do. */
function browser(session: string) {
  const cookie = `airwave_session=${session}`;
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: APP, cookie, ...headers }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  };
  const control = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/__mocks${path}`, {
      method,
      headers: { ...(method === 'GET' ? {} : { 'content-type': 'application/json' }), origin: APP, cookie, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    cookie,
    graphql,
    control,
    favorite: (channelId: string) => graphql(`mutation { createFavoriteChannel(channelId: "${channelId}") { id isFavorite } }`),
    isFavorite: async (channelId: string, headers: Record<string, string> = {}) =>
      (await graphql<{ channel: { isFavorite: boolean } | null }>(`{ channel(channelId: "${channelId}") { isFavorite } }`, {}, headers)).data?.channel?.isFavorite,
    persona: async () => (await control('GET', '')).body.persona,
  };
}

let sessions = 0;
/** A new browser (a session no test used before). */
const newBrowser = () => browser(`tester-${++sessions}`);

/** A channel the default persona has not favorited. */
async function unfavoritedChannel(): Promise<string> {
  const world = await sessionWorld(server.backend, 'airwave_session=reader');
  const channel = world.catalog.channels.find((candidate) => !world.account.favoriteChannelIds.includes(candidate.channelId));
  if (!channel) throw new Error('every channel is a favorite');
  return channel.channelId;
}

describe('two sessions on one standalone server, same persona', () => {
  it('a favorite made in one is absent in the other', async () => {
    const [alice, bob] = [newBrowser(), newBrowser()];
    const channelId = await unfavoritedChannel();
    expect(await alice.persona()).toBe(await bob.persona());
    expect((await alice.favorite(channelId)).data).toEqual({ createFavoriteChannel: { id: expect.any(String) as unknown, isFavorite: true } });
    expect(await alice.isFavorite(channelId)).toBe(true);
    expect(await bob.isFavorite(channelId)).toBe(false);
  });

  it("a persona, fault or reset in one's control API leaves the other's world alone", async () => {
    const [alice, bob] = [newBrowser(), newBrowser()];
    const channelId = await unfavoritedChannel();
    await bob.favorite(channelId);

    expect((await alice.control('PUT', '/persona', { persona: 'trial' })).body).toMatchObject({ persona: 'trial', world: null });
    expect(await alice.persona()).toBe('trial');
    expect(await bob.persona()).toBe('core-subscriber');

    expect((await alice.control('PUT', '/faults', { faults: 'User:graphql-error=Boom' })).status).toBe(200);
    expect((await alice.graphql('query User { user { isUncredentialed } }')).errors?.[0]?.message).toBe('Boom');
    expect((await bob.graphql('query User { user { isUncredentialed } }')).data).toEqual({ user: { isUncredentialed: false } });
    expect((await bob.control('GET', '')).body.faults).toBe('');

    await alice.control('POST', '/reset');
    expect(await bob.isFavorite(channelId)).toBe(true);
  });

  it("the world clock set in one session's control API moves that session's worlds only", async () => {
    const [alice, bob] = [newBrowser(), newBrowser()];
    expect((await alice.control('PUT', '/clock', { at: '2026-12-24T20:00Z', frozen: true })).body).toMatchObject({ now: '2026-12-24T20:00:00.000Z', controlled: true });
    await alice.control('PUT', '/persona', { persona: 'trial' });
    expect((await alice.control('GET', '/clock')).body).toMatchObject({ now: '2026-12-24T20:00:00.000Z', frozen: true });
    expect((await bob.control('GET', '/clock')).body).toMatchObject({ controlled: false });
    expect((await alice.control('PUT', '/clock', { rate: -1 })).status).toBe(400);
  });

  it("a program's control call without a session acts on the server's own world, no session's", async () => {
    const alice = newBrowser();
    const changed = await fetch(`${server.url}/__mocks/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-mock-token': server.token },
      body: JSON.stringify({ faults: 'User:graphql-error=Server' }),
    });
    try {
      expect(changed.status).toBe(200);
      expect((await alice.graphql('query User { user { isUncredentialed } }')).errors).toBeUndefined();
    } finally {
      server.backend.world.faults = {};
    }
  });
});

describe('a named world', () => {
  it('two sessions that join it see each other\'s changes, and leaving it goes back to the session\'s own world', async () => {
    const [sender, receiver, outsider] = [newBrowser(), newBrowser(), newBrowser()];
    const channelId = await unfavoritedChannel();
    expect((await sender.control('PUT', '/world', { world: 'living-room' })).body).toMatchObject({ world: 'living-room', persona: 'core-subscriber' });
    expect((await receiver.control('PUT', '/world', { world: 'living-room' })).body).toMatchObject({ world: 'living-room' });

    await sender.favorite(channelId);
    expect(await receiver.isFavorite(channelId)).toBe(true);
    expect(await outsider.isFavorite(channelId)).toBe(false);
    // A persona chosen in a named world is chosen for everyone in it.
    await receiver.control('PUT', '/persona', { persona: 'free-plan' });
    expect(await sender.persona()).toBe('free-plan');
    expect(await outsider.persona()).toBe('core-subscriber');

    // Per request, without joining: the x-mock-world header (a script, a device).
    await sender.control('PUT', '/persona', { persona: 'core-subscriber' });
    expect(await outsider.isFavorite(channelId, { 'x-mock-world': 'living-room' })).toBe(true);

    expect((await receiver.control('PUT', '/world', { world: null })).body).toMatchObject({ world: null, persona: 'core-subscriber' });
    expect(await receiver.isFavorite(channelId)).toBe(false);
    expect(await sender.isFavorite(channelId)).toBe(true);
  });

  it('a subscriber gets the events of its own world only', async () => {
    const [alice, bob] = [newBrowser(), newBrowser()];
    const channelId = await unfavoritedChannel();
    const seen = { alice: [] as unknown[], bob: [] as unknown[], named: [] as unknown[] };
    const socketFor = (cookie: string) =>
      class extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie }, origin: APP });
        }
      };
    const base = `${server.url.replace(/^http/, 'ws')}/graphql-subscriptions`;
    const clients = [
      [createClient({ url: base, webSocketImpl: socketFor(alice.cookie) }), seen.alice],
      [createClient({ url: base, webSocketImpl: socketFor(bob.cookie) }), seen.bob],
      // A device with no session of its own follows the named world by its URL.
      [createClient({ url: `${base}?world=den`, webSocketImpl: socketFor('airwave_session=den-tv') }), seen.named],
    ] as const;
    try {
      for (const [client, into] of clients) {
        client.subscribe({ query: print(ChannelIsFavoriteChangedDocument) }, { next: (value) => void into.push(value), error: () => undefined, complete: () => undefined });
      }
      const listening = async (cookie: string, headers: Record<string, string> = {}) =>
        (await server.backend.worldFor({ headers, cookies: { airwave_session: cookie.split('=')[1] ?? '' } })).events.listenerCount('channelIsFavoriteChanged');
      await vi.waitUntil(async () => (await listening(alice.cookie)) === 1 && (await listening(bob.cookie)) === 1 && (await listening('airwave_session=x', { 'x-mock-world': 'den' })) === 1, WAIT);

      await alice.favorite(channelId);
      await vi.waitUntil(() => seen.alice.length === 1, WAIT);
      await bob.control('PUT', '/world', { world: 'den' });
      await bob.favorite(channelId);
      await vi.waitUntil(() => seen.named.length === 1, WAIT);
      expect(seen.bob).toEqual([]);
      expect(seen.alice).toHaveLength(1);
    } finally {
      await Promise.all(clients.map(([client]) => client.dispose()));
    }
  });

  it('the cast relay joins the pages of a named world only with each other; other pages share the open relay', async () => {
    const opened: WebSocket[] = [];
    const join = async (cookie: string | null, world?: string) => {
      // As VITE_CAST_RELAY_URL gives it: the server's URL, with the named world on it.
      const url = castRelayUrl(world ? `${server.url}/?world=${world}` : server.url);
      const socket = new WebSocket(url, { origin: APP, headers: cookie ? { cookie } : {} });
      opened.push(socket);
      const frames: string[] = [];
      socket.on('message', (data: Buffer) => frames.push(data.toString()));
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      return { socket, frames };
    };
    try {
      const alice = newBrowser();
      // A sender with its session cookie and a device receiver without one meet on the open relay.
      const sender = await join(alice.cookie);
      const device = await join(null);
      const tvSender = await join(null, 'den');
      const tv = await join(null, 'den');
      sender.socket.send('{"to":"open"}');
      tvSender.socket.send('{"to":"den"}');
      await vi.waitUntil(() => device.frames.length === 1 && tv.frames.length === 1, WAIT);
      expect(device.frames).toEqual(['{"to":"open"}']);
      expect(tv.frames).toEqual(['{"to":"den"}']);
    } finally {
      for (const socket of opened) socket.terminate();
    }
  });
});

describe('idle worlds', () => {
  it(`expire after ${WORLD_IDLE_EXPIRY_MS} ms unused by the server's clock: the session starts its persona afresh`, async () => {
    const alice = newBrowser();
    const channelId = await unfavoritedChannel();
    await alice.control('PUT', '/persona', { persona: 'trial' });
    await alice.favorite(channelId);
    moved += WORLD_IDLE_EXPIRY_MS - 1000;
    expect(await alice.isFavorite(channelId)).toBe(true);
    moved += WORLD_IDLE_EXPIRY_MS + 1000;
    expect(await alice.persona()).toBe('core-subscriber');
    await alice.control('PUT', '/persona', { persona: 'trial' });
    expect(await alice.isFavorite(channelId)).toBe(false);
  });

  it('a world with a live subscription is in use and does not expire', async () => {
    const alice = newBrowser();
    const channelId = await unfavoritedChannel();
    await alice.favorite(channelId);
    const client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql-subscriptions`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: alice.cookie }, origin: APP });
        }
      },
    });
    try {
      client.subscribe({ query: print(ChannelIsFavoriteChangedDocument) }, { next: () => undefined, error: () => undefined, complete: () => undefined });
      const world = await sessionWorld(server.backend, alice.cookie);
      await vi.waitUntil(() => world.events.listenerCount('channelIsFavoriteChanged') === 1, WAIT);
      moved += 2 * WORLD_IDLE_EXPIRY_MS;
      expect(await alice.isFavorite(channelId)).toBe(true);
    } finally {
      await client.dispose();
    }
  });
});

describe('bad input', () => {
  it('a world name that is not one is a 400 naming what a name may be, never a 500', async () => {
    const alice = newBrowser();
    const rule = /is not one: use 1 to 64 letters, digits, '\.', '_' or '-', starting with a letter or digit/;
    for (const name of ['living room', '../x', '', '-x', 'x'.repeat(65), 'é']) {
      const joined = await alice.control('PUT', '/world', { world: name });
      expect(joined.status, name).toBe(400);
      expect(joined.body.error, name).toMatch(rule);
    }
    expect((await alice.control('PUT', '/world', { world: 42 })).body.error).toMatch(/Send \{ "world": "<name>" \}/);
    const header = await fetch(`${server.url}/user/profiles/list.json`, { headers: { cookie: alice.cookie, 'x-mock-world': 'a b' } });
    expect(header.status).toBe(400);
    expect(((await header.json()) as { error: string }).error).toMatch(/in the x-mock-world header is not one/);
    const socket = await upgradeAnswer(`${server.url.replace(/^http/, 'ws')}/graphql-subscriptions?world=a%20b`, { headers: { cookie: alice.cookie }, origin: APP }, 'graphql-transport-ws');
    expect(socket).toMatch(/^400 .*is not one/);
    const relay = await upgradeAnswer(`${castRelayUrl(server.url)}&world=%2E%2E`, { origin: APP });
    expect(relay).toMatch(/^400 .*is not one/);
  });

  it('joining a named world needs a session: a clear 400 without one', async () => {
    const joined = await fetch(`${server.url}/__mocks/world`, { method: 'PUT', headers: { 'content-type': 'application/json', 'x-mock-token': server.token }, body: JSON.stringify({ world: 'demo' }) });
    expect(joined.status).toBe(400);
    expect(((await joined.json()) as { error: string }).error).toMatch(/Joining a named world needs a session/);
  });
});

describe('the way from a request to its world', () => {
  /** The memory stores, recording each look-up (`places <id>`, `worlds <id>`) and each value made (`made …`). */
  function recordingStores(calls: string[]): StoreFactory {
    return <Value>(options: StoreOptions<Value>): WorldStore<Value> => {
      const store = memoryStores(options);
      const making = (id: string, make: () => Value) => () => {
        calls.push(`made ${options.name} ${id}`);
        return make();
      };
      return {
        create: (id, make) => {
          calls.push(`${options.name} ${id}`);
          return store.create(id, making(id, make));
        },
        update: (id, make, change) => {
          calls.push(`${options.name} ${id}`);
          return store.update(id, making(id, make), change);
        },
        expire: () => store.expire(),
      };
    };
  }

  const validateZip = (cookies: Record<string, string>, headers: Record<string, string> = {}): MockRequest => ({
    method: 'POST',
    origin: 'http://127.0.0.1:4400',
    path: '/billing/validate_zip',
    query: new URLSearchParams(),
    headers: { 'content-type': 'application/json', ...headers },
    cookies,
    body: { zip: '78701' },
  });

  it("a session's request looks its place up once and its world once, and makes neither again", async () => {
    const calls: string[] = [];
    const backend = createMockBackend({ sessions: true, store: recordingStores(calls), now: runningClock() });
    const request = validateZip({ airwave_session: 'one-look-up' });
    expect((await backend.handle(request))?.status).toBe(200);
    // (The server's own place and world are made at start.)
    expect(calls.filter((call) => call.startsWith('made ') && !call.includes(' server'))).toEqual(['made places session:one-look-up', 'made worlds session:one-look-up/core-subscriber']);
    calls.length = 0;
    for (let repeat = 0; repeat < 3; repeat += 1) expect((await backend.handle(request))?.status).toBe(200);
    expect(calls).toEqual(Array.from({ length: 3 }, () => ['places session:one-look-up', 'worlds session:one-look-up/core-subscriber']).flat());
  });

  it("a request to a named world looks up that world's place alone; a session in one it joined, its own place and then that one", async () => {
    const calls: string[] = [];
    const backend = createMockBackend({ sessions: true, store: recordingStores(calls), now: runningClock() });
    await backend.handle(validateZip({ airwave_session: 'visitor' }, { 'x-mock-world': 'living-room' }));
    calls.length = 0;
    await backend.handle(validateZip({ airwave_session: 'visitor' }, { 'x-mock-world': 'living-room' }));
    expect(calls).toEqual(['places world:living-room', 'worlds world:living-room/core-subscriber']);
    const join = await backend.handle({ ...validateZip({ airwave_session: 'joined' }), method: 'PUT', path: '/__mocks/world', body: { world: 'living-room' } });
    expect(join?.status).toBe(200);
    calls.length = 0;
    await backend.handle(validateZip({ airwave_session: 'joined' }));
    expect(calls).toEqual(['places session:joined', 'places world:living-room', 'worlds world:living-room/core-subscriber']);
  });
});
