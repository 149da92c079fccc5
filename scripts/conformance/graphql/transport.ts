/**
 * GraphQL over HTTP to the server under test: one POST per operation (no batching, no persisted queries,
 * so every request is a plain, reproducible curl line), through the shared HTTP exchange (credentials,
 * timeout, curl) in ../http.ts.
 */
import { getOperationAST, print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { UnreachableError, curlFor, describeResponse, send, unreadableBody, type HttpExchange, type HttpRequest, type NoAnswerCause } from '../http.ts';
import type { Target } from '../model.ts';

export interface GraphQLRequest {
  document: DocumentNode;
  operationName?: string;
  variables?: Record<string, unknown>;
}

export interface GraphQLErrorPayload {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponsePayload {
  data?: unknown;
  errors?: GraphQLErrorPayload[];
}

export type GraphQLAnswer =
  | { kind: 'result'; payload: GraphQLResponsePayload; exchange: HttpExchange }
  /** Not a GraphQL response at all (status, content type or body); `problem` says which. */
  | { kind: 'not-graphql'; problem: string; exchange: HttpExchange }
  /** No answer (refused, reset, timed out); `cause` says which. */
  | { kind: 'unreachable'; problem: string; curl: string; cause: NoAnswerCause };

/** The compact query text sent (and shown in curl lines). */
export function queryText(document: DocumentNode): string {
  return stripIgnoredCharacters(print(document));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function toPayload(value: unknown): GraphQLResponsePayload | undefined {
  if (!isRecord(value) || !('data' in value || 'errors' in value)) return undefined;
  const errors = Array.isArray(value.errors)
    ? value.errors.map((error): GraphQLErrorPayload => {
        const record = isRecord(error) ? error : {};
        return {
          message: typeof record.message === 'string' ? record.message : JSON.stringify(error),
          ...(Array.isArray(record.path) ? { path: record.path as Array<string | number> } : {}),
          ...(isRecord(record.extensions) ? { extensions: record.extensions } : {}),
        };
      })
    : undefined;
  return { ...('data' in value ? { data: value.data } : {}), ...(errors ? { errors } : {}) };
}

/**
 * The HTTP request that carries one GraphQL operation (also what curl lines reproduce). A query only reads: sending
 * it twice has the effect of sending it once (http.ts sends it again when a kept-alive connection was dropped under
 * it); a mutation is not.
 */
export function graphqlHttpRequest(url: string, request: GraphQLRequest): HttpRequest {
  const body = {
    query: queryText(request.document),
    ...(request.operationName ? { operationName: request.operationName } : {}),
    ...(request.variables && Object.keys(request.variables).length > 0 ? { variables: request.variables } : {}),
  };
  const query = getOperationAST(request.document, request.operationName)?.operation === 'query';
  return { method: 'POST', url, headers: { accept: 'application/json' }, body: { kind: 'json', value: body }, ...(query ? { idempotent: true } : {}) };
}

export async function postGraphQL(target: Target, url: string, request: GraphQLRequest, signal?: AbortSignal): Promise<GraphQLAnswer> {
  const httpRequest = graphqlHttpRequest(url, request);
  let exchange: HttpExchange;
  try {
    exchange = await send(target, httpRequest, signal);
  } catch (error) {
    if (error instanceof UnreachableError) return { kind: 'unreachable', problem: error.message, curl: curlFor(target, httpRequest), cause: error.kind };
    throw error;
  }
  const { response } = exchange;
  const unreadable = unreadableBody(response);
  if (unreadable) return { kind: 'not-graphql', problem: unreadable, exchange };
  if (response.body.kind !== 'json') {
    return { kind: 'not-graphql', problem: `the answer is not JSON (${describeResponse(response, 200)})`, exchange };
  }
  const payload = toPayload(response.body.value);
  if (!payload) return { kind: 'not-graphql', problem: 'the JSON answer has neither `data` nor `errors`', exchange };
  if (response.status !== 200 && payload.data === undefined) {
    return { kind: 'not-graphql', problem: `HTTP ${response.status}: ${payload.errors?.[0]?.message ?? describeResponse(response, 200)}`, exchange };
  }
  return { kind: 'result', payload, exchange };
}

/** One error as a report line: message, path and code. */
export function describeGraphQLError(error: GraphQLErrorPayload): string {
  const where = error.path ? ` at ${error.path.join('.')}` : '';
  const code = typeof error.extensions?.code === 'string' ? ` [${error.extensions.code}]` : '';
  return `${error.message}${where}${code}`;
}
