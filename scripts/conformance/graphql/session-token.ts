/**
 * The cast receiver's session token on GraphQL (the contract's header: `X-Session-Token` signs in for the player's
 * reads only). With a REST target to get a token from (`createSessionToken`, with the run's cookie): the contract's
 * `Player` read is served on the token alone, without the cookie; a read outside the token's scope (`user`) and a
 * forged token are refused with 401 UNAUTHENTICATED, as a missing cookie is.
 */
import { parse } from 'graphql';
import { send, type HttpExchange } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import { failed, guarded, PASSED, skipped } from '../rest/outcome.ts';
import type { ContractOperation } from './contract.ts';
import { graphqlHttpRequest } from './transport.ts';

const SESSION_TOKEN_HEADER = 'x-session-token';
const FORGED = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sid: 'conformance-forged', exp: 4102444800000 })).toString('base64url')}.forged-signature`;
/** Any player id: an unknown registration is `null`, still an answer. */
const PLAYER_ID = 'conformance-check-player';
const OUTSIDE_SCOPE = parse('query OutsideTokenScope { user { userId } }');

type Case = 'served' | 'outside its scope' | 'forged';

const TITLES: Record<Case, string> = {
  served: "serves the receiver's Player read with the session token in place of the cookie",
  'outside its scope': 'answers 401 UNAUTHENTICATED to the session token on a read outside its scope (user)',
  forged: 'answers 401 UNAUTHENTICATED to a forged session token',
};

function codeOf(exchange: HttpExchange): unknown {
  const body = exchange.response.body;
  const errors = body.kind === 'json' ? (body.value as { errors?: Array<{ extensions?: { code?: unknown } }> } | null)?.errors : undefined;
  return Array.isArray(errors) ? errors[0]?.extensions?.code : undefined;
}

async function mint(target: Target, playbackBase: string, signal: AbortSignal): Promise<string | null> {
  // Asking again (when a kept-alive connection was dropped under the request) only mints a token nobody uses.
  const exchange = await send(target, { method: 'POST', url: `${playbackBase}/playback/session-token`, idempotent: true }, signal);
  const body = exchange.response.body;
  const token = body.kind === 'json' ? (body.value as { sessionToken?: unknown } | null)?.sessionToken : undefined;
  return exchange.response.status === 201 && typeof token === 'string' ? token : null;
}

async function run(target: Target, graphqlUrl: string, playbackBase: string, player: ContractOperation, tokenCase: Case, signal: AbortSignal): Promise<CheckOutcome> {
  const token = tokenCase === 'forged' ? FORGED : await mint(target, playbackBase, signal);
  if (token === null) return skipped('createSessionToken issued no session token with the session cookie, so its use cannot be tried');
  const request = tokenCase === 'outside its scope' ? { document: OUTSIDE_SCOPE, operationName: 'OutsideTokenScope' } : { document: player.document, operationName: player.name, variables: { playerId: PLAYER_ID } };
  const http = graphqlHttpRequest(graphqlUrl, request);
  const exchange = await send(target, { ...http, headers: { ...http.headers, [SESSION_TOKEN_HEADER]: token }, withoutCookies: true }, signal);
  const { status } = exchange.response;
  if (tokenCase === 'served') {
    if (status !== 200 || codeOf(exchange) === 'UNAUTHENTICATED') return failed(exchange, `refused the session token it issued on the Player read (${status})`, '200 with the Player answer, without the cookie');
    return PASSED;
  }
  const expected = '401 with errors[0].extensions.code UNAUTHENTICATED';
  if (status !== 401 || codeOf(exchange) !== 'UNAUTHENTICATED') {
    return failed(exchange, `${status < 300 ? 'served' : `answered ${status} to`} a request with ${tokenCase === 'forged' ? 'a forged session token' : 'the session token outside its scope'} and no cookie (ignored auth check)`, expected);
  }
  return PASSED;
}

export function planSessionTokenChecks(target: Target, graphqlUrl: string, operations: readonly ContractOperation[]): Check[] {
  const playbackBase = target.rest?.playback;
  const player = operations.find((operation) => operation.name === 'Player');
  if (!playbackBase || !player) return [];
  return (['served', 'outside its scope', 'forged'] as const).map(
    (tokenCase, index): Check => ({
      id: `graphql/session-token/${index}`,
      contract: 'graphql',
      kind: 'auth',
      operation: tokenCase === 'outside its scope' ? 'OutsideTokenScope' : 'Player',
      target: tokenCase === 'outside its scope' ? 'Query.user' : 'Query.player',
      tags: ['query'],
      title: TITLES[tokenCase],
      run: ({ signal }) => guarded(() => run(target, graphqlUrl, playbackBase, player, tokenCase, signal)),
    }),
  );
}
