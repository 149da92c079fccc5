import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { loadGraphQLContract, type GraphQLContract } from '../../scripts/conformance/graphql/contract.ts';
import { createProxy, type Proxy } from '../../scripts/proxy/proxy.ts';
import { ViolationLog } from '../../scripts/proxy/violations.ts';
import type { RouteMode } from '../../scripts/proxy/routes.ts';
import { startToyBackend, type ToyBackend } from './support/toy-backend.ts';

// The proxy in front of a small real backend (support/toy-backend.ts: a few profile operations, one deliberate
// violation in its geo check, its router's generic not-found for the rest).

const SESSION = { cookie: 'airwave_session=real-session' };
let graphql: GraphQLContract;
let toy: ToyBackend;
const running: RunningMockServer[] = [];

beforeAll(async () => {
  graphql = await loadGraphQLContract();
  toy = await startToyBackend();
});
afterAll(() => toy.close());
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  toy.requests.length = 0;
});

interface Started {
  server: RunningMockServer;
  proxy: Proxy;
  printed: string[];
}

async function startProxy(options: { routes?: Array<[string, RouteMode]>; strict?: boolean; upstream?: string; maxResponseBytes?: number; maxBodyBytes?: number; cookies?: Record<string, string> } = {}): Promise<Started> {
  const printed: string[] = [];
  const upstream = options.upstream ?? toy.url;
  const proxy = createProxy({
    graphql,
    upstreams: { profile: upstream, billing: upstream, playback: upstream, graphql: upstream },
    routes: options.routes ?? [],
    strict: options.strict ?? false,
    timeoutMs: 10_000,
    maxResponseBytes: options.maxResponseBytes ?? 1024 * 1024,
    cookies: options.cookies ?? {},
    log: new ViolationLog(undefined, (line) => printed.push(line)),
  });
  const server = await startMockServer({ port: 0, token: 'proxy-test-token', proxy: proxy.hooks, ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}) });
  running.push(server);
  return { server, proxy, printed };
}

function call(server: RunningMockServer, path: string, init: RequestInit = {}) {
  return fetch(`${server.url}${path}`, { ...init, headers: { ...SESSION, ...(init.headers as Record<string, string> | undefined) } });
}

function post(server: RunningMockServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(server, path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('proxy mode in auto: the real backend for what it has built, the mocks for the rest', () => {
  it('serves an implemented operation from the real backend and an unbuilt one from the mocks', async () => {
    const { server, proxy } = await startProxy();
    const renamed = await post(server, '/user/profiles/update.json', { id: 'prf_sam', name: 'Samantha' });
    expect(renamed.status).toBe(200);
    const listed = (await (await call(server, '/user/profiles/list.json')).json()) as { profiles: Array<{ id: string; name: string }> };
    expect(listed.profiles.find((profile) => profile.id === 'prf_sam')?.name).toBe('Samantha');
    expect(toy.requests.map((seen) => `${seen.method} ${seen.url}`)).toEqual(['POST /user/profiles/update.json', 'GET /user/profiles/list.json']);

    // The toy has not built createProfile: its generic not-found sends the request to the mocks.
    const created = await post(server, '/user/profiles/create.json', { name: 'Guest', avatar_name: 'owl' });
    expect(created.status).toBe(200);
    expect(((await created.json()) as { profile: { name: string } }).profile.name).toBe('Guest');
    const tallies = proxy.log.operations();
    expect(tallies.find((tally) => tally.operation === 'createProfile')).toMatchObject({ real: 0, fallback: 1 });
    expect(tallies.find((tally) => tally.operation === 'createProfile')?.lastFallback).toMatch(/generic not-found/);
    expect(tallies.find((tally) => tally.operation === 'updateProfile')).toMatchObject({ real: 1, fallback: 0 });
    expect(proxy.log.violations()).toEqual([]);
  });

  it('reports the deliberate violation once per kind, with method, path, status, schema path and a curl line', async () => {
    const { server, proxy, printed } = await startProxy();
    for (let index = 0; index < 3; index += 1) expect((await call(server, '/geo/check')).status).toBe(200);
    const violations = proxy.log.violations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ operation: 'checkGeoFence', side: 'response', method: 'GET', path: '/geo/check', status: 200, count: 3 });
    expect(violations[0]?.message).toMatch(/body\.country must match pattern/);
    expect(violations[0]?.schemaPath).toBe('profile#/components/schemas/GeoCheckResponse/properties/country/pattern');
    // Credentials stay out of the line (a shell variable), the rest as sent.
    expect(violations[0]?.curl).toMatch(new RegExp(`^curl -sS -i -X GET ${toy.url}/geo/check -H "cookie: \\$AIRWAVE_COOKIE"`));
    expect(violations[0]?.curl).not.toContain('real-session');
    // Logged once, however often it happened; counted per operation.
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('reproduce: curl');
    expect(proxy.log.operations().find((tally) => tally.operation === 'checkGeoFence')).toMatchObject({ real: 3, violations: 3 });

    const live = await (await fetch(`${server.url}/__mocks/proxy/violations`)).json();
    expect(live).toMatchObject({ summary: { kinds: 1, occurrences: 3 }, violations: [{ operation: 'checkGeoFence', count: 3 }] });
  });

  it('--strict answers the violating response with a 502 that names the violation', async () => {
    const { server } = await startProxy({ strict: true });
    const answer = await call(server, '/geo/check');
    expect(answer.status).toBe(502);
    const body = (await answer.json()) as { message: string };
    expect(JSON.stringify(body)).toMatch(/checkGeoFence .*breaks the contract: body\.country must match pattern/);
    // What keeps the contract still passes.
    expect((await call(server, '/user/profiles/list.json')).status).toBe(200);
  });

  it('records the app’s own violations of a request, and still forwards it', async () => {
    const { server, proxy } = await startProxy();
    await post(server, '/user/profiles/update.json', { id: 'prf_sam', name: 'Sam', nickname: 'S' });
    expect(proxy.log.violations()[0]).toMatchObject({ side: 'request', operation: 'updateProfile', message: 'body.nickname is not allowed' });
    expect(toy.requests).toHaveLength(1);
  });
});

describe('routes', () => {
  it('mock keeps an operation off the real backend; real passes the real not-found on, as the contract judges it', async () => {
    const { server, proxy } = await startProxy({ routes: [['listProfiles', 'mock'], ['createProfile', 'real']] });
    expect((await call(server, '/user/profiles/list.json')).status).toBe(200);
    expect(toy.requests).toEqual([]);
    const created = await post(server, '/user/profiles/create.json', { name: 'Guest', avatar_name: 'owl' });
    expect(created.status).toBe(404);
    expect(proxy.log.violations()[0]).toMatchObject({ operation: 'createProfile', message: expect.stringMatching(/status 404 is not documented/) as unknown });
  });

  it('changes at run time through the control API (JSON, with the token or an app origin)', async () => {
    const { server } = await startProxy();
    const refused = await fetch(`${server.url}/__mocks/proxy/routes`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ routes: { listProfiles: 'mock' } }) });
    expect(refused.status).toBe(403);
    const bad = await fetch(`${server.url}/__mocks/proxy/routes`, { method: 'PUT', headers: { 'content-type': 'application/json', 'x-mock-token': 'proxy-test-token' }, body: JSON.stringify({ routes: { listProfile: 'mock' } }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/unknown operation "listProfile".*did you mean listProfiles/);
    const changed = await fetch(`${server.url}/__mocks/proxy/routes`, { method: 'PUT', headers: { 'content-type': 'application/json', 'x-mock-token': 'proxy-test-token' }, body: JSON.stringify({ routes: { listProfiles: 'mock' } }) });
    expect(changed.status).toBe(200);
    const state = (await changed.json()) as { routes: Array<{ operation: string; mode: string }> };
    expect(state.routes.find((route) => route.operation === 'listProfiles')?.mode).toBe('mock');
    expect(state.routes.find((route) => route.operation === 'Page')?.mode).toBe('auto');
    await call(server, '/user/profiles/list.json');
    expect(toy.requests).toEqual([]);
  });

  it('auto falls back to the mocks when the upstream cannot be reached; real answers 502 saying why', async () => {
    const { server, proxy } = await startProxy({ upstream: 'http://127.0.0.1:9', routes: [['getCurrentUser', 'real']] });
    expect((await call(server, '/user/profiles/list.json')).status).toBe(200);
    expect(proxy.log.operations().find((tally) => tally.operation === 'listProfiles')?.lastFallback).toMatch(/could not be reached: connection refused/);
    const user = await call(server, '/user');
    expect(user.status).toBe(502);
    expect(JSON.stringify(await user.json())).toMatch(/could not be reached: connection refused/);
  });
});

describe('GraphQL through the proxy', () => {
  it('falls back to the mocks for a GraphQL endpoint the upstream has not built, in a batch too', async () => {
    const { server, proxy } = await startProxy();
    const query = 'query UserSubscription { userSubscription { __typename } }';
    const answer = await post(server, '/graphql', [{ operationName: 'UserSubscription', query }]);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Array<{ data?: unknown }>;
    expect(body).toHaveLength(1);
    expect(toy.requests.map((seen) => seen.url)).toEqual(['/graphql']);
    expect(proxy.log.operations().find((tally) => tally.operation === 'UserSubscription')).toMatchObject({ fallback: 1 });
  });

  it('validates a real answer against the shape the document asks, and the document against the contract schema', async () => {
    toy.override('POST /graphql', () => ({ status: 200, body: JSON.stringify([{ data: { userSubscription: { __typename: 7 } } }]) }));
    try {
      const { server, proxy } = await startProxy();
      await post(server, '/graphql', [{ operationName: 'UserSubscription', query: 'query UserSubscription { userSubscription { __typename } }' }]);
      expect(proxy.log.violations().map((violation) => [violation.side, violation.message])).toEqual([
        ['response', 'data.userSubscription.__typename: expected a type name string, got number 7'],
      ]);
      await post(server, '/graphql', { operationName: 'Nope', query: 'query Nope { noSuchField }' });
      expect(proxy.log.violations().some((violation) => violation.side === 'request' && /Cannot query field "noSuchField"/.test(violation.message))).toBe(true);
    } finally {
      toy.override('POST /graphql', () => ({ status: 404, body: '{"message":"Route POST:/graphql not found"}' }));
    }
  });

  it('asks the client for the text of a persisted query it has not seen, then forwards it with its text', async () => {
    const { server } = await startProxy({ routes: [['graphql', 'real']] });
    const answer = await post(server, '/graphql', { operationName: 'Unknown', extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(await answer.json()).toEqual({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    expect(toy.requests).toEqual([]);
  });
});

/** A raw HTTP/1.1 request, so a test can send what fetch would not (hop-by-hop headers, an absolute target). */
function raw(server: RunningMockServer, options: { method?: string; path: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, method: options.method ?? 'GET', path: options.path, headers: options.headers, setHost: !('host' in options.headers) }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

describe('security of the pass-through (each attack planted)', () => {
  it('drops hop-by-hop headers both ways (Connection and what it names, Keep-Alive, TE, Trailer, Upgrade, Proxy-*) and the mock server’s own', async () => {
    toy.override('GET /user', () => ({
      status: 200,
      headers: { connection: 'x-upstream-hop', 'x-upstream-hop': 'secret', 'keep-alive': 'timeout=99', 'proxy-authenticate': 'Basic', upgrade: 'h2c' },
      body: JSON.stringify({ status: 'SUCCESS' }),
    }));
    try {
      const { server } = await startProxy({ routes: [['getCurrentUser', 'real']] });
      const answer = await raw(server, {
        path: '/user',
        headers: {
          cookie: 'airwave_session=real-session',
          connection: 'keep-alive, x-client-hop',
          'x-client-hop': 'secret',
          'keep-alive': 'timeout=5',
          te: 'trailers',
          upgrade: 'h2c',
          'proxy-authorization': 'Basic c2VjcmV0',
          'x-mock-token': 'proxy-test-token',
          'x-mock-faults': 'getCurrentUser:status=500',
        },
      });
      const seen = toy.requests[0]?.headers ?? {};
      for (const name of ['x-client-hop', 'keep-alive', 'te', 'upgrade', 'proxy-authorization', 'x-mock-token', 'x-mock-faults']) expect(seen[name], name).toBeUndefined();
      expect(seen.cookie).toBe('airwave_session=real-session');
      expect(answer.status).toBe(200);
      for (const name of ['x-upstream-hop', 'proxy-authenticate', 'upgrade']) expect(answer.headers[name], name).toBeUndefined();
      // The proxy's own connection may be kept alive (its own Keep-Alive), never on the upstream's terms.
      expect(answer.headers['keep-alive']).not.toBe('timeout=99');
    } finally {
      toy.override('GET /user', () => ({ status: 404, body: '{}' }));
    }
  });

  it('sends cookies only to the configured upstream, whatever the Host header or an absolute request target names', async () => {
    const evil = await startToyBackend();
    try {
      const { server } = await startProxy({ routes: [['listProfiles', 'real']] });
      const evilHost = new URL(evil.url).host;
      await raw(server, { path: `${evil.url}/user/profiles/list.json`, headers: { host: evilHost, cookie: 'airwave_session=real-session' } });
      await raw(server, { path: '/user/profiles/list.json', headers: { host: evilHost, cookie: 'airwave_session=real-session' } });
      expect(evil.requests).toEqual([]);
      expect(toy.requests).toHaveLength(2);
      expect(toy.requests.every((seen) => seen.headers.host === new URL(toy.url).host)).toBe(true);
    } finally {
      await evil.close();
    }
  });

  it('--cookie puts the real backend’s session in place of the app’s mock one, on the way to the upstream only', async () => {
    const { server } = await startProxy({ routes: [['listProfiles', 'real']], cookies: { airwave_session: 'real-backend-session' } });
    await call(server, '/user/profiles/list.json', { headers: { cookie: 'airwave_session=mock-session; theme=dark' } });
    expect(toy.requests[0]?.headers.cookie).toBe('theme=dark; airwave_session=real-backend-session');
  });

  it('never follows a redirect to another host (502, reported); one to its own origin points at the proxy', async () => {
    const evil = await startToyBackend();
    toy.override('GET /user/profiles/list.json', () => ({ status: 302, headers: { location: `${evil.url}/steal` }, body: '' }));
    toy.override('GET /user', () => ({ status: 303, headers: { location: '/user/profiles/list.json' }, body: '' }));
    try {
      const { server, proxy } = await startProxy({ routes: [['*', 'real']] });
      const answer = await call(server, '/user/profiles/list.json', { redirect: 'manual' });
      expect(answer.status).toBe(502);
      expect(JSON.stringify(await answer.json())).toMatch(/did not follow the real backend's redirect to another host/);
      expect(evil.requests).toEqual([]);
      expect(proxy.log.violations()[0]?.message).toMatch(/redirecting to http:\/\/127\.0\.0\.1:\d+\/steal, another host: not followed/);
      const same = await call(server, '/user', { redirect: 'manual' });
      expect(same.status).toBe(303);
      expect(same.headers.get('location')).toBe(`${server.url}/user/profiles/list.json`);
    } finally {
      toy.override('GET /user/profiles/list.json', () => ({ status: 404, body: '{}' }));
      toy.override('GET /user', () => ({ status: 404, body: '{}' }));
      await evil.close();
    }
  });

  it('applies the mock server’s body limit before anything is sent upstream, and cuts an oversized answer', async () => {
    const { server } = await startProxy({ maxBodyBytes: 1024, maxResponseBytes: 2048, routes: [['*', 'real']] });
    const tooBig = await post(server, '/user/profiles/update.json', { id: 'prf_sam', name: 'x'.repeat(4096) });
    expect(tooBig.status).toBe(413);
    expect(toy.requests).toEqual([]);
    toy.override('GET /user/avatars', () => ({ status: 200, body: JSON.stringify({ status: 'SUCCESS', avatars: [], padding: 'x'.repeat(10_000) }) }));
    try {
      const large = await call(server, '/user/avatars');
      expect(large.status).toBe(502);
      expect(JSON.stringify(await large.json())).toMatch(/too large/);
    } finally {
      toy.override('GET /user/avatars', () => ({ status: 404, body: '{}' }));
    }
  });
});

describe('the violation log', () => {
  it('counts the same rule broken by several items of a list as one kind', () => {
    const printed: string[] = [];
    const log = new ViolationLog(() => new Date(0), (line) => printed.push(line));
    const base = { contract: 'profile', operation: 'listProfiles', side: 'response', method: 'GET', path: '/user/profiles/list.json', status: 200, schemaPath: 'profile#/… #/required', curl: 'curl …' } as const;
    log.record({ ...base, message: 'body.profiles.0.name is required' });
    log.record({ ...base, message: 'body.profiles.1.name is required' });
    log.record({ ...base, message: 'body.profiles.1.email is required' });
    expect(log.violations().map((violation) => [violation.message, violation.count])).toEqual([
      ['body.profiles.0.name is required', 2],
      ['body.profiles.1.email is required', 1],
    ]);
    expect(printed).toHaveLength(2);
  });
});
