/**
 * The first page's read, sent by the entry before Apollo Client has loaded (docs/decisions/0012-first-read-before-apollo.md):
 * Apollo Client's code loads with `import()` while this request travels, and when the page's own query reaches the
 * link chain, the first-read link (client.ts) answers it from this request instead of sending it again. Apollo then
 * handles that answer exactly as one of its own: the error link (session expired, network issue), the settled link,
 * and its cache, so the page behaves as if Apollo had sent the request itself.
 *
 * No Apollo Client and no graphql-js here: the query's text is the one codegen printed (`<Name>DocumentText`), the
 * same bytes Apollo Client sends for that document.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';

export interface FirstReadRequest<TData, TVariables extends Record<string, unknown>> {
  /** The GraphQL endpoint Apollo Client sends the operation to. */
  url: string;
  /** The query's document, as Apollo Client asks for it: its operation names the read. */
  document: TypedDocumentNode<TData, TVariables>;
  /** The printed query (`<Name>DocumentText` of generated/graphql/documents/, beside the document). */
  query: string;
  variables: TVariables;
  /** Defaults to the global fetch, looked up when the read is sent (so a test's or the mocks' fetch sees it). */
  fetch?: typeof fetch;
  /**
   * Called with the read's data as soon as it answers (HTTP 2xx, data and no GraphQL errors), before Apollo Client has
   * it: for what the first screen can start at once, such as Home's hero backdrop (preloadHeroBackdrop). Read from
   * a copy of the answer: the response itself stays for the query that takes it.
   */
  onAnswer?: ((data: TData) => void) | null;
}

/**
 * A read the entry sent, as Apollo Client's query that takes it asks: the document and the variables it was sent with,
 * for `cacheFirstRead` (client.ts) once Apollo Client has loaded. Said once, in `sendFirstRead`, so the read sent and
 * the query that takes it cannot differ (a variable changed in one only would send the page's query a second time).
 */
export interface SentFirstRead {
  operationName: string;
  document: DocumentNode;
  variables: Readonly<Record<string, unknown>>;
}

/** The name of the document's operation (a first read is always a named query). */
function operationNameOf(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if ((definition.kind as string) === 'OperationDefinition' && 'name' in definition && definition.name) return definition.name.value;
  }
  throw new Error('A first read needs a document with a named operation.');
}

/** Variables as JSON with sorted keys and no undefined values: one key for equal variables, whatever their order. */
export function variablesKey(variables: Readonly<Record<string, unknown>> | undefined): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).filter(([, inner]) => inner !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, inner]) => [key, sorted(inner)]));
  };
  return JSON.stringify(sorted(variables ?? {}));
}

const reads = new Map<string, Promise<Response>>();

/**
 * The read's data when it answered (HTTP 2xx, data and no GraphQL errors), else null (no network, an HTTP error, GraphQL
 * errors). Read from a copy: the body itself stays for the query that takes the read (if it was taken first, the copy
 * fails: null, and that query has the answer anyway).
 */
function answeredData<TData>(response: Promise<Response>): Promise<TData | null> {
  return response
    .then(async (answer) => {
      const body = answer.ok ? ((await answer.clone().json()) as { data?: TData | null; errors?: unknown[] } | null) : null;
      return body?.data != null && !body.errors?.length ? body.data : null;
    })
    .catch(() => null);
}

/**
 * Sends the read now, as Apollo Client's HTTP link would (a JSON POST with the session cookie), and returns it as sent,
 * for `cacheFirstRead` once Apollo Client has loaded.
 */
export function sendFirstRead<TData, TVariables extends Record<string, unknown>>({ url, document, query, variables, fetch: fetchImpl, onAnswer }: FirstReadRequest<TData, TVariables>): SentFirstRead {
  const operationName = operationNameOf(document);
  const response = (fetchImpl ?? globalThis.fetch)(url, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, variables, query }),
  });
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  response.catch(() => undefined);
  // Read from a copy taken as the answer's headers arrive, before any query can have read its body.
  if (onAnswer) void answeredData<TData>(response).then((data) => data && onAnswer(data));
  reads.set(`${operationName} ${variablesKey(variables)}`, response);
  return { operationName, document, variables };
}

/**
 * Whether the read sent for this operation and these variables answered (HTTP 2xx, data and no GraphQL errors), found
 * out without taking it; undefined when none is waiting. A read that failed (no network, an HTTP error, GraphQL errors)
 * is left for the page's own query to take, so that its failure is the page's: it goes through the error link once and
 * the page shows it, rather than being taken by another query first and the page's query asking the server again.
 */
export function firstReadAnswered(operationName: string | undefined, variables: Readonly<Record<string, unknown>> | undefined): Promise<boolean> | undefined {
  const response = reads.get(`${operationName ?? ''} ${variablesKey(variables)}`);
  return response && answeredData(response).then((data) => data !== null);
}

/**
 * The response of the read sent for this operation and these variables, once: the first query that asks for it gets
 * it (a refetch later goes to the network); undefined when none was sent.
 */
export function takeFirstRead(operationName: string | undefined, variables: Readonly<Record<string, unknown>> | undefined): Promise<Response> | undefined {
  const key = `${operationName ?? ''} ${variablesKey(variables)}`;
  const response = reads.get(key);
  reads.delete(key);
  return response;
}
