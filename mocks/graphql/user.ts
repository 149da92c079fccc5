/**
 * The user, the active profile, header identity and the subscription. UserSubscription is derived from
 * `account.billing` exactly as REST billing does: state is fsmState uppercased, provider is biller
 * uppercased, hasContentAccess is mocks/db/access.ts's rule.
 */
import type {
  AvatarImages,
  Biller as GraphQLBiller,
  SubscriptionState,
  User,
  UserBasicInfo,
  UserProfile,
  UserSubscription,
} from '../../generated/graphql/schema.ts';
import { FAST_PLAN_ID, hasContentAccess, hasPaidPlan } from '../db/access.ts';
import type { Biller, BillingFsmState, Profile } from '../db/world.ts';
import { nowIso, type GraphQLContext } from './context.ts';
import { toDateTime } from './format.ts';
import { avatarImages as defaultAvatar } from '../media/images.ts';
import { absoluteUrl } from './images.ts';

const STATES: Record<BillingFsmState, SubscriptionState> = {
  known: 'KNOWN',
  regular: 'REGULAR',
  blocked: 'BLOCKED',
  curious: 'CURIOUS',
  lapsed: 'LAPSED',
  deleted: 'DELETED',
  departing: 'DEPARTING',
  deactivated: 'DEACTIVATED',
  delinquent: 'DELINQUENT',
  delinquent_access: 'DELINQUENT_ACCESS',
  delinquent_no_access: 'DELINQUENT_NO_ACCESS',
  unknown: 'UNKNOWN',
};

const BILLERS: Record<Biller, GraphQLBiller> = {
  chargebee: 'CHARGEBEE',
  stripe: 'STRIPE',
  apple: 'APPLE',
  amazon: 'AMAZON',
  google: 'GOOGLE',
  roku: 'ROKU',
  vizio: 'VIZIO',
  unbilled: 'UNBILLED',
};

function avatarImages(ctx: GraphQLContext, profile: Profile | undefined): AvatarImages {
  const images = profile?.avatar.images ?? ctx.world.catalog.avatars[0]?.images ?? defaultAvatar('default');
  return {
    __typename: 'AvatarImages',
    s: absoluteUrl(ctx.origin, images.s),
    m: absoluteUrl(ctx.origin, images.m),
    l: absoluteUrl(ctx.origin, images.l),
  };
}

function activeProfile(ctx: GraphQLContext): Profile | undefined {
  const account = ctx.world.account;
  return account.profiles.find((profile) => profile.id === account.activeProfileId);
}

export function userModel(ctx: GraphQLContext): User {
  const user = ctx.world.account.user;
  return {
    __typename: 'User',
    id: `user:${user.userId}`,
    userId: user.userId,
    name: user.name,
    displayName: user.displayName,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    mobileNumber: user.mobileNumber,
    isUncredentialed: user.isUncredentialed,
    images: avatarImages(ctx, activeProfile(ctx)),
  };
}

export function userProfileModel(ctx: GraphQLContext, profile: Profile): UserProfile {
  return {
    __typename: 'UserProfile',
    id: profile.id,
    userId: ctx.world.account.user.userId,
    name: profile.name,
    displayName: profile.name,
    avatar: { __typename: 'Avatar', name: profile.avatar.name, images: avatarImages(ctx, profile) },
    primary: profile.primary,
    loggedIn: profile.loggedIn,
    email: profile.email,
    mobileNumber: profile.mobileNumber,
  };
}

function userBasicInfo(ctx: GraphQLContext): UserBasicInfo {
  const profile = activeProfile(ctx);
  return {
    __typename: 'UserBasicInfo',
    userId: ctx.world.account.user.userId,
    displayName: profile?.name ?? ctx.world.account.user.displayName,
    images: avatarImages(ctx, profile),
  };
}

export function userSubscriptionModel(ctx: GraphQLContext): UserSubscription {
  const { account, catalog, clock } = ctx.world;
  const billing = account.billing;
  return {
    __typename: 'UserSubscription',
    hasContentAccess: hasContentAccess(account, catalog, clock.now()),
    state: STATES[billing.fsmState],
    subscriptionProvider: billing.isUserInBillingSystem ? BILLERS[billing.biller] : null,
    trialEndsAt: toDateTime(billing.trialEndsAt),
    updatedAt: toDateTime(billing.updatedAt),
    fastPlanState: billing.fastPlanState,
    lastServiceDate: toDateTime(billing.lastServiceDate),
    sponsorName: billing.sponsor?.name ?? null,
  };
}

/** Enrolls in the free plan: fastPlanState ENROLLED; without a paid plan the free plan becomes the plan. */
function enrollInFastPlan(ctx: GraphQLContext): UserSubscription {
  const { account, catalog } = ctx.world;
  const billing = account.billing;
  billing.fastPlanState = 'ENROLLED';
  if (!hasPaidPlan(account, catalog) && !billing.subscribedIds.includes(FAST_PLAN_ID)) {
    billing.subscribedIds = [FAST_PLAN_ID, ...billing.subscribedIds];
  }
  billing.updatedAt = nowIso(ctx);
  ctx.world.events.emit('userSubscriptionChanged', {});
  return userSubscriptionModel(ctx);
}

export const userResolvers = {
  Query: {
    user: (_: unknown, __: unknown, ctx: GraphQLContext) => userModel(ctx),
    activeUserProfile: (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const profile = activeProfile(ctx);
      return profile ? userProfileModel(ctx, profile) : null;
    },
    userBasicInfo: (_: unknown, __: unknown, ctx: GraphQLContext) => userBasicInfo(ctx),
    userSubscription: (_: unknown, __: unknown, ctx: GraphQLContext) => userSubscriptionModel(ctx),
  },
  Mutation: {
    enrollInFastPlan: (_: unknown, __: unknown, ctx: GraphQLContext) => enrollInFastPlan(ctx),
  },
};
