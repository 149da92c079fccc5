/**
 * Stateful journeys through the app's own clients (openapi-fetch, Apollo with batching, persisted
 * queries and graphql-ws) against the mocks in node (MSW over HTTP and WebSocket). What one contract
 * changes, the other shows.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGraphQLClient, type GraphQLClient } from '../../app/api/graphql/client.ts';
import { createRestClients } from '../../app/api/rest/clients.ts';
import { ChannelIsFavoriteChangedDocument } from '../../generated/graphql/documents/ChannelIsFavoriteChangedDocument.ts';
import { ChannelIsFavoriteDocument } from '../../generated/graphql/documents/ChannelIsFavoriteDocument.ts';
import { CreateFavoriteChannelDocument } from '../../generated/graphql/documents/CreateFavoriteChannelDocument.ts';
import { PageDocument } from '../../generated/graphql/documents/PageDocument.ts';
import { UserSubscriptionChangedDocument } from '../../generated/graphql/documents/UserSubscriptionChangedDocument.ts';
import { UserSubscriptionDocument } from '../../generated/graphql/documents/UserSubscriptionDocument.ts';
import type { WorldEventName } from '../../mocks/db/events.ts';
import { setupNodeMocks } from '../../mocks/node.ts';
import { runningClock } from '../support/clock.ts';

const ORIGIN = 'http://airwave.test';
const cookie = 'airwave_session=journey';

function clientsFor(persona: Parameters<typeof setupNodeMocks>[0] extends infer O ? (O extends { persona?: infer P } ? P : never) : never) {
  const mocks = setupNodeMocks({ persona, origin: ORIGIN, now: runningClock() });
  const rest = createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, { cookie });
  return { mocks, rest };
}

function graphqlClient(): GraphQLClient {
  return createGraphQLClient({
    graphqlUrl: `${ORIGIN}/graphql`,
    graphqlApiUrl: `${ORIGIN}/api/graphql`,
    graphqlWsUrl: `${ORIGIN.replace('http', 'ws')}/graphql-subscriptions`,
    onSessionExpired: () => undefined,
    onNetworkIssue: () => undefined,
    fetch: (input, init) => globalThis.fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie } }),
  });
}

/**
 * The mocks of a describe block (listening during its tests) and a GraphQL client per test, whose socket
 * and client are closed after it.
 */
function graphqlJourney(persona: Parameters<typeof clientsFor>[0]) {
  const { mocks, rest } = clientsFor(persona);
  let graphql: GraphQLClient | undefined;
  beforeAll(() => mocks.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    await graphql?.subscriptions.dispose();
    graphql?.apollo.stop();
    graphql = undefined;
  });
  afterAll(() => mocks.server.close());
  return { mocks, rest, newGraphQLClient: () => (graphql = graphqlClient()) };
}

/** Waits until the world holds the socket's subscription, so a change made next is pushed (no fixed sleep). */
async function heldBySocket(mocks: ReturnType<typeof setupNodeMocks>, event: WorldEventName): Promise<void> {
  await vi.waitUntil(() => mocks.backend.world.events.listenerCount(event) > 0, { timeout: 10_000 });
}

/** Resolves with the first event of a subscription (and keeps it open until the test ends). */
function firstEvent<T>(subscribe: (next: (value: T) => void, error: (reason: unknown) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => subscribe(resolve, reject));
}

describe('profile journey over REST', () => {
  const { mocks, rest } = clientsFor('core-subscriber');
  beforeAll(() => mocks.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mocks.server.close());

  it('creates, lists, updates and deletes a profile, and refuses the deleted id', async () => {
    const before = await rest.profile.GET('/user/profiles/list.json');
    const allowed = before.data?.additionalProfilesAllowed ?? 0;

    const created = await rest.profile.POST('/user/profiles/create.json', { body: { name: 'Grandma', avatar_name: 'owl' } });
    expect(created.response.status).toBe(200);
    const id = created.data?.profile.id ?? '';

    const listed = await rest.profile.GET('/user/profiles/list.json');
    expect(listed.data?.profiles.map((profile) => profile.name)).toContain('Grandma');
    expect(listed.data?.additionalProfilesAllowed).toBe(allowed - 1);

    const updated = await rest.profile.POST('/user/profiles/update.json', { body: { id, name: 'Nana' } });
    expect(updated.data?.profile).toMatchObject({ id, name: 'Nana', avatar: { name: 'owl' } });

    expect((await rest.profile.POST('/user/profiles/delete.json', { body: { id } })).data?.status).toBe('SUCCESS');
    const after = await rest.profile.GET('/user/profiles/list.json');
    expect(after.data?.profiles.map((profile) => profile.id)).not.toContain(id);
    expect(after.data?.additionalProfilesAllowed).toBe(allowed);
    expect((await rest.profile.POST('/user/profiles/delete.json', { body: { id } })).response.status).toBe(404);
  });
});

describe('subscription journey across REST, GraphQL and the socket', () => {
  const { mocks, rest, newGraphQLClient } = graphqlJourney('deactivated');

  it('subscribing over REST shows in user_details and userSubscription, and pushes userSubscriptionChanged', async () => {
    const graphql = newGraphQLClient();
    const before = await graphql.apollo.query({ query: UserSubscriptionDocument });
    expect(before.data?.userSubscription).toMatchObject({ state: 'DEACTIVATED', hasContentAccess: false });

    const pushed = firstEvent<unknown>((next, error) => {
      graphql.apollo.subscribe({ query: UserSubscriptionChangedDocument }).subscribe({ next, error });
    });
    await heldBySocket(mocks, 'userSubscriptionChanged');

    const subscribed = await rest.billing.POST('/billing/subscribe', {
      body: { zip: '78701', payment_method: 'pm_card_visa', subscription_plan: 'airwave-argon' },
    });
    expect(subscribed.data?.success).toBe(true);

    const details = await rest.billing.GET('/billing/user_details');
    expect(details.data?.result).toMatchObject({ fsmState: 'regular', hasContentAccess: true });
    expect(details.data?.result?.subscribedItems.map((item) => item.id)).toContain('airwave-argon');

    const after = await graphql.apollo.query({ query: UserSubscriptionDocument, fetchPolicy: 'network-only' });
    expect(after.data?.userSubscription).toMatchObject({ state: 'REGULAR', hasContentAccess: true });
    await expect(pushed).resolves.toMatchObject({
      data: { userSubscriptionChanged: { state: 'REGULAR', hasContentAccess: true } },
    });
  });
});

describe('favorite journey over GraphQL and the socket', () => {
  const { mocks, newGraphQLClient } = graphqlJourney('core-subscriber');

  it('favoriting a channel pushes channelIsFavoriteChanged and every read shows it', async () => {
    const graphql = newGraphQLClient();
    const { account, catalog } = mocks.backend.world;
    const channelId = catalog.channels.find((channel) => channel.isActive && !account.favoriteChannelIds.includes(channel.channelId))?.channelId ?? '';
    const before = await graphql.apollo.query({ query: ChannelIsFavoriteDocument, variables: { channelId } });
    expect(before.data?.channel?.isFavorite).toBe(false);

    const pushed = firstEvent<unknown>((next, error) => {
      graphql.apollo.subscribe({ query: ChannelIsFavoriteChangedDocument }).subscribe({ next, error });
    });
    await heldBySocket(mocks, 'channelIsFavoriteChanged');

    const favored = await graphql.apollo.mutate({ mutation: CreateFavoriteChannelDocument, variables: { channelId } });
    expect(favored.data?.createFavoriteChannel.isFavorite).toBe(true);
    await expect(pushed).resolves.toMatchObject({ data: { channelIsFavoriteChanged: { channelId, isFavorite: true } } });

    const after = await graphql.apollo.query({ query: ChannelIsFavoriteDocument, variables: { channelId }, fetchPolicy: 'network-only' });
    expect(after.data?.channel?.isFavorite).toBe(true);
    expect(account.favoriteChannelIds).toContain(channelId);

    // The guide shows it too: the channel's own row, and the 'Favorite channels' row.
    const guide = await graphql.apollo.query({
      query: PageDocument,
      variables: { pageType: 'GUIDE', first: 250, initialTiles: 5, capabilities: ['TILE_GROUP_LAYOUT', 'GUIDE_FILTERS_V2', 'GUIDE_RECENT_GROUP'] },
      fetchPolicy: 'network-only',
    });
    const groups = guide.data?.page?.groups.edges.map((edge) => edge.node) ?? [];
    expect(groups.find((group) => group.channel?.channelId === channelId)?.channel?.isFavorite).toBe(true);
    const favoritesRow = groups.find((group) => group.title === 'Favorite channels');
    expect(favoritesRow?.tiles.summary.totalCount).toBe(account.favoriteChannelIds.length);
  });
});
