/**
 * GraphQL over HTTP through the proxy (`/graphql`, `/api/graphql`; one operation or a batch, as the app's
 * BatchHttpLink sends them). Each operation of a batch is routed on its own: the real ones go upstream together
 * (always with their query text, so the upstream needs no persisted-query store), the mocked ones to the mock
 * world, and the answers are put back in the batch's order. On the way the document is validated against the
 * contract schema, and the real answer's `data` checked against what the document asks (the conformance checker's
 * shape walk, by the contract schema).
 */
import { Kind, parse, validate, type DocumentNode, type GraphQLError, type OperationDefinitionNode } from 'graphql';
import { lookupPersisted, rememberPersisted, sha256Hex } from '../../mocks/graphql/documents.ts';
import { sendMockResponse, type ProxyExchange } from '../../mocks/server.ts';
import { json, type MockResponse } from '../../mocks/core/exchange.ts';
import { checkShape } from '../conformance/graphql/shape.ts';
import type { GraphQLContract } from '../conformance/graphql/contract.ts';
import { curlLine, forward } from './forward.ts';
import { contractBodyOf, upstreamRequestOf, type ProxyContext } from './exchange.ts';

export const GRAPHQL_PATHS = new Set(['/graphql', '/api/graphql']);

type Entry = Record<string, unknown>;

interface Planned {
  entry: Entry;
  /** The operation name the route is chosen by. */
  name: string;
  query: string | undefined;
  document?: DocumentNode;
  definition?: OperationDefinitionNode;
  route: 'real' | 'mock' | 'auto';
  /** The answer, once known. */
  result?: unknown;
}

function isRecord(value: unknown): value is Entry {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const PERSISTED_NOT_FOUND = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };

/** Where a document's rules are: its file in contracts/graphql/operations, or the schema for one the contract lacks. */
function contractFileOf(graphql: GraphQLContract, name: string): string {
  return graphql.operations.find((operation) => operation.name === name)?.file ?? 'contracts/graphql/schema.graphql';
}

/** Whether an upstream's errors say it lacks the operation's root field (its schema has not got it yet). */
function lacksRootField(result: unknown, definition: OperationDefinitionNode | undefined): boolean {
  if (!isRecord(result) || !Array.isArray(result.errors) || result.data) return false;
  const root = definition?.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  const field = root?.kind === Kind.FIELD ? root.name.value : undefined;
  return field !== undefined && result.errors.some((error) => isRecord(error) && typeof error.message === 'string' && error.message.includes(`Cannot query field "${field}"`));
}

async function plan(context: ProxyContext, graphql: GraphQLContract, entry: unknown): Promise<Planned> {
  if (!isRecord(entry)) return { entry: {}, name: '(unknown)', query: undefined, route: 'mock' };
  const extensions = isRecord(entry.extensions) ? entry.extensions : {};
  const persisted = isRecord(extensions.persistedQuery) ? extensions.persistedQuery : undefined;
  const hash = typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash.toLowerCase() : undefined;
  let query = typeof entry.query === 'string' && entry.query.trim() !== '' ? entry.query : undefined;
  if (query && hash && (await sha256Hex(query)) === hash) rememberPersisted(hash, query);
  if (!query && hash) query = lookupPersisted(hash);
  let document: DocumentNode | undefined;
  try {
    document = query ? parse(query) : undefined;
  } catch {
    document = undefined;
  }
  const wanted = typeof entry.operationName === 'string' && entry.operationName !== '' ? entry.operationName : undefined;
  const definition = document?.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION && (wanted === undefined || definition.name?.value === wanted),
  );
  const name = wanted ?? definition?.name?.value ?? '(anonymous)';
  return { entry, name, query, document, definition, route: context.routes.modeOf(name, 'graphql') };
}

/** The request's document checked against the contract schema; a problem is recorded as the app's violation. */
function checkDocument(context: ProxyContext, graphql: GraphQLContract, planned: Planned, exchange: ProxyExchange, curl: string): void {
  const record = (message: string): void => {
    context.log.record({ contract: 'graphql', operation: planned.name, side: 'request', method: 'POST', path: exchange.request.path, schemaPath: contractFileOf(graphql, planned.name), message, curl });
  };
  if (!planned.query) return record('the request carries no query text');
  if (!planned.document) {
    try {
      parse(planned.query);
    } catch (error) {
      return record(`the document does not parse: ${(error as GraphQLError).message}`);
    }
    return;
  }
  const errors = validate(graphql.schema, planned.document);
  for (const error of errors.slice(0, 3)) record(`the document is not valid on the contract schema: ${error.message}`);
}

/** Problems of one real answer: not a GraphQL result, or data not in the shape the document asks. */
function answerProblems(graphql: GraphQLContract, planned: Planned, result: unknown): string[] {
  if (!isRecord(result)) return ['the answer is not a GraphQL result object'];
  if (!('data' in result) && !Array.isArray(result.errors)) return ['the answer has neither data nor errors'];
  const problems: string[] = [];
  if (result.errors !== undefined && (!Array.isArray(result.errors) || result.errors.some((error) => !isRecord(error) || typeof error.message !== 'string'))) {
    problems.push('errors must be a list of objects with a message');
  }
  if (result.data !== undefined && result.data !== null && planned.document && planned.definition) {
    const variables = isRecord(planned.entry.variables) ? planned.entry.variables : {};
    problems.push(...checkShape(graphql.schema, planned.document, planned.definition, result.data, variables).problems);
  }
  return problems;
}

function entryFor(planned: Planned): Entry {
  // Sent with its query text, so the upstream needs no persisted-query store of its own.
  return planned.query ? { ...planned.entry, query: planned.query } : planned.entry;
}

export async function proxyGraphQL(context: ProxyContext, graphql: GraphQLContract, exchange: ProxyExchange): Promise<'answered' | 'mock'> {
  const { request } = exchange;
  const base = context.settings.upstreams.graphql;
  const body = request.body;
  if (!base || request.method !== 'POST' || request.bodyError || !(isRecord(body) || Array.isArray(body))) return 'mock';
  const batch = Array.isArray(body);
  const planned = await Promise.all((batch ? body : [body]).map((entry) => plan(context, graphql, entry)));
  if (planned.every((item) => item.route === 'mock')) {
    for (const item of planned) context.log.served('graphql', item.name, 'mock');
    return 'mock';
  }
  // A persisted query the proxy has not seen yet: the client sends its text again, and the proxy learns it.
  for (const item of planned) if (item.route !== 'mock' && !item.query) item.result = PERSISTED_NOT_FOUND;
  const real = planned.filter((item) => item.route !== 'mock' && item.result === undefined);
  let status = 200;
  const violations: string[] = [];
  if (real.length > 0) {
    const payload = new TextEncoder().encode(JSON.stringify(batch ? real.map(entryFor) : entryFor(real[0] as Planned)));
    const upstream = upstreamRequestOf(exchange, base, context.settings, payload);
    const curl = curlLine(upstream);
    for (const item of real) checkDocument(context, graphql, item, exchange, curl);
    const answer = await forward(upstream);
    const unbuilt =
      answer.kind === 'unreachable' ? `the real backend could not be reached: ${answer.reason}` : answer.kind === 'answer' && [404, 405, 501].includes(answer.status) ? `the real backend answered ${answer.status}` : null;
    if (unbuilt) {
      for (const item of real) {
        if (item.route === 'auto') {
          item.route = 'mock';
          context.log.served('graphql', item.name, 'fallback', unbuilt);
        } else item.result = { errors: [{ message: `The proxy could not use the real backend: ${unbuilt}.`, extensions: { code: 'BAD_GATEWAY' } }] };
      }
      if (real.some((item) => item.result !== undefined)) status = 502;
    } else if (answer.kind !== 'answer') {
      const message =
        answer.kind === 'too-large'
          ? `The real backend's answer is too large: ${answer.reason}.`
          : answer.kind === 'redirect-elsewhere'
            ? `The proxy did not follow the real backend's redirect to another host (${answer.location}).`
            : `The real backend could not be reached: ${answer.reason}.`;
      for (const item of real) item.result = { errors: [{ message, extensions: { code: 'BAD_GATEWAY' } }] };
      status = 502;
    } else {
      const read = contractBodyOf(answer);
      const value = 'unreadable' in read || read.body.kind !== 'json' ? undefined : read.body.value;
      const results = batch ? (Array.isArray(value) ? value : undefined) : [value];
      real.forEach((item, index) => {
        const result = results?.[index];
        if (item.route === 'auto' && lacksRootField(result, item.definition)) {
          item.route = 'mock';
          context.log.served('graphql', item.name, 'fallback', 'the real backend\'s schema lacks the operation\'s root field');
          return;
        }
        context.log.served('graphql', item.name, 'real');
        const problems =
          results === undefined
            ? ['unreadable' in read ? read.unreadable : `the answer (${answer.status}) is not ${batch ? 'a JSON list, one result per operation of the batch' : 'a JSON GraphQL result'}`]
            : answerProblems(graphql, item, result);
        for (const message of problems.slice(0, 5)) {
          context.log.record({ contract: 'graphql', operation: item.name, side: 'response', method: 'POST', path: request.path, status: answer.status, schemaPath: `${contractFileOf(graphql, item.name)} ${item.name} ${message.split(':')[0] ?? ''}`.trim(), message, curl });
        }
        if (problems[0] && context.settings.strict) {
          violations.push(problems[0]);
          item.result = { errors: [{ message: `The real backend's answer to ${item.name} breaks the contract: ${problems[0]}`, extensions: { code: 'CONTRACT_VIOLATION' } }] };
        } else item.result = result ?? { errors: [{ message: `The real backend's answer could not be read (${answer.status}).`, extensions: { code: 'BAD_GATEWAY' } }] };
      });
      if (violations.length > 0) status = 502;
      else if (!batch && real[0]?.result !== undefined && real.length === planned.length) status = answer.status;
    }
  }
  const mocked = planned.filter((item) => item.route === 'mock' && item.result === undefined);
  if (mocked.length > 0) {
    for (const item of mocked) if (!real.includes(item)) context.log.served('graphql', item.name, 'mock');
    const mockBody = batch ? mocked.map((item) => item.entry) : mocked[0]?.entry;
    const answer: MockResponse | null = await context.backend.handle({ ...request, body: mockBody });
    const value = answer?.body.kind === 'json' ? answer.body.value : answer?.body.kind === 'text' ? (JSON.parse(answer.body.value) as unknown) : undefined;
    const results = batch ? (Array.isArray(value) ? value : []) : [value];
    mocked.forEach((item, index) => {
      item.result = results[index] ?? { errors: [{ message: 'The mocks gave no answer.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
    });
    if (!batch && answer && real.length === 0) status = answer.status;
  }
  const results = planned.map((item) => item.result);
  sendMockResponse(exchange.response, json(status, batch ? results : results[0]), exchange.cors);
  return 'answered';
}
