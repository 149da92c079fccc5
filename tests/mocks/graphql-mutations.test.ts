import { describe, expect, it } from 'vitest';
import * as operations from '../../generated/graphql/all-documents.ts';
import type { PageQuery } from '../../generated/graphql/operations.ts';
import { hasContentAccess } from '../../mocks/db/access.ts';
import type { World } from '../../mocks/db/world.ts';
import { createNotification } from '../../mocks/graphql/notifications.ts';
import { removeDevices } from '../../mocks/rest/devices.ts';
import { APP_CAPABILITIES, createTestWorld, data, nextEvent, run, startSubscription } from './support/graphql-world.ts';

type Tile = NonNullable<PageQuery['page']>['groups']['edges'][number]['node']['tiles']['edges'][number]['node'];

async function pageTiles(world: World, pageType: 'HOME' | 'GUIDE'): Promise<Tile[]> {
  const result = await data(world, operations.PageDocument, { pageType, capabilities: [...APP_CAPABILITIES] });
  return result.page?.groups.edges.flatMap((edge) => edge.node.tiles.edges.map((tile) => tile.node)) ?? [];
}

describe('GraphQL mock: favorites', () => {
  it('favoriting a channel shows everywhere and pushes channelIsFavoriteChanged', async () => {
    const { world } = createTestWorld();
    const channelId = 'ch-bet';
    world.account.favoriteChannelIds = world.account.favoriteChannelIds.filter((id) => id !== channelId);
    const events = await startSubscription<{ channelIsFavoriteChanged: { channelId: string; isFavorite: boolean } }>(
      world,
      operations.ChannelIsFavoriteChangedDocument,
    );

    const created = await data(world, operations.CreateFavoriteChannelDocument, { channelId });
    expect(created.createFavoriteChannel).toEqual({ id: `channel:${channelId}`, isFavorite: true });
    const event = await nextEvent(events);
    await events.return?.(undefined);
    expect(event.data?.channelIsFavoriteChanged).toEqual({ id: `channel:${channelId}`, channelId, isFavorite: true });

    expect((await data(world, operations.ChannelIsFavoriteDocument, { channelId })).channel?.isFavorite).toBe(true);
    for (const pageType of ['HOME', 'GUIDE'] as const) {
      const tiles = (await pageTiles(world, pageType)).filter((tile) => tile.channel?.channelId === channelId);
      expect(tiles.length, `${pageType} shows the channel`).toBeGreaterThan(0);
      expect(tiles.every((tile) => tile.channel?.isFavorite)).toBe(true);
    }
    const home = await data(world, operations.PageDocument, { pageType: 'HOME', capabilities: [...APP_CAPABILITIES] });
    const favorites = home.page?.groups.edges.find((edge) => edge.node.title === 'Favorite channels')?.node;
    expect(favorites?.tiles.edges.map((edge) => edge.node.channel?.channelId)).toContain(channelId);

    const deleted = await data(world, operations.DeleteFavoriteChannelDocument, { channelId });
    expect(deleted.deleteFavoriteChannel.isFavorite).toBe(false);
    const guideTiles = (await pageTiles(world, 'GUIDE')).filter((tile) => tile.channel?.channelId === channelId);
    expect(guideTiles.every((tile) => tile.channel?.isFavorite === false)).toBe(true);
  });

  it('refuses an unknown channel with a GraphQL error', async () => {
    const { world } = createTestWorld();
    const result = await run(world, operations.CreateFavoriteChannelDocument, { channelId: 'ch-nope' });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('GraphQL mock: follows and keep watching', () => {
  it('following a show pushes showFollowCreated and fills the Saved page', async () => {
    const { world } = createTestWorld();
    const showId = world.catalog.shows.find((show) => !world.account.followedShowIds.includes(show.showId))?.showId ?? '';
    const created = await startSubscription<{ showFollowCreated: { showId: string; hasFollow: boolean } }>(world, operations.ShowFollowCreatedDocument);
    const deleted = await startSubscription<{ showFollowDeleted: { showId: string; hasFollow: boolean } }>(world, operations.ShowFollowDeletedDocument);

    expect((await data(world, operations.CreateFollowDocument, { showId })).createFollow).toEqual({ id: `show:${showId}`, hasFollow: true });
    expect((await nextEvent(created)).data?.showFollowCreated).toMatchObject({ showId, hasFollow: true });
    const saved = await data(world, operations.PageDocument, { pageType: 'SAVED', capabilities: [...APP_CAPABILITIES], isSavedPage: true });
    const savedIds = saved.page?.groups.edges[0]?.node.tiles.edges.map((edge) => edge.node.show?.showId);
    expect(savedIds?.[0]).toBe(showId);
    expect(saved.page?.fastDVRAccess).toBe('AVAILABLE');

    expect((await data(world, operations.DeleteFollowDocument, { showId })).deleteFollow.hasFollow).toBe(false);
    expect((await nextEvent(deleted)).data?.showFollowDeleted).toMatchObject({ showId, hasFollow: false });
    await created.return?.(undefined);
    await deleted.return?.(undefined);
  });

  it('free users see the DVR upsell on the Saved page', async () => {
    const { world } = createTestWorld({ persona: 'free-plan' });
    const saved = await data(world, operations.PageDocument, { pageType: 'SAVED', capabilities: [...APP_CAPABILITIES], isSavedPage: true });
    expect(saved.page?.fastDVRAccess).toBe('UNAVAILABLE');
    expect(saved.page?.savedDVRUpsell?.upgradeButton?.onClickAction.type).toBe('UPGRADE');
  });

  it('removing from keep watching drops the show from the row', async () => {
    const { world } = createTestWorld();
    const showId = world.account.recentShowIds[0] ?? '';
    expect((await data(world, operations.RemoveFromRecentPresentationsDocument, { showId })).removeFromRecentPresentations).toBe(true);
    expect((await data(world, operations.RemoveFromRecentPresentationsDocument, { showId })).removeFromRecentPresentations).toBe(false);
    const home = await data(world, operations.PageDocument, { pageType: 'HOME', capabilities: [...APP_CAPABILITIES] });
    const row = home.page?.groups.edges.find((edge) => edge.node.title === 'Keep Watching')?.node;
    expect(row?.tiles.edges.map((edge) => edge.node.show?.showId)).not.toContain(showId);
  });
});

describe('GraphQL mock: subscription and user', () => {
  it('enrollInFastPlan makes fastPlanState ENROLLED and pushes userSubscriptionChanged', async () => {
    const { world } = createTestWorld({ persona: 'departing' });
    const events = await startSubscription<{ userSubscriptionChanged: { fastPlanState: string } }>(world, operations.UserSubscriptionChangedDocument);
    expect((await data(world, operations.EnrollInFastPlanDocument)).enrollInFastPlan.fastPlanState).toBe('ENROLLED');
    expect((await nextEvent(events)).data?.userSubscriptionChanged.fastPlanState).toBe('ENROLLED');
    await events.return?.(undefined);
    expect((await data(world, operations.UserSubscriptionDocument)).userSubscription.fastPlanState).toBe('ENROLLED');
  });

  it('derives userSubscription from billing for every persona, as REST does', async () => {
    for (const persona of ['core-subscriber', 'trial', 'free-plan', 'visitor', 'delinquent', 'departing', 'deactivated', 'roku-billed', 'sponsored'] as const) {
      const { world } = createTestWorld({ persona });
      const subscription = (await data(world, operations.UserSubscriptionDocument)).userSubscription;
      expect(subscription.state).toBe(world.account.billing.fsmState.toUpperCase());
      expect(subscription.hasContentAccess).toBe(hasContentAccess(world.account, world.catalog, world.clock.now()));
      expect(subscription.sponsorName).toBe(world.account.billing.sponsor?.name ?? null);
    }
    const deactivated = createTestWorld({ persona: 'deactivated' }).world;
    expect((await data(deactivated, operations.UserSubscriptionDocument)).userSubscription.hasContentAccess).toBe(false);
  });

  it('answers the user, the active profile and the header identity', async () => {
    const { world } = createTestWorld();
    const user = (await data(world, operations.UserDocument)).user;
    expect(user).toMatchObject({ userId: world.account.user.userId, emailConfirmed: world.account.user.emailConfirmed });
    expect(user.images.s).toMatch(/^http:\/\/airwave\.test\//);
    const profile = (await data(world, operations.ActiveUserProfileDocument)).activeUserProfile;
    expect(profile?.id).toBe(world.account.activeProfileId);
    expect((await data(world, operations.UserBasicInfoDocument)).userBasicInfo.userId).toBe(world.account.user.userId);
  });
});

describe('GraphQL mock: preferences and experiments', () => {
  it('updates a preference and scopes player preferences', async () => {
    const { world } = createTestWorld();
    expect((await data(world, operations.UpdatePreferenceDocument, { name: 'player_starts_at_live', value: 'on' })).updatePreference).toEqual({
      name: 'player_starts_at_live',
      value: 'on',
    });
    world.account.preferences['player_starts_at_live@chromecast-9b41d2e0'] = 'off';
    const web = (await data(world, operations.PreferencesDocument, { playerId: 'web-3f9a2c7b' })).preferences;
    const cast = (await data(world, operations.PreferencesDocument, { playerId: 'chromecast-9b41d2e0' })).preferences;
    expect(web.find((item) => item.name === 'player_starts_at_live')?.value).toBe('on');
    expect(cast.find((item) => item.name === 'player_starts_at_live')?.value).toBe('off');
    const bad = await run(world, operations.UpdatePreferenceDocument, { name: 'ccpa_do_not_sell', value: 'maybe' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('assigns an experiment once and returns the preferences', async () => {
    const { world } = createTestWorld();
    const first = (await data(world, operations.AssignExperimentDocument, { name: 'allShowings2023-06-26' })).assignExperiment;
    const variant = first.find((item) => item.name === 'allShowings2023-06-26')?.value;
    expect(['control', 'treatment']).toContain(variant);
    const again = (await data(world, operations.AssignExperimentDocument, { name: 'allShowings2023-06-26' })).assignExperiment;
    expect(again.find((item) => item.name === 'allShowings2023-06-26')?.value).toBe(variant);
    expect(world.account.preferences['allShowings2023-06-26']).toBe(variant);
  });
});

describe('GraphQL mock: notifications', () => {
  it('lists newest first with counts, filters by type and unacknowledged', async () => {
    const { world } = createTestWorld();
    const all = (await data(world, operations.NotificationsDocument, {})).notifications;
    expect(all.summary.totalCount).toBe(world.account.notifications.length);
    const times = all.edges.map((edge) => Date.parse(edge.node.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const kinds = new Set(all.edges.map((edge) => edge.node.type));
    expect(kinds.size).toBe(5);
    const messages = (await data(world, operations.NotificationsDocument, { types: ['MESSAGE'] })).notifications;
    expect(messages.edges.every((edge) => edge.node.type === 'MESSAGE')).toBe(true);
    const unacknowledged = (await data(world, operations.NotificationsDocument, { unacknowledgedOnly: true })).notifications;
    expect(unacknowledged.edges.every((edge) => edge.node.acknowledgedAt === null)).toBe(true);
    expect(unacknowledged.summary.unacknowledgedCount).toBe(unacknowledged.edges.length);
  });

  it('acknowledging and performing an action push notificationChanged UPDATED, filtered by type', async () => {
    const { world } = createTestWorld();
    // The seeded notifications are all read: a new message is the one to acknowledge.
    const target = createNotification(world, 'MESSAGE', { title: 'New', body: 'Something new.' });
    const request = world.account.notifications.find((item) => item.type === 'REQUEST');
    expect(target && request).toBeTruthy();
    const onlyRequests = await startSubscription<{ notificationChanged: { type: string; notificationId: string } }>(world, operations.NotificationChangedDocument, {
      types: ['REQUEST'],
    });
    const everything = await startSubscription<{ notificationChanged: { type: string; notificationId: string } }>(world, operations.NotificationChangedDocument);

    const acknowledged = (await data(world, operations.AcknowledgeNotificationsDocument, { notificationIds: [target?.id ?? ''] })).acknowledgeNotifications;
    expect(acknowledged[0]?.acknowledgedAt).toBe(world.clock.now().toISOString());
    expect((await nextEvent(everything)).data?.notificationChanged).toMatchObject({ type: 'UPDATED', notificationId: target?.id });

    const actionId = ((request?.content['actions'] ?? []) as Array<{ actionId: string }>).find((action) => action.actionId !== 'delete')?.actionId ?? '';
    const performed = (await data(world, operations.PerformNotificationActionDocument, { notificationId: request?.id ?? '', actionId })).performNotificationAction;
    expect(performed?.id).toBe(request?.id);
    expect((await nextEvent(onlyRequests)).data?.notificationChanged).toMatchObject({ type: 'UPDATED', notificationId: request?.id });
    await onlyRequests.return?.(undefined);
    await everything.return?.(undefined);
  });
});

describe('GraphQL mock: channels and players', () => {
  it('lists available channels alphabetically, paged by cursor', async () => {
    const { world } = createTestWorld();
    const first = (await data(world, operations.AvailableChannelsDocument, { first: 50 })).availableChannels;
    const names = first.edges.map((edge) => edge.node.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const next = (await data(world, operations.AvailableChannelsDocument, { first: 50, after: first.pageInfo.endCursor })).availableChannels;
    expect(next.edges[0]?.node.displayName.localeCompare(names.at(-1) ?? '')).toBeGreaterThanOrEqual(0);
    expect(first.summary.totalCount).toBe(world.catalog.channels.filter((channel) => channel.isActive).length);
  });

  it('answers a registered player and pushes its changes', async () => {
    const { world } = createTestWorld();
    const playerId = world.account.players[0]?.playerId ?? '';
    expect((await data(world, operations.PlayerDocument, { playerId })).player?.isRegistered).toBe(true);
    expect((await data(world, operations.PlayerDocument, { playerId: 'web-unknown' })).player).toBeNull();
    const events = await startSubscription<{ playerRegistrationChanged: { playerId: string; isRegistered: boolean } }>(
      world,
      operations.PlayerRegistrationChangedDocument,
      { playerId },
    );
    world.events.emit('playerRegistrationChanged', { playerId: 'someone-else' });
    world.account.players = [];
    world.events.emit('playerRegistrationChanged', { playerId });
    expect((await nextEvent(events)).data?.playerRegistrationChanged).toMatchObject({ playerId, isRegistered: false });
    await events.return?.(undefined);
  });

  it('a device signed out of the account loses its player registration, and its player hears it', async () => {
    const { world } = createTestWorld();
    const playerId = world.account.players[0]?.playerId ?? '';
    expect(world.account.devices.some((device) => device.deviceIdent === playerId)).toBe(true);
    const events = await startSubscription<{ playerRegistrationChanged: { playerId: string; isRegistered: boolean } }>(
      world,
      operations.PlayerRegistrationChangedDocument,
      { playerId },
    );
    removeDevices(world, [playerId]);
    expect((await nextEvent(events)).data?.playerRegistrationChanged).toMatchObject({ playerId, isRegistered: false });
    expect((await data(world, operations.PlayerDocument, { playerId })).player).toBeNull();
    expect(world.account.devices.some((device) => device.deviceIdent === playerId)).toBe(false);
    await events.return?.(undefined);
  });
});
