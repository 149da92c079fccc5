/** Follows (saved shows) and the keep-watching row; follow changes emit showFollowCreated/Deleted. */
import type {
  MutationCreateFollowArgs,
  MutationDeleteFollowArgs,
  MutationRemoveFromRecentPresentationsArgs,
  Show,
} from '../../generated/graphql/schema.ts';
import { graphQLError, touchAccount, type GraphQLContext } from './context.ts';
import { showById } from './entities.ts';

function requireShow(ctx: GraphQLContext, showId: string): Show {
  const show = showById(ctx, showId);
  if (!show) throw graphQLError(`Unknown show '${showId}'.`, 'NOT_FOUND');
  return show;
}

function setFollow(ctx: GraphQLContext, showId: string, follow: boolean): Show {
  requireShow(ctx, showId);
  const account = ctx.world.account;
  if (account.user.isUncredentialed) throw graphQLError('Add an email to your account to save shows.', 'FORBIDDEN');
  const followed = account.followedShowIds.includes(showId);
  if (follow !== followed) {
    account.followedShowIds = follow ? [...account.followedShowIds, showId] : account.followedShowIds.filter((id) => id !== showId);
    ctx.world.events.emit(follow ? 'showFollowCreated' : 'showFollowDeleted', { showId });
  }
  return requireShow(ctx, showId);
}

/** Removes a show from keep watching; true when it was there (the client then refetches the row). */
function removeFromRecent(ctx: GraphQLContext, showId: string): boolean {
  requireShow(ctx, showId);
  const account = ctx.world.account;
  if (!account.recentShowIds.includes(showId)) return false;
  account.recentShowIds = account.recentShowIds.filter((id) => id !== showId);
  touchAccount(ctx);
  return true;
}

export const followResolvers = {
  Mutation: {
    createFollow: (_: unknown, args: MutationCreateFollowArgs, ctx: GraphQLContext) => setFollow(ctx, args.showId, true),
    deleteFollow: (_: unknown, args: MutationDeleteFollowArgs, ctx: GraphQLContext) => setFollow(ctx, args.showId, false),
    removeFromRecentPresentations: (_: unknown, args: MutationRemoveFromRecentPresentationsArgs, ctx: GraphQLContext) =>
      removeFromRecent(ctx, args.showId),
  },
};
