import { parse as parseGraphQL, execute } from 'graphql';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { API_CLIENT, cacheFirstRead, createGraphQLClient, refetchRootFields, type GraphQLClient } from '../../app/api/graphql/client.ts';
import { sha256Hex } from '../../app/api/graphql/sha256.ts';
import { EnrollInFastPlanDocument } from '../../generated/graphql/documents/EnrollInFastPlanDocument.ts';
import { UserBasicInfoDocument } from '../../generated/graphql/documents/UserBasicInfoDocument.ts';
import { UserSubscriptionChangedDocument } from '../../generated/graphql/documents/UserSubscriptionChangedDocument.ts';
import { UserSubscriptionDocument, UserSubscriptionDocumentText } from '../../generated/graphql/documents/UserSubscriptionDocument.ts';
import type { UserSubscriptionQueryVariables } from '../../generated/graphql/operations.ts';
import { PageDocument, PageDocumentText } from '../../generated/graphql/documents/PageDocument.ts';
import { pageQueryVariables } from '../../common/page-query.ts';
import { keepFirstReads, sendFirstRead, takeFirstRead, variablesKey } from '../../app/api/graphql/first-read.ts';
import {
  contractSchema,
  executePersisted,
  startSubscriptionServer,
  type GraphQLRequestBody,
  type SubscriptionServer,
} from '../support/graphql-contract-server.ts';
import { TEST_ORIGIN, setupTestMockServer } from '../support/msw.ts';

const server = setupTestMockServer();
const schema = contractSchema();

/** Every HTTP request the client sent: its endpoint and its body (an array, as BatchHttpLink posts). */
interface SentRequest {
  path: string;
  operations: GraphQLRequestBody[];
}

function serveGraphQL(status = 200): SentRequest[] {
  const sent: SentRequest[] = [];
  const known = new Map<string, string>();
  const handler = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as GraphQLRequestBody | GraphQLRequestBody[];
    const operations = Array.isArray(body) ? body : [body];
    sent.push({ path: new URL(request.url).pathname, operations });
    if (status !== 200) return HttpResponse.json({ errors: [{ message: 'nope' }] }, { status });
    const results = await Promise.all(operations.map((operation) => executePersisted(schema, known, operation)));
    return HttpResponse.json(Array.isArray(body) ? results : results[0]);
  };
  server.use(http.post(`${TEST_ORIGIN}/graphql`, handler), http.post(`${TEST_ORIGIN}/api/graphql`, handler));
  return sent;
}

let client: GraphQLClient | undefined;
let subscriptionServer: SubscriptionServer | undefined;

function connect(overrides: Partial<Parameters<typeof createGraphQLClient>[0]> = {}): GraphQLClient {
  client = createGraphQLClient({
    graphqlUrl: `${TEST_ORIGIN}/graphql`,
    graphqlApiUrl: `${TEST_ORIGIN}/api/graphql`,
    graphqlWsUrl: subscriptionServer?.url ?? 'ws://127.0.0.1:9/graphql-subscriptions',
    onSessionExpired: () => undefined,
    onNetworkIssue: () => undefined,
    webSocketImpl: WebSocket,
    ...overrides,
  });
  return client;
}

afterEach(async () => {
  await client?.subscriptions.dispose();
  client?.apollo.stop();
  client = undefined;
  await subscriptionServer?.close();
  subscriptionServer = undefined;
});

describe('GraphQL client over HTTP', () => {
  it('sends queries issued together in one batched POST to /graphql', async () => {
    const sent = serveGraphQL();
    const { apollo } = connect();
    // Each document's persisted-query hash is computed once (asynchronously) and then kept: asked once first,
    // so that on a busy machine the hashing cannot spread the two operations over two batch windows.
    await apollo.query({ query: UserSubscriptionDocument });
    await apollo.query({ query: UserBasicInfoDocument });
    sent.length = 0;
    const [subscription, basicInfo] = await Promise.all([
      apollo.query({ query: UserSubscriptionDocument, fetchPolicy: 'network-only' }),
      apollo.query({ query: UserBasicInfoDocument, fetchPolicy: 'network-only' }),
    ]);
    expect(subscription.data?.userSubscription.hasContentAccess).toEqual(expect.any(Boolean));
    expect(basicInfo.data?.userBasicInfo.displayName).toEqual(expect.any(String));
    const first = sent[0];
    expect(first?.path).toBe('/graphql');
    expect(first?.operations.map((operation) => operation.operationName).sort()).toEqual([
      'UserBasicInfo',
      'UserSubscription',
    ]);
  });

  it('sends only the persisted-query hash first, and the full query once the server asks for it', async () => {
    const sent = serveGraphQL();
    const { apollo } = connect();
    await apollo.query({ query: UserSubscriptionDocument });

    const [hashOnly, withQuery] = sent.map((request) => request.operations[0]);
    expect(sent).toHaveLength(2);
    expect(hashOnly?.query).toBeUndefined();
    expect(withQuery?.query).toContain('query UserSubscription');
    // The hash is of the exact text sent (Apollo adds __typename to selections before hashing).
    const expectedHash = await sha256Hex(withQuery?.query ?? '');
    expect(hashOnly?.extensions?.persistedQuery).toEqual({ version: 1, sha256Hash: expectedHash });
    expect(withQuery?.extensions?.persistedQuery?.sha256Hash).toBe(expectedHash);
  });

  it('does not resend the query text once the server knows the hash', async () => {
    const sent = serveGraphQL();
    const { apollo } = connect();
    await apollo.query({ query: UserSubscriptionDocument });
    await apollo.query({ query: UserSubscriptionDocument, fetchPolicy: 'network-only' });
    const last = sent.at(-1)?.operations[0];
    expect(last?.query).toBeUndefined();
    expect(sent).toHaveLength(3);
  });

  it('sends operations of the API client to /api/graphql', async () => {
    const sent = serveGraphQL();
    const { apollo } = connect();
    const result = await apollo.mutate({ mutation: EnrollInFastPlanDocument, context: API_CLIENT });
    expect(result.data?.enrollInFastPlan.fastPlanState).toEqual(expect.any(String));
    expect(new Set(sent.map((request) => request.path))).toEqual(new Set(['/api/graphql']));
  });

  it('sends the session cookie with GraphQL requests', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.post(`${TEST_ORIGIN}/graphql`, ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json([{ data: null, errors: [{ message: 'PersistedQueryNotFound' }] }], { status: 500 });
      }),
    );
    const { apollo } = connect();
    await apollo.query({ query: UserSubscriptionDocument }).catch(() => undefined);
    expect(credentials).toBe('include');
  });

  it('opens the session-expired flow on HTTP 401, and nothing else', async () => {
    serveGraphQL(401);
    const onSessionExpired = vi.fn();
    const onNetworkIssue = vi.fn();
    const { apollo } = connect({ onSessionExpired, onNetworkIssue });
    await expect(apollo.query({ query: UserSubscriptionDocument })).rejects.toThrow();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(onSessionExpired.mock.calls[0]?.[0]).toMatchObject({ statusCode: 401 });
    expect(onNetworkIssue).not.toHaveBeenCalled();
  });

  it('reports other network errors as a network issue', async () => {
    serveGraphQL(503);
    const onSessionExpired = vi.fn();
    const onNetworkIssue = vi.fn();
    const { apollo } = connect({ onSessionExpired, onNetworkIssue });
    await expect(apollo.query({ query: UserSubscriptionDocument })).rejects.toThrow();
    expect(onNetworkIssue).toHaveBeenCalledOnce();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a network issue', async () => {
    server.use(http.post(`${TEST_ORIGIN}/graphql`, () => HttpResponse.error()));
    const onNetworkIssue = vi.fn();
    const { apollo } = connect({ onNetworkIssue });
    await expect(apollo.query({ query: UserSubscriptionDocument })).rejects.toThrow();
    expect(onNetworkIssue).toHaveBeenCalledOnce();
  });
});

describe('answers asked again (refetchRootFields)', () => {
  it("drops every cached answer of the fields: the one a mounted query shows is asked again, drawn until the new one comes; one not shown is asked when next wanted", async () => {
    const sent = serveGraphQL();
    const { apollo } = connect();
    const shown: (boolean | undefined)[] = [];
    const query = apollo.watchQuery({ query: UserSubscriptionDocument });
    const watched = query.subscribe((result) => {
      shown.push(result.data?.userSubscription?.hasContentAccess);
    });
    await vi.waitFor(() => expect(shown.at(-1)).toEqual(expect.any(Boolean)), { timeout: 15_000, interval: 20 });
    await apollo.query({ query: UserBasicInfoDocument });
    sent.length = 0;
    const drawnBefore = shown.length;

    refetchRootFields(apollo, ['userSubscription', 'userBasicInfo']);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 15_000, interval: 20 });
    await vi.waitFor(() => expect(query.getCurrentResult().loading).toBe(false), { timeout: 15_000, interval: 20 });
    expect(sent.flatMap((request) => request.operations.map((operation) => operation.operationName))).toEqual(['UserSubscription']);
    // The mounted query never showed nothing meanwhile.
    expect(shown.slice(drawnBefore)).not.toContain(undefined);
    expect(apollo.cache.readQuery({ query: UserBasicInfoDocument })).toBeNull();
    await apollo.query({ query: UserBasicInfoDocument });
    expect(sent.flatMap((request) => request.operations.map((operation) => operation.operationName))).toEqual(['UserSubscription', 'UserBasicInfo']);
    watched.unsubscribe();
  });
});

describe("the entry's first read (sent before Apollo Client loads)", () => {
  // (Other variables than the operation has: a read that no query of the page takes.)
  const read = (variables: Record<string, unknown> = {}) =>
    sendFirstRead({ url: `${TEST_ORIGIN}/graphql`, document: UserSubscriptionDocument, query: UserSubscriptionDocumentText, variables: variables as UserSubscriptionQueryVariables });
  afterEach(() => keepFirstReads([]));

  it("answers Apollo Client's query for the same operation and variables, which sends nothing itself, and answers it once", async () => {
    const sent = serveGraphQL();
    read();
    const { apollo } = connect();
    const first = await apollo.query({ query: UserSubscriptionDocument });
    expect(first.data?.userSubscription.hasContentAccess).toEqual(expect.any(Boolean));
    // The read alone: one operation, not batched, carrying the text Apollo Client would have printed.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.operations).toEqual([{ operationName: 'UserSubscription', variables: {}, query: UserSubscriptionDocumentText }]);
    // Apollo Client wrote it to its cache as one of its own answers.
    expect(apollo.readQuery({ query: UserSubscriptionDocument })).toEqual(first.data);
    // Once: a refetch is Apollo Client's own request (the persisted-query hash, and the text once the server asks).
    await apollo.query({ query: UserSubscriptionDocument, fetchPolicy: 'network-only' });
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent.slice(1)) expect(request.operations[0]?.extensions?.persistedQuery).toBeDefined();
  });

  it('leaves a query with other variables to the network', async () => {
    const sent = serveGraphQL();
    read({ unused: true });
    const { apollo } = connect();
    await apollo.query({ query: UserSubscriptionDocument });
    // The read, then Apollo Client's own request (the persisted-query hash, and the text once the server asks for it).
    expect(sent[0]?.operations[0]?.variables).toEqual({ unused: true });
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent.slice(1)) expect(request.operations[0]).toMatchObject({ operationName: 'UserSubscription', variables: {}, extensions: { persistedQuery: expect.any(Object) } });
    expect(takeFirstRead('UserSubscription', { unused: true })).toBeDefined();
  });

  it("hands Apollo Client the read's HTTP 401 as its own: the session-expired flow opens once, nothing is sent again", async () => {
    const sent = serveGraphQL(401);
    read();
    const onSessionExpired = vi.fn();
    const onNetworkIssue = vi.fn();
    const { apollo } = connect({ onSessionExpired, onNetworkIssue });
    await expect(apollo.query({ query: UserSubscriptionDocument })).rejects.toThrow();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(onSessionExpired.mock.calls[0]?.[0]).toMatchObject({ statusCode: 401 });
    expect(onNetworkIssue).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });

  it("is put in the cache as the client is made (cacheFirstRead): a query made while it travels shares it, one made after finds it, nothing is sent again", async () => {
    const sent = serveGraphQL();
    const sentRead = read();
    const { apollo } = connect();
    const cached = cacheFirstRead(apollo, sentRead);
    // The page's query, made while the answer is on its way.
    const meanwhile = apollo.query({ query: UserSubscriptionDocument });
    await cached;
    const answer = apollo.readQuery({ query: UserSubscriptionDocument });
    expect(answer?.userSubscription.hasContentAccess).toEqual(expect.any(Boolean));
    expect((await meanwhile).data).toEqual(answer);
    // The page's query, made once the answer is cached (cache-first, as the pages ask).
    expect((await apollo.query({ query: UserSubscriptionDocument })).data).toEqual(answer);
    expect(sent).toHaveLength(1);
  });

  it("is put in the cache if it answered; if it failed, cacheFirstRead settles and leaves it (and its report) to the page's query", async () => {
    const sent = serveGraphQL(401);
    const sentRead = read();
    const onSessionExpired = vi.fn();
    const { apollo } = connect({ onSessionExpired });
    await expect(cacheFirstRead(apollo, sentRead)).resolves.toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(apollo.readQuery({ query: UserSubscriptionDocument })).toBeNull();
    expect(sent).toHaveLength(1);
    // The page's query takes it: the session-expired flow opens once, nothing is sent again.
    await expect(apollo.query({ query: UserSubscriptionDocument })).rejects.toThrow();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
  });

  /** A server that fails every GraphQL request one way, counting the requests (the read's and any sent after it). */
  function serveFailure(kind: 'network error' | 'HTTP 500' | 'GraphQL errors' | 'HTTP 401'): SentRequest[] {
    if (kind === 'HTTP 500') return serveGraphQL(500);
    if (kind === 'HTTP 401') return serveGraphQL(401);
    const sent: SentRequest[] = [];
    server.use(
      http.post(`${TEST_ORIGIN}/graphql`, async ({ request }) => {
        const body = (await request.json()) as GraphQLRequestBody | GraphQLRequestBody[];
        sent.push({ path: '/graphql', operations: Array.isArray(body) ? body : [body] });
        if (kind === 'network error') return HttpResponse.error();
        const failed = { data: null, errors: [{ message: 'The user service is unavailable.' }] };
        return HttpResponse.json(Array.isArray(body) ? body.map(() => failed) : failed);
      }),
    );
    return sent;
  }

  it.each(['network error', 'HTTP 500', 'GraphQL errors', 'HTTP 401'] as const)(
    "a read that failed (%s) is the page's failure: reported once, the page's query gets it without asking again, and Retry asks once",
    async (kind) => {
      const sent = serveFailure(kind);
      const sentRead = read();
      const onSessionExpired = vi.fn();
      const onNetworkIssue = vi.fn();
      const { apollo } = connect({ onSessionExpired, onNetworkIssue });
      // The entry caches the read as the client is made; the page's query comes after it has settled.
      await cacheFirstRead(apollo, sentRead);
      const page = apollo.watchQuery({ query: UserSubscriptionDocument });
      const failure = await new Promise<unknown>((resolve) => {
        const watching = page.subscribe({
          next: (result) => {
            if (result.error) {
              resolve(result.error);
              watching.unsubscribe();
            }
          },
        });
      });
      expect(failure).toBeInstanceOf(Error);
      expect(sent).toHaveLength(1);
      const reports = { sessionExpired: onSessionExpired.mock.calls.length, networkIssue: onNetworkIssue.mock.calls.length };
      expect(reports).toEqual({
        'network error': { sessionExpired: 0, networkIssue: 1 },
        'HTTP 500': { sessionExpired: 0, networkIssue: 1 },
        // GraphQL errors are the page's to show, not a connection problem (app/lib/routing/errors.ts).
        'GraphQL errors': { sessionExpired: 0, networkIssue: 0 },
        'HTTP 401': { sessionExpired: 1, networkIssue: 0 },
      }[kind]);

      // Retry (the page's refetch) asks the server once, and a failure again is reported once more.
      await expect(page.refetch()).rejects.toThrow();
      expect(sent).toHaveLength(2);
      expect(onSessionExpired.mock.calls.length + onNetworkIssue.mock.calls.length).toBe(kind === 'GraphQL errors' ? 0 : 2);
    },
  );

  it("is the first page's only: a failed read no query took is dropped at a route change away, and the same query later asks the server afresh", async () => {
    // The read fails; the entry does not cache it; the shell's gate sends the viewer elsewhere before the page asks.
    server.use(http.post(`${TEST_ORIGIN}/graphql`, () => HttpResponse.json({ errors: [{ message: 'nope' }] }, { status: 500 }), { once: true }));
    const sentRead = read({ unused: true });
    const onNetworkIssue = vi.fn();
    const { apollo } = connect({ onNetworkIssue });
    await cacheFirstRead(apollo, sentRead);
    // The route change: the new address's page load would send the user's subscription read only.
    keepFirstReads([{}, null, null]);
    // A later visit: the same query (the same variables) gets a fresh answer, not the old failure.
    const sent = serveGraphQL();
    const variables: Record<string, unknown> = { unused: true };
    const later = await apollo.query({ query: UserSubscriptionDocument, variables: variables as UserSubscriptionQueryVariables });
    expect(later.data?.userSubscription.hasContentAccess).toEqual(expect.any(Boolean));
    expect(sent.length).toBeGreaterThan(0);
    expect(onNetworkIssue).not.toHaveBeenCalled();
  });

  it('keeps a read the new address would send too (a redirect to the same page), and its query takes it', async () => {
    const sent = serveGraphQL();
    read();
    keepFirstReads([{}, null, null]);
    const { apollo } = connect();
    await apollo.query({ query: UserSubscriptionDocument });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.operations[0]?.extensions).toBeUndefined();
  });

  it("parses the answer once, shared by the entry's onAnswer, cacheFirstRead and the query, none able to change it", async () => {
    serveGraphQL();
    const parse = vi.spyOn(JSON, 'parse');
    try {
      let early: unknown;
      const sentRead = sendFirstRead({ url: `${TEST_ORIGIN}/graphql`, document: UserSubscriptionDocument, query: UserSubscriptionDocumentText, variables: {}, onAnswer: (data) => (early = data) });
      const { apollo } = connect();
      await cacheFirstRead(apollo, sentRead);
      const answer = await apollo.query({ query: UserSubscriptionDocument });
      expect(answer.data?.userSubscription.hasContentAccess).toEqual(expect.any(Boolean));
      expect(early).toEqual(answer.data);
      // The answer's body: parsed by the read once (the calls whose text is a GraphQL answer; the mock server parses the request).
      const answers = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('"userSubscription"'));
      expect(answers).toHaveLength(1);
      expect(Object.isFrozen(early)).toBe(true);
      expect(() => Object.assign(early as object, { userSubscription: null })).toThrow(TypeError);
    } finally {
      parse.mockRestore();
    }
  });

  describe("a detail page's read, written into the cache a tile group per task", () => {
    const variables = pageQueryVariables('SHOW', { typeId: 'shw-test' });

    /** One fixed answer to the show page's query (the contract's schema, filled), served to the read; the requests counted. */
    async function serveShowPage(): Promise<{ sent: SentRequest[]; answer: Record<string, unknown> }> {
      const result = await execute({ schema, document: parseGraphQL(PageDocumentText), variableValues: variables });
      expect(result.errors).toBeUndefined();
      const answer = result.data as Record<string, unknown>;
      const sent = serveGraphQL();
      server.use(
        http.post(`${TEST_ORIGIN}/graphql`, async ({ request }) => {
          const body = (await request.json()) as GraphQLRequestBody;
          sent.push({ path: '/graphql', operations: [body] });
          return HttpResponse.json({ data: answer });
        }, { once: true }),
      );
      return { sent, answer };
    }

    /** The page's tile groups in the answer: its sections' grids and its rows. */
    const groupsIn = (answer: Record<string, unknown>) => {
      const page = answer.page as { sections?: { tileGroupsPageSection?: { tileGroups: unknown[] } | null }[]; groups: { edges: { node: unknown }[] } };
      return [...(page.sections ?? []).flatMap((section) => section.tileGroupsPageSection?.tileGroups ?? []), ...page.groups.edges.map((edge) => edge.node)];
    };

    it('writes each tile group in a task of its own, and the page\'s query then reads the whole answer from the cache without a request', async () => {
      const { sent, answer } = await serveShowPage();
      const groups = groupsIn(answer);
      expect(groups.length).toBeGreaterThanOrEqual(3);
      const sentRead = sendFirstRead({ url: `${TEST_ORIGIN}/graphql`, document: PageDocument, query: PageDocumentText, variables });
      const { apollo } = connect();
      // For each tile group written, whether a task queued just after its write ran before the next group's write.
      const turns: boolean[] = [];
      const yieldedBefore: boolean[] = [];
      const writeFragment = apollo.cache.writeFragment.bind(apollo.cache);
      vi.spyOn(apollo.cache, 'writeFragment').mockImplementation((options) => {
        yieldedBefore.push(turns.every(Boolean));
        const turn = turns.push(false) - 1;
        setTimeout(() => (turns[turn] = true), 0);
        return writeFragment(options);
      });
      await cacheFirstRead(apollo, sentRead);
      expect(yieldedBefore).toEqual(groups.map(() => true));
      // The page's query (cache-first, as the pages ask) finds the answer whole, as the server sent it.
      const page = await apollo.query({ query: PageDocument, variables });
      expect(page.data).toEqual(answer);
      expect(sent).toHaveLength(1);
      // The read is spent: a refetch asks the server.
      serveGraphQL();
      await apollo.query({ query: PageDocument, variables, fetchPolicy: 'network-only' });
      expect(takeFirstRead('Page', variables)).toBeUndefined();
    });

    it("leaves the read to the page's query if that asks while the groups are being written: it is answered from the read, nothing is sent again", async () => {
      const { sent, answer } = await serveShowPage();
      const sentRead = sendFirstRead({ url: `${TEST_ORIGIN}/graphql`, document: PageDocument, query: PageDocumentText, variables });
      const { apollo } = connect();
      let pageQuery: Promise<unknown> | undefined;
      const writeFragment = apollo.cache.writeFragment.bind(apollo.cache);
      const writes = vi.spyOn(apollo.cache, 'writeFragment').mockImplementation((options) => {
        // The page renders after the first group is written and asks for its answer.
        pageQuery ??= apollo.query({ query: PageDocument, variables });
        return writeFragment(options);
      });
      await cacheFirstRead(apollo, sentRead);
      expect(writes).toHaveBeenCalledOnce();
      expect(((await pageQuery) as { data: unknown }).data).toEqual(answer);
      expect(sent).toHaveLength(1);
    });
  });

  it('keys variables by value, whatever their order and undefined members', () => {
    expect(variablesKey({ b: 1, a: [{ d: 2, c: undefined }] })).toBe(variablesKey({ a: [{ d: 2 }], b: 1 }));
    expect(variablesKey({ a: 1 })).not.toBe(variablesKey({ a: 2 }));
    expect(variablesKey(undefined)).toBe(variablesKey({}));
  });
});

describe('GraphQL subscriptions over graphql-ws', () => {
  async function* oneChange() {
    yield { userSubscriptionChanged: { hasContentAccess: true, state: 'REGULAR', fastPlanState: 'UNENROLLED' } };
  }

  it('delivers subscription events from /graphql-subscriptions', async () => {
    subscriptionServer = await startSubscriptionServer(
      contractSchema({ Subscription: { userSubscriptionChanged: { subscribe: oneChange } } }),
    );
    const { apollo } = connect();
    const event = await new Promise((resolve, reject) => {
      apollo.subscribe({ query: UserSubscriptionChangedDocument }).subscribe({ next: resolve, error: reject });
    });
    expect(event).toMatchObject({
      data: { userSubscriptionChanged: { hasContentAccess: true, state: 'REGULAR', fastPlanState: 'UNENROLLED' } },
    });
  });

  it('reconnects after the socket drops and then resets the cache', async () => {
    async function* changesForever() {
      yield* oneChange();
      await new Promise(() => undefined);
    }
    subscriptionServer = await startSubscriptionServer(
      contractSchema({ Subscription: { userSubscriptionChanged: { subscribe: changesForever } } }),
    );
    const { apollo } = connect();
    const resetStore = vi.spyOn(apollo, 'resetStore').mockResolvedValue(null);
    await new Promise((resolve) => {
      apollo.subscribe({ query: UserSubscriptionChangedDocument }).subscribe({ next: resolve });
    });
    expect(resetStore).not.toHaveBeenCalled();

    subscriptionServer.dropConnections();
    await vi.waitFor(() => expect(resetStore).toHaveBeenCalledOnce(), { timeout: 15_000, interval: 100 });
    expect(subscriptionServer.connectionCount()).toBe(2);
  });
});
