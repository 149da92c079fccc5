/**
 * Who may use the standalone mock server's doors that a web page must not open from another site: the
 * graphql-ws upgrade (it acts with the session cookie, which any page on another localhost port carries
 * too), the cast relay (it carries what a sender loads) and the control API's changes (`/__mocks`).
 *
 * A browser page always names its origin on these requests (the `Origin` header on a WebSocket upgrade
 * and on every POST, PUT and DELETE), and no page can leave it out or change it; so a page gets in when
 * its origin is one the server was started with (`--origin`, the same list as CORS), and a sandboxed
 * frame or a `data:`/`file:` page (`Origin: null`) never does. A client with no Origin header is a
 * program, not a page — the conformance checker, a test, curl — and gets in with the server's token: the
 * `x-mock-token` header, or `?token=` on a WebSocket URL (a browser's WebSocket cannot set headers).
 * `npm run mock:server` prints the token at start; `--token` chooses it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries the server's token. */
export const TOKEN_HEADER = 'x-mock-token';
/** The WebSocket URL parameter that carries the server's token. */
export const TOKEN_PARAMETER = 'token';

/** The doors this rule keeps, as the refusals name them. */
export type Door = 'graphql-ws subscriptions socket' | 'cast relay' | 'mock control API';

export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

/** Whether a browser `Origin` value is one of `allowed` (`*` allows any page with an origin). */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined || origin === '') return false;
  return allowed.includes(origin) || (allowed.includes('*') && origin !== 'null');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The token a request presents: its header, or (`fromUrl`, WebSocket upgrades) its URL parameter. */
function presentedToken(request: IncomingMessage, fromUrl: boolean): string | undefined {
  const header = single(request.headers[TOKEN_HEADER]);
  if (header !== undefined) return header;
  if (!fromUrl) return undefined;
  try {
    return new URL(request.url ?? '/', 'http://localhost').searchParams.get(TOKEN_PARAMETER) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why `request` may not use `door`, or undefined when it may: an allowed Origin, or the server's token.
 * The reason names what would let it in.
 */
export function refusalFor(door: Door, request: IncomingMessage, allowed: readonly string[], token: string, fromUrl: boolean): string | undefined {
  const presented = presentedToken(request, fromUrl);
  if (presented !== undefined && sameText(presented, token)) return undefined;
  if (presented !== undefined) return `The ${door} refused the token sent: it is not this server's (npm run mock:server prints it at start; --token sets it).`;
  const origin = single(request.headers.origin);
  if (originAllowed(origin, allowed)) return undefined;
  if (origin === 'null') {
    return `The ${door} refuses a page with an opaque origin (Origin: null — a sandboxed frame, a data: or file: page); serve the page from an origin and start the mock server with --origin for it.`;
  }
  if (origin === undefined || origin === '') {
    const where = fromUrl ? `the ${TOKEN_HEADER} header or ?${TOKEN_PARAMETER}= on the URL` : `the ${TOKEN_HEADER} header`;
    return `The ${door} refuses a client without an Origin header (a program, not a browser page) unless it sends the server's token in ${where}; npm run mock:server prints it at start, --token sets it.`;
  }
  return `The origin ${origin} may not use the ${door}; start the mock server with --origin ${origin}.`;
}

/** How many distinct refusals are logged before the log stops naming new ones (a flood of origins stays a few lines). */
const LOGGED_REFUSALS = 100;

/** Logs each distinct refusal once, so the person running the server sees which option would allow it. */
export function createRefusalLog(log: (line: string) => void = (line) => console.warn(line)) {
  const seen = new Set<string>();
  let silenced = false;
  return (reason: string) => {
    if (seen.has(reason) || silenced) return;
    if (seen.size >= LOGGED_REFUSALS) {
      silenced = true;
      log(`[mock server] more than ${LOGGED_REFUSALS} kinds of refusal; the others are not logged.`);
      return;
    }
    seen.add(reason);
    log(`[mock server] ${reason}`);
  };
}
