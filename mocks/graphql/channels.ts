/** Channels: one channel, the configurator list, favorites (mutations emit channelIsFavoriteChanged). */
import type {
  Channel,
  ChannelConnection,
  MutationCreateFavoriteChannelArgs,
  MutationDeleteFavoriteChannelArgs,
  QueryAvailableChannelsArgs,
  QueryChannelArgs,
} from '../../generated/graphql/schema.ts';
import { graphQLError, type GraphQLContext } from './context.ts';
import { channelById, channelModel, indexOf } from './entities.ts';
import { pageWindow } from './pagination.ts';
import { currentBroadcastTile } from './tiles.ts';

/** The configurator's page size (first 200, page size 200). */
export const AVAILABLE_CHANNELS_PAGE_SIZE = 200;

function requireChannel(ctx: GraphQLContext, channelId: string): Channel {
  const channel = channelById(ctx, channelId);
  if (!channel) throw graphQLError(`Unknown channel '${channelId}'.`, 'NOT_FOUND');
  return channel;
}

function requireCredentials(ctx: GraphQLContext, what: string): void {
  if (ctx.world.account.user.isUncredentialed) {
    throw graphQLError(`Add an email to your account to ${what}.`, 'FORBIDDEN');
  }
}

function setFavorite(ctx: GraphQLContext, channelId: string, favorite: boolean): Channel {
  requireChannel(ctx, channelId);
  requireCredentials(ctx, 'favorite channels');
  const account = ctx.world.account;
  const isFavorite = account.favoriteChannelIds.includes(channelId);
  if (favorite !== isFavorite) {
    account.favoriteChannelIds = favorite
      ? [...account.favoriteChannelIds, channelId]
      : account.favoriteChannelIds.filter((id) => id !== channelId);
    ctx.world.events.emit('channelIsFavoriteChanged', { channelId });
  }
  return requireChannel(ctx, channelId);
}

function availableChannels(ctx: GraphQLContext, args: QueryAvailableChannelsArgs): ChannelConnection {
  const order = args.order ?? 'ALPHABETICAL';
  const active = indexOf(ctx).lineup.filter((channel) => channel.isActive);
  const ordered = order === 'ALPHABETICAL' ? [...active].sort((a, b) => a.displayName.localeCompare(b.displayName) || a.number - b.number) : active;
  const window = pageWindow(
    `available-channels:${order}`,
    ordered.map((channel) => channel.channelId),
    { first: args.first, after: args.after },
    { defaultCount: AVAILABLE_CHANNELS_PAGE_SIZE },
  );
  return {
    __typename: 'ChannelConnection',
    edges: window.edges.flatMap((edge) => {
      const channel = ordered[edge.index];
      return channel ? [{ __typename: 'ChannelEdge' as const, cursor: edge.cursor, node: channelModel(ctx, channel) }] : [];
    }),
    pageInfo: window.pageInfo,
    status: window.status,
    summary: { __typename: 'ConnectionSummary', totalCount: window.totalCount, initialRelativeIndex: null },
  };
}

export const channelResolvers = {
  Query: {
    channel: (_: unknown, args: QueryChannelArgs, ctx: GraphQLContext) => channelById(ctx, args.channelId),
    availableChannels: (_: unknown, args: QueryAvailableChannelsArgs, ctx: GraphQLContext) => availableChannels(ctx, args),
  },
  Mutation: {
    createFavoriteChannel: (_: unknown, args: MutationCreateFavoriteChannelArgs, ctx: GraphQLContext) => setFavorite(ctx, args.channelId, true),
    deleteFavoriteChannel: (_: unknown, args: MutationDeleteFavoriteChannelArgs, ctx: GraphQLContext) => setFavorite(ctx, args.channelId, false),
  },
  Channel: {
    currentBroadcast: (channel: Channel, _: unknown, ctx: GraphQLContext) => currentBroadcastTile(ctx, channel.channelId),
  },
};
