/**
 * GraphQL over HTTP as the app's Apollo client speaks it, at `/graphql` and `/api/graphql`:
 * - POST only (GET answers 405); a body that is one operation, or a JSON array of operations (Apollo
 *   BatchHttpLink) answered with an array of results in the same order;
 * - automatic persisted queries: `extensions.persistedQuery.sha256Hash` alone runs a known query or
 *   answers `PersistedQueryNotFound`; with the query the hash is checked and remembered;
 * - other extensions (`clientLibrary`) and `__typename` selections are accepted as they are;
 * - faults by operation name: `graphql-error` answers that operation with `{ data: null, errors }`;
 *   `unauthorized` (401), `status`, `network` and `delay` apply to the whole HTTP request.
 * - the session cookie, as on every signed-in REST call: without a non-empty `airwave_session` the
 *   request answers 401 `UNAUTHENTICATED` (the client's session-expired flow); a cast receiver's session token
 *   (`x-session-token`, rest/session-token.ts) signs in instead, for the receiver's reads only (./token-scope.ts);
 * - the limits of ./limits.ts (depth, aliases, cost, tokens, batch size) and the request's time budget:
 *   a request past a limit answers 400 `QUERY_LIMIT_EXCEEDED` before anything runs, one that runs past
 *   its budget 503 `TIMEOUT`.
 * Malformed JSON, a missing query or bad variables answer 400 with `{ errors: [{ message }] }`.
 */
import type { ExecutionResult, GraphQLFormattedError } from 'graphql';
import { forgetAnswers, recallAnswer, rememberAnswer, responseOf, timeKey } from '../core/answer-cache.ts';
import { json, type MockRequest, type MockResponse } from '../core/exchange.ts';
import { requestSession } from '../rest/session-token.ts';
import type { World } from '../db/world.ts';
import { faultsFor, type Fault } from '../scenarios/faults.ts';
import { catalogIndex } from './catalog-index.ts';
import { TimeBudgetExceeded, wholeSecondOf, type GraphQLContext } from './context.ts';
import { batchLimitMessage, GRAPHQL_LIMITS, LIMIT_ERROR_CODE } from './limits.ts';
import { executeQuery } from './executor.ts';
import { lookupPersisted, persistedQueryEntries, prepareDocument, rememberPersisted, selectOperation, sha256Hex } from './documents.ts';
import { createMockSchema } from './schema.ts';
import { OPERATION_TEXTS } from '../../generated/graphql/operation-texts.ts';
import { DEFAULT_TIME_BUDGET_MS } from '../defaults.ts';
import { withinTokenScope } from './token-scope.ts';

export interface FormattedResult {
  data?: unknown;
  errors?: GraphQLFormattedError[];
}

/** One operation of the request, ready to run or already answered. */
type Prepared =
  | { kind: 'run'; operationName: string | null; query: string; variables: Record<string, unknown> | undefined }
  | { kind: 'answer'; operationName: string | null; result: FormattedResult; status: number };

function error(message: string, code?: string): GraphQLFormattedError {
  return code ? { message, extensions: { code } } : { message };
}

function answer(operationName: string | null, status: number, message: string, code?: string): Prepared {
  return { kind: 'answer', operationName, status, result: { errors: [error(message, code)] } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function format(result: ExecutionResult): FormattedResult {
  return {
    ...(result.errors ? { errors: result.errors.map((item) => item.toJSON()) } : {}),
    ...('data' in result ? { data: result.data } : {}),
  };
}

async function prepare(body: unknown): Promise<Prepared> {
  if (!isRecord(body)) return answer(null, 400, 'Each GraphQL request must be a JSON object.', 'BAD_REQUEST');
  const operationName = typeof body.operationName === 'string' && body.operationName !== '' ? body.operationName : null;
  let variables: unknown = body.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables) as unknown;
    } catch {
      return answer(operationName, 400, 'Variables are invalid JSON.', 'BAD_REQUEST');
    }
  }
  if (variables !== undefined && variables !== null && !isRecord(variables)) {
    return answer(operationName, 400, 'Variables must be a JSON object.', 'BAD_REQUEST');
  }
  const extensions = isRecord(body.extensions) ? body.extensions : {};
  const persistedQuery = isRecord(extensions.persistedQuery) ? extensions.persistedQuery : undefined;
  const hash = typeof persistedQuery?.sha256Hash === 'string' ? persistedQuery.sha256Hash : undefined;
  let query = typeof body.query === 'string' && body.query.trim() !== '' ? body.query : undefined;
  if (persistedQuery && persistedQuery.version !== undefined && persistedQuery.version !== 1) {
    return answer(operationName, 400, 'Unsupported persisted query version.', 'PERSISTED_QUERY_NOT_SUPPORTED');
  }
  if (hash && query) {
    if ((await sha256Hex(query)) !== hash.toLowerCase()) return answer(operationName, 400, 'provided sha does not match query', 'BAD_REQUEST');
  } else if (hash) {
    query = lookupPersisted(hash);
    if (!query) return answer(operationName, 200, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND');
  }
  if (!query) return answer(operationName, 400, 'Must provide query string.', 'BAD_REQUEST');
  const prepared = prepareDocument(query);
  // Only a document that can run is remembered under its hash.
  if (hash && typeof body.query === 'string' && prepared.errors.length === 0) rememberPersisted(hash, query);
  return {
    kind: 'run',
    operationName: operationName ?? selectOperation(prepared, null)?.name?.value ?? null,
    query,
    variables: (variables as Record<string, unknown> | null | undefined) ?? undefined,
  };
}

/** An operation's answer: its status and result as JSON text. */
interface Ran {
  status: number;
  text: string;
}

function ran(status: number, result: FormattedResult): Ran {
  return { status, text: JSON.stringify(result) };
}

/**
 * Runs one operation. A query's answer is memoised per world (see core/answer-cache.ts), keyed by
 * what it is made from: document, operation, variables, origin, the operation's faults and the clock's
 * time key; a mutation empties the world's memoised answers.
 */
async function run(world: World, origin: string, operation: Prepared, deadline: number): Promise<Ran> {
  if (operation.kind === 'answer') return ran(operation.status, operation.result);
  const prepared = prepareDocument(operation.query);
  if (prepared.errors.length > 0) return ran(400, { errors: prepared.errors.map((item) => item.toJSON()) });
  const selected = selectOperation(prepared, operation.operationName);
  if (!selected) {
    const message = operation.operationName ? `Unknown operation named "${operation.operationName}".` : 'Must provide operation name if query contains multiple operations.';
    return ran(400, { errors: [error(message, 'BAD_REQUEST')] });
  }
  if (selected.operation === 'subscription') {
    return ran(400, { errors: [error('Subscriptions are served over graphql-ws at /graphql-subscriptions.', 'BAD_REQUEST')] });
  }
  const operationFaults = faultsFor(world.faults, operation.operationName ?? '');
  const graphqlError = operationFaults.find((fault) => fault.kind === 'graphql-error');
  if (graphqlError?.kind === 'graphql-error') {
    return ran(200, { data: null, errors: [error(graphqlError.message, 'MOCK_FAULT')] });
  }
  const operationName = selected.name?.value ?? operation.operationName;
  // The whole answer is made at one instant, the second its key names.
  const atMs = wholeSecondOf(world.clock.now().getTime());
  const key =
    selected.operation === 'query'
      ? [operationName, JSON.stringify(operation.variables ?? null), origin, JSON.stringify(operationFaults), timeKey(world, atMs), operation.query].join('\u0000')
      : undefined;
  const recalled = key === undefined ? undefined : recallAnswer(world, key);
  if (recalled) return recalled;
  const contextValue: GraphQLContext = { world, origin, deadline, atMs };
  const result = await executeQuery({
    schema: createMockSchema(),
    document: prepared.document,
    operationName,
    variableValues: operation.variables,
    contextValue,
  });
  if (result.errors?.some((item) => item.originalError instanceof TimeBudgetExceeded)) {
    // What a mutation did before the budget ran out stays done: the world's answers are stale.
    forgetAnswers(world);
    throw new TimeBudgetExceeded();
  }
  const answered = ran(200, format(result));
  if (key === undefined) forgetAnswers(world);
  else if (!result.errors) rememberAnswer(world, key, answered);
  return answered;
}

/** Request-level faults of every operation in the request: network, unauthorized, status, delay. */
function requestFaults(world: World, operations: Prepared[]): Fault[] {
  return operations.flatMap((operation) => faultsFor(world.faults, operation.operationName ?? ''));
}

function withDelay(response: MockResponse, faults: Fault[]): MockResponse {
  const delayMs = faults.reduce((longest, fault) => (fault.kind === 'delay' || fault.kind === 'timeout' ? Math.max(longest, fault.ms) : longest), 0);
  return delayMs > 0 ? { ...response, delayMs } : response;
}

/**
 * The contract's operations the app reads first on every page load, before Apollo Client has loaded
 * (app/api/graphql/first-read.ts): the user's subscription and a page's first screen. Sent with their text, the first
 * never by hash alone, so neither need be among the persisted queries a browser has taught the mocks.
 */
const FIRST_READS = ['UserSubscription', 'Page'];
const firstReadTexts = () => OPERATION_TEXTS.filter((text) => FIRST_READS.some((name) => text.startsWith(`query ${name}(`) || text.startsWith(`query ${name} `)));

/**
 * Builds now what the first request would otherwise wait for: the executable schema, the world's
 * catalog index and the parsed, validated documents of the persisted queries already known (a
 * returning browser's) and of the app's first reads. The browser mocks call it while the service worker registers.
 */
export function prepareGraphQL(world: World): void {
  createMockSchema();
  catalogIndex(world.catalog);
  for (const [, query] of persistedQueryEntries()) prepareDocument(query);
  for (const query of firstReadTexts()) prepareDocument(query);
}

/** The 401 of a request without a session (or with the `unauthorized` fault): the session-expired flow. */
function unauthenticated(message = 'Your session has expired. Please sign in again.'): MockResponse {
  return json(401, { errors: [error(message, 'UNAUTHENTICATED')] });
}

const OUT_OF_SCOPE = "The session token signs in to the receiver's player reads only (player, playerRegistrationChanged, displayTimeUpdated); this operation needs the session cookie.";

export interface GraphQLHttpOptions {
  /** This request's time budget in milliseconds (default DEFAULT_TIME_BUDGET_MS, mocks/defaults.ts). */
  timeBudgetMs?: number;
}

export async function handleGraphQL(world: World, request: MockRequest, options: GraphQLHttpOptions = {}): Promise<MockResponse> {
  const budgetMs = options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;
  const deadline = performance.now() + budgetMs;
  if (request.method === 'OPTIONS') return { status: 204, headers: { allow: 'POST, OPTIONS' }, body: { kind: 'empty' } };
  if (request.method !== 'POST') {
    return json(405, { errors: [error('GraphQL is served over POST (GET is not supported).', 'METHOD_NOT_ALLOWED')] }, { allow: 'POST, OPTIONS' });
  }
  // The cookie, or a cast receiver's session token (then only for the receiver's reads, checked once parsed).
  const session = requestSession(world, request, true);
  if (!session) return unauthenticated();
  if (request.bodyError !== undefined) return json(400, { errors: [error(`Malformed JSON body: ${request.bodyError}`, 'BAD_REQUEST')] });
  const body = request.body;
  if (body === undefined || body === null) return json(400, { errors: [error('Missing request body.', 'BAD_REQUEST')] });
  const batch = Array.isArray(body);
  if (batch && body.length === 0) return json(400, { errors: [error('An empty batch has nothing to run.', 'BAD_REQUEST')] });
  if (!batch && !isRecord(body)) return json(400, { errors: [error('The body must be a JSON object or an array of them.', 'BAD_REQUEST')] });
  if (batch && body.length > GRAPHQL_LIMITS.maxBatch) return json(400, { errors: [error(batchLimitMessage(body.length), LIMIT_ERROR_CODE)] });

  const operations = await Promise.all((batch ? body : [body]).map(prepare));
  if (session.via === 'token' && operations.some((operation) => operation.kind === 'run' && !withinTokenScope(operation.query, operation.operationName))) {
    return unauthenticated(OUT_OF_SCOPE);
  }
  const faults = requestFaults(world, operations);
  if (faults.some((fault) => fault.kind === 'network' || fault.kind === 'timeout')) {
    return withDelay({ status: 503, body: { kind: 'empty' }, networkError: true }, faults);
  }
  if (faults.some((fault) => fault.kind === 'unauthorized')) return withDelay(unauthenticated(), faults);
  const status = faults.find((fault) => fault.kind === 'status');
  if (status?.kind === 'status') {
    return withDelay(json(status.status, { errors: [error(`Mock fault: HTTP ${status.status}.`, 'MOCK_FAULT')] }), faults);
  }

  const results: Ran[] = [];
  try {
    // In order: a batch may hold mutations whose effects later operations read.
    for (const operation of operations) results.push(await run(world, request.origin, operation, deadline));
  } catch (caught) {
    if (caught instanceof TimeBudgetExceeded) {
      return json(503, { errors: [error(`The request ran past the mock server's time budget of ${budgetMs} ms.`, 'TIMEOUT')] });
    }
    const message = caught instanceof Error ? caught.message : String(caught);
    return json(500, { errors: [error(`Internal server error: ${message}`, 'INTERNAL_SERVER_ERROR')] });
  }
  if (batch) return withDelay(responseOf({ status: 200, text: `[${results.map((item) => item.text).join(',')}]` }), faults);
  const [single] = results;
  if (!single) return json(500, { errors: [error('No result.')] });
  return withDelay(responseOf(single), faults);
}
