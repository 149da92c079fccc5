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
   * the answer's one parse (frozen, shared with the query that takes the read).
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

/**
 * A read's answer with its body read once: the response (its status and headers; its body is spent), the body's text,
 * and its JSON parsed once and deep-frozen (undefined if the body is not JSON). Every consumer (the onAnswer callback,
 * firstReadData, the query that takes the read) shares this one parse, and none can change what another reads.
 */
export interface FirstReadAnswer {
  response: Response;
  text: string;
  json?: { data?: unknown; errors?: unknown[] } | null;
}

const reads = new Map<string, Promise<FirstReadAnswer>>();

const deepFreeze = (value: unknown): unknown => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) for (const inner of Object.values(Object.freeze(value))) deepFreeze(inner);
  return value;
};

/** The answer's data if it answered (HTTP 2xx, data and no GraphQL errors), else null (an HTTP error, not JSON, GraphQL errors). */
function answeredData({ response, json }: FirstReadAnswer): unknown {
  return response.ok && json?.data != null && !json.errors?.length ? json.data : null;
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
  const answer = response.then(async (answered): Promise<FirstReadAnswer> => {
    const text = await answered.text();
    let json;
    try {
      json = deepFreeze(JSON.parse(text)) as FirstReadAnswer['json'];
    } catch {
      // Not JSON: the query that takes the read reports it as Apollo's HTTP link would (client.ts).
    }
    return { response: answered, text, json };
  });
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  answer.catch(() => undefined);
  if (onAnswer)
    void answer.then((read) => {
      const data = answeredData(read);
      if (data) onAnswer(data as TData);
    }, () => undefined);
  reads.set(`${operationName} ${variablesKey(variables)}`, answer);
  return { operationName, document, variables };
}

/**
 * The data of the read sent for this operation and these variables if it answered (HTTP 2xx, data and no GraphQL
 * errors), else null, found out without taking it (the answer's one frozen parse); undefined when none is waiting. A
 * read that failed (no network, an HTTP error, GraphQL errors) is left for the page's own query to take, so that its
 * failure is the page's: it goes through the error link once and the page shows it, rather than being taken by another
 * query first and the page's query asking the server again.
 */
export function firstReadData(operationName: string | undefined, variables: Readonly<Record<string, unknown>> | undefined): Promise<unknown> | undefined {
  const response = reads.get(`${operationName ?? ''} ${variablesKey(variables)}`);
  return response?.then(answeredData, () => null);
}

/**
 * The response of the read sent for this operation and these variables, once: the first query that asks for it gets
 * it (a refetch later goes to the network); undefined when none was sent.
 */
export function takeFirstRead(operationName: string | undefined, variables: Readonly<Record<string, unknown>> | undefined): Promise<FirstReadAnswer> | undefined {
  const key = `${operationName ?? ''} ${variablesKey(variables)}`;
  const response = reads.get(key);
  reads.delete(key);
  return response;
}

/**
 * A first read is the first page's only: called at each route change with the variables of the reads a page load at
 * the new address would send (the entry's firstReadsAt), it drops every read still waiting that is not among them. A
 * read no query took (the shell's gate sent the viewer elsewhere before the page asked) is then never handed, with its
 * old answer or failure, to the query of a later visit: that query asks the server afresh.
 */
export function keepFirstReads(kept: readonly (Readonly<Record<string, unknown>> | null)[]): void {
  const keys = kept.map((variables) => variables && variablesKey(variables));
  for (const key of reads.keys()) if (!keys.includes(key.slice(key.indexOf(' ') + 1))) reads.delete(key);
}
