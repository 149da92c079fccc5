/**
 * The mock world's query executor (mocks/graphql/executor.ts) answers the app's documents with the very bytes
 * graphql-js's `execute` answers, and is the one answering them: every query graphql-js answers without an
 * error is answered by the planned run, and everything off that path (errors, promises, introspection, a
 * resolver reading its response path) is graphql-js's own answer.
 */
import { execute, parse, print, type DocumentNode, type ExecutionArgs } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pageQueryVariables } from '../../common/page-query.ts';
import * as operations from '../../generated/graphql/all-documents.ts';
import type { PageType } from '../../generated/graphql/operations.ts';
import { schemaSDL } from '../../generated/graphql/sdl.ts';
import type { World } from '../../mocks/db/world.ts';
import { createMockBackend } from '../../mocks/backend.ts';
import { answerCount } from '../../mocks/core/answer-cache.ts';
import { SESSION_COOKIE } from '../../mocks/core/exchange.ts';
import { channelModel, showModel } from '../../mocks/graphql/entities.ts';
import { isoTime } from '../../mocks/graphql/format.ts';
import { executeQuery, executorStats } from '../../mocks/graphql/executor.ts';
import { createMockSchema, executableSchema, resolvers } from '../../mocks/graphql/schema.ts';
import type { PersonaId } from '../../mocks/scenarios/personas.ts';
import { createTestWorld, TEST_NOW, TEST_ORIGIN } from './support/graphql-world.ts';

const HOUR = 60 * 60 * 1000;

interface Sent {
  name: string;
  document: DocumentNode;
  variables: Record<string, unknown>;
}

/** The result both executors give, as the bytes a client gets, and whether the planned run answered it. */
async function both(args: ExecutionArgs): Promise<{ planned: string; reference: string; hadErrors: boolean; answeredPlanned: boolean }> {
  const before = executorStats.planned;
  const planned = JSON.stringify(await executeQuery(args));
  const answeredPlanned = executorStats.planned === before + 1;
  const result = await execute(args);
  return { planned, reference: JSON.stringify(result), hadErrors: (result.errors?.length ?? 0) > 0, answeredPlanned };
}

const PAGE_TYPES = new Set<string>(['CHANNEL', 'COLLECTION_GROUP', 'EPISODE', 'GUIDE', 'HOME', 'PRESENTATION', 'SAVED', 'SEARCH', 'SHOW']);

/** The pages an answer leads to, as the app opens them: its links (page type, id, filter, sorter) and its shows, channels, episodes and airings. */
function linksIn(text: string): Array<{ pageType: PageType; typeId?: string; filterId?: string; sorterId?: string }> {
  const value = (json: string | undefined) => (json && json !== 'null' ? (JSON.parse(json) as string) : undefined);
  const links = [...text.matchAll(/"type":"([A-Z_]+)","typeId":(null|"[^"]*"),"filter":(?:null|"[^"]*"),"filterId":(null|"[^"]*"),"sorterId":(null|"[^"]*")/g)]
    .filter((match) => PAGE_TYPES.has(match[1] ?? ''))
    .map((match) => ({ pageType: match[1] as PageType, typeId: value(match[2]), filterId: value(match[3]), sorterId: value(match[4]) }));
  const ids = (pageType: PageType, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => ({ pageType, typeId: match[1] }));
  return [
    ...links,
    ...ids('SHOW', /"showId":"([^"]+)"/g),
    ...ids('CHANNEL', /"channelId":"([^"]+)"/g),
    ...ids('EPISODE', /"episodeId":"([^"]+)"/g),
    ...ids('PRESENTATION', /"playableAssetId":"([^"]+)","playableAssetType":"(?:BROADCAST|VOD)"/g),
  ];
}

/** What the app sends: every page type it opens (following the links Home, Guide and Saved offer, a few per type), tile paging, search and the rest of its queries. */
async function appReads(world: World, context: () => ExecutionArgs['contextValue']): Promise<Sent[]> {
  const sent: Sent[] = [];
  const page = (pageType: PageType, address: { typeId?: string; filterId?: string; sorterId?: string } = {}) =>
    sent.push({ name: `Page ${pageType} ${JSON.stringify(address)}`, document: operations.PageDocument, variables: { ...pageQueryVariables(pageType, address) } });
  for (const pageType of ['HOME', 'GUIDE', 'SAVED'] as const) page(pageType);
  const seen = new Set<string>();
  const perType = new Map<PageType, number>();
  for (const start of [...sent]) {
    const answer = JSON.stringify(await execute({ schema: createMockSchema(), document: start.document, variableValues: start.variables, contextValue: context() }));
    for (const link of linksIn(answer)) {
      const key = JSON.stringify(link);
      if (seen.has(key) || (perType.get(link.pageType) ?? 0) >= 3) continue;
      seen.add(key);
      perType.set(link.pageType, (perType.get(link.pageType) ?? 0) + 1);
      page(link.pageType, link);
    }
    const group = /"__typename":"TileGroup","id":"(tg_[^"]+)"/.exec(answer)?.[1];
    if (!group) continue;
    // A group's first page of tiles, and the page after it.
    const first = { tileGroupId: group, first: 10 };
    sent.push({ name: `Tiles ${start.name}`, document: operations.TilesDocument, variables: first });
    const tiles = JSON.stringify(await execute({ schema: createMockSchema(), document: operations.TilesDocument, variableValues: first, contextValue: context() }));
    const after = /"endCursor":"(c_[^"]+)"/.exec(tiles)?.[1];
    if (after) sent.push({ name: `Tiles after ${start.name}`, document: operations.TilesDocument, variables: { ...first, after } });
  }
  const show = world.catalog.shows[0]?.showId;
  const episode = world.catalog.episodes[0]?.episodeId;
  if (show) page('SHOW', { typeId: show });
  if (episode) page('EPISODE', { typeId: episode });
  sent.push(
    { name: 'Page SEARCH news', document: operations.PageDocument, variables: { ...pageQueryVariables('SEARCH'), filter: 'news' } },
    { name: 'SearchDropDown news', document: operations.SearchDropDownDocument, variables: { filter: 'news', first: 6, initialTiles: 24 } },
    { name: 'SearchDropDown a', document: operations.SearchDropDownDocument, variables: { filter: 'a', first: 6, initialTiles: 24 } },
    { name: 'AvailableChannels', document: operations.AvailableChannelsDocument, variables: { first: 200 } },
    { name: 'ChannelIsFavorite', document: operations.ChannelIsFavoriteDocument, variables: { channelId: world.catalog.channels[0]?.channelId ?? 'ch-amc' } },
    { name: 'Notifications', document: operations.NotificationsDocument, variables: { first: 20 } },
    { name: 'User', document: operations.UserDocument, variables: {} },
    { name: 'UserBasicInfo', document: operations.UserBasicInfoDocument, variables: {} },
    { name: 'UserSubscription', document: operations.UserSubscriptionDocument, variables: {} },
    { name: 'ActiveUserProfile', document: operations.ActiveUserProfileDocument, variables: {} },
    { name: 'Preferences', document: operations.PreferencesDocument, variables: { playerId: 'web-3f9a2c7b' } },
    { name: 'Player', document: operations.PlayerDocument, variables: { playerId: 'web-3f9a2c7b' } },
  );
  return sent;
}

describe('the planned query executor', () => {
  it.each<PersonaId>(['core-subscriber', 'free-plan', 'visitor'])(
    'answers every query the app sends (%s) with the bytes graphql-js answers, and answers them itself',
    async (persona) => {
      // A morning, an evening and a night a few days on: other airings live, ended and upcoming.
      for (const offset of [0, 2 * 24 * HOUR + 11 * HOUR + 17_000, 5 * 24 * HOUR + 17 * HOUR + 42_000]) {
        const test = createTestWorld({ persona, now: new Date(TEST_NOW.getTime() + offset) });
        const reads = await appReads(test.world, test.context);
        const pageTypes = new Set(reads.filter((read) => read.document === operations.PageDocument).map((read) => read.variables.pageType));
        expect([...pageTypes].sort()).toEqual([...PAGE_TYPES].sort());
        const withErrors: string[] = [];
        for (const read of reads) {
          const args: ExecutionArgs = { schema: createMockSchema(), document: read.document, variableValues: read.variables, contextValue: test.context() };
          const { planned, reference, hadErrors, answeredPlanned } = await both(args);
          expect(planned, read.name).toBe(reference);
          expect(answeredPlanned, `${read.name} answered by the planned run`).toBe(!hadErrors);
          if (hadErrors) withErrors.push(read.name);
        }
        // The app's reads all succeed, so all of them were the planned run's.
        expect(withErrors).toEqual([]);
      }
    },
    120_000,
  );

  it('hands whatever is off the success path to graphql-js, which answers it as before', async () => {
    const test = createTestWorld();
    const schema = createMockSchema();
    const cases: Array<[string, DocumentNode, Record<string, unknown>]> = [
      // A resolver error (the contract's 'Bad pageSize').
      ['a resolver error', operations.PageDocument, { ...pageQueryVariables('HOME'), first: 0 }],
      // Variables that do not coerce.
      ['bad variables', operations.PageDocument, { ...pageQueryVariables('HOME'), pageType: 'NOWHERE' }],
      // Introspection.
      ['introspection', parse('{ __schema { queryType { name } } user { __typename } }'), {}],
      // A mutation is never planned.
      ['a mutation', operations.UpdatePreferenceDocument, { name: 'autoplay', value: 'off' }],
    ];
    for (const [name, document, variables] of cases) {
      const { planned, reference, answeredPlanned } = await both({ schema, document, variableValues: variables, contextValue: test.context() });
      expect(answeredPlanned, name).toBe(false);
      // The mutation ran twice (once per executor) with the same effect: the bytes are the same.
      expect(planned, name).toBe(reference);
    }
    expect(JSON.parse((await both({ schema, document: cases[0]?.[1] as DocumentNode, variableValues: cases[0]?.[2], contextValue: test.context() })).planned)).toMatchObject({
      errors: [{ message: 'Bad pageSize' }],
    });
  });

  it('hands over an unmodelled field, a promise, a null in a non-null field and a resolver reading its response path', async () => {
    const test = createTestWorld();
    const user = resolvers.Query.user;
    const variants: Array<[string, typeof resolvers.Query]> = [
      ['an unmodelled field', { ...resolvers.Query, user: (() => ({ __typename: 'User' })) as unknown as typeof user }],
      ['a promise', { ...resolvers.Query, user: ((...args: Parameters<typeof user>) => Promise.resolve(user(...args))) as unknown as typeof user }],
      ['null for a non-null field', { ...resolvers.Query, user: ((...args: Parameters<typeof user>) => ({ ...user(...args), id: null })) as unknown as typeof user }],
      [
        'a resolver reading its path',
        { ...resolvers.Query, user: ((source: unknown, args: never, context: never, info: { path: unknown }) => (info.path ? user(source as never, args, context) : null)) as unknown as typeof user },
      ],
    ];
    for (const [name, Query] of variants) {
      const schema = executableSchema(schemaSDL, { ...resolvers, Query });
      const { planned, reference, answeredPlanned } = await both({ schema, document: operations.UserDocument, contextValue: test.context() });
      expect(answeredPlanned, name).toBe(false);
      expect(planned, name).toBe(reference);
    }
  });

  it('answers a document with @include, @skip, aliases and fragments on abstract types as graphql-js does', async () => {
    const test = createTestWorld();
    const document = parse(`
      query Mixed($withGroups: Boolean!, $skipTitle: Boolean!) {
        home: page(pageType: HOME, first: 3, initialTiles: 2) {
          __typename
          heading: title @skip(if: $skipTitle)
          title
          node { __typename ... on Node { id } ...NodeFields }
          groups @include(if: $withGroups) { edges { node { id tiles { edges { node { id first: title second: title ... on Tile { kind } } } } } } }
        }
      }
      fragment NodeFields on Node { id }
    `);
    for (const variables of [
      { withGroups: true, skipTitle: false },
      { withGroups: false, skipTitle: true },
    ]) {
      const { planned, reference, answeredPlanned } = await both({ schema: createMockSchema(), document, variableValues: variables, contextValue: test.context() });
      expect(planned).toBe(reference);
      expect(answeredPlanned).toBe(true);
    }
  });
});

describe('shared parts of the answers', () => {
  it('a query’s plan is made once per document and variable values and serves every world and request', async () => {
    const schema = createMockSchema();
    const document = parse(print(operations.PageDocument));
    const home = pageQueryVariables('HOME');
    const worlds = [createTestWorld(), createTestWorld({ persona: 'free-plan' }), createTestWorld({ now: new Date(TEST_NOW.getTime() + 3 * HOUR) })];
    const made = executorStats.plansMade;
    for (const test of [...worlds, ...worlds]) {
      const args: ExecutionArgs = { schema, document, variableValues: home, contextValue: test.context() };
      const { planned, reference, answeredPlanned } = await both(args);
      expect(answeredPlanned).toBe(true);
      expect(planned).toBe(reference);
    }
    expect(executorStats.plansMade - made).toBe(1);
    // Other variable values make another plan, and so does the same text parsed anew (another document).
    await both({ schema, document, variableValues: pageQueryVariables('GUIDE'), contextValue: worlds[0]?.context() });
    await both({ schema, document: parse(print(operations.PageDocument)), variableValues: home, contextValue: worlds[0]?.context() });
    expect(executorStats.plansMade - made).toBe(3);
  });


  it('a favorite toggled between two reads of Home empties the memo, and Home is built again with the same plan', async () => {
    // The time budget (wall time) is out of the way: a loaded machine must not turn Home's build into a 503.
    const backend = createMockBackend({ now: () => TEST_NOW, timeBudgetMs: 10 * 60_000 });
    const post = async (document: DocumentNode, variables: Record<string, unknown>) => {
      const response = await backend.handle({
        method: 'POST',
        origin: TEST_ORIGIN,
        path: '/graphql',
        query: new URLSearchParams(),
        headers: { 'content-type': 'application/json' },
        cookies: { [SESSION_COOKIE]: 'executor-test' },
        body: { query: print(document), variables },
      });
      if (response?.body.kind !== 'json' || !response.body.encoded) throw new Error(`No JSON answer: ${response?.status}`);
      return new TextDecoder().decode(response.body.encoded);
    };
    const channelId = backend.world.catalog.channels.find((channel) => !backend.world.account.favoriteChannelIds.includes(channel.channelId))?.channelId;
    if (!channelId) throw new Error('No unfavorited channel');
    const before = await post(operations.PageDocument, pageQueryVariables('HOME'));
    const made = executorStats.plansMade;
    const planned = executorStats.planned;
    await post(operations.CreateFavoriteChannelDocument, { channelId });
    expect(answerCount(backend.world)).toBe(0);
    const after = await post(operations.PageDocument, pageQueryVariables('HOME'));
    expect(after).not.toBe(before);
    expect(executorStats.planned - planned).toBe(1);
    expect(executorStats.plansMade - made).toBe(0);
  });

  it('catalog parts are made once per catalog and origin and shared by answers, while the account’s part follows each change', () => {
    const test = createTestWorld();
    const { world } = test;
    const channel = world.catalog.channels.find((item) => !world.account.favoriteChannelIds.includes(item.channelId));
    const show = world.catalog.shows.find((item) => !world.account.followedShowIds.includes(item.showId));
    if (!channel || !show) throw new Error('No unfavorited channel or unfollowed show');
    const context = test.context();
    const first = { channel: channelModel(context, channel), show: showModel(context, show) };
    // Another request of the same world (and another persona's world of the same catalog) shares them.
    const again = { channel: channelModel(test.context(), channel), show: showModel({ ...test.context(), world: createTestWorld({ persona: 'free-plan' }).world }, show) };
    expect(again.channel.images).toBe(first.channel.images);
    expect(again.show.images).toBe(first.show.images);
    expect(Object.isFrozen(first.show.images)).toBe(true);
    // Another origin gets its own, with its absolute URLs.
    const other = channelModel({ ...context, origin: 'http://other.test' }, channel);
    expect(other.images).not.toBe(first.channel.images);
    expect(other.images.small?.url.startsWith('http://other.test/')).toBe(true);
    expect(first.channel.images.small?.url.startsWith(`${TEST_ORIGIN}/`)).toBe(true);
    // The account's part is read per answer.
    expect([first.channel.isFavorite, first.show.hasFollow]).toEqual([false, false]);
    world.account.favoriteChannelIds = [...world.account.favoriteChannelIds, channel.channelId];
    world.account.followedShowIds = [...world.account.followedShowIds, show.showId];
    expect([channelModel(context, channel).isFavorite, showModel(context, show).hasFollow]).toEqual([true, true]);
  });

  it('write instants as Date.prototype.toISOString does, from memory or afresh', () => {
    const instants = [0, -1, TEST_NOW.getTime(), TEST_NOW.getTime() + 999, 8.64e15, -8.64e15];
    // More distinct instants than are kept, twice: every text stays right whether it was kept or dropped.
    for (let pass = 0; pass < 2; pass += 1) {
      for (let step = 0; step < 10_000; step += 1) instants.push(TEST_NOW.getTime() + step * 60_000);
      for (const ms of instants) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    }
  });
});
