/**
 * Negative checks: an invalid request (see invalid.ts) must be refused with a documented 4xx whose
 * body is the contract's error envelope (a body in an undeclared media type may also get a plain 415).
 * Accepting it (2xx/3xx) or failing on it (5xx) is reported.
 */
import type { OperationInfo } from '../../../common/openapi/contracts.ts';
import { send } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import { checkAgainstContract, toHttpRequest } from './exchange.ts';
import type { LiveFixtures } from './fixtures.ts';
import { invalidRequests, type InvalidRequest } from './invalid.ts';
import { failed, guarded, PASSED } from './outcome.ts';
import { operationTarget, validRequests } from './requests.ts';

function documented4xx(operation: OperationInfo): string {
  const statuses = operation.statuses.filter((status) => status.startsWith('4'));
  return statuses.length > 0 ? statuses.join(', ') : '4xx';
}

async function runNegative(target: Target, operation: OperationInfo, invalid: InvalidRequest, fixtures: LiveFixtures, signal: AbortSignal): Promise<CheckOutcome> {
  const template = structuredClone(invalid.template);
  if (operation.security.drmToken) {
    // Only the planted problem may be wrong: the DRM token is a live one.
    const token = await fixtures.drmToken();
    if (token) template.headers['x-auth-token'] = token;
  }
  const request = toHttpRequest(target, operation, template);
  if (invalid.rawBody) request.body = { kind: 'raw', value: invalid.rawBody.text, contentType: invalid.rawBody.contentType };
  const exchange = await send(target, request, signal);
  const { status } = exchange.response;
  const expected = `a documented 4xx (${documented4xx(operation)}) with the contract's error body`;
  if (status < 400) return failed(exchange, `accepted invalid input (${invalid.label}) with ${status}`, expected);
  if (status >= 500) return failed(exchange, `answered ${status} (a server error) to invalid input (${invalid.label})`, expected);
  // 415 Unsupported Media Type is the standard refusal of a body in the wrong media type, documented or not.
  if (invalid.wrongMediaType && status === 415 && !operation.statuses.includes('415')) return PASSED;
  const contract = checkAgainstContract(operation, exchange.response);
  if (!contract.ok) {
    return failed(exchange, `refused invalid input (${invalid.label}), but ${contract.problems[0] ?? 'not as documented'}`, expected);
  }
  return PASSED;
}

export function negativeChecks(target: Target, operation: OperationInfo, fixtures: LiveFixtures, tag: string): Check[] {
  const base = validRequests(operation)[0];
  if (!base) return [];
  // A server that wrongly accepts a valid body in the wrong media type changes the account: such checks
  // run one at a time with the other account-changing checks, like the positive ones.
  const changesAccount = operation.method !== 'GET' && operation.contract !== 'playback';
  return invalidRequests(operation, base).map((invalid, index) => ({
    ...(invalid.wrongMediaType && changesAccount ? { exclusiveKey: 'account' } : {}),
    id: `${operation.contract}/${operation.operationId}/negative/${index}`,
    contract: operation.contract,
    kind: 'negative' as const,
    operation: operation.operationId,
    target: operationTarget(operation),
    tags: [tag],
    title: `refuses invalid input: ${invalid.label}`,
    run: ({ signal }) => guarded(() => runNegative(target, operation, invalid, fixtures, signal)),
  }));
}
