import { describe, expect, it } from 'vitest';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import * as operations from '../../generated/graphql/all-documents.ts';
import type { PageQuery, PageQueryVariables, PageType } from '../../generated/graphql/operations.ts';
import type { World } from '../../mocks/db/world.ts';
import { PERSONA_IDS } from '../../mocks/scenarios/personas.ts';
import { APP_CAPABILITIES, createTestWorld, data, nextEvent, run, startSubscription, TEST_ORIGIN } from './support/graphql-world.ts';

type TileConnection = NonNullable<PageQuery['page']>['groups']['edges'][number]['node']['tiles'];

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
}

const documents = Object.entries(operations)
  .filter(([name]) => name.endsWith('Document'))
  .map(([, document]) => document as DocumentNode)
  .filter((document) => operationOf(document) !== undefined);

/** Sample variables per operation, read from the persona's world where they depend on it. */
function sampleVariables(world: World): Record<string, Record<string, unknown>> {
  const request = world.account.notifications.find((item) => item.type === 'REQUEST');
  const actions = (request?.content['actions'] ?? []) as Array<{ actionId: string }>;
  return {
    Page: { pageType: 'HOME', capabilities: [...APP_CAPABILITIES], initialTiles: 8, first: 99 },
    Tiles: { tileGroupId: 'tg_unknown', first: 8 },
    SearchDropDown: { filter: 'news', first: 6, initialTiles: 24 },
    CreateFavoriteChannel: { channelId: 'ch-bet' },
    DeleteFavoriteChannel: { channelId: 'ch-amc' },
    ChannelIsFavorite: { channelId: 'ch-amc' },
    AvailableChannels: { order: 'ALPHABETICAL', first: 200 },
    CreateFollow: { showId: 'shw-yellowstone' },
    DeleteFollow: { showId: 'shw-yellowstone' },
    RemoveFromRecentPresentations: { showId: world.account.recentShowIds[0] ?? 'shw-yellowstone' },
    Notifications: { first: 10 },
    AcknowledgeNotifications: { notificationIds: world.account.notifications.map((item) => item.id).slice(0, 2) },
    PerformNotificationAction: { notificationId: request?.id ?? 'missing', actionId: actions.find((action) => action.actionId !== 'delete')?.actionId ?? 'missing' },
    NotificationChanged: { types: null },
    Player: { playerId: 'web-3f9a2c7b' },
    PlayerTitle: { pageType: 'PRESENTATION', typeId: 'epi-yellowstone-s5e1' },
    PlayerRegistrationChanged: { playerId: 'web-3f9a2c7b' },
    Preferences: { playerId: 'web-3f9a2c7b' },
    UpdatePreference: { name: 'player_starts_at_live', value: 'on' },
    AssignExperiment: { name: 'saveAndRecord2024-04-08' },
  };
}

/**
 * The operations a persona's world rightly refuses: an uncredentialed visitor must add an email before
 * saving or favoriting, and a persona without a request notification has no action to perform.
 */
function expectedRefusal(world: World, operation: string): RegExp | undefined {
  if (world.account.user.isUncredentialed && /^(Create|Delete)(FavoriteChannel|Follow)$/.test(operation)) {
    return /^Add an email to your account/;
  }
  if (operation === 'PerformNotificationAction' && !world.account.notifications.some((item) => item.type === 'REQUEST')) {
    return /^Unknown notification/;
  }
  return undefined;
}

/** Makes the event a subscription listens to happen. */
function trigger(world: World, operation: string): void {
  const events = world.events;
  switch (operation) {
    case 'NotificationChanged':
      events.emit('notificationChanged', { type: 'UPDATED', notificationId: world.account.notifications[0]?.id ?? '' });
      break;
    case 'ChannelIsFavoriteChanged':
      events.emit('channelIsFavoriteChanged', { channelId: 'ch-amc' });
      break;
    case 'ChannelCurrentBroadcastUpdated':
      events.emit('channelCurrentBroadcastUpdated', { channelId: 'ch-amc' });
      break;
    case 'ShowFollowCreated':
      events.emit('showFollowCreated', { showId: 'shw-yellowstone' });
      break;
    case 'ShowFollowDeleted':
      events.emit('showFollowDeleted', { showId: 'shw-yellowstone' });
      break;
    case 'UserSubscriptionChanged':
      events.emit('userSubscriptionChanged', {});
      break;
    case 'PlayerRegistrationChanged':
      events.emit('playerRegistrationChanged', { playerId: 'web-3f9a2c7b' });
      break;
    default:
      break;
  }
}

async function page(world: World, variables: PageQueryVariables) {
  return (await data(world, operations.PageDocument, { capabilities: [...APP_CAPABILITIES], ...variables })).page;
}

function ids(connection: TileConnection): string[] {
  return connection.edges.map((edge) => edge.node.id);
}

describe('GraphQL mock: every operation document', () => {
  it('has a document per operation of the contract', () => {
    expect(documents.length).toBeGreaterThanOrEqual(29);
  });

  for (const document of documents) {
    const operation = operationOf(document);
    const name = operation?.name?.value ?? '?';
    it.each(PERSONA_IDS)(`${operation?.operation} ${name} runs without errors for the %s persona`, async (persona) => {
      const { world } = createTestWorld({ persona });
      const variables = sampleVariables(world)[name];
      if (operation?.operation === 'subscription') {
        const iterator = await startSubscription(world, document, variables);
        trigger(world, name);
        const event = await nextEvent(iterator);
        await iterator.return?.(undefined);
        expect(event.errors).toBeUndefined();
        expect(event.data).toBeTruthy();
      } else {
        const result = await run(world, document, variables);
        const refusal = expectedRefusal(world, name);
        if (refusal) {
          expect(result.errors?.map((error) => error.message)).toEqual([expect.stringMatching(refusal)]);
        } else {
          expect(result.errors).toBeUndefined();
          expect(result.data).toBeTruthy();
        }
      }
    });
  }
});

describe('GraphQL mock: pages', () => {
  it('builds every page type', async () => {
    const { world } = createTestWorld();
    const home = await page(world, { pageType: 'HOME' });
    const firstGroupId = home?.groups.edges.find((edge) => edge.node.title === 'On Now')?.node.id ?? '';
    const broadcast = world.catalog.broadcasts.find((item) => item.episodeId !== null);
    const movie = world.catalog.shows.find((show) => show.type === 'MOVIE');
    const cases: Array<[PageType, Partial<PageQueryVariables>]> = [
      ['HOME', {}],
      ['GUIDE', { capabilities: [...APP_CAPABILITIES, 'GUIDE_FILTERS_V2', 'GUIDE_RECENT_GROUP'] }],
      ['TOP', {}],
      ['SAVED', { isSavedPage: true }],
      ['SAVED', { typeId: world.catalog.collections[0]?.collectionId, isSavedPage: true }],
      ['SEARCH', { filter: 'news' }],
      ['CHANNEL', { typeId: 'ch-amc', isChannelPage: true }],
      ['SHOW', { typeId: 'shw-yellowstone', isShowPage: true, capabilities: [...APP_CAPABILITIES, 'MOVIE_SHOWINGS'] }],
      ['SHOW', { typeId: movie?.showId, isShowPage: true, capabilities: [...APP_CAPABILITIES, 'MOVIE_SHOWINGS'] }],
      ['EPISODE', { typeId: 'epi-yellowstone-s5e1', isEpisodePage: true }],
      ['PRESENTATION', { typeId: broadcast?.broadcastId, isEpisodePage: true, capabilities: [...APP_CAPABILITIES, 'MOVIE_SHOWINGS'] }],
      ['COLLECTION_GROUP', { typeId: world.catalog.collectionGroups[0]?.collectionGroupId }],
      ['TILE_GROUP', { typeId: firstGroupId }],
    ];
    for (const [pageType, variables] of cases) {
      const result = await page(world, { pageType, ...variables });
      expect(result, `${pageType} ${variables.typeId ?? ''}`).not.toBeNull();
      expect(result?.pageType).toBe(pageType);
      expect(result?.groups.edges.length, `${pageType} has groups`).toBeGreaterThan(0);
    }
  });

  it('returns null for an id that does not resolve', async () => {
    const { world } = createTestWorld();
    expect(await page(world, { pageType: 'SHOW', typeId: 'shw-nope' })).toBeNull();
    expect(await page(world, { pageType: 'TILE_GROUP', typeId: 'tg_garbage' })).toBeNull();
  });

  it('honours the page settings: initial tiles per group and groups per fetch', async () => {
    const { world } = createTestWorld();
    const home = await page(world, { pageType: 'HOME' });
    const onNow = home?.groups.edges.find((edge) => edge.node.title === 'On Now')?.node;
    expect(onNow?.tiles.edges).toHaveLength(8);
    expect(onNow?.tiles.pageInfo.hasNextPage).toBe(true);
    expect(onNow?.link).toMatchObject({ type: 'TILE_GROUP', typeId: onNow?.id });
    const guide = await page(world, { pageType: 'GUIDE', capabilities: [...APP_CAPABILITIES, 'GUIDE_FILTERS_V2', 'GUIDE_RECENT_GROUP'] });
    expect(guide?.groups.edges).toHaveLength(200);
    expect(guide?.groups.edges.every((edge) => edge.node.tiles.edges.length <= 5)).toBe(true);
    const saved = await page(world, { pageType: 'SAVED', isSavedPage: true });
    expect(saved?.groups.edges).toHaveLength(1);
    expect(saved?.groups.edges[0]?.node.layout).toBe('GRID');
  });

  it('shows the hero carousel with its keep-watching row first', async () => {
    const { world } = createTestWorld();
    const home = await page(world, { pageType: 'HOME' });
    const [hero, keepWatching] = home?.groups.edges.map((edge) => edge.node) ?? [];
    expect(hero?.tiles.edges[0]?.node).toMatchObject({ kind: 'HERO', style: 'PROMOTION' });
    expect(hero?.tiles.edges[0]?.node.hero?.categoryTitle).toBeTruthy();
    expect(keepWatching?.title).toBe('Keep Watching');
    expect(keepWatching?.behaviors).toContain('ENABLE_KW_REMOVE');
    expect(keepWatching?.tiles.edges.map((edge) => edge.node.show?.showId)).toEqual(world.account.recentShowIds);
    const resume = keepWatching?.tiles.edges[0]?.node;
    expect(resume).toMatchObject({ kind: 'PLAYABLE', isVOD: true, behaviors: ['ENABLE_KW_REMOVE'] });
    expect(resume?.playbackPercentage).toBe(world.account.progress[resume?.playableAssetId ?? '']);
    expect(resume?.playbackPercentage).toBeGreaterThan(0);
  });

  it('computes the asset predicates from the clock', async () => {
    const { world } = createTestWorld();
    const channel = await page(world, { pageType: 'CHANNEL', typeId: 'ch-amc', isChannelPage: true });
    const onNow = channel?.groups.edges.find((edge) => edge.node.title === 'On Now')?.node.tiles.edges[0]?.node;
    expect(onNow).toMatchObject({ isLive: true, isUpcoming: false, isVOD: false, playableAssetType: 'BROADCAST', hasPlayable: true });
    const upNext = channel?.groups.edges.find((edge) => edge.node.title === 'Up Next')?.node.tiles.edges[0]?.node;
    expect(upNext).toMatchObject({ isLive: false, isUpcoming: true, hasPlayable: false, playableAssetId: null });
    expect(channel?.channelProfile?.actions.favorite?.state).toBe('FAVORITED');
    expect(channel?.channelProfile?.actions.play?.label).toBe('Play');
  });

  it('leaves out the hero without HERO_PROMOTION and grids without TILE_GROUP_LAYOUT', async () => {
    const { world } = createTestWorld();
    const home = await page(world, { pageType: 'HOME', capabilities: ['OUT_OF_PLAN_CONTENT'] });
    const tiles = home?.groups.edges.flatMap((edge) => edge.node.tiles.edges.map((tile) => tile.node)) ?? [];
    expect(tiles.some((tile) => tile.kind === 'HERO' || tile.style === 'PROMOTION')).toBe(false);
    expect(tiles.some((tile) => tile.kind === 'COLLECTION' || tile.kind === 'COLLECTION_GROUP')).toBe(false);
    const saved = await page(world, { pageType: 'SAVED', capabilities: [] });
    expect(saved?.groups.edges[0]?.node.layout).toBe('ROW');
  });

  it('returns out-of-plan tiles only with OUT_OF_PLAN_CONTENT, with the products that unlock them', async () => {
    const { world } = createTestWorld({ persona: 'free-plan' });
    const withOut = await page(world, { pageType: 'GUIDE' });
    const outOfPlan = withOut?.groups.edges.filter((edge) => edge.node.channel && !edge.node.tiles.edges[0]?.node.isInPlan) ?? [];
    expect(outOfPlan.length).toBeGreaterThan(0);
    expect(outOfPlan[0]?.node.tiles.edges[0]?.node.notInPlanProducts.length).toBeGreaterThan(0);
    const without = await page(world, { pageType: 'GUIDE', capabilities: APP_CAPABILITIES.filter((item) => item !== 'OUT_OF_PLAN_CONTENT') });
    const tiles = without?.groups.edges.flatMap((edge) => edge.node.tiles.edges.map((tile) => tile.node)) ?? [];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.isInPlan)).toBe(true);
  });

  it('has one guide row per active channel, headed by its channel, after the Favorite channels row', async () => {
    const { world } = createTestWorld();
    const active = world.catalog.channels.filter((channel) => channel.isActive);
    expect(active.length).toBeGreaterThan(200);
    const guide = await page(world, { pageType: 'GUIDE', first: 400 });
    const groups = guide?.groups.edges.map((edge) => edge.node) ?? [];
    expect(groups[0]?.title).toBe('Favorite channels');
    const rows = groups.filter((group) => group.type === 'GUIDE');
    expect(rows).toHaveLength(active.length);
    const row = rows[0];
    expect(row?.channel?.channelId).toBe(row?.tiles.edges[0]?.node.channel?.channelId);
    expect(row?.tiles.edges[0]?.node.kind).toBe('GUIDE');
    // The row opens at the airing on now.
    expect(row?.initialTilePosition).not.toBeNull();
    expect(row?.tiles.summary.initialRelativeIndex).toBe(0);
    expect(row?.tiles.edges[0]?.node.isLive).toBe(true);
    expect(row?.tiles.pageInfo.hasPreviousPage).toBe(true);
  });

  it('pages the guide rows themselves by group cursor', async () => {
    const { world } = createTestWorld();
    const first = await page(world, { pageType: 'GUIDE' });
    expect(first?.groups.pageInfo.hasNextPage).toBe(true);
    const rest = await page(world, { pageType: 'GUIDE', after: first?.groups.pageInfo.endCursor });
    const seen = new Set(first?.groups.edges.map((edge) => edge.node.id));
    expect(rest?.groups.edges.length).toBeGreaterThan(0);
    expect(rest?.groups.edges.some((edge) => seen.has(edge.node.id))).toBe(false);
    expect(rest?.groups.pageInfo.hasPreviousPage).toBe(true);
    expect((first?.groups.edges.length ?? 0) + (rest?.groups.edges.length ?? 0)).toBe(first?.groups.summary.totalCount);
  });

  it('makes images absolute on the origin with width and format', async () => {
    const { world } = createTestWorld();
    const home = await page(world, { pageType: 'HOME' });
    const tile = home?.groups.edges[1]?.node.tiles.edges[0]?.node;
    expect(tile?.image?.url).toMatch(new RegExp(`^${TEST_ORIGIN}/mock-images/.+\\?width=480&format=auto$`));
    expect(tile?.channel?.images.small?.url).toMatch(new RegExp(`^${TEST_ORIGIN}/mock-images/.+\\?width=320&format=auto$`));
  });

  it('builds a collection page with filters and sorters', async () => {
    const { world } = createTestWorld();
    const collection = world.catalog.collections[0];
    const result = await page(world, { pageType: 'SAVED', typeId: collection?.collectionId, sorterId: 'a-z', isSavedPage: true });
    expect(result?.title).toBe(collection?.title);
    expect(result?.filters.length).toBeGreaterThan(1);
    expect(result?.sorters.find((sorter) => sorter.isApplied)?.id).toBe('a-z');
    const titles = result?.groups.edges[0]?.node.tiles.edges.map((edge) => edge.node.title ?? '') ?? [];
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('builds the show page with sections and season filters', async () => {
    const { world } = createTestWorld();
    const show = await page(world, { pageType: 'SHOW', typeId: 'shw-yellowstone', isShowPage: true });
    expect(show?.showProfile?.showId).toBe('shw-yellowstone');
    const section = show?.sections?.find((item) => item.tileGroupsPageSection);
    expect(section?.tileGroupsPageSection?.seasonFilters.length).toBeGreaterThan(0);
    const season = section?.tileGroupsPageSection?.seasonFilters.at(-1);
    const next = await page(world, { pageType: 'SHOW', typeId: 'shw-yellowstone', filterId: season?.id, isShowPage: true });
    const grid = next?.sections?.find((item) => item.tileGroupsPageSection)?.tileGroupsPageSection?.tileGroups[0];
    expect(next?.sections?.find((item) => item.tileGroupsPageSection)?.tileGroupsPageSection?.seasonFilters.find((item) => item.isApplied)?.id).toBe(season?.id);
    expect(grid?.tiles.edges.every((edge) => edge.node.episode?.seasonNum === Number(season?.id.split(':')[1]))).toBe(true);
  });

  it("gives each season's, schedule's and order's episodes section its own id (a Node's id is globally unique), the same on a second read", async () => {
    const { world } = createTestWorld();
    const episodesOf = async (variables: Partial<PageQueryVariables>) =>
      (await page(world, { pageType: 'SHOW', typeId: 'shw-yellowstone', isShowPage: true, ...variables }))?.sections?.find((item) => item.tileGroupsPageSection);
    const first = await episodesOf({ filterId: 'season:1' });
    const second = await episodesOf({ filterId: 'season:2' });
    const newest = await episodesOf({ filterId: 'season:1', sorterId: 'newest' });
    expect(first?.tileGroupsPageSection?.tileGroups[0]?.title).toBe('Season 1');
    expect(second?.tileGroupsPageSection?.tileGroups[0]?.title).toBe('Season 2');
    expect(new Set([first?.id, second?.id, newest?.id]).size).toBe(3);
    expect((await episodesOf({ filterId: 'season:1' }))?.id).toBe(first?.id);
  });

  it("names the episode a show's tile plays (Tile.playableEpisode), and none for a channel", async () => {
    const { world } = createTestWorld();
    const show = await page(world, { pageType: 'SHOW', typeId: 'shw-yellowstone', isShowPage: true });
    expect(show?.tile?.playableAssetId).toBe('epi-yellowstone-s5e1');
    expect(show?.tile?.playableEpisode).toMatchObject({ episodeId: 'epi-yellowstone-s5e1', seasonNum: 5, episodeNum: 1, title: 'One Hundred Years Is Nothing' });
    const channel = await page(world, { pageType: 'CHANNEL', typeId: 'ch-amc', isChannelPage: true });
    expect(channel?.tile?.kind).toBe('CHANNEL');
    expect(channel?.tile?.playableEpisode).toBeNull();
  });

  it('shows the browse-core collection group with an upgrade button to users without Core', async () => {
    const { world } = createTestWorld({ persona: 'free-plan' });
    const core = world.catalog.collectionGroups.find((group) => group.isBrowseCore);
    const result = await page(world, { pageType: 'COLLECTION_GROUP', typeId: core?.collectionGroupId });
    expect(result?.title).toBe('Upgrade Preview');
    expect(result?.tile?.collectionGroup?.upgradeButton?.onClickAction.type).toBe('UPGRADE');
  });
});

describe('GraphQL mock: tile paging', () => {
  it('pages forward then backward over the same tiles with correct pageInfo', async () => {
    const { world } = createTestWorld();
    const home = await page(world, { pageType: 'HOME' });
    const group = home?.groups.edges.find((edge) => edge.node.title === 'On Now')?.node;
    const tileGroupId = group?.id ?? '';
    const first = (await data(world, operations.TilesDocument, { tileGroupId, first: 8 })).tiles;
    expect(first.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    expect(first.status).toBe('VALID');
    const second = (await data(world, operations.TilesDocument, { tileGroupId, first: 8, after: first.pageInfo.endCursor })).tiles;
    expect(second.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const third = (await data(world, operations.TilesDocument, { tileGroupId, first: 8, after: second.pageInfo.endCursor })).tiles;
    const back = (await data(world, operations.TilesDocument, { tileGroupId, last: 8, before: third.pageInfo.startCursor })).tiles;
    expect(ids(back)).toEqual(ids(second));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const start = (await data(world, operations.TilesDocument, { tileGroupId, last: 8, before: back.pageInfo.startCursor })).tiles;
    expect(ids(start)).toEqual(ids(first));
    expect(start.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    expect(first.summary.totalCount).toBe(group?.totalCount);
    expect(new Set([...ids(first), ...ids(second), ...ids(third)]).size).toBe(24);
  });

  it('opens a window at an initial cursor', async () => {
    const { world } = createTestWorld();
    const home = await page(world, { pageType: 'HOME' });
    const tileGroupId = home?.groups.edges.find((edge) => edge.node.title === 'On Now')?.node.id ?? '';
    const first = (await data(world, operations.TilesDocument, { tileGroupId, first: 8 })).tiles;
    const positioned = (await data(world, operations.TilesDocument, { tileGroupId, first: 4, initialCursor: first.edges[3]?.cursor })).tiles;
    expect(positioned.edges[0]?.node.id).toBe(first.edges[3]?.node.id);
    expect(positioned.summary.initialRelativeIndex).toBe(0);
    expect(positioned.pageInfo.hasPreviousPage).toBe(true);
  });

  it('answers MISSING for an unknown cursor and group, and STALE once the list changed', async () => {
    const { world } = createTestWorld();
    const home = await page(world, { pageType: 'HOME' });
    const tileGroupId = home?.groups.edges.find((edge) => edge.node.title === 'Keep Watching')?.node.id ?? '';
    const first = (await data(world, operations.TilesDocument, { tileGroupId, first: 1 })).tiles;
    expect((await data(world, operations.TilesDocument, { tileGroupId, first: 1, after: 'c_bogus' })).tiles.status).toBe('MISSING');
    expect((await data(world, operations.TilesDocument, { tileGroupId: 'tg_bogus', first: 1 })).tiles.status).toBe('MISSING');
    await data(world, operations.RemoveFromRecentPresentationsDocument, { showId: world.account.recentShowIds.at(-1) ?? '' });
    const after = (await data(world, operations.TilesDocument, { tileGroupId, first: 8, after: first.pageInfo.endCursor })).tiles;
    expect(after.status).toBe('STALE');
    expect(after.summary.totalCount).toBe(world.account.recentShowIds.length);
  });

  it("rejects a page size that is not positive ('Bad pageSize')", async () => {
    const { world } = createTestWorld();
    const result = await run(world, operations.PageDocument, { pageType: 'HOME', initialTiles: 0 });
    expect(result.errors?.[0]?.message).toBe('Bad pageSize');
  });
});

describe('GraphQL mock: search', () => {
  it('caps channel results at 12 tiles and reports the true total', async () => {
    const { world } = createTestWorld();
    const term = 'e';
    const matching = world.catalog.channels.filter((channel) => channel.isActive && (channel.displayName.toLowerCase().includes(term) || channel.callsign.toLowerCase().includes(term)));
    expect(matching.length).toBeGreaterThan(12);
    const result = await page(world, { pageType: 'SEARCH', filter: term });
    const channels = result?.groups.edges.find((edge) => edge.node.type === 'CHANNEL')?.node;
    expect(channels?.tiles.edges).toHaveLength(12);
    expect(channels?.tiles.summary.totalCount).toBe(matching.length);
    expect(channels?.totalCount).toBe(matching.length);
    expect(channels?.tiles.pageInfo.hasNextPage).toBe(false);
    expect(channels?.tiles.edges[0]?.node.icon?.url).toMatch(/width=320/);
    expect(channels?.tiles.edges[0]?.node.accessibilityText).toBeTruthy();
    const dropDown = (await data(world, operations.SearchDropDownDocument, { filter: term })).searchDropDown;
    const dropDownChannels = dropDown?.groups.edges.find((edge) => edge.node.type === 'CHANNEL')?.node;
    expect(dropDownChannels?.tiles.edges).toHaveLength(12);
    expect(dropDownChannels?.tiles.summary.totalCount).toBe(matching.length);
  });

  it('filters titles by the term and says No Results when nothing matches', async () => {
    const { world } = createTestWorld();
    const result = await page(world, { pageType: 'SEARCH', filter: 'yellowstone' });
    const titles = result?.groups.edges.flatMap((edge) => edge.node.tiles.edges.map((tile) => tile.node.title ?? '')) ?? [];
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.toLowerCase().includes('yellowstone'))).toBe(true);
    const none = await page(world, { pageType: 'SEARCH', filter: 'zzqqxx' });
    expect(none?.groups.edges).toHaveLength(0);
    expect(none?.emptyMessage).toBe('No Results');
  });
});

describe('GraphQL mock: subscriptions that tick', () => {
  it('pushes the display time on its own', async () => {
    const { world, advance } = createTestWorld();
    const iterator = await startSubscription<{ displayTimeUpdated: string }>(world, operations.DisplayTimeUpdatedDocument);
    const first = await nextEvent(iterator);
    advance(60_000);
    const second = await nextEvent(iterator);
    await iterator.return?.(undefined);
    expect(Date.parse(second.data?.displayTimeUpdated ?? '') - Date.parse(first.data?.displayTimeUpdated ?? '')).toBe(60_000);
  });

  it('pushes a channel whose current airing changed as time passed', async () => {
    const { world, advance } = createTestWorld();
    const iterator = await startSubscription<{ channelCurrentBroadcastUpdated: { channelId: string; currentBroadcast: { id: string } | null } }>(
      world,
      operations.ChannelCurrentBroadcastUpdatedDocument,
    );
    advance(60 * 60_000);
    const event = await nextEvent(iterator);
    await iterator.return?.(undefined);
    expect(event.errors).toBeUndefined();
    expect(event.data?.channelCurrentBroadcastUpdated.channelId).toBeTruthy();
  });
});
