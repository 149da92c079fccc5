/**
 * The standalone mock server (node:http + ws): the same world as the MSW mocks, reached the way a
 * Cast device, another client or the conformance checker reaches it.
 */
import { createClient } from 'graphql-ws';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createRestClients } from '../../app/api/rest/clients.ts';
import { UserSubscriptionChangedDocument } from '../../generated/graphql/documents/UserSubscriptionChangedDocument.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock } from '../support/clock.ts';
import { runMockServerCli, startMockServerCli } from './support/mock-server-cli.ts';
import { castRelayUrl } from '../../common/cast/relay.ts';
import { freePort } from '../../scripts/free-port.ts';
import { sessionWorld } from './support/session-world.ts';

const cookie = 'airwave_session=anything';
let server: RunningMockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, allowedOrigins: ['http://localhost:5173'], now: runningClock() });
});
afterAll(() => server.close());

function rest(headers: Record<string, string> = { cookie }) {
  return createRestClients({ profileBaseUrl: server.url, billingBaseUrl: server.url, playbackBaseUrl: server.url }, headers);
}

describe('standalone mock server over HTTP', () => {
  it('serves the REST contracts to any non-empty session cookie, and 401 without one', async () => {
    const signedIn = await rest().profile.GET('/user/profiles/list.json');
    expect(signedIn.data?.profiles.length).toBeGreaterThan(0);
    const signedOut = await rest({}).profile.GET('/user/profiles/list.json');
    expect(signedOut.response.status).toBe(401);
    expect(signedOut.error).toMatchObject({ status: 'FAILURE' });
  });

  it('answers malformed input with the contract 400 and its specific message', async () => {
    const response = await fetch(`${server.url}/billing/add_product`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: 42 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; errors: Array<{ code: number; message: string }> };
    expect(body.success).toBe(false);
    expect(body.errors[0]?.code).toBe(1000);
    expect(body.errors[0]?.message).toMatch(/product_id/);
  });

  it("serves a show hero's preview video whole and by byte range, and 404 for a hero without one", async () => {
    const heroes = server.backend.world.catalog.heroes;
    const withVideo = heroes.find((hero) => hero.target.kind === 'show');
    const withoutVideo = heroes.find((hero) => hero.target.kind !== 'show');
    expect(withVideo).toBeDefined();
    const url = `${server.url}/mock-media/preview/${encodeURIComponent(withVideo?.heroId ?? '')}.webm`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    // The EBML magic number of a WebM file.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const part = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(url, { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
    if (withoutVideo) expect((await fetch(`${server.url}/mock-media/preview/${encodeURIComponent(withoutVideo.heroId)}.webm`)).status).toBe(404);
  });

  it('lets an allowed browser origin call with credentials, and no other', async () => {
    const allowed = await fetch(`${server.url}/billing/user_details`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${server.url}/billing/user_details`, { headers: { origin: 'http://evil.example', cookie } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('picks a persona per request with x-mock-scenario and adds faults with x-mock-faults', async () => {
    const trial = await rest({ cookie, 'x-mock-scenario': 'trial' }).billing.GET('/billing/user_details');
    expect(trial.data?.result?.isInFreeTrial).toBe(true);
    const stale = await rest({ cookie, 'x-mock-faults': 'getUserDetails:billing-error=1406' }).billing.GET('/billing/user_details');
    expect(stale.data).toMatchObject({ success: false, stale: true, errors: [{ code: 1406 }] });
    const unknown = await fetch(`${server.url}/billing/user_details`, { headers: { cookie, 'x-mock-scenario': 'nobody' } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/Unknown scenario "nobody".*core-subscriber/);
  });

  it('refuses a fault text that does not follow the grammar, saying how to write it', async () => {
    const response = await fetch(`${server.url}/__mocks/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-mock-token': server.token },
      body: JSON.stringify({ faults: 'subscribe:explode' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/Unknown fault kind "explode".*delay, status/);
  });

  it('answers a control route whose id is malformed percent-encoding with a specific 400, not a 500', async () => {
    const control = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/__mocks${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-mock-token': server.token },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const card = await control('PUT', '/payment-methods/%E0%A4%A', { brand: 'visa', last4: '4242', expiry: '01/30' });
    expect(card.status).toBe(400);
    expect(await card.json()).toEqual({ error: 'The payment method id in the path is not valid percent-encoding: "%E0%A4%A".' });
    const withdrawn = await control('DELETE', '/notifications/%E0%A4%A');
    expect(withdrawn.status).toBe(400);
    expect(await withdrawn.json()).toEqual({ error: 'The notification id in the path is not valid percent-encoding: "%E0%A4%A".' });
  });

  it('serves generated images at the requested width, and refuses a bad width', async () => {
    const image = await fetch(`${server.url}/mock-images/channel/ch-amc.svg?width=480`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/<svg[^>]*width="480"/);
    expect((await fetch(`${server.url}/mock-images/channel/ch-amc.svg?width=huge`)).status).toBe(400);
  });

  it('serves a hero backdrop asked as the app asks (format=auto) as raster JPEG art, cacheable', async () => {
    const image = await fetch(`${server.url}/mock-images/hero/hero-yellowstone.svg?width=1440&format=auto`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([bytes[0], bytes[1], bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(bytes.length).toBeGreaterThan(40_000);
  });

  it('refuses a hero asked by height alone whose derived width is over the limit, and draws very large art as SVG', async () => {
    const tall = await fetch(`${server.url}/mock-images/hero/hero-yellowstone.svg?height=3840&format=auto`);
    expect(tall.status).toBe(400);
    expect(((await tall.json()) as { error: string }).error).toBe(
      'width derived from height=3840 at this image\'s aspect is 6827 pixels, above the 3840 allowed: ask a smaller height',
    );
    const fits = await fetch(`${server.url}/mock-images/hero/hero-yellowstone.svg?height=810&format=auto`);
    expect(fits.status).toBe(200);
    expect(fits.headers.get('content-type')).toBe('image/jpeg');
    await fits.arrayBuffer();
    const wide = await fetch(`${server.url}/mock-images/hero/hero-yellowstone.svg?width=3840&format=auto`);
    expect(wide.status).toBe(200);
    expect(wide.headers.get('content-type')).toBe('image/svg+xml');
    expect(await wide.text()).toMatch(/<svg[^>]*width="3840" height="2160"/);
  });

  it('compressing its answers (as the production-like preview does), sends JSON compressed but JPEG art and video as they are', async () => {
    const compressing = await startMockServer({ port: 0, compressAnswers: true, now: runningClock() });
    try {
      const ask = (path: string) => fetch(`${compressing.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      const art = await ask('/mock-images/hero/hero-yellowstone.svg?width=1440&format=auto');
      expect(art.headers.get('content-type')).toBe('image/jpeg');
      expect(art.headers.get('content-encoding')).toBeNull();
      expect((await art.arrayBuffer()).byteLength).toBeGreaterThan(40_000);
      const video = await ask('/mock-media/preview/hero-yellowstone.webm');
      expect(video.headers.get('content-type')).toBe('video/webm');
      expect(video.headers.get('content-encoding')).toBeNull();
      const details = await fetch(`${compressing.url}/billing/user_details`, { headers: { cookie, 'accept-encoding': 'br' } });
      expect(details.headers.get('content-type')).toBe('application/json');
      expect(details.headers.get('content-encoding')).toBe('br');
    } finally {
      await compressing.close();
    }
  });

  it('answers the production app’s store-badge path as storage would, so the production-like preview shows them', async () => {
    const badge = await fetch(`${server.url}/images/badges/roku.svg`);
    expect(badge.status).toBe(200);
    expect(badge.headers.get('content-type')).toBe('image/svg+xml');
    expect(await badge.text()).toBe(await (await fetch(`${server.url}/mock-images/badge/roku.svg`)).text());
  });
});

/** A `ws` WebSocket that sends the session cookie on the upgrade, as the app's page does, from the app's origin. */
class SignedInWebSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(address, protocols, { headers: { cookie }, origin: 'http://localhost:5173' });
  }
}

describe('standalone mock server over graphql-ws', () => {
  it('pushes userSubscriptionChanged when a REST call changes the subscription', async () => {
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql-subscriptions`, webSocketImpl: SignedInWebSocket });
    try {
      const event = new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: print(UserSubscriptionChangedDocument) }, { next: resolve, error: reject, complete: () => undefined });
      });
      // Act only once the server holds the subscription (a fixed wait loses the event on a loaded machine).
      const world = await sessionWorld(server.backend, cookie);
      await vi.waitUntil(() => world.events.listenerCount('userSubscriptionChanged') > 0, { timeout: 10_000 });
      const departed = await rest().billing.POST('/billing/depart', { body: { survey_submitted: false } });
      expect(departed.data?.success).toBe(true);
      await expect(event).resolves.toMatchObject({ data: { userSubscriptionChanged: { state: 'DEPARTING' } } });
    } finally {
      await client.dispose();
    }
  });
});

// Each test starts the CLI through tsx in its own node process: a refusal takes about a second on a quiet machine, a
// start (which loads the whole mock world) seconds, tens of seconds on a busy one.
describe('npm run mock:server', { timeout: 120_000 }, () => {
  const run = runMockServerCli;

  it('checks its arguments before it loads the mock world: a bad one is refused with exit 2 and no stack trace, mocks/backend.ts never imported', async () => {
    const refusals: Array<[string[], RegExp]> = [
      [['--port', 'eighty'], /^mock:server: --port must be a whole number, got "eighty"\./],
      [['--colour'], /^mock:server: Unknown option '--colour'/],
      [['--route', 'Page=real'], /^mock:server: --route is for proxy mode: give --upstream <url>/],
      [['--store', 'mysql://127.0.0.1'], /^mock:server: --store: "mysql:\/\/127\.0\.0\.1" is not a Redis URL/],
      // Proxy mode reads the GraphQL contract to check its routes, and still not the world.
      [['--upstream', 'http://127.0.0.1:9', '--route', 'NoSuchOperation=real'], /^mock:server: .*NoSuchOperation/],
    ];
    for (const [args, message] of refusals) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain('Usage: npm run mock:server -- [options]');
      expect(result.stderr).not.toMatch(/^\s+at /m);
      // The recording works (the options were loaded), and nothing of the world was.
      expect(result.loaded).toContain('scripts/mock-server/options.ts');
      expect(result.loaded.filter((file) => /^mocks\/(backend|server)\.ts$|^mocks\/graphql\/|^mocks\/db\/catalog\/index\.ts$/.test(file)), args.join(' ')).toEqual([]);
    }
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.loaded).not.toContain('mocks/backend.ts');
  });

  it('keeps its worlds in memory without loading the Redis client: ioredis is imported only when --store names a Redis', async () => {
    for (const args of [['--help'], ['--port', 'eighty']]) expect((await run(args)).packages, args.join(' ')).not.toContain('ioredis');
    const cli = await startMockServerCli(['--port', '0', '--token', 'cli-test-secret'], {}, { recordLoads: true });
    try {
      // What a browser's pages use of it in memory: a REST read, a GraphQL read and a page on the cast relay.
      expect((await fetch(`${cli.url}/user/profiles/list.json`, { headers: { cookie } })).status).toBe(200);
      const graphql = await fetch(`${cli.url}/graphql`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
      expect(graphql.status).toBe(200);
      const relay = new WebSocket(`${castRelayUrl(cli.url, 'no-redis')}&token=cli-test-secret`);
      await new Promise((resolve, reject) => {
        relay.once('open', resolve);
        relay.once('error', reject);
      });
      relay.close();
      const { loaded, packages } = await cli.loads();
      // The recording sees the server, the relay and the packages they load; none of it is the Redis client or what uses it.
      expect(loaded).toEqual(expect.arrayContaining(['mocks/server.ts', 'mocks/cast-relay.ts']));
      expect(packages).toContain('ws');
      expect(packages).not.toContain('ioredis');
      expect(loaded.filter((file) => /^mocks\/(cast-bus|worlds\/redis-store)\.ts$/.test(file))).toEqual([]);
    } finally {
      cli.stop();
      await cli.exited;
    }
    // The same recording sees the client loaded when a Redis store is asked for (one that does not answer here: exit 2).
    const closed = await freePort('127.0.0.1');
    const redis = await run(['--port', '0', '--store', `redis://127.0.0.1:${closed}`]);
    expect(redis.code).toBe(2);
    expect(redis.packages).toContain('ioredis');
  });

  it('refuses an unknown scenario with exit 2 and the list of personas', async () => {
    const result = await run(['--scenario', 'nobody']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown scenario "nobody"/);
    expect(result.stderr).toMatch(/core-subscriber, trial/);
  });

  it('prints the token scripts send, and a script with it changes the world while one without is refused', async () => {
    const server = await startMockServerCli(['--port', '0', '--token', 'cli-test-secret']);
    try {
      expect(server.out()).toContain('Pages of http://localhost:5173, http://127.0.0.1:5173 may use the socket, the cast relay and /__mocks (--origin adds one); scripts send x-mock-token: cli-test-secret');
      const change = (headers: Record<string, string>) =>
        fetch(`${server.url}/__mocks/persona`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ persona: 'trial' }) });
      expect((await change({})).status).toBe(403);
      expect((await change({ 'x-mock-token': 'cli-test-secret' })).status).toBe(200);
      await vi.waitUntil(() => server.log().includes('[mock server] The mock control API refuses a client without an Origin header'), { timeout: 10_000, interval: 50 });
    } finally {
      server.stop();
    }
  });

  it('refuses a token too short to be a secret', async () => {
    const result = await run(['--token', 'short']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--token must be at least 8 visible characters/);
  });

  it('refuses bad faults and a bad port with exit 2 and a specific message', async () => {
    const faults = await run(['--faults', 'subscribe']);
    expect(faults.code).toBe(2);
    expect(faults.stderr).toMatch(/Cannot read fault "subscribe"/);
    const port = await run(['--port', 'eighty']);
    expect(port.code).toBe(2);
    expect(port.stderr).toMatch(/--port must be a whole number/);
  });
});
