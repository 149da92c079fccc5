import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { ErrorLink } from '@apollo/client/link/error';
import { parseAndCheckHttpResponse } from '@apollo/client/link/http';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap, tap } from 'rxjs';
import introspection from '../../../generated/graphql/possible-types.ts';
import { firstReadData, takeFirstRead, type SentFirstRead } from './first-read.ts';
import { writePageInSlices } from './write-in-slices.ts';
import { sha256Hex } from './sha256.ts';

/** The spec's batch interval: operations issued within 20 ms travel in one POST. */
export const BATCH_INTERVAL_MS = 20;

/** Operations sent with this context go to `/api/graphql` instead of `/graphql` (the spec's "API client"). */
export const API_CLIENT = { clientName: 'api' } as const;

export interface GraphQLClientOptions {
  graphqlUrl: string;
  graphqlApiUrl: string;
  graphqlWsUrl: string;
  /** A network error with HTTP 401: the session expired (the app opens the session-expired modal). */
  onSessionExpired: (error: ServerError) => void;
  /** Any other network error (the app decides whether to open the network-issue modal). */
  onNetworkIssue: (error: Error) => void;
  /** Fetch used for HTTP; defaults to the global one looked up per request, so test mocks see it. */
  fetch?: typeof fetch;
  webSocketImpl?: unknown;
  /** Every operation result that carried data and no errors (queries, mutations and subscription pushes), by operation name. */
  onOperationSettled?: (operationName: string | undefined, data: unknown) => void;
}

export interface GraphQLClient {
  apollo: ApolloClient;
  /** The graphql-ws client, once the first subscription has made it. */
  subscriptions: { dispose: () => Promise<void> };
}

function httpLink(uri: string, options: GraphQLClientOptions): ApolloLink {
  return new BatchHttpLink({
    uri,
    credentials: 'include',
    batchInterval: BATCH_INTERVAL_MS,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
}

function errorLink(options: GraphQLClientOptions): ApolloLink {
  return new ErrorLink(({ error }) => {
    if (ServerError.is(error) && error.statusCode === 401) options.onSessionExpired(error);
    else if (ServerError.is(error) || error.name === 'TypeError' || error.name === 'ServerParseError') {
      options.onNetworkIssue(error);
    }
  });
}

/** Reports each successful result on its way to the cache (the app turns some into page refetch triggers). */
function settledLink(onSettled: NonNullable<GraphQLClientOptions['onOperationSettled']>): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (result.data && !result.errors?.length) onSettled(operation.operationName, result.data);
      }),
    ),
  );
}

/**
 * Answers an operation from the read the entry sent before this client loaded (first-read.ts), once, as the HTTP link
 * would have answered it (the same parsing and errors); every other operation goes on to the network.
 */
function firstReadLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const read = takeFirstRead(operation.operationName, operation.variables);
    if (!read) return forward(operation);
    return from(
      read.then(({ response, text, json }) => {
        operation.setContext({ response });
        // A 2xx GraphQL answer: its one parse (first-read.ts), frozen, as the HTTP link would have parsed it.
        if (response.ok && json && !Array.isArray(json) && ('data' in json || 'errors' in json)) return json as ApolloLink.Result;
        // Anything else fails (or not) exactly as the HTTP link would make it, from the same status, headers and text.
        const again = new Response(text || null, { status: response.status, statusText: response.statusText, headers: response.headers });
        return parseAndCheckHttpResponse(operation)(again) as Promise<ApolloLink.Result>;
      }),
    );
  });
}

/**
 * Writes the answer of the entry's first read (first-read.ts) into the cache as soon as it arrives, before the page that
 * asks for it first renders: once the read has answered, a query through the whole link chain, answered by the
 * first-read link (nothing is sent again; the error and settled links see the answer as they would the page's own). The
 * page's query, made in its first render with the same variables and a cache-first policy, then finds the answer in the
 * cache and the page is drawn with it in its first render, instead of with placeholders, the answer written and drawn
 * in the tasks after the first paint (what Lighthouse's Total Blocking Time counts). A page's query made while the
 * answer is still on its way takes the read itself. A read that failed is not taken here: the page's query takes it and
 * fails with it at once, the error link reporting it once, and the page's Retry asks the server once (taken here, the
 * failure would be reported here and the page's query would ask again, a second request and a second report).
 * A detail page's answer (a show's: 80 kB, 38 tiles) is written in slices instead, a tile group per task
 * (write-in-slices.ts), and the query then reads it from the cache: its write and read were the longest task of the
 * page's load. That answer does not pass the error link (it answered) nor the settled link (no page refetch follows
 * from a Page answer, refetch-triggers.ts). Settles when the answer is cached, or the read failed or was taken.
 */
export async function cacheFirstRead(apollo: ApolloClient, { operationName, document, variables }: SentFirstRead): Promise<void> {
  const data = await firstReadData(operationName, variables);
  if (data === null || data === undefined) return;
  if (isDetailPageRead(variables) && apollo.cache instanceof InMemoryCache) {
    // While it is written, the read stays waiting: a page query made meanwhile takes it (and Apollo writes it whole).
    const stillWaiting = () => firstReadData(operationName, variables) !== undefined;
    if (await writePageInSlices(apollo.cache, document, variables, data, stillWaiting)) {
      // Whole in the cache: the query below reads it there, and the read is spent (a refetch asks the server).
      takeFirstRead(operationName, variables);
    }
  }
  await apollo.query({ query: document, variables }).catch(() => undefined);
}

/**
 * Drops every cached answer of these root query fields (whatever their arguments) and asks the server again for those
 * a mounted query shows; one not shown is asked for when a page next shows it, instead of being drawn from the cache.
 */
export function refetchRootFields(apollo: ApolloClient, fieldNames: readonly string[]): void {
  if (fieldNames.length === 0) return;
  void apollo.refetchQueries({
    updateCache: (cache) => {
      for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });
}

/**
 * A detail page's Page read (a show's, channel's, episode's or presentation's: its page-kind flag set), written into
 * the cache a tile group per task (write-in-slices.ts). Home's and the Guide's first screens are written whole.
 */
function isDetailPageRead(variables: Readonly<Record<string, unknown>>): boolean {
  return variables.isShowPage === true || variables.isChannelPage === true || variables.isEpisodePage === true;
}

/**
 * The subscription transport: graphql-ws (websocket.ts) and Apollo's link over it load with the first
 * subscription, so a page's first JavaScript goes without them; one client serves every subscription after.
 */
function subscriptionLink(options: GraphQLClientOptions, onReconnected: () => void): { link: ApolloLink; dispose: () => Promise<void> } {
  let loading: Promise<{ link: ApolloLink; dispose: () => Promise<void> }> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('./websocket.ts'), import('@apollo/client/link/subscriptions')]).then(([{ createSubscriptionClient }, { GraphQLWsLink }]) => {
      const client = createSubscriptionClient({ url: options.graphqlWsUrl, webSocketImpl: options.webSocketImpl, onReconnected });
      return { link: new GraphQLWsLink(client), dispose: async () => client.dispose() };
    }));
  return {
    link: new ApolloLink((operation, forward) => from(load()).pipe(mergeMap(({ link }) => link.request(operation, forward)))),
    dispose: async () => {
      if (loading) await (await loading).dispose();
    },
  };
}

/**
 * Objects kept inside the page answer they came with instead of normalized by id. A selector's and an option's ids
 * name them within one page only (`season`, and `season:1` on every show: the option's id is what it sends back as
 * filterId or sorterId; neither is a Node): normalized by id, each answer would overwrite the others' in the cache,
 * and a season chosen again (its page cached) would show the season read since, under that season's name. A
 * PageSection is a Node, whose id the contract makes globally unique (a show's Season 1 and Season 2 episodes
 * sections are two ids; the conformance check graphql:node-identity:Page holds a backend to it), but nothing
 * updates a section by its id (no subscription carries one), so it stays inside its page as well: normalizing it
 * would gain nothing, and a backend breaking the rule could not draw one season's episodes under another's name.
 */
const PAGE_RELATIVE_TYPES = {
  PageSection: { keyFields: false },
  PageSelector: { keyFields: false },
  PageOption: { keyFields: false },
} as const;

/**
 * Apollo Client over the contract's three transports: batched HTTP with automatic persisted queries
 * at `/graphql`, the same at `/api/graphql` for operations sent with {@link API_CLIENT}, and
 * subscriptions over graphql-ws. A reconnected socket resets the cache.
 */
export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  // Events missed while the socket was down may have changed anything: start from a clean cache.
  const subscriptions = subscriptionLink(options, () => void apollo.resetStore());
  const persisted = new PersistedQueryLink({ sha256: sha256Hex });
  const http = ApolloLink.split(
    (operation) => operation.getContext().clientName === API_CLIENT.clientName,
    httpLink(options.graphqlApiUrl, options),
    httpLink(options.graphqlUrl, options),
  );
  const link = ApolloLink.from([
    errorLink(options),
    ...(options.onOperationSettled ? [settledLink(options.onOperationSettled)] : []),
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptions.link,
      ApolloLink.from([firstReadLink(), persisted, http]),
    ),
  ]);
  const apollo = new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes: introspection.possibleTypes, typePolicies: PAGE_RELATIVE_TYPES }) });
  return { apollo, subscriptions: { dispose: subscriptions.dispose } };
}
