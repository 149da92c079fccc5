/**
 * Subscription resolvers. Event subscriptions return `world.events.stream(...)` (filtered per subscriber)
 * and turn each event into its payload in `resolve`, reading the world at that moment. Two are also
 * driven by time: displayTimeUpdated ticks every DISPLAY_TIME_INTERVAL_MS (or the context's interval),
 * and channelCurrentBroadcastUpdated fires both on world events and when a channel's current airing
 * changes as the world's clock moves on.
 */
import type {
  Channel,
  NotificationChange,
  Player,
  Show,
  SubscriptionNotificationChangedArgs,
  SubscriptionPlayerRegistrationChangedArgs,
  UserSubscription,
} from '../../generated/graphql/schema.ts';
import { pushIterator, type WorldEventMap } from '../db/events.ts';
import { currentBroadcast } from './catalog-index.ts';
import { graphQLError, nowIso, nowMs, type GraphQLContext } from './context.ts';
import { channelById, indexOf, showById } from './entities.ts';
import { notificationModel } from './notifications.ts';
import { findPlayer, playerModel, unregisteredPlayer } from './player.ts';
import { userSubscriptionModel } from './user.ts';

/** How often displayTimeUpdated pushes the server display time. */
export const DISPLAY_TIME_INTERVAL_MS = 15_000;
/** How often a channelCurrentBroadcastUpdated subscriber checks for airings that changed with time. */
export const CURRENT_BROADCAST_CHECK_MS = 15_000;


function requireChannel(ctx: GraphQLContext, channelId: string): Channel {
  const channel = channelById(ctx, channelId);
  if (!channel) throw graphQLError(`Unknown channel '${channelId}'.`, 'NOT_FOUND');
  return channel;
}

function requireShow(ctx: GraphQLContext, showId: string): Show {
  const show = showById(ctx, showId);
  if (!show) throw graphQLError(`Unknown show '${showId}'.`, 'NOT_FOUND');
  return show;
}

function currentAirings(ctx: GraphQLContext): Map<string, string | null> {
  const index = indexOf(ctx);
  const now = nowMs(ctx);
  return new Map(index.lineup.map((channel) => [channel.channelId, currentBroadcast(index, channel.channelId, now)?.broadcast.broadcastId ?? null]));
}

export const subscriptionResolvers = {
  Subscription: {
    notificationChanged: {
      subscribe: (_: unknown, args: SubscriptionNotificationChangedArgs, ctx: GraphQLContext) => {
        const types = args.types && args.types.length > 0 ? new Set(args.types) : null;
        return ctx.world.events.stream('notificationChanged', (event) => {
          if (!types) return true;
          const item = ctx.world.account.notifications.find((candidate) => candidate.id === event.notificationId);
          // A deleted notification's kind is gone with it: deletions reach every subscriber.
          return item ? types.has(item.type) : event.type === 'DELETED';
        });
      },
      resolve: (event: WorldEventMap['notificationChanged'], _: unknown, ctx: GraphQLContext): NotificationChange => {
        const item = ctx.world.account.notifications.find((candidate) => candidate.id === event.notificationId);
        return {
          __typename: 'NotificationChange',
          type: item ? event.type : 'DELETED',
          notificationId: event.notificationId,
          notification: item && event.type !== 'DELETED' ? notificationModel(ctx, item) : null,
        };
      },
    },
    channelIsFavoriteChanged: {
      subscribe: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.world.events.stream('channelIsFavoriteChanged'),
      resolve: (event: WorldEventMap['channelIsFavoriteChanged'], _: unknown, ctx: GraphQLContext) => requireChannel(ctx, event.channelId),
    },
    channelCurrentBroadcastUpdated: {
      subscribe: (_: unknown, __: unknown, ctx: GraphQLContext) =>
        pushIterator<WorldEventMap['channelCurrentBroadcastUpdated']>((push) => {
          const off = ctx.world.events.on('channelCurrentBroadcastUpdated', push);
          let known = currentAirings(ctx);
          const timer = setInterval(() => {
            const next = currentAirings(ctx);
            for (const [channelId, broadcastId] of next) if (known.get(channelId) !== broadcastId) push({ channelId });
            known = next;
          }, ctx.displayTimeIntervalMs ?? CURRENT_BROADCAST_CHECK_MS);
          return () => {
            off();
            clearInterval(timer);
          };
        }),
      resolve: (event: WorldEventMap['channelCurrentBroadcastUpdated'], _: unknown, ctx: GraphQLContext) => requireChannel(ctx, event.channelId),
    },
    showFollowCreated: {
      subscribe: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.world.events.stream('showFollowCreated'),
      resolve: (event: WorldEventMap['showFollowCreated'], _: unknown, ctx: GraphQLContext) => requireShow(ctx, event.showId),
    },
    showFollowDeleted: {
      subscribe: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.world.events.stream('showFollowDeleted'),
      resolve: (event: WorldEventMap['showFollowDeleted'], _: unknown, ctx: GraphQLContext) => requireShow(ctx, event.showId),
    },
    displayTimeUpdated: {
      subscribe: (_: unknown, __: unknown, ctx: GraphQLContext) =>
        pushIterator<string>((push) => {
          push(nowIso(ctx));
          const timer = setInterval(() => push(nowIso(ctx)), ctx.displayTimeIntervalMs ?? DISPLAY_TIME_INTERVAL_MS);
          return () => clearInterval(timer);
        }),
      resolve: (time: string) => time,
    },
    userSubscriptionChanged: {
      subscribe: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.world.events.stream('userSubscriptionChanged'),
      resolve: (_event: unknown, _args: unknown, ctx: GraphQLContext): UserSubscription => userSubscriptionModel(ctx),
    },
    playerRegistrationChanged: {
      subscribe: (_: unknown, args: SubscriptionPlayerRegistrationChangedArgs, ctx: GraphQLContext) =>
        ctx.world.events.stream('playerRegistrationChanged', (event) => event.playerId === args.playerId),
      resolve: (event: WorldEventMap['playerRegistrationChanged'], _: unknown, ctx: GraphQLContext): Player => {
        const record = findPlayer(ctx, event.playerId);
        return record ? playerModel(record) : unregisteredPlayer(event.playerId, nowIso(ctx));
      },
    },
  },
};
