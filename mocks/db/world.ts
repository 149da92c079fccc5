/**
 * The one in-memory mock world. REST handlers and GraphQL resolvers read and write this store, so a
 * change made through one contract shows in the other (subscribe over REST → `userSubscription` in
 * GraphQL, plus a `userSubscriptionChanged` event).
 *
 * Two halves:
 * - `catalog`: deterministic content made from the seed (channels, shows, episodes, broadcasts, …).
 *   It is never persisted: the same seed makes the same catalog, with air times relative to `anchor`.
 * - `account`: everything a user can change (profiles, billing, favorites, follows, preferences,
 *   notifications, …). This is what the browser persists per scenario and what a reset restores.
 *
 * Wire shapes come from `generated/`; the catalog's records are the world's own domain model, which
 * the GraphQL resolvers turn into the contract's types.
 */
import type { components as BillingContract } from '../../generated/rest/billing.ts';
import type { components as ProfileContract } from '../../generated/rest/profile.ts';
import type {
  FastPlanState,
  NotificationType,
  RatingClassification,
  ShowType,
} from '../../generated/graphql/schema.ts';
import type { CollectedAnalyticsEvent } from '../../common/analytics/collected.ts';
import type { CollectedErrorReport } from '../../common/errors/collected.ts';
import type { FaultSettings } from './faults.ts';
import type { WorldEvents } from './events.ts';

type BillingSchemas = BillingContract['schemas'];
type ProfileSchemas = ProfileContract['schemas'];

export type ProductItem = BillingSchemas['ProductItem'];
export type PaymentMethod = BillingSchemas['PaymentMethod'];
/** A confirmed card as the payment provider describes it. */
export type CardDetails = { [K in 'brand' | 'last4' | 'expiry']-?: NonNullable<PaymentMethod[K]> };
export type Coupon = BillingSchemas['Coupon'];
export type BillingHistoryItem = BillingSchemas['BillingHistoryItem'];
export type BillingFsmState = BillingSchemas['BillingFsmState'];
export type Biller = BillingSchemas['Biller'];
export type Sponsor = BillingSchemas['Sponsor'];
export type PriceChange = BillingSchemas['PriceChange'];
/** What a checkout stored against a setup intent (POST /billing/store_subscription_details). */
export type StoredCheckout = BillingSchemas['StoreSubscriptionDetailsRequest'];
export type Profile = ProfileSchemas['Profile'];
export type Avatar = ProfileSchemas['Avatar'];
export type Device = ProfileSchemas['Device'];

// ---------------------------------------------------------------------------------------------------
// Catalog (deterministic, from the seed)
// ---------------------------------------------------------------------------------------------------

export interface CatalogChannel {
  channelId: string;
  callsign: string;
  displayName: string;
  /** Guide order, 1-based. */
  number: number;
  genre: string;
  /** Brand colour for the generated logo, `#rrggbb`. */
  color: string;
  /** In the free (FAST) plan. */
  isFastViewable: boolean;
  /** Only with an add-on; the add-on's product id (`epix`, `starz`, …). */
  addOnId: string | null;
  isActive: boolean;
}

export interface CatalogShow {
  showId: string;
  type: ShowType;
  title: string;
  description: string;
  longDescription: string;
  genres: string[];
  rating: { classification: RatingClassification; value: string };
  /** The channel it mostly airs on. */
  channelId: string;
  /** Movies: release year and run time. */
  releaseYear: number | null;
  runTimeSeconds: number | null;
  seasons: number;
  color: string;
}

export interface CatalogEpisode {
  episodeId: string;
  showId: string;
  seasonNum: number;
  episodeNum: number;
  title: string;
  description: string;
  originalAirDate: string;
  durationSeconds: number;
}

/** One airing on a channel (a presentation). Times are ISO strings relative to the world's anchor. */
export interface Broadcast {
  broadcastId: string;
  channelId: string;
  showId: string;
  /** Null for movies. */
  episodeId: string | null;
  startsAt: string;
  endsAt: string;
  isNew: boolean;
  isBlackout: boolean;
  /** Restartable after airing without a DVR recording (lookback). */
  isLookback: boolean;
}

/** An on-demand asset: an episode or a movie with an availability window. */
export interface VodAsset {
  vodId: string;
  showId: string;
  episodeId: string | null;
  availableFrom: string;
  availableUntil: string;
}

export interface CatalogCollection {
  collectionId: string;
  title: string;
  description: string;
  /** Show ids in the collection's default order. */
  showIds: string[];
  color: string;
}

export interface CatalogCollectionGroup {
  collectionGroupId: string;
  title: string;
  description: string;
  collectionIds: string[];
  /** The browse-core group ('Upgrade Preview'), which shows an upgrade button. */
  isBrowseCore: boolean;
}

export interface HeroSlide {
  heroId: string;
  /** What the slide promotes. */
  target: { kind: 'show'; showId: string } | { kind: 'channel'; channelId: string } | { kind: 'collection'; collectionId: string };
  categoryTitle: string;
}

export interface Catalog {
  /** Start of the hour the world was made in; broadcast times are relative to it. */
  anchor: string;
  channels: CatalogChannel[];
  shows: CatalogShow[];
  episodes: CatalogEpisode[];
  broadcasts: Broadcast[];
  vod: VodAsset[];
  collections: CatalogCollection[];
  collectionGroups: CatalogCollectionGroup[];
  heroes: HeroSlide[];
  avatars: Avatar[];
  /** Every plan and add-on the billing contract can sell, with the spec's ids and prices. */
  products: ProductItem[];
  /** Coupon and referral codes the world accepts (`apply_coupon`, `offer_details`). */
  offers: Coupon[];
}

// ---------------------------------------------------------------------------------------------------
// Account (what the user changes; persisted per scenario in the browser)
// ---------------------------------------------------------------------------------------------------

export interface UserRecord {
  userId: string;
  name: string;
  displayName: string;
  email: string | null;
  emailConfirmed: boolean;
  mobileNumber: string | null;
  isUncredentialed: boolean;
}

/** An email or mobile verification in progress (init → poll … → success). */
export interface PendingVerification {
  kind: 'change_email' | 'change_mobile_number' | 'verify_email';
  profileId: string;
  /** The new value; empty for verify_email (verifies the current email). */
  value: string;
  /** The code a mobile confirm must send. */
  token: string;
  /** Polls still answered PENDING before SUCCESS; a dev control can set it to 0. */
  pollsUntilVerified: number;
  pollingIntervalSeconds: number;
  sentAt: string;
}

export interface BillingState {
  fsmState: BillingFsmState;
  biller: Biller;
  /** Subscribed plan and add-on ids (the first is the plan). */
  subscribedIds: string[];
  /** Add-ons cancelled but still active until this date, by id. */
  departingAddOns: Record<string, string>;
  paymentMethod: PaymentMethod | null;
  /** Provider payment method ids the world knows (from setup intents), for subscribe/update. */
  knownPaymentMethodIds: string[];
  /**
   * What the provider knows of the cards confirmed through it, by payment method id: the brand, last four digits and
   * expiry typed into the card form (the local fake of Stripe.js tells the world, `PUT /__mocks/payment-methods/{id}`),
   * so the account shows the card that was entered. A known method without an entry gets made-up digits.
   */
  cardDetails?: Record<string, CardDetails>;
  couponList: Coupon[];
  promotionalCreditsCents: number;
  trialEndsAt: string | null;
  nextBillDate: string | null;
  lastServiceDate: string | null;
  removedAt: string | null;
  sponsor: Sponsor | null;
  isUserInBillingSystem: boolean;
  billingEvents: BillingHistoryItem[];
  priceChange: PriceChange | null;
  /**
   * A plan change scheduled for later (a downgrade of a `regular` subscription through
   * `update_subscription`): the plan switches to `productId` on `effectiveDate` (`YYYY-MM-DD`, the
   * next bill date). `user_details` shows it as the subscribed plan's `pendingChange`.
   */
  pendingPlanChange: { productId: string; effectiveDate: string } | null;
  fastPlanState: FastPlanState;
  displayPersistentPaywall: boolean;
  radarZipCheckEnabled: boolean;
  /**
   * The checkout details stored against each setup intent, by setup intent id, so a later subscribe or
   * update_subscription with the payment method that intent yields follows them (a `direct_signup` moves
   * the account to direct billing). Absent until the first store (and in worlds saved before it was kept).
   */
  storedCheckouts?: Record<string, StoredCheckout>;
  updatedAt: string;
}

export interface NotificationRecord {
  id: string;
  type: NotificationType;
  createdAt: string;
  acknowledgedAt: string | null;
  /** Kind-specific fields, in the GraphQL contract's names (title, body, imageURL, questions, …). */
  content: Record<string, unknown>;
}

export interface PlayerRecord {
  playerId: string;
  kind: 'WEB' | 'CHROMECAST';
  ident: string;
  name: string;
  registeredAt: string;
}

export interface AccountState {
  user: UserRecord;
  profiles: Profile[];
  /**
   * Ids of deleted profiles, never handed out again in this world (absent from accounts saved in a
   * browser before it was kept).
   */
  retiredProfileIds?: string[];
  /**
   * Ids of withdrawn notifications, never handed out again in this world (a client remembers a notification by its id:
   * its reaction prompt, a change it heard). Absent from accounts saved before it was kept.
   */
  retiredNotificationIds?: string[];
  activeProfileId: string;
  /** The server's cap on profiles (additionalProfilesAllowed = maxProfiles - profiles.length). */
  maxProfiles: number;
  verification: PendingVerification | null;
  billing: BillingState;
  devices: Device[];
  /** Preference and experiment values by name (`on`/`off`, or a variant). */
  preferences: Record<string, string>;
  notifications: NotificationRecord[];
  favoriteChannelIds: string[];
  followedShowIds: string[];
  /** Shows in the keep-watching row, most recent first. */
  recentShowIds: string[];
  /** Resume progress 0-100 by asset id. */
  progress: Record<string, number>;
  players: PlayerRecord[];
  /** Device-link tokens that sign a TV in (`/user/device_link/{token}`), and whether each was used. */
  deviceLinkTokens: Record<string, 'valid' | 'used' | 'expired'>;
  geoStatus: 'PASS' | 'FAIL';
}

export interface Clock {
  now(): Date;
}

/**
 * A world, seeded from a persona. The persona's id is the scenarios' to choose (mocks/scenarios/personas.ts,
 * `PersonaId`); the world only carries it.
 */
export interface World<Persona extends string = string> {
  persona: Persona;
  seed: number;
  clock: Clock;
  catalog: Catalog;
  account: AccountState;
  faults: FaultSettings;
  events: WorldEvents;
  /** What the analytics collector received (Segment's wire format, from the web app and the receiver), each with its tracking-plan violations; oldest first. */
  tracked: CollectedAnalyticsEvent[];
  /** The error reports the envelope endpoint received (Sentry's wire format); oldest first. */
  errors: CollectedErrorReport[];
}
