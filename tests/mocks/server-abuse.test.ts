/**
 * The standalone mock server tried as an attacker and a careless client would: every refusal is the
 * contract's own error body with a 4xx, never a 500, a stack trace or a crash. One test per finding.
 */
import { request as httpRequest } from 'node:http';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PageDocument } from '../../generated/graphql/documents/PageDocument.ts';
import { createMockBackend } from '../../mocks/backend.ts';
import { documentCacheSize, DOCUMENT_CACHE_LIMITS, lookupPersisted, persistedQueryCount, PERSISTED_QUERY_LIMITS, rememberPersisted, sha256Hex } from '../../mocks/graphql/documents.ts';
import { GRAPHQL_LIMITS } from '../../mocks/graphql/limits.ts';
import { DEFAULT_MAX_BODY_BYTES } from '../../mocks/defaults.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock } from '../support/clock.ts';

const cookie = 'airwave_session=abuse-test';
let server: RunningMockServer;

beforeAll(async () => {
  // Connections kept alive as long as the file runs: its fetches reuse one, and when a test's own work holds the event
  // loop past the server's idle timeout (5 s: the memory tests below on a loaded machine), the server's idle close and
  // the next request on that connection cross ('fetch failed: other side closed', once in a CI run at load 25-30;
  // undici counts a connection's idle time from its next timer tick). Idle timeouts are server-hardening.test's.
  server = await startMockServer({ port: 0, now: runningClock(), idleTimeoutMs: 10 * 60_000 });
});
afterAll(() => server.close());

/** A raw HTTP/1.1 request with exactly these headers (fetch would refuse or fix some of them). */
function raw(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string | ((write: (chunk: string) => boolean) => void),
  url = server.url,
): Promise<{ status: number; type: string; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method, headers, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') }));
    });
    // The server may close while a refused body is still being sent: only the answer matters.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (typeof body === 'function') {
      body((chunk) => outgoing.write(chunk));
      outgoing.end();
    } else outgoing.end(body);
  });
}

function graphql(body: unknown, headers: Record<string, string> = { cookie }): Promise<Response> {
  return fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

interface GraphQLAnswer {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

describe('cookies', () => {
  it("ignores another site's malformed cookie: the session still signs in on REST and GraphQL", async () => {
    const withJunk = `_ga=%E0%A4%A; ${cookie}; other=%zz`;
    const rest = await fetch(`${server.url}/user/profiles/list.json`, { headers: { cookie: withJunk } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { status: string }).status).toBe('SUCCESS');
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { cookie: withJunk, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ user { isUncredentialed } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toMatchObject({ data: { user: { isUncredentialed: false } } });
  });

  it('treats a session cookie whose value does not decode as no session: the contract 401', async () => {
    const response = await fetch(`${server.url}/user/profiles/list.json`, { headers: { cookie: 'airwave_session=%E0%A4%A' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'FAILURE' });
  });
});

describe('content types', () => {
  it('refuses a form-encoded body on a JSON-only operation with the contract 400 naming the content type it takes', async () => {
    const fields = { name: 'Twin', avatar_name: 'robot' };
    const form = await fetch(`${server.url}/user/profiles/create.json`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(form.status).toBe(400);
    const refused = (await form.json()) as { status: string; message: string };
    expect(refused.status).toBe('FAILURE');
    expect(refused.message).toMatch(/application\/json/);
    expect(refused.message).toMatch(/application\/x-www-form-urlencoded/);
  });

  it('refuses a JSON text sent as text/plain or with no Content-Type on a billing operation (400, code 1000)', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Array<Record<string, string>>) {
      const response = await raw('/billing/validate_zip', { ...headers, cookie, host: 'localhost' }, 'POST', JSON.stringify({ zip: '78701' }));
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toMatchObject({ success: false, errors: [{ code: 1000 }] });
    }
  });
});

describe('headers', () => {
  it('answers a malformed Host header with 400 and the contract error body, never 500', async () => {
    const rest = await raw('/user/profiles/list.json', { host: 'a b', cookie });
    expect(rest.status).toBe(400);
    expect(JSON.parse(rest.text)).toMatchObject({ status: 'FAILURE', message: expect.stringMatching(/Host header/) });
    expect(rest.text).not.toMatch(/at .*\.ts:\d+/);
    const billing = await raw('/billing/user_details', { host: 'bad host:1:2', cookie });
    expect(billing.status).toBe(400);
    expect(JSON.parse(billing.text)).toMatchObject({ success: false, errors: [{ code: 1000 }] });
    const graphqlAnswer = await raw('/graphql', { host: 'x y', cookie, 'content-type': 'application/json' }, 'POST', '{"query":"{ user { isUncredentialed } }"}');
    expect(graphqlAnswer.status).toBe(400);
    expect(JSON.parse(graphqlAnswer.text)).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });
});

describe('request size', () => {
  it(`answers a body over the limit (default ${DEFAULT_MAX_BODY_BYTES} bytes) with 413 and the contract error body, declared or streamed`, async () => {
    const big = JSON.stringify({ zip: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) });
    const declared = await raw('/billing/validate_zip', { host: 'localhost', cookie, 'content-type': 'application/json', 'content-length': String(big.length) }, 'POST', big);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text)).toMatchObject({ success: false, errors: [{ message: expect.stringMatching(/limit of 1048576 bytes/) }] });
    // Chunked: no length announced, the server stops reading at the limit.
    const streamed = await raw('/graphql', { host: 'localhost', cookie, 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 'POST', (write) => {
      for (let sent = 0; sent < 3 * DEFAULT_MAX_BODY_BYTES; sent += 64 * 1024) write(' '.repeat(64 * 1024));
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.text)).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('takes its body limit from the maxBodyBytes option (the CLI\'s --max-body)', async () => {
    const small = await startMockServer({ port: 0, now: runningClock(), maxBodyBytes: 100 });
    try {
      const body = JSON.stringify({ zip: '78701', padding: 'y'.repeat(200) });
      const refused = await raw('/billing/validate_zip', { host: 'localhost', cookie, 'content-type': 'application/json', 'content-length': String(body.length) }, 'POST', body, small.url);
      expect(refused.status).toBe(413);
      const fits = await raw('/billing/validate_zip', { host: 'localhost', cookie, 'content-type': 'application/json' }, 'POST', JSON.stringify({ zip: '78701' }), small.url);
      expect(fits.status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('GraphQL session', () => {
  it('refuses a mutation without the session cookie with the 401 of the session-expired flow, and changes nothing', async () => {
    const before = [...server.backend.world.account.favoriteChannelIds];
    const channelId = server.backend.world.catalog.channels.find((channel) => !before.includes(channel.channelId))?.channelId ?? '';
    const mutation = { query: 'mutation Fav($id: ID!) { createFavoriteChannel(channelId: $id) { id } }', variables: { id: channelId } };
    const refused = await graphql(mutation, {});
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as GraphQLAnswer).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(server.backend.world.account.favoriteChannelIds).toEqual(before);
    const emptyCookie = await graphql({ query: '{ user { isUncredentialed } }' }, { cookie: 'airwave_session=' });
    expect(emptyCookie.status).toBe(401);
  });

  it('lets a graphql-ws upgrade without the session cookie in only to close it 4403 when its connection_init carries no session token', async () => {
    const url = `${server.url.replace('http', 'ws')}/graphql-subscriptions`;
    const outcome = (headers: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(url, 'graphql-transport-ws', { headers, origin: 'http://localhost:5173' });
        socket.on('unexpected-response', (_request, response) => {
          resolve(`refused ${response.statusCode ?? 0}`);
          socket.terminate();
        });
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
        socket.on('message', (data: Buffer) => {
          resolve((JSON.parse(data.toString()) as { type: string }).type);
          socket.close();
        });
        socket.on('close', (code) => resolve(`closed ${code}`));
        socket.on('error', () => undefined);
      });
    expect(await outcome({})).toBe('closed 4403');
    expect(await outcome({ cookie })).toBe('connection_ack');
  });
});

describe('GraphQL limits', () => {
  it(`refuses 1,000 (or 100) aliases of availableChannels before running any (limit ${GRAPHQL_LIMITS.maxAliases})`, async () => {
    const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: availableChannels(first: 200) { edges { cursor } }`).join(' ')} }`;
    const thousand = await graphql({ query: aliases(1000) });
    expect(thousand.status).toBe(400);
    const refused = (await thousand.json()) as GraphQLAnswer;
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Token limit of 5000 exceeded/), extensions: { code: 'QUERY_LIMIT_EXCEEDED' } });
    const hundred = await graphql({ query: aliases(100) });
    expect(hundred.status).toBe(400);
    expect(((await hundred.json()) as GraphQLAnswer).errors?.[0]).toMatchObject({ message: expect.stringMatching(/Aliases limit of 30 exceeded, found 100/), extensions: { code: 'QUERY_LIMIT_EXCEEDED' } });
  });

  it('refuses a document nested past the depth limit, and one past the cost limit, each naming its limit', async () => {
    // Channel.currentBroadcast is a Tile and Tile.channel a Channel: 3 + 2 × 12 levels, and the leaf.
    const deep = `{ availableChannels(first: 1) { edges { node { ${'currentBroadcast { channel { '.repeat(12)}id${' } }'.repeat(12)} } } } }`;
    const depth = await graphql({ query: deep });
    expect(depth.status).toBe(400);
    expect(((await depth.json()) as GraphQLAnswer).errors?.[0]).toMatchObject({ message: expect.stringMatching(/depth limit of 24 exceeded, found 28 \(/), extensions: { code: 'QUERY_LIMIT_EXCEEDED' } });
    // No alias, level or token past its limit, but a fragment spread at every level: the whole is too costly.
    const fragment = 'fragment C on Channel { id channelId displayName callsign name isActive isFavorite isAddOn isFastViewable isSynthetic shareURL }';
    const chain = `${'currentBroadcast { kind style channel { ...C '.repeat(10)}${' } }'.repeat(10)}`;
    const costly = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, index) => `c${index}: availableChannels(first: 1) { edges { node { ...C ${chain} } } }`).join(' ')} } ${fragment}`;
    const cost = await graphql({ query: costly });
    expect(cost.status).toBe(400);
    expect(((await cost.json()) as GraphQLAnswer).errors?.map((error) => error.message).join(' ')).toMatch(/Cost limit of 5000 exceeded/);
  });

  it(`refuses a batch of more than ${GRAPHQL_LIMITS.maxBatch} operations, and runs one of that size`, async () => {
    const one = { query: '{ user { isUncredentialed } }' };
    const over = await graphql(Array.from({ length: GRAPHQL_LIMITS.maxBatch + 1 }, () => one));
    expect(over.status).toBe(400);
    expect(((await over.json()) as GraphQLAnswer).errors?.[0]?.message).toMatch(/Batch size limit of 25 exceeded, found 26/);
    const fits = await graphql(Array.from({ length: GRAPHQL_LIMITS.maxBatch }, () => one));
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as unknown[]).length).toBe(GRAPHQL_LIMITS.maxBatch);
  });

  it('refuses a document of more tokens than the limit', async () => {
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ')} }`;
    const response = await graphql({ query });
    expect(response.status).toBe(400);
    expect(((await response.json()) as GraphQLAnswer).errors?.[0]).toMatchObject({ message: expect.stringMatching(/Token limit of 5000 exceeded/), extensions: { code: 'QUERY_LIMIT_EXCEEDED' } });
  });
});

describe('parsed-document and persisted-query memory', () => {
  it('keeps the parsed documents within their byte bound however many distinct large documents arrive', async () => {
    const backend = createMockBackend({ now: runningClock() });
    const pad = 'x'.repeat(60 * 1024);
    for (let index = 0; index < 80; index += 1) {
      const query = `query Big${index} { user { isUncredentialed } } # ${index} ${pad}`;
      const answer = await backend.handle({ method: 'POST', origin: '', path: '/graphql', query: new URLSearchParams(), headers: { 'content-type': 'application/json' }, cookies: { airwave_session: 'x' }, body: { query } });
      expect(answer?.status).toBe(200);
    }
    expect(documentCacheSize().bytes).toBeLessThanOrEqual(DOCUMENT_CACHE_LIMITS.maxBytes);
    expect(documentCacheSize().bytes).toBeGreaterThan(0);
  });

  it('keeps the persisted queries within their byte bound, and remembers only documents that can run', async () => {
    const pad = 'y'.repeat(200 * 1024);
    for (let index = 0; index < 40; index += 1) rememberPersisted(`hash-${index}`, `{ user { isUncredentialed } } # ${index} ${pad}`);
    expect(persistedQueryCount()).toBeLessThanOrEqual(Math.floor(PERSISTED_QUERY_LIMITS.maxBytes / (2 * 200 * 1024)));
    expect(lookupPersisted('hash-39')).toBeDefined();
    const invalid = '{ noSuchField }';
    const response = await graphql({ query: invalid, extensions: { persistedQuery: { version: 1, sha256Hash: await sha256Hex(invalid) } } });
    expect(response.status).toBe(400);
    expect(lookupPersisted(await sha256Hex(invalid))).toBeUndefined();
  });
});

describe('ids', () => {
  it("never hands a deleted profile's id to the next profile created with the same name", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const first = (await (await post('/user/profiles/create.json', { name: 'Twin', avatar_name: 'robot' })).json()) as { profile: { id: string } };
    expect((await post('/user/profiles/delete.json', { id: first.profile.id })).status).toBe(200);
    const second = (await (await post('/user/profiles/create.json', { name: 'Twin', avatar_name: 'robot' })).json()) as { profile: { id: string } };
    expect(second.profile.id).not.toBe(first.profile.id);
    const stale = await post('/user/profiles/update.json', { id: first.profile.id, name: 'Renamed' });
    expect(stale.status).toBe(404);
    await post('/user/profiles/delete.json', { id: second.profile.id });
  });
});

describe('time budget', () => {
  it('answers a GraphQL request that runs past its time budget with 503 TIMEOUT, and the next request normally', async () => {
    const hurried = createMockBackend({ now: runningClock(), timeBudgetMs: 0 });
    const request = (backend: typeof hurried) =>
      backend.handle({ method: 'POST', origin: '', path: '/graphql', query: new URLSearchParams(), headers: { 'content-type': 'application/json' }, cookies: { airwave_session: 'x' }, body: { query: print(PageDocument), variables: { pageType: 'HOME' } } });
    const late = await request(hurried);
    expect(late?.status).toBe(503);
    expect(late?.body).toMatchObject({ kind: 'json', value: { errors: [{ extensions: { code: 'TIMEOUT' } }] } });
    const patient = createMockBackend({ now: runningClock() });
    expect((await request(patient))?.status).toBe(200);
  });
});
