/**
 * A cast receiver signs in with the sender's session token, never the cookie it cannot get (the playback contract's
 * `createSessionToken` and `sessionToken` scheme, the GraphQL contract's header and connection_init payload), on the
 * standalone mock server as a device reaches it. And the attacks on it: an expired token, another account's, a
 * forged or malformed one, one used on a call a receiver does not make — each the contract's 401, never a 500.
 */
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DisplayTimeUpdatedDocument, NotificationChangedDocument, PlayerDocument } from '../../generated/graphql/all-documents.ts';
import { clearKeyKidOf } from '../../mocks/rest/drm.ts';
import { SESSION_TOKEN_TTL_MS } from '../../mocks/rest/session-token.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { TEST_NOW } from '../support/clock.ts';

const RECEIVER = 'http://127.0.0.1:8008';
const SENDER_COOKIE = 'airwave_session=sender-session';
const MANIFEST = '/playback/manifest/VOD/epi-yellowstone-s5e1';
let server: RunningMockServer;
let now = TEST_NOW.getTime();

beforeAll(async () => {
  server = await startMockServer({ port: 0, allowedOrigins: [RECEIVER], now: () => new Date(now) });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text } };
}

/** What the sender does before a cast LOAD: asks for a token with its cookie (and, for another account, its persona). */
async function mintToken(headers: Record<string, string> = {}): Promise<{ sessionToken: string; expiresAt: string }> {
  const answer = await call('/playback/session-token', { method: 'POST', headers: { cookie: SENDER_COOKIE, ...headers } });
  expect(answer.status).toBe(201);
  return answer.body as { sessionToken: string; expiresAt: string };
}

const withToken = (token: string, headers: Record<string, string> = {}) => ({ 'x-session-token': token, ...headers });

/** The contract's 401 body of a playback call (the sign-in trouble entry). */
const SESSION_MISSING = { status: 401, body: expect.objectContaining({ detailedErrorName: 'SESSION_MISSING', errorCode: '3', httpStatus: 401 }) as unknown };

function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  return call('/graphql', { method: 'POST', headers, body: { query, variables } });
}

describe('the sender’s session token on the playback calls', () => {
  it('is issued only with the session cookie, for 12 hours at most', async () => {
    expect(await call('/playback/session-token', { method: 'POST' })).toEqual(SESSION_MISSING);
    const { sessionToken, expiresAt } = await mintToken();
    expect(Date.parse(expiresAt)).toBe(now + SESSION_TOKEN_TTL_MS);
    // A token does not make another token: renewing needs the sender's session.
    expect(await call('/playback/session-token', { method: 'POST', headers: withToken(sessionToken) })).toEqual(SESSION_MISSING);
  });

  it('signs a receiver without the cookie in to the manifest, the DASH manifest and the licence', async () => {
    const { sessionToken } = await mintToken();
    expect(await call(MANIFEST)).toEqual(SESSION_MISSING);
    const manifest = await call(MANIFEST, { headers: withToken(sessionToken) });
    expect(manifest.status).toBe(200);
    const drmToken = (manifest.body.drm as { drmToken: string }).drmToken;
    const dash = await fetch(`${server.url}${MANIFEST}/dash?sessionId=${String(manifest.body.sessionId)}`, { headers: withToken(sessionToken) });
    expect(dash.status).toBe(200);
    const licence = { kids: [clearKeyKidOf('vod')], type: 'temporary' };
    expect((await call('/playback/license/clearkey', { method: 'POST', headers: withToken(sessionToken, { 'x-auth-token': drmToken }), body: licence })).status).toBe(200);
    expect(await call('/playback/license/clearkey', { method: 'POST', headers: { 'x-auth-token': drmToken }, body: licence })).toEqual({ ...SESSION_MISSING, body: expect.objectContaining({ detailedErrorName: 'SESSION_MISSING', category: 'DRM' }) as unknown });
  });

  it('is refused on every call a receiver does not make, with that contract’s 401', async () => {
    const { sessionToken } = await mintToken();
    const user = await call('/user', { headers: withToken(sessionToken) });
    expect(user.status).toBe(401);
    const billing = await call('/billing/user_details', { headers: withToken(sessionToken) });
    expect(billing.status).toBe(401);
    expect(billing.body).toMatchObject({ success: false });
  });

  it('stops signing in once it expires, and when the session does (the unauthorized fault)', async () => {
    const { sessionToken } = await mintToken();
    now += SESSION_TOKEN_TTL_MS - 1000;
    expect((await call(MANIFEST, { headers: withToken(sessionToken) })).status).toBe(200);
    now += 1000;
    try {
      expect(await call(MANIFEST, { headers: withToken(sessionToken) })).toEqual(SESSION_MISSING);
      const fresh = await mintToken();
      expect(await call(MANIFEST, { headers: withToken(fresh.sessionToken, { 'x-mock-faults': 'getManifest:unauthorized' }) })).toEqual(SESSION_MISSING);
    } finally {
      now = TEST_NOW.getTime();
    }
  });

  it('refuses another account’s token, a forged one, one beside another session’s cookie, and malformed ones, never with a 500', async () => {
    const { sessionToken } = await mintToken();
    const trials = await mintToken({ 'x-mock-scenario': 'trial' });
    // The trial account's token plays the trial account's world, not this one.
    expect((await call(MANIFEST, { headers: withToken(trials.sessionToken) })).status).toBe(200);
    expect(await call(MANIFEST, { headers: withToken(trials.sessionToken, { 'x-mock-scenario': 'core-subscriber' }) })).toEqual(SESSION_MISSING);
    // The claims rewritten to name another session: the signature no longer matches.
    const [header, payload, signature] = sessionToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sid: 'victim', exp: claims.exp })).toString('base64url')}.${signature}`;
    expect(await call(MANIFEST, { headers: withToken(forged) })).toEqual(SESSION_MISSING);
    expect(await call(MANIFEST, { headers: withToken(sessionToken, { cookie: 'airwave_session=someone-else' }) })).toEqual(SESSION_MISSING);
    for (const junk of ['x', 'a.b.c', '...', `${header}.%%%.${signature}`, 'é'.repeat(2000), `${sessionToken}.extra`]) {
      expect(await call(MANIFEST, { headers: withToken(encodeURIComponent(junk)) }), junk.slice(0, 20)).toEqual(SESSION_MISSING);
    }
  });
});

describe('the sender’s session token on GraphQL', () => {
  it('signs in to the receiver’s player reads over HTTP, and to nothing else', async () => {
    const { sessionToken } = await mintToken();
    const player = await graphql(print(PlayerDocument), { playerId: 'chromecast-living-room' }, withToken(sessionToken));
    expect(player.status).toBe(200);
    expect(player.body.errors).toBeUndefined();
    const outside = [
      '{ user { userId } }',
      'query Player { player(playerId: "p") { id } user { userId } }',
      'query Player { ...Sneaky } fragment Sneaky on Query { userSubscription { state } }',
      'mutation { createFavoriteChannel(channelId: "ch-amc") { id } }',
    ];
    for (const query of outside) {
      const refused = await graphql(query, {}, withToken(sessionToken));
      expect({ query, status: refused.status, code: (refused.body.errors as Array<{ extensions: { code: string } }>)[0]?.extensions.code }).toEqual({ query, status: 401, code: 'UNAUTHENTICATED' });
    }
    now += SESSION_TOKEN_TTL_MS;
    try {
      expect((await graphql(print(PlayerDocument), { playerId: 'p' }, withToken(sessionToken))).status).toBe(401);
    } finally {
      now = TEST_NOW.getTime();
    }
  });

  it('signs a socket without the cookie in by its connection_init payload, for the receiver’s subscriptions only', async () => {
    const { sessionToken } = await mintToken();
    const url = `${server.url.replace('http', 'ws')}/graphql-subscriptions`;
    // A receiver page's socket: its origin, no cookie (a device never has the sender's).
    class ReceiverSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { origin: RECEIVER });
      }
    }
    const first = <T,>(token: string | undefined, query: string) => {
      const client = createClient({ url, webSocketImpl: ReceiverSocket, retryAttempts: 0, lazy: true, connectionParams: token === undefined ? {} : { sessionToken: token } });
      return new Promise<T>((resolve, reject) => {
        client.subscribe<T>({ query }, { next: (value) => resolve(value as T), error: reject, complete: () => undefined });
      }).finally(() => void client.dispose());
    };
    await expect(first(sessionToken, print(DisplayTimeUpdatedDocument))).resolves.toMatchObject({ data: { displayTimeUpdated: expect.any(String) as unknown } });
    await expect(first(sessionToken, print(NotificationChangedDocument))).rejects.toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    await expect(first(undefined, print(DisplayTimeUpdatedDocument))).rejects.toMatchObject({ code: 4403 });
    await expect(first(`${sessionToken}x`, print(DisplayTimeUpdatedDocument))).rejects.toMatchObject({ code: 4403 });
  });
});
