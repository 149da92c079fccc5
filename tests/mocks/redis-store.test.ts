/**
 * The Redis world store (mocks/worlds/redis-store.ts) on a Redis of the test's own: two server instances on one Redis
 * serve the same worlds, an operation's read-modify-write is atomic across them (a planted race that a blind write
 * would lose), a read writes nothing, and the profile cap holds under 50 concurrent creations split across them; an
 * instance killed mid-change (SIGKILL, `npm run mock:server` as its own process) loses nothing it acknowledged; and
 * without --store the server keeps its worlds in memory and connects to no Redis.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectTo, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import Redis from 'ioredis';
import { ChannelIsFavoriteChangedDocument } from '../../generated/graphql/documents/ChannelIsFavoriteChangedDocument.ts';
import { PageDocument } from '../../generated/graphql/documents/PageDocument.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { connectRedisStorage, type RedisStorage } from '../../mocks/worlds/redis-store.ts';
import { worldCodec } from '../../mocks/worlds/codec.ts';
import type { StoreCodec } from '../../mocks/worlds/store.ts';
import { runningClock, TEST_NOW } from '../support/clock.ts';
import { REDIS_START_TIMEOUT_MS, startRedisServer, type RedisServer } from '../support/redis-server.ts';
import { runMockServerCli, startMockServerCli, type RunningCli } from './support/mock-server-cli.ts';

const APP = 'http://localhost:5173';
/** How long an instance may take to show what a test waits for (another instance's push, Redis back), on a loaded machine. */
const WAIT = { timeout: 30_000, interval: 50 };
const HOME = { pageType: 'HOME', capabilities: ['COLLECTION_TILE_GROUPS', 'HERO_PROMOTION', 'TILE_GROUP_LAYOUT', 'COLLECTION_GROUPS', 'OUT_OF_PLAN_CONTENT'], initialTiles: 8, first: 99 };

/** An instance as a test calls it: one in this process (RunningMockServer) or one of its own (RunningCli). */
type Instance = Pick<RunningMockServer, 'url'>;

/** A browser of one session, calling an instance as the app does. */
function browser(session: string) {
  const cookie = `airwave_session=${session}`;
  const graphql = async <T>(server: Instance, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: APP, cookie }, body: JSON.stringify({ query, variables }) });
    return { status: response.status, body: (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
  };
  return {
    cookie,
    graphql,
    favorite: (server: Instance, channelId: string) => graphql(server, `mutation { createFavoriteChannel(channelId: "${channelId}") { id isFavorite } }`),
    /** The channel ids of Home's 'Favorite channels' row. */
    homeFavorites: async (server: Instance) => {
      type Home = { page: { groups: { edges: Array<{ node: { title: string; tiles: { edges: Array<{ node: { channel?: { channelId: string } | null } }> } } }> } } };
      // Enough tiles for every favorite a test makes (Home's own 8 would cut the row short: the persona has five).
      const home = await graphql<Home>(server, print(PageDocument), { ...HOME, initialTiles: 24 });
      const row = home.body.data?.page.groups.edges.find((edge) => edge.node.title === 'Favorite channels');
      return row?.node.tiles.edges.map((edge) => edge.node.channel?.channelId) ?? [];
    },
    profiles: async (server: Instance) => {
      const response = await fetch(`${server.url}/user/profiles/list.json`, { headers: { cookie } });
      return { status: response.status, body: (await response.json()) as { status?: string; message?: string; profiles?: Array<{ id: string; name: string }> } };
    },
    createProfile: async (server: Instance, name: string) => {
      const response = await fetch(`${server.url}/user/profiles/create.json`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: APP },
        body: JSON.stringify({ name, avatar_name: 'fox' }),
      });
      return { status: response.status, body: (await response.json()) as { status?: string; message?: string } };
    },
    listeners: async (server: Instance) => (await (await fetch(`${server.url}/__mocks/listeners`, { headers: { cookie } })).json()) as Record<string, number>,
  };
}

/** Channels the default persona has not favorited (its world's catalog, through the server's backend). */
async function unfavoritedChannels(server: RunningMockServer): Promise<string[]> {
  const world = await server.backend.worldFor({ headers: {}, cookies: { airwave_session: 'catalog-reader' } });
  return world.catalog.channels.filter((candidate) => candidate.isActive && !world.account.favoriteChannelIds.includes(candidate.channelId)).map((channel) => channel.channelId);
}

/** Stops an instance the test is done with (a restart). */
async function stop(server: RunningMockServer): Promise<void> {
  opened.splice(opened.indexOf(server), 1);
  await server.close();
}

/** A graphql-ws client of the session on an instance, collecting what ChannelIsFavoriteChanged pushes. */
function favoriteSubscriber(server: RunningMockServer, cookie: string) {
  const pushed: Array<{ data?: { channelIsFavoriteChanged?: { channelId: string; isFavorite: boolean } } }> = [];
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql-subscriptions`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie }, origin: APP });
      }
    },
  });
  client.subscribe({ query: print(ChannelIsFavoriteChangedDocument) }, { next: (value) => void pushed.push(value as (typeof pushed)[number]), error: () => undefined, complete: () => undefined });
  return { pushed, channels: () => pushed.map((value) => value.data?.channelIsFavoriteChanged?.channelId), dispose: () => client.dispose() };
}

let redis: RedisServer;
const opened: Array<{ close(): Promise<void> }> = [];
beforeAll(async () => {
  redis = await startRedisServer();
}, REDIS_START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(opened.map((each) => each.close()));
  await redis?.close();
});

async function storage(): Promise<RedisStorage> {
  const made = await connectRedisStorage(redis.url);
  opened.push(made);
  return made;
}

/** Two instances of the standalone server on the test's Redis, on one clock (a running one unless given). */
async function twoInstances(now: () => Date = runningClock()): Promise<[RunningMockServer, RunningMockServer]> {
  // A request's time budget out of the way (as in the world's other tests): on a loaded machine a first Home, built and
  // encoded into Redis, ran past the default 5 s and came back 503 (seen in a CI run at load 40).
  const servers = await Promise.all([0, 1].map(() => startMockServer({ port: 0, now, store: redis.url, timeBudgetMs: 10 * 60_000 })));
  opened.push(...servers);
  return servers as [RunningMockServer, RunningMockServer];
}

/** How many scripts (EVALSHA: a version check or a commit) Redis has run, by its own count. */
const scripts = async (client: Redis) => Number(/cmdstat_evalsha:calls=(\d+)/.exec(await client.info('commandstats'))?.[1] ?? 0);

/**
 * A TCP proxy in front of the test's Redis that can hold what Redis answers (while the commands still reach it), to
 * keep a client's command in flight after Redis has run it.
 */
async function holdingProxy(port: number): Promise<{ url: string; hold(): void; release(): void }> {
  let holding = false;
  const flushes: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const server = createServer((downstream) => {
    const upstream = connectTo(port, '127.0.0.1');
    sockets.add(upstream).add(downstream);
    const held: Buffer[] = [];
    const flush = () => {
      for (const chunk of held.splice(0)) downstream.write(chunk);
    };
    flushes.push(flush);
    upstream.on('data', (chunk: Buffer) => (holding ? held.push(chunk) : downstream.write(chunk)));
    downstream.on('data', (chunk: Buffer) => upstream.write(chunk));
    const end = () => {
      upstream.destroy();
      downstream.destroy();
    };
    upstream.on('error', end).on('close', end);
    downstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  opened.push({
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const flush of flushes) flush();
    },
  };
}

/** A value of the store's own, for the store alone: a list an operation appends to. */
interface Box {
  items: string[];
}
const boxCodec: StoreCodec<Box> = {
  encode: (box) => JSON.stringify(box.items),
  apply: (box, text) => {
    box.items = JSON.parse(text) as string[];
  },
};
const emptyBox = (): Box => ({ items: [] });
const boxes = (made: RedisStorage) => made.stores<Box>({ name: 'boxes', codec: boxCodec, now: () => new Date(), idleMs: 60_000, maxEntries: 10 });

describe('the Redis store: one operation is one atomic step across instances', () => {
  it('an operation that loses the race to another instance is undone and runs again on its state (a blind write would lose the other)', async () => {
    const [a, b] = [boxes(await storage()), boxes(await storage())];
    await a.create('race', emptyBox);
    let runs = 0;
    let reading!: () => void;
    const read = new Promise<void>((resolve) => (reading = resolve));
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    // A reads the box, then waits while B changes it and commits; only then does A try to commit.
    const slow = a.update('race', emptyBox, async (box) => {
      runs += 1;
      box.items.push(`a${runs}`);
      if (runs === 1) {
        reading();
        await held;
      }
      return box.items.length;
    });
    await read;
    expect(await b.update('race', emptyBox, (box) => box.items.push('b'))).toBe(1);
    letGo();
    expect(await slow).toBe(2);
    expect(runs).toBe(2);
    // What A's first run did is gone; its second run saw B's change and kept it.
    expect((await a.create('race', emptyBox)).items).toEqual(['b', 'a2']);
    expect((await b.create('race', emptyBox)).items).toEqual(['b', 'a2']);
  });

  it('50 concurrent reads of one value while nothing writes it send Redis at most two version checks, not one each', async () => {
    const store = boxes(await storage());
    await store.create('hot', emptyBox);
    const client = new Redis(redis.port, '127.0.0.1');
    try {
      const before = await scripts(client);
      const reads = await Promise.all(Array.from({ length: 50 }, () => store.update('hot', emptyBox, (box) => box.items.length)));
      expect(reads).toEqual(Array.from({ length: 50 }, () => 0));
      // The first read's check goes at once; the 49 that arrive while it is in flight share the next one.
      expect((await scripts(client)) - before).toBeLessThanOrEqual(2);
    } finally {
      client.disconnect();
    }
  });

  it("operations queued behind a busy world's running one share a check answered while it runs, and still see its change", async () => {
    const store = boxes(await storage());
    await store.create('busy', emptyBox);
    const client = new Redis(redis.port, '127.0.0.1');
    try {
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let letGo!: () => void;
      const held = new Promise<void>((resolve) => (letGo = resolve));
      // The first operation writes, and holds its turn until let go.
      const first = store.update('busy', emptyBox, async (box) => {
        box.items.push('first');
        started();
        await held;
      });
      await running;
      const before = await scripts(client);
      const readers = Array.from({ length: 5 }, () => store.update('busy', emptyBox, (box) => [...box.items]));
      // While the first still runs, the five have been checked in Redis (one after another, they would wait their
      // turns): with two checks, the first reader's and one the other four share.
      await expect.poll(() => scripts(client), WAIT).toBe(before + 2);
      letGo();
      await first;
      // Checked before the first committed, each still reads what it left: this instance's own commit is newer.
      for (const items of await Promise.all(readers)) expect(items).toEqual(['first']);
      // The first's commit is the one script more.
      expect(await scripts(client)).toBe(before + 3);
    } finally {
      client.disconnect();
    }
  });

  it('an operation that arrives while a check is in flight is not answered by it: it sees a write another instance completed before it arrived', async () => {
    // A reaches Redis through a proxy that can hold Redis's answers: A's first check has run in Redis, but its answer
    // has not come back when B's write completes; a read arriving at A after that must see B's write.
    const proxy = await holdingProxy(redis.port);
    const throughProxy = await connectRedisStorage(proxy.url);
    opened.push(throughProxy);
    const a = boxes(throughProxy);
    const b = boxes(await storage());
    const client = new Redis(redis.port, '127.0.0.1');
    try {
      await a.create('linear', emptyBox);
      proxy.hold();
      const before = await scripts(client);
      const earlier = a.update('linear', emptyBox, (box) => [...box.items]);
      await expect.poll(() => scripts(client), WAIT).toBe(before + 1);
      expect(await b.update('linear', emptyBox, (box) => box.items.push('b'))).toBe(1);
      const later = a.update('linear', emptyBox, (box) => [...box.items]);
      proxy.release();
      // The earlier read was checked before B wrote: either state is right for it; the later one must have B's.
      expect([[], ['b']]).toContainEqual(await earlier);
      expect(await later).toEqual(['b']);
    } finally {
      client.disconnect();
      proxy.release();
    }
  });

  it('keeps a value held in use alive in Redis however long it sits unused; one not in use is left to expire', async () => {
    const made = await storage();
    const store = made.stores<Box>({ name: 'held', codec: boxCodec, now: () => new Date(), idleMs: 60_000, maxEntries: 10, inUse: (id) => id === 'subscribed' });
    await store.create('subscribed', emptyBox);
    await store.create('idle', emptyBox);
    const client = new Redis(redis.port, '127.0.0.1');
    try {
      // Both about to expire, as if unused for nearly the whole bound.
      for (const id of ['subscribed', 'idle']) await client.pexpire(`airwave:held:${id}`, 1_000);
      await store.expire();
      expect(await client.pttl('airwave:held:subscribed')).toBeGreaterThan(1_000);
      expect(await client.pttl('airwave:held:idle')).toBeLessThanOrEqual(1_000);
    } finally {
      client.disconnect();
    }
  });

  it('a change that throws leaves the live value as it was, and nothing is written', async () => {
    const store = boxes(await storage());
    const box = await store.create('throws', emptyBox);
    await store.update('throws', emptyBox, (value) => value.items.push('kept'));
    await expect(
      store.update('throws', emptyBox, (value) => {
        value.items.push('half');
        throw new Error('the handler failed');
      }),
    ).rejects.toThrow('the handler failed');
    expect(box.items).toEqual(['kept']);
    expect((await boxes(await storage()).create('throws', emptyBox)).items).toEqual(['kept']);
  });
});

describe('two server instances on one Redis', () => {
  it('a read is one round trip (one script checks the world and the place it was found by), and writes nothing', async () => {
    const [a] = await twoInstances();
    const cookie = 'airwave_session=reader';
    const read = () => fetch(`${a.url}/user/profiles/list.json`, { headers: { cookie } });
    expect((await read()).status).toBe(200);
    const client = new Redis(redis.port, '127.0.0.1');
    try {
      const version = () => client.hget('airwave:worlds:session:reader/core-subscriber', 'v');
      const [before, scriptsBefore] = [await version(), await scripts(client)];
      for (let n = 0; n < 5; n += 1) expect((await read()).status).toBe(200);
      expect(await version()).toBe(before);
      expect((await scripts(client)) - scriptsBefore).toBe(5);
    } finally {
      client.disconnect();
    }
  });

  it('while A answers a stream of concurrent reads of a world, a read sent to A after a write through B completed sees that write', async () => {
    const [a, b] = await twoInstances();
    const tester = browser('linearizable');
    const allowed = (await tester.profiles(a)).body as { additionalProfilesAllowed?: number };
    const writes = Math.min(3, allowed.additionalProfilesAllowed ?? 0);
    expect(writes).toBeGreaterThan(0);
    // Eight readers keep A's checks of the world in flight (each read sends or shares one) throughout.
    let reading = true;
    const readers = Array.from({ length: 8 }, async () => {
      while (reading) expect((await tester.profiles(a)).status).toBe(200);
    });
    try {
      for (let n = 1; n <= writes; n += 1) {
        expect((await tester.createProfile(b, `Reader ${n}`)).status).toBe(200);
        expect((await tester.profiles(a)).body.profiles?.map((profile) => profile.name)).toContain(`Reader ${n}`);
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
  });

  it('a read answered from the memoised answers is not encoded to find it wrote nothing; a change in the same request still commits', async () => {
    // A stopped clock: a repeat has its memoised answer's key (the clock's second is in it).
    const stopped = new Date(TEST_NOW);
    const [a, b] = await twoInstances(() => stopped);
    const tester = browser('memoised');
    const userDetails = () => fetch(`${a.url}/billing/user_details`, { headers: { cookie: tester.cookie } });
    expect((await userDetails()).status).toBe(200);
    const home = { query: print(PageDocument), variables: HOME };
    expect((await tester.graphql(a, home.query, home.variables)).status).toBe(200);
    const encode = vi.spyOn(worldCodec, 'encode');
    try {
      for (let n = 0; n < 3; n += 1) expect((await userDetails()).status).toBe(200);
      expect((await tester.graphql(a, home.query, home.variables)).status).toBe(200);
      expect(encode).not.toHaveBeenCalled();
      // Home recalled from memory and a favorite made, in one batch: the change is encoded and committed.
      const [channelId = ''] = await unfavoritedChannels(a);
      const batch = await fetch(`${a.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: APP, cookie: tester.cookie },
        body: JSON.stringify([home, { query: `mutation { createFavoriteChannel(channelId: "${channelId}") { id isFavorite } }` }]),
      });
      expect(batch.status).toBe(200);
      expect(encode).toHaveBeenCalled();
      expect(await tester.homeFavorites(b)).toContain(channelId);
    } finally {
      encode.mockRestore();
    }
  });

  it("a persona chosen through A is the session's persona at its next request to B, which held the session's place", async () => {
    const [a, b] = await twoInstances();
    const tester = browser('switcher');
    const before = (await tester.profiles(b)).body.profiles?.map((profile) => profile.id);
    const switched = await fetch(`${a.url}/__mocks/persona`, { method: 'PUT', headers: { cookie: tester.cookie, origin: APP, 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'big-household' }) });
    expect(switched.status).toBe(200);
    const onA = (await tester.profiles(a)).body.profiles?.map((profile) => profile.id);
    expect(onA).not.toEqual(before);
    expect((await tester.profiles(b)).body.profiles?.map((profile) => profile.id)).toEqual(onA);
  });

  it('50 concurrent profile creations split across A and B hold the profile cap exactly, with no duplicate id', async () => {
    const [a, b] = await twoInstances();
    const cookie = 'airwave_session=household';
    const list = async (server: RunningMockServer) =>
      (await (await fetch(`${server.url}/user/profiles/list.json`, { headers: { cookie } })).json()) as { profiles: Array<{ id: string }>; additionalProfilesAllowed: number };
    const before = await list(a);
    expect(before.additionalProfilesAllowed).toBeGreaterThan(0);
    const create = async (server: RunningMockServer, n: number) => {
      const response = await fetch(`${server.url}/user/profiles/create.json`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: APP },
        body: JSON.stringify({ name: 'Kid', avatar_name: 'fox' }),
      });
      return { status: response.status, body: (await response.json()) as { status: string; profile?: { id: string }; message?: string }, n };
    };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => create(n % 2 === 0 ? a : b, n)));
    const created = answers.filter((answer) => answer.status === 200);
    expect(created).toHaveLength(before.additionalProfilesAllowed);
    expect(answers.filter((answer) => answer.status === 403).every((answer) => answer.body.status === 'FAILURE')).toBe(true);
    expect(created.length + answers.filter((answer) => answer.status === 403).length).toBe(50);
    const ids = created.map((answer) => answer.body.profile?.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const server of [a, b]) {
      const after = await list(server);
      expect(after.profiles).toHaveLength(before.profiles.length + before.additionalProfilesAllowed);
      expect(after.additionalProfilesAllowed).toBe(0);
      expect(new Set(after.profiles.map((profile) => profile.id)).size).toBe(after.profiles.length);
      expect(after.profiles.map((profile) => profile.id)).toEqual(expect.arrayContaining(ids));
    }
  });
});

describe('events and memoised answers across instances', () => {
  it("a favorite made through A is in B's Home (B's memoised Home dropped) and pushed to a subscriber connected to B, once, as to A's", async () => {
    // A stopped clock: B's repeat of Home has the key of its memoised answer (the clock's second is in it), so only
    // dropping that answer on hearing A's change makes B answer afresh.
    const stopped = new Date(TEST_NOW);
    const [a, b] = await twoInstances(() => stopped);
    const tester = browser('favorites');
    const [first = '', second = ''] = await unfavoritedChannels(a);
    // B has answered (and memoised) Home before the change.
    expect(await tester.homeFavorites(b)).not.toContain(first);
    const onA = favoriteSubscriber(a, tester.cookie);
    const onB = favoriteSubscriber(b, tester.cookie);
    try {
      await vi.waitUntil(async () => (await tester.listeners(a)).channelIsFavoriteChanged === 1 && (await tester.listeners(b)).channelIsFavoriteChanged === 1, WAIT);
      expect((await tester.favorite(a, first)).body.data).toEqual({ createFavoriteChannel: { id: expect.any(String) as unknown, isFavorite: true } });
      await vi.waitUntil(() => onB.pushed.length === 1, WAIT);
      expect(onB.pushed[0]).toMatchObject({ data: { channelIsFavoriteChanged: { channelId: first, isFavorite: true } } });
      expect(await tester.homeFavorites(b)).toContain(first);
      // A second change, through B: once each instance has pushed it, a duplicate of the first would have come before it.
      await tester.favorite(b, second);
      await vi.waitUntil(() => onA.pushed.length >= 2 && onB.pushed.length >= 2, WAIT);
      expect(onA.channels()).toEqual([first, second]);
      expect(onB.channels()).toEqual([first, second]);
      expect(await tester.homeFavorites(a)).toEqual(expect.arrayContaining([first, second]));
    } finally {
      await Promise.all([onA.dispose(), onB.dispose()]);
    }
  });
});

describe('nothing lost', () => {
  it('a new instance over the same Redis (a restart) has every world as the others left it', async () => {
    const [a, b] = await twoInstances();
    const tester = browser('restart');
    const [channelId = ''] = await unfavoritedChannels(a);
    await tester.favorite(a, channelId);
    expect((await tester.createProfile(b, 'Kept')).status).toBe(200);
    await Promise.all([stop(a), stop(b)]);
    const [restarted] = await twoInstances();
    expect(await tester.homeFavorites(restarted)).toContain(channelId);
    expect((await tester.profiles(restarted)).body.profiles?.map((profile) => profile.name)).toContain('Kept');
  });

  it('an instance killed (SIGKILL) amid changes and started again loses none it acknowledged; the other instance had them all along and pushed them', async () => {
    const [b] = await twoInstances();
    const tester = browser('killed');
    const channels = (await unfavoritedChannels(b)).slice(0, 8);
    expect(channels).toHaveLength(8);
    const killed = await startMockServerCli(['--port', '0', '--store', redis.url]);
    let a: RunningCli | undefined = killed;
    let restarted: RunningCli | undefined;
    // A subscriber on B, in this process: A, a process of its own, reaches it through Redis alone.
    const onB = favoriteSubscriber(b, tester.cookie);
    try {
      expect((await tester.createProfile(killed, 'Before the kill')).status).toBe(200);
      await vi.waitUntil(async () => (await tester.listeners(b)).channelIsFavoriteChanged === 1, WAIT);
      // Favorites through A, all at once; A is killed as soon as the first is acknowledged, the others on their way.
      const acknowledged: string[] = [];
      let firstAcknowledged!: () => void;
      const first = new Promise<void>((resolve) => (firstAcknowledged = resolve));
      const favorites = Promise.all(
        channels.map(async (channelId) => {
          const answer = await tester.favorite(killed, channelId).catch(() => null); // null: killed before it answered
          if (answer?.body.data) {
            acknowledged.push(channelId);
            firstAcknowledged();
          }
        }),
      ).then(firstAcknowledged);
      await first;
      killed.kill();
      await Promise.all([favorites, killed.exited]);
      a = undefined;
      expect(acknowledged.length).toBeGreaterThan(0);
      // B, which kept running, has every acknowledged change, and its world is whole (Home and the profiles answer).
      expect(await tester.homeFavorites(b)).toEqual(expect.arrayContaining(acknowledged));
      expect((await tester.profiles(b)).body.profiles?.map((profile) => profile.name)).toContain('Before the kill');
      // Each acknowledged change was published with its commit: B's subscriber hears them all, though A is gone.
      await vi.waitUntil(() => acknowledged.every((channelId) => onB.channels().includes(channelId)), WAIT);
      // A started again over the same Redis has them too.
      restarted = await startMockServerCli(['--port', '0', '--store', redis.url]);
      expect(await tester.homeFavorites(restarted)).toEqual(expect.arrayContaining(acknowledged));
      expect((await tester.profiles(restarted)).body.profiles?.map((profile) => profile.name)).toContain('Before the kill');
      expect((await tester.createProfile(restarted, 'After the restart')).status).toBe(200);
      expect((await tester.profiles(b)).body.profiles?.map((profile) => profile.name)).toContain('After the restart');
    } finally {
      await onB.dispose();
      a?.kill();
      restarted?.stop();
      await restarted?.exited;
    }
  }, 240_000);

  it('a Redis that crashes and restarts with its append-only file (appendfsync always) keeps every world the instances wrote', async () => {
    const durable = await startRedisServer({ persist: true });
    opened.push(durable);
    const server = await startMockServer({ port: 0, now: runningClock(), store: durable.url });
    opened.push(server);
    const tester = browser('durable');
    expect((await tester.createProfile(server, 'Survivor')).status).toBe(200);
    await durable.kill();
    await durable.start();
    await vi.waitUntil(async () => (await tester.profiles(server)).status === 200, WAIT);
    expect((await tester.profiles(server)).body.profiles?.map((profile) => profile.name)).toContain('Survivor');
  });

  it("a Redis that goes away gives 503 in the contract's error body, writes nothing half, and the server recovers when it is back", async () => {
    const [a] = await twoInstances();
    const tester = browser('outage');
    expect((await tester.createProfile(a, 'Before')).status).toBe(200);
    await redis.outage(async () => {
      const listed = await tester.profiles(a);
      expect(listed.status).toBe(503);
      // The profile contract's failure envelope, naming what is wrong.
      expect(listed.body).toEqual({ status: 'FAILURE', message: expect.stringContaining('The mock world store (Redis at') as unknown });
      const created = await tester.createProfile(a, 'During');
      expect(created.status).toBe(503);
      expect(created.body.status).toBe('FAILURE');
      const graphql = await tester.graphql(a, '{ user { isUncredentialed } }');
      expect(graphql.status).toBe(503);
      expect(graphql.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    });
    await vi.waitUntil(async () => (await tester.profiles(a)).status === 200, WAIT);
    const names = (await tester.profiles(a)).body.profiles?.map((profile) => profile.name);
    expect(names).toContain('Before');
    expect(names).not.toContain('During');
    expect((await tester.createProfile(a, 'After')).status).toBe(200);
  });
});

describe('npm run mock:server -- --store', () => {
  it('refuses a URL that is not a Redis one, and a Redis that does not answer, each with a specific message (exit 2)', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const [notRedis, unreachable] = await Promise.all([runMockServerCli(['--store', 'http://localhost:6379']), runMockServerCli(['--port', '0', '--store', `redis://127.0.0.1:${closed}`])]);
    expect(notRedis.code).toBe(2);
    expect(notRedis.stderr).toContain('--store: "http://localhost:6379" is not a Redis URL (it starts with http://): write it as redis://host:port');
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toContain(`could not start: Redis at redis://127.0.0.1:${closed} did not answer (connect ECONNREFUSED 127.0.0.1:${closed})`);
  }, 240_000);

  it('without --store keeps the worlds in its own memory and connects to no Redis, even with one running and REDIS_URL naming it', async () => {
    // Every TCP connection the server's processes open is logged on stderr (a module loaded before the server's own).
    const dir = mkdtempSync(join(tmpdir(), 'airwave-connections-'));
    const hook = join(dir, 'log-connections.mjs');
    writeFileSync(
      hook,
      `import net from 'node:net';
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === 'object' && first !== null ? first : { port: first, host: args[1] };
  if (options.path === undefined && options.port !== undefined) process.stderr.write('[TCP connection to ' + (options.host ?? 'localhost') + ':' + options.port + ']\\n');
  return connect.apply(this, args);
};
`,
    );
    const client = new Redis(redis.port, '127.0.0.1');
    const connections = async () => Number(/total_connections_received:(\d+)/.exec(await client.info('stats'))?.[1]);
    let cli: RunningCli | undefined;
    try {
      const before = await connections();
      cli = await startMockServerCli(['--port', '0'], { REDIS_URL: redis.url, NODE_OPTIONS: `--import=${pathToFileURL(hook).href}` });
      const tester = browser('in-memory');
      expect((await tester.createProfile(cli, 'Kept in memory')).status).toBe(200);
      // A channel to favorite, from the catalog of a server in this process (in memory too).
      const catalog = await startMockServer({ port: 0, now: runningClock() });
      opened.push(catalog);
      const [channelId = ''] = await unfavoritedChannels(catalog);
      expect((await tester.favorite(cli, channelId)).status).toBe(200);
      expect(await tester.homeFavorites(cli)).toContain(channelId);
      expect(cli.out()).not.toContain('Redis');
      expect(cli.log()).not.toContain('[TCP connection to');
      expect(await connections()).toBe(before);
      // An instance on the Redis does not know that world.
      const [onRedis] = await twoInstances();
      expect((await tester.profiles(onRedis)).body.profiles?.map((profile) => profile.name)).not.toContain('Kept in memory');
    } finally {
      cli?.stop();
      await cli?.exited;
      client.disconnect();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('serves the worlds it keeps in Redis', async () => {
    const cli = await startMockServerCli(['--port', '0', '--store', redis.url]);
    try {
      expect(cli.out()).toContain(`Worlds kept in Redis at ${redis.url}`);
      const created = await fetch(`${cli.url}/user/profiles/create.json`, {
        method: 'POST',
        headers: { cookie: 'airwave_session=cli', 'content-type': 'application/json', origin: APP },
        body: JSON.stringify({ name: 'Through the CLI', avatar_name: 'fox' }),
      });
      expect(created.status).toBe(200);
      const [server] = await twoInstances();
      const listed = (await (await fetch(`${server.url}/user/profiles/list.json`, { headers: { cookie: 'airwave_session=cli' } })).json()) as { profiles: Array<{ name: string }> };
      expect(listed.profiles.map((profile) => profile.name)).toContain('Through the CLI');
    } finally {
      cli.stop();
    }
  }, 240_000);
});
