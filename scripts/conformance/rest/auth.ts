/**
 * Auth checks: an operation that needs the session cookie (the contract's global `sessionCookie`
 * requirement unless it says `security: []`) must answer 401 without it, with the documented body;
 * a license or certificate call must answer 401 without its X-Auth-Token header.
 */
import type { OperationInfo } from '../../../common/openapi/contracts.ts';
import { send } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import { checkAgainstContract, toHttpRequest } from './exchange.ts';
import type { LiveFixtures } from './fixtures.ts';
import { failed, guarded, PASSED } from './outcome.ts';
import { operationTarget, validRequests, type RequestTemplate } from './requests.ts';

type Credential = 'session cookie' | 'X-Auth-Token header';

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
  return missing.map((credential, index) => ({
    id: `${operation.contract}/${operation.operationId}/auth/${index}`,
    contract: operation.contract,
    kind: 'auth' as const,
    operation: operation.operationId,
    target: operationTarget(operation),
    tags: [tag],
    title: `answers 401 without the ${credential}`,
    run: ({ signal }) => guarded(() => runAuth(target, operation, template, credential, fixtures, signal)),
  }));
}
