/**
 * Method checks: a documented path called with a method the contract does not document for it must
 * not succeed. Any 4xx (405 Method Not Allowed is the usual one) passes; a 2xx or 3xx means the
 * server does something the contract does not say, and a 5xx means it fails on the request.
 */
import { HTTP_METHODS, type HttpMethod, type OperationInfo } from '../../../common/openapi/contracts.ts';
import { send } from '../http.ts';
import type { Check, CheckOutcome, Target } from '../model.ts';
import { toHttpRequest } from './exchange.ts';
import { failed, guarded, PASSED } from './outcome.ts';
import { validRequests } from './requests.ts';

async function runMethod(target: Target, operation: OperationInfo, method: HttpMethod, signal: AbortSignal): Promise<CheckOutcome> {
  const template = validRequests(operation)[0];
  if (!template) return PASSED;
  const { body: _body, ...withoutBody } = template;
  const exchange = await send(target, toHttpRequest(target, operation, withoutBody, { method }), signal);
  const { status } = exchange.response;
  const expected = `a 4xx (usually 405): ${method} is not documented for ${operation.pathTemplate}`;
  if (status < 400) return failed(exchange, `${method} ${operation.pathTemplate} is not documented but answered ${status}`, expected);
  if (status >= 500) return failed(exchange, `${method} ${operation.pathTemplate} is not documented and answered ${status} (a server error)`, expected);
  return PASSED;
}

/** One check per undocumented method of each documented path (the path's first operation names it). */
export function methodChecks(target: Target, operations: readonly OperationInfo[], tagOf: (operation: OperationInfo) => string): Check[] {
  const byPath = new Map<string, OperationInfo[]>();
  for (const operation of operations) byPath.set(operation.pathTemplate, [...(byPath.get(operation.pathTemplate) ?? []), operation]);
  const checks: Check[] = [];
  for (const [path, onPath] of byPath) {
    const first = onPath[0];
    if (!first) continue;
    const documented = new Set(onPath.map((operation) => operation.method));
    for (const method of HTTP_METHODS.filter((candidate) => !documented.has(candidate))) {
      checks.push({
        id: `${first.contract}/${first.operationId}/method/${method}`,
        contract: first.contract,
        kind: 'method',
        operation: first.operationId,
        target: `${method} ${path}`,
        tags: [...new Set(onPath.map(tagOf))],
        title: `does not serve the undocumented ${method} ${path}`,
        run: ({ signal }) => guarded(() => runMethod(target, first, method, signal)),
      });
    }
  }
  return checks;
}
