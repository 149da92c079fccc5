/**
 * Auth checks: an operation that needs the session cookie (the contract's global `sessionCookie`
 * requirement unless it says `security: []`) must answer 401 without it, with the documented body;
 * a license or certificate call must answer 401 without its X-Auth-Token header. The cast receiver's
 * session token (`sessionToken` scheme, `X-Session-Token`, from `createSessionToken`): an operation that
 * lists it serves a live token in place of the cookie and answers a forged one 401; and (one check, filed under
 * createSessionToken) every signed-in read that does not list it answers 401 to a live token alone.
 */
import { operations, type OperationInfo } from '../../../common/openapi/contracts.ts';
import { send } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import { checkAgainstContract, toHttpRequest } from './exchange.ts';
import type { LiveFixtures } from './fixtures.ts';
import { failed, guarded, PASSED, skipped } from './outcome.ts';
import { operationTarget, validRequests, type RequestTemplate } from './requests.ts';

type Credential = 'session cookie' | 'X-Auth-Token header';

/** The header of the receiver's session token (the playback contract's `sessionToken` scheme). */
const SESSION_TOKEN_HEADER = 'x-session-token';
/** Well-formed, signed by no one. */
const FORGED_SESSION_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sid: 'conformance-forged', exp: 4102444800000 })).toString('base64url')}.forged-signature`;

type TokenCase = 'live token' | 'forged token';

const TOKEN_TITLES: Record<TokenCase, string> = {
  'live token': 'serves the request with the session token in place of the cookie',
  'forged token': 'answers 401 to a forged session token in place of the cookie',
};
const SCOPE_TITLE = 'the session token it issues is refused (401) by every signed-in read that does not take it';

async function runToken(target: Target, operation: OperationInfo, template: RequestTemplate, tokenCase: TokenCase, fixtures: LiveFixtures, signal: AbortSignal): Promise<CheckOutcome> {
  const prepared = structuredClone(template);
  const token = tokenCase === 'forged token' ? FORGED_SESSION_TOKEN : await fixtures.sessionToken();
  // createSessionToken's own checks say why it issued none; the token's use cannot be judged without one.
  if (token === null) return skipped('createSessionToken issued no session token with the session cookie, so its use cannot be tried');
  prepared.headers[SESSION_TOKEN_HEADER] = token;
  if (operation.security.drmToken) {
    const drmToken = await fixtures.drmToken();
    if (drmToken) prepared.headers['x-auth-token'] = drmToken;
  }
  const exchange = await send(target, toHttpRequest(target, operation, prepared, { withoutCookies: true }), signal);
  const { status } = exchange.response;
  if (tokenCase === 'live token') {
    const expected = 'an answer other than 401, without the session cookie';
    if (status === 401) return failed(exchange, 'refused the session token the server issued (401) on a receiver call that takes it', expected);
    if (status >= 500) return failed(exchange, `answered ${status} to a request signed in by the session token`, expected);
    return PASSED;
  }
  const expected = '401 to a forged session token, with the documented body';
  if (status !== 401) return failed(exchange, `${status < 300 ? 'served the request' : `answered ${status}`} with a forged session token, without the session cookie (ignored auth check)`, expected);
  const contract = checkAgainstContract(operation, exchange.response);
  if (!contract.ok) return failed(exchange, `answered 401 to a forged session token, but ${contract.problems[0] ?? 'not as documented'}`, expected);
  return PASSED;
}

/** The token's scope, judged once (filed under createSessionToken): each signed-in read that does not list it refuses it alone. */
async function runScope(target: Target, fixtures: LiveFixtures, signal: AbortSignal): Promise<CheckOutcome> {
  const token = await fixtures.sessionToken();
  if (token === null) return skipped('createSessionToken issued no session token with the session cookie, so its scope cannot be tried');
  const expected = '401 with the documented body from every signed-in read (GET) that does not take the session token';
  for (const operation of operations) {
    const template = validRequests(operation)[0];
    if (operation.method !== 'GET' || !operation.security.sessionCookie || operation.security.sessionToken || !template) continue;
    const prepared = structuredClone(template);
    prepared.headers[SESSION_TOKEN_HEADER] = token;
    const exchange = await send(target, toHttpRequest(target, operation, prepared, { withoutCookies: true }), signal);
    const { status } = exchange.response;
    if (status !== 401) {
      return failed(exchange, `${operation.operationId} ${status < 300 ? 'served the request' : `answered ${status}`} with the session token alone, without the session cookie (ignored auth check: the token is scoped to the receiver's calls)`, expected);
    }
    const contract = checkAgainstContract(operation, exchange.response);
    if (!contract.ok) return failed(exchange, `${operation.operationId} answered 401 to the session token alone, but ${contract.problems[0] ?? 'not as documented'}`, expected);
  }
  return PASSED;
}

function tokenChecks(target: Target, operation: OperationInfo, template: RequestTemplate, fixtures: LiveFixtures, tag: string, first: number): Check[] {
  const check = (index: number, title: string, run: Check['run']): Check => ({
    id: `${operation.contract}/${operation.operationId}/auth/${first + index}`,
    contract: operation.contract,
    kind: 'auth',
    operation: operation.operationId,
    target: operationTarget(operation),
    tags: [tag],
    title,
    run,
  });
  if (operation.operationId === 'createSessionToken') return [check(0, SCOPE_TITLE, ({ signal }) => guarded(() => runScope(target, fixtures, signal)))];
  if (!operation.security.sessionToken) return [];
  return (['live token', 'forged token'] as const).map((tokenCase, index) =>
    check(index, TOKEN_TITLES[tokenCase], ({ signal }) => guarded(() => runToken(target, operation, template, tokenCase, fixtures, signal))),
  );
}

async function runAuth(target: Target, operation: OperationInfo, template: RequestTemplate, missing: Credential, fixtures: LiveFixtures, signal: AbortSignal): Promise<CheckOutcome> {
  const prepared = structuredClone(template);
  if (missing === 'X-Auth-Token header') delete prepared.headers['x-auth-token'];
  else if (operation.security.drmToken) {
    const token = await fixtures.drmToken();
    if (token) prepared.headers['x-auth-token'] = token;
  }
  const request = toHttpRequest(target, operation, prepared, { withoutCookies: missing === 'session cookie' });
  const exchange = await send(target, request, signal);
  const { status } = exchange.response;
  const expected = `401 without the ${missing}, with the documented body`;
  if (status !== 401) {
    const what = status < 300 ? 'served the request' : `answered ${status}`;
    return failed(exchange, `${what} without the ${missing} (ignored auth check)`, expected);
  }
  const contract = checkAgainstContract(operation, exchange.response);
  if (!contract.ok) return failed(exchange, `answered 401 without the ${missing}, but ${contract.problems[0] ?? 'not as documented'}`, expected);
  return PASSED;
}

export function authChecks(target: Target, operation: OperationInfo, fixtures: LiveFixtures, tag: string): Check[] {
  const template = validRequests(operation)[0];
  if (!template) return [];
  const missing: Credential[] = [];
  if (operation.security.sessionCookie) missing.push('session cookie');
  if (operation.security.drmToken) missing.push('X-Auth-Token header');
  const withoutCredentials = missing.map((credential, index): Check => ({
    id: `${operation.contract}/${operation.operationId}/auth/${index}`,
    contract: operation.contract,
    kind: 'auth' as const,
    operation: operation.operationId,
    target: operationTarget(operation),
    tags: [tag],
    title: `answers 401 without the ${credential}`,
    run: ({ signal }) => guarded(() => runAuth(target, operation, template, credential, fixtures, signal)),
  }));
  return [...withoutCredentials, ...tokenChecks(target, operation, template, fixtures, tag, missing.length)];
}
