/**
 * The sender's session token (playback contract: `createSessionToken` and the `sessionToken` security scheme;
 * GraphQL contract: the `X-Session-Token` header and the graphql-ws `connection_init` payload). A cast receiver
 * never gets the sender's cookie: it signs in with this token instead, on the receiver's calls only.
 *
 * A token is signed like the DRM token (drm.ts): with the world's secret (its seed and account), so a token of
 * another account's world is forged here, and bound to the sender's session (the cookie's value) and persona,
 * which name the world it signs in to. It expires SESSION_TOKEN_TTL_MS after issue on the world's clock, and
 * with the session: the `unauthorized` fault (the session expired) refuses it as it refuses the cookie.
 */
import { parseCookies, SESSION_COOKIE, type MockRequest } from '../core/exchange.ts';
import type { World } from '../db/world.ts';
import { bytesFrom, fromBase64Url, fromUtf8, toBase64Url, utf8 } from './util.ts';

/** The request header a receiver sends its token in (the contract's `sessionToken` scheme, lower-cased). */
export const SESSION_TOKEN_HEADER = 'x-session-token';

/** How long a token signs in at most: the contract's `SESSION_TOKEN_TTL` (12 hours). */
export const SESSION_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** The GraphQL root fields a token may read: the receiver's (the GraphQL contract's header says so). */
export const RECEIVER_GRAPHQL_FIELDS: ReadonlySet<string> = new Set(['player', 'playerRegistrationChanged', 'displayTimeUpdated']);

interface SessionGrant {
  /** The sender's session: its cookie's value. */
  sid: string;
  /** The persona whose world the session is in. */
  persona: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

function sign(world: World, content: string): string {
  return toBase64Url(bytesFrom(`airwave-mock-session|${world.seed}|${world.account.user.userId}|${content}`, 32));
}

function isGrant(value: unknown): value is SessionGrant {
  if (typeof value !== 'object' || value === null) return false;
  const grant = value as Record<string, unknown>;
  return typeof grant.sid === 'string' && grant.sid !== '' && typeof grant.persona === 'string' && typeof grant.exp === 'number';
}

/** The token's claims as written, unchecked: only to choose the world that then checks it. */
export function sessionTokenClaims(token: string): SessionGrant | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;
  const bytes = fromBase64Url(payload);
  try {
    const grant: unknown = bytes ? JSON.parse(fromUtf8(bytes)) : null;
    return isGrant(grant) ? grant : null;
  } catch {
    return null;
  }
}

/** A token for the sender's session `sid` in this world, and when it stops signing in. */
export function issueSessionToken(world: World, sid: string): { sessionToken: string; expiresAt: string } {
  const exp = world.clock.now().getTime() + SESSION_TOKEN_TTL_MS;
  const header = toBase64Url(utf8(JSON.stringify({ alg: 'MOCK', typ: 'JWT' })));
  const payload = toBase64Url(utf8(JSON.stringify({ sid, persona: world.persona, exp } satisfies SessionGrant)));
  return { sessionToken: `${header}.${payload}.${sign(world, `${header}.${payload}`)}`, expiresAt: new Date(exp).toISOString() };
}

/** The session a token signs in as in this world, or null: malformed, not signed here, or expired. */
export function readSessionToken(world: World, token: string): string | null {
  const grant = sessionTokenClaims(token);
  const [header, payload, signature] = token.split('.');
  if (!grant || sign(world, `${header}.${payload}`) !== signature) return null;
  if (grant.persona !== world.persona || grant.exp <= world.clock.now().getTime()) return null;
  return grant.sid;
}

export type RequestSession = { via: 'cookie' | 'token'; session: string } | null;

/**
 * Who a request signs in as: its session cookie, or (where the operation takes one) its session token. A token
 * that does not check out, or that names another session than the request's cookie, signs in as nobody.
 */
export function requestSession(world: World, request: Pick<MockRequest, 'cookies' | 'headers'>, acceptsToken: boolean): RequestSession {
  const cookie = request.cookies[SESSION_COOKIE] ?? '';
  const token = acceptsToken ? request.headers[SESSION_TOKEN_HEADER] : undefined;
  if (token === undefined || token === '') return cookie === '' ? null : { via: 'cookie', session: cookie };
  const session = readSessionToken(world, token);
  if (session === null || (cookie !== '' && cookie !== session)) return null;
  return { via: cookie === '' ? 'token' : 'cookie', session };
}

/** The session of a WebSocket upgrade's Cookie header (the standalone server), or ''. */
export function cookieSessionOf(cookieHeader: string | undefined): string {
  return parseCookies(cookieHeader)[SESSION_COOKIE] ?? '';
}
