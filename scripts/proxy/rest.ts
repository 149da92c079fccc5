/**
 * A REST exchange through the proxy: the operation is found by method and path (the mock router's own table), its
 * route decides who answers; on the way to the real backend the request is validated against the operation, and
 * the answer (status, content type, body) with the same generated validators the mocks and the checker use.
 */
import { matchPath, ownsPath } from '../../mocks/rest/router.ts';
import { sendMockResponse, type ProxyExchange } from '../../mocks/server.ts';
import { validateRequest } from '../../common/openapi/validate-request.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import { loadValidators, type OperationInfo } from '../../common/openapi/contracts.ts';
import { curlLine, forward, type UpstreamRequest } from './forward.ts';
import { contractBodyOf, passOn, upstreamRequestOf, type ProxyContext } from './exchange.ts';

function pointerText(operation: OperationInfo, ...rest: string[]): string {
  return `${operation.contract}#/${[...operation.pointer, ...rest].map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** The operation a request goes to (HEAD as GET), or null outside the REST contracts. */
export function restOperationOf(method: string, path: string): { operation: OperationInfo; params: Record<string, string> } | null {
  if (!ownsPath(path)) return null;
  const wanted = method === 'HEAD' ? 'GET' : method;
  const match = matchPath(path).find((candidate) => candidate.route.operation.method === wanted);
  return match ? { operation: match.route.operation, params: match.params } : null;
}

/** The 502 a proxy answers in the path's contract envelope, naming what went wrong. */
function badGateway(context: ProxyContext, exchange: ProxyExchange, message: string): 'answered' {
  const refused = context.backend.refuse(exchange.request.method, exchange.request.path, 502, message, 'BAD_GATEWAY');
  sendMockResponse(exchange.response, refused, exchange.cors);
  return 'answered';
}

export async function proxyRest(context: ProxyContext, exchange: ProxyExchange): Promise<'answered' | 'mock'> {
  const { request } = exchange;
  const found = restOperationOf(request.method, request.path);
  // A path or method no contract has: the mocks answer it (their 404 or 405).
  if (!found) return 'mock';
  const { operation, params } = found;
  const name = operation.operationId;
  const mode = context.routes.modeOf(name, operation.contract);
  const base = context.settings.upstreams[operation.contract];
  if (mode === 'mock' || !base) {
    context.log.served(operation.contract, name, 'mock');
    return 'mock';
  }
  const upstream: UpstreamRequest = upstreamRequestOf(exchange, base, context.settings);
  const curl = curlLine(upstream);
  await loadValidators();
  const checked = validateRequest(operation, request, params);
  if (!checked.ok) {
    const where = checked.issue.location === 'body' ? ['requestBody'] : ['parameters'];
    context.log.record({
      contract: operation.contract,
      operation: name,
      side: 'request',
      method: request.method,
      path: request.path,
      schemaPath: `${pointerText(operation, ...where)} ${checked.issue.field} (${checked.issue.keyword})`,
      message: checked.issue.message,
      curl,
    });
  }
  const answer = await forward(upstream);
  if (answer.kind === 'unreachable') {
    if (mode === 'auto') {
      context.log.served(operation.contract, name, 'fallback', `the real backend could not be reached: ${answer.reason}`);
      return 'mock';
    }
    return badGateway(context, exchange, `The real backend at ${answer.url} could not be reached: ${answer.reason}.`);
  }
  if (answer.kind === 'redirect-elsewhere') {
    const message = `the real backend answered ${answer.status} redirecting to ${answer.location}, another host: not followed`;
    context.log.record({ contract: operation.contract, operation: name, side: 'response', method: request.method, path: request.path, status: answer.status, schemaPath: pointerText(operation, 'responses'), message, curl });
    return badGateway(context, exchange, `The proxy did not follow the real backend's redirect to another host (${answer.location}).`);
  }
  if (answer.kind === 'too-large') return badGateway(context, exchange, `The real backend's answer is too large: ${answer.reason}.`);
  if (mode === 'auto') {
    const prefix = `/${operation.pathTemplate.split('/')[1] ?? ''}`;
    const why = await context.notFound.notBuilt(answer, upstream, prefix);
    if (why) {
      context.log.served(operation.contract, name, 'fallback', why);
      return 'mock';
    }
  }
  context.log.served(operation.contract, name, 'real');
  const read = contractBodyOf(answer);
  const problems: Array<{ message: string; schemaPath: string }> = [];
  if ('unreadable' in read) problems.push({ message: read.unreadable, schemaPath: pointerText(operation, 'responses') });
  else {
    const check = validateResponse(name, { status: answer.status, headers: Object.fromEntries(Object.entries(answer.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : value])), body: read.body }, read.jsonType);
    check.problems.forEach((message, index) => problems.push({ message, schemaPath: check.schemaPaths[index] ?? pointerText(operation, 'responses') }));
  }
  for (const problem of problems) {
    context.log.record({ contract: operation.contract, operation: name, side: 'response', method: request.method, path: request.path, status: answer.status, ...problem, curl });
  }
  const first = problems[0];
  if (context.settings.strict && first) {
    return badGateway(context, exchange, `The real backend's answer to ${name} (${answer.status}) breaks the contract: ${first.message} (${first.schemaPath}).`);
  }
  passOn(exchange.response, answer, exchange);
  return 'answered';
}
