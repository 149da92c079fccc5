import { describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { makeServer, type WebSocket as GraphQLWsSocket } from 'graphql-ws';
import * as operations from '../../generated/graphql/all-documents.ts';
import type { MockRequest, MockResponse } from '../../mocks/core/exchange.ts';
import type { World } from '../../mocks/db/world.ts';
import { sha256Hex } from '../../mocks/graphql/documents.ts';
import { handleGraphQL } from '../../mocks/graphql/http.ts';
import { graphqlWsServerOptions } from '../../mocks/graphql/ws.ts';
import { parseFaults } from '../../mocks/scenarios/faults.ts';
import { APP_CAPABILITIES, createTestWorld, TEST_ORIGIN } from './support/graphql-world.ts';

const userQuery = print(operations.UserDocument);
const subscriptionQuery = print(operations.UserSubscriptionDocument);
const pageQuery = print(operations.PageDocument);

function request(body: unknown, overrides: Partial<MockRequest> = {}): MockRequest {
  return {
    method: 'POST',
    origin: TEST_ORIGIN,
    path: '/graphql',
    query: new URLSearchParams(),
    headers: { 'content-type': 'application/json' },
    cookies: { airwave_session: 'test' },
    body,
    ...overrides,
  };
}

interface Result {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

function body(response: MockResponse): unknown {
  if (response.body.kind !== 'json') throw new Error(`Expected JSON, got ${response.body.kind}`);
  return response.body.value;
}

function single(response: MockResponse): Result {
  return body(response) as Result;
}

function post(world: World, payload: unknown, overrides: Partial<MockRequest> = {}): Promise<MockResponse> {
  return handleGraphQL(world, request(payload, overrides));
}

describe('GraphQL over HTTP', () => {
  it('runs one operation, tolerating Apollo extensions and __typename selections', async () => {
    const { world } = createTestWorld();
    const response = await post(world, {
      operationName: 'User',
      query: userQuery.replace('fragment UserFields on User {', 'fragment UserFields on User {\n  __typename'),
      variables: {},
      extensions: { clientLibrary: { name: '@apollo/client', version: '4.3.7' } },
    });
    expect(response.status).toBe(200);
    const result = single(response);
    expect(result.errors).toBeUndefined();
    expect(result.data?.user).toMatchObject({ __typename: 'User', userId: world.account.user.userId });
  });

  it('answers a batched array with an array of results in order, at /api/graphql too', async () => {
    const { world } = createTestWorld();
    const response = await post(
      world,
      [
        { operationName: 'User', query: userQuery },
        { operationName: 'UserSubscription', query: subscriptionQuery },
        { operationName: 'Page', query: pageQuery, variables: { pageType: 'TOP', capabilities: [...APP_CAPABILITIES] } },
      ],
      { path: '/api/graphql' },
    );
    expect(response.status).toBe(200);
    const results = body(response) as Result[];
    expect(results).toHaveLength(3);
    expect(results.every((result) => result.errors === undefined)).toBe(true);
    expect(results[0]?.data).toHaveProperty('user');
    expect(results[1]?.data).toHaveProperty('userSubscription');
    expect(results[2]?.data).toHaveProperty('page');
  });

  it('serves automatic persisted queries: unknown hash, then hash with query, then hash alone', async () => {
    const { world } = createTestWorld();
    const query = `${userQuery}\n# apq ${Math.random()}`;
    const persistedQuery = { version: 1, sha256Hash: await sha256Hex(query) };
    const first = single(await post(world, { operationName: 'User', variables: {}, extensions: { persistedQuery } }));
    expect(first.errors).toEqual([{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
    const second = single(await post(world, { operationName: 'User', query, variables: {}, extensions: { persistedQuery } }));
    expect(second.data?.user).toBeTruthy();
    const third = single(await post(world, { operationName: 'User', variables: {}, extensions: { persistedQuery } }));
    expect(third.errors).toBeUndefined();
    expect(third.data?.user).toBeTruthy();
  });

  it('refuses a persisted query whose hash does not match', async () => {
    const { world } = createTestWorld();
    const response = await post(world, { query: userQuery, extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(response.status).toBe(400);
    expect(single(response).errors?.[0]?.message).toBe('provided sha does not match query');
  });

  it('answers malformed JSON, a missing query and GET with GraphQL-style errors', async () => {
    const { world } = createTestWorld();
    const malformed = await handleGraphQL(world, request(undefined, { bodyError: 'Unexpected token' }));
    expect(malformed.status).toBe(400);
    expect(single(malformed).errors?.[0]?.message).toMatch(/Malformed JSON/);
    const empty = await post(world, { variables: {} });
    expect(empty.status).toBe(400);
    expect(single(empty).errors?.[0]?.message).toBe('Must provide query string.');
    const get = await handleGraphQL(world, request(undefined, { method: 'GET' }));
    expect(get.status).toBe(405);
    expect(single(get).errors?.[0]?.message).toMatch(/POST/);
    const invalid = await post(world, { query: '{ nope }' });
    expect(invalid.status).toBe(400);
    expect(single(invalid).errors?.[0]?.message).toMatch(/nope/);
  });

  it('executes mutations of a batch in order against the same world', async () => {
    const { world } = createTestWorld();
    const channelId = 'ch-bet';
    world.account.favoriteChannelIds = [];
    const results = body(
      await post(world, [
        { operationName: 'CreateFavoriteChannel', query: print(operations.CreateFavoriteChannelDocument), variables: { channelId } },
        { operationName: 'ChannelIsFavorite', query: print(operations.ChannelIsFavoriteDocument), variables: { channelId } },
      ]),
    ) as Result[];
    expect(results[1]?.data?.channel).toMatchObject({ channelId, isFavorite: true });
  });
});

describe('GraphQL over HTTP: faults', () => {
  it('graphql-error answers only the named operation with data null and the message', async () => {
    const { world } = createTestWorld({ faults: parseFaults('User:graphql-error=Boom') });
    const results = body(
      await post(world, [
        { operationName: 'User', query: userQuery },
        { operationName: 'UserSubscription', query: subscriptionQuery },
      ]),
    ) as Result[];
    expect(results[0]).toMatchObject({ data: null, errors: [{ message: 'Boom' }] });
    expect(results[1]?.errors).toBeUndefined();
  });

  it('unauthorized answers 401 for the whole request', async () => {
    const { world } = createTestWorld({ faults: parseFaults('UserSubscription:unauthorized') });
    const response = await post(world, [
      { operationName: 'User', query: userQuery },
      { operationName: 'UserSubscription', query: subscriptionQuery },
    ]);
    expect(response.status).toBe(401);
  });

  it('status, network and delay apply to the request', async () => {
    const status = await post(createTestWorld({ faults: parseFaults('User:status=503') }).world, { operationName: 'User', query: userQuery });
    expect(status.status).toBe(503);
    const network = await post(createTestWorld({ faults: parseFaults('*:network') }).world, { operationName: 'User', query: userQuery });
    expect(network.networkError).toBe(true);
    const delayed = await post(createTestWorld({ faults: parseFaults('User:delay=1500') }).world, { operationName: 'User', query: userQuery });
    expect(delayed.status).toBe(200);
    expect(delayed.delayMs).toBe(1500);
    const other = await post(createTestWorld({ faults: parseFaults('Page:status=500') }).world, { operationName: 'User', query: userQuery });
    expect(other.status).toBe(200);
  });
});

/** A graphql-transport-ws conversation with graphqlWsServerOptions through graphql-ws's makeServer. */
function connect(world: World, extra: Record<string, unknown> = {}) {
  const server = makeServer(graphqlWsServerOptions(world, { origin: TEST_ORIGIN, displayTimeIntervalMs: 20 }));
  const received: Array<{ type: string; id?: string; payload?: unknown }> = [];
  const waiters: Array<() => void> = [];
  let deliver: ((data: string) => Promise<void>) | undefined;
  let closedWith: number | undefined;
  const socket: GraphQLWsSocket = {
    protocol: 'graphql-transport-ws',
    send: (data) => {
      received.push(JSON.parse(data) as { type: string });
      waiters.splice(0).forEach((wake) => wake());
    },
    close: (code) => {
      closedWith = code;
      waiters.splice(0).forEach((wake) => wake());
    },
    onMessage: (callback) => {
      deliver = callback;
    },
  };
  const dropped = { count: 0 };
  const closed = server.opened(socket, {
    world,
    // Signed in as MSW's sockets are (the page's own session).
    pageSession: true,
    ...extra,
    socket: {
      terminate: () => {
        dropped.count += 1;
        void closed(1006, 'dropped');
      },
    },
  });
  // Generous: only a failing test waits it out, and a busy machine may take seconds to deliver a frame.
  const until = async (check: () => boolean, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out; received ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 25);
      });
    }
  };
  return {
    received,
    dropped,
    closedWith: () => closedWith,
    send: (message: unknown) => void deliver?.(JSON.stringify(message)),
    until,
    close: () => closed(1000, 'bye'),
  };
}

describe('graphql-ws server options', () => {
  it('acknowledges, streams a subscription and completes it', async () => {
    const { world } = createTestWorld();
    const client = connect(world);
    client.send({ type: 'connection_init' });
    await client.until(() => client.received.some((message) => message.type === 'connection_ack'));
    client.send({ id: '1', type: 'subscribe', payload: { operationName: 'ChannelIsFavoriteChanged', query: print(operations.ChannelIsFavoriteChangedDocument) } });
    await client.until(() => world.events.listenerCount('channelIsFavoriteChanged') > 0);
    world.account.favoriteChannelIds = [...world.account.favoriteChannelIds, 'ch-bet'];
    world.events.emit('channelIsFavoriteChanged', { channelId: 'ch-bet' });
    await client.until(() => client.received.some((message) => message.type === 'next'));
    expect(client.received.find((message) => message.type === 'next')?.payload).toEqual({
      data: { channelIsFavoriteChanged: { id: 'channel:ch-bet', channelId: 'ch-bet', isFavorite: true } },
    });
    client.send({ id: '1', type: 'complete' });
    await client.close();
  });

  it('drop-socket drops the socket after the first event', async () => {
    const { world } = createTestWorld({ faults: parseFaults('DisplayTimeUpdated:drop-socket') });
    const client = connect(world);
    client.send({ type: 'connection_init' });
    await client.until(() => client.received.some((message) => message.type === 'connection_ack'));
    client.send({ id: '1', type: 'subscribe', payload: { query: print(operations.DisplayTimeUpdatedDocument) } });
    await client.until(() => client.dropped.count > 0);
    expect(client.received.filter((message) => message.type === 'next').length).toBeGreaterThanOrEqual(1);
  });

  it('a graphql-error fault fails the named subscription', async () => {
    const { world } = createTestWorld({ faults: parseFaults('UserSubscriptionChanged:graphql-error=Nope') });
    const client = connect(world);
    client.send({ type: 'connection_init' });
    await client.until(() => client.received.some((message) => message.type === 'connection_ack'));
    client.send({ id: '7', type: 'subscribe', payload: { operationName: 'UserSubscriptionChanged', query: print(operations.UserSubscriptionChangedDocument) } });
    await client.until(() => client.received.some((message) => message.type === 'error'));
    expect(client.received.find((message) => message.type === 'error')?.payload).toEqual([
      expect.objectContaining({ message: 'Nope' }),
    ]);
    await client.close();
  });
});
