/**
 * Every plan and add-on the billing contract can sell (the spec's ids), with prices in cents and the
 * channels each includes, plus the avatar catalogue. Neither depends on the seed.
 *
 * Plan lineups: `channels` are the non-free channels a plan includes, `freeChannels` the free (FAST)
 * channels that come with it. Free Channels (`airwave-fast`) has only free channels; Core and Plus
 * have every base channel; the earlier plans have smaller lineups. An add-on's `channels` are the
 * channels carrying its `addOnId`.
 */
import { PRODUCT_NAME } from '../../../common/product.ts';
import type { Avatar, ProductItem } from '../world.ts';
import { CHANNEL_ROWS, type ChannelRow } from './channel-table.ts';

export const PLAN_IDS = [
  'airwave-fast',
  'airwave-argon',
  'airwave-2021',
  'airwave-2021-2m',
  'airwave-2021-3m',
  'airwave-plus',
  'airwave-boron',
  'airwave-carbon',
  'airwave-deactivated',
] as const;

export const ADDON_IDS = ['epix', 'movie', 'starz', 'amcplus-adfree', 'betplus-adfree', 'allblk-adfree', 'hallmarkplus-adfree'] as const;

/**
 * Plans no longer offered (the Airwave Legacy plans): an account on one keeps it, and it is listed to that
 * account only; no other account can choose it (billing.yaml, `signup_details`).
 */
export const RETIRED_PLAN_IDS: readonly string[] = ['airwave-2021', 'airwave-2021-2m', 'airwave-2021-3m'];

export const CORE_PRICE_CENTS = 3199;
export const TRIAL_DAYS = 7;

type ProductChannel = NonNullable<ProductItem['channels']>[number];

/**
 * Where the catalog's images are served: media/ draws them, so it names their paths from ids and the
 * catalog is handed the naming (mocks/media/images.ts, `CATALOG_IMAGE_PATHS`).
 */
export interface CatalogImagePaths {
  channelLogo(channelId: string): string;
  product(productId: string): string;
  avatar(name: string): Avatar['images'];
}

function productChannel(row: ChannelRow, images: CatalogImagePaths): ProductChannel {
  return { channelId: row.channelId, displayName: row.displayName, callsign: row.callsign, logoUrl: images.channelLogo(row.channelId) };
}

const active = CHANNEL_ROWS.filter((row) => row.isActive);
const free = active.filter((row) => row.isFastViewable && row.addOnId === null);
const base = active.filter((row) => !row.isFastViewable && row.addOnId === null);
/** Earlier plans lack the second-tier sports and some newer entertainment channels. */
const legacyBase = base.filter((row, index) => !(row.genre === 'sports' && row.isBlackoutProne) && index % 5 !== 3);
const starterBase = base.filter((row) => row.genre === 'news' || row.genre === 'local' || row.genre === 'entertainment' || row.genre === 'drama' || row.genre === 'kids' || row.genre === 'home' || row.genre === 'food' || row.channelId === 'ch-amc' || row.channelId === 'ch-hallmark');

interface PlanSpec {
  id: (typeof PLAN_IDS)[number];
  name: string;
  displayName: string;
  shortDescription: string;
  priceCents: number;
  unitCount: number;
  trial: boolean;
  /** How long its DVR keeps recordings (null: no DVR), as the short description says. */
  dvrRetentionDays: number | null;
  channels: ChannelRow[];
  freeChannels: ChannelRow[];
  supportedAddons: string[];
}

const ALL_ADDONS = [...ADDON_IDS];
const PREMIUM_ADDONS = ['epix', 'movie', 'starz'];

const PLANS: PlanSpec[] = [
  { id: 'airwave-fast', name: 'fast', displayName: 'Free Channels', shortDescription: 'Watch Free Channels. No credit card required.', priceCents: 0, unitCount: 1, trial: false, dvrRetentionDays: null, channels: [], freeChannels: free, supportedAddons: [] },
  { id: 'airwave-argon', name: 'argon', displayName: `${PRODUCT_NAME} Core`, shortDescription: 'Our full lineup with Unlimited 1-year DVR', priceCents: CORE_PRICE_CENTS, unitCount: 1, trial: true, dvrRetentionDays: 365, channels: base, freeChannels: free, supportedAddons: ALL_ADDONS },
  { id: 'airwave-plus', name: 'plus', displayName: `${PRODUCT_NAME} Plus`, shortDescription: 'Core plus MGM+ and STARZ, with Unlimited 1-year DVR', priceCents: 4499, unitCount: 1, trial: false, dvrRetentionDays: 365, channels: [...base, ...active.filter((row) => row.addOnId === 'epix' || row.addOnId === 'starz')], freeChannels: free, supportedAddons: ALL_ADDONS.filter((id) => id !== 'epix' && id !== 'starz') },
  { id: 'airwave-2021', name: '2021', displayName: `${PRODUCT_NAME} Legacy`, shortDescription: 'Our original lineup with Unlimited 30-day DVR', priceCents: 2499, unitCount: 1, trial: false, dvrRetentionDays: 30, channels: legacyBase, freeChannels: free, supportedAddons: PREMIUM_ADDONS },
  { id: 'airwave-2021-2m', name: '2021-2m', displayName: `${PRODUCT_NAME} Legacy, 2 months`, shortDescription: 'Our original lineup, billed every 2 months', priceCents: 4798, unitCount: 2, trial: false, dvrRetentionDays: 30, channels: legacyBase, freeChannels: free, supportedAddons: PREMIUM_ADDONS },
  { id: 'airwave-2021-3m', name: '2021-3m', displayName: `${PRODUCT_NAME} Legacy, 3 months`, shortDescription: 'Our original lineup, billed every 3 months', priceCents: 6897, unitCount: 3, trial: false, dvrRetentionDays: 30, channels: legacyBase, freeChannels: free, supportedAddons: PREMIUM_ADDONS },
  { id: 'airwave-boron', name: 'boron', displayName: `${PRODUCT_NAME} Starter`, shortDescription: 'News, entertainment and kids with 30-day DVR', priceCents: 1999, unitCount: 1, trial: false, dvrRetentionDays: 30, channels: starterBase, freeChannels: free, supportedAddons: PREMIUM_ADDONS },
  { id: 'airwave-carbon', name: 'carbon', displayName: `${PRODUCT_NAME} Classic`, shortDescription: 'The classic lineup with Unlimited 30-day DVR', priceCents: 2799, unitCount: 1, trial: false, dvrRetentionDays: 30, channels: legacyBase, freeChannels: free, supportedAddons: ALL_ADDONS },
  { id: 'airwave-deactivated', name: 'deactivated', displayName: `${PRODUCT_NAME} (deactivated)`, shortDescription: 'Your subscription has ended.', priceCents: 0, unitCount: 1, trial: false, dvrRetentionDays: null, channels: [], freeChannels: [], supportedAddons: [] },
];

const ADDONS: { id: string; displayName: string; shortDescription: string; priceCents: number; trial: boolean }[] = [
  { id: 'epix', displayName: 'MGM+', shortDescription: 'Hit movies and original series', priceCents: 599, trial: true },
  { id: 'movie', displayName: 'Movie Pack', shortDescription: 'Commercial-free movies on demand', priceCents: 499, trial: true },
  { id: 'starz', displayName: 'STARZ', shortDescription: 'Original series and blockbuster movies', priceCents: 899, trial: true },
  { id: 'amcplus-adfree', displayName: 'AMC+ Ad-Free', shortDescription: 'AMC originals, thrillers and crime dramas without ads', priceCents: 899, trial: true },
  { id: 'betplus-adfree', displayName: 'BET+ Ad-Free', shortDescription: 'BET originals, movies and specials without ads', priceCents: 999, trial: false },
  { id: 'allblk-adfree', displayName: 'ALLBLK Ad-Free', shortDescription: 'Black film and television without ads', priceCents: 599, trial: true },
  { id: 'hallmarkplus-adfree', displayName: 'Hallmark+ Ad-Free', shortDescription: 'Feel-good movies and mysteries without ads', priceCents: 799, trial: false },
];

export function buildProducts(images: CatalogImagePaths): ProductItem[] {
  const plans: ProductItem[] = PLANS.map((plan) => ({
    id: plan.id,
    type: 'plan',
    name: plan.name,
    displayName: plan.displayName,
    shortDescription: plan.shortDescription,
    keyImage: images.product(plan.id),
    priceCents: plan.priceCents,
    basePriceCents: plan.priceCents,
    discountAmountCents: 0,
    discountBenefit: null,
    unit: 'month',
    unitCount: plan.unitCount,
    ...(plan.unitCount > 1 ? { unitPriceCents: Math.round(plan.priceCents / plan.unitCount) } : {}),
    isTrialAvailable: plan.trial,
    previouslySubscribed: false,
    trialStarted: false,
    trialDurationDays: plan.trial ? TRIAL_DAYS : 0,
    dvrRetentionDays: plan.dvrRetentionDays,
    supportedAddons: [...plan.supportedAddons],
    channels: plan.channels.map((row) => productChannel(row, images)),
    freeChannels: plan.freeChannels.map((row) => productChannel(row, images)),
  }));
  const addOns: ProductItem[] = ADDONS.map((addOn) => ({
    id: addOn.id,
    type: 'add-on',
    name: addOn.id,
    displayName: addOn.displayName,
    shortDescription: addOn.shortDescription,
    keyImage: images.product(addOn.id),
    priceCents: addOn.priceCents,
    basePriceCents: addOn.priceCents,
    discountAmountCents: 0,
    discountBenefit: null,
    unit: 'month',
    unitCount: 1,
    isTrialAvailable: addOn.trial,
    previouslySubscribed: false,
    trialStarted: false,
    trialDurationDays: addOn.trial ? TRIAL_DAYS : 0,
    channels: active.filter((row) => row.addOnId === addOn.id).map((row) => productChannel(row, images)),
    freeChannels: [],
  }));
  return [...plans, ...addOns];
}

export const AVATAR_NAMES = [
  'astronaut', 'fox', 'robot', 'owl', 'bear', 'cat', 'dog', 'panda',
  'penguin', 'rabbit', 'tiger', 'whale', 'dragon', 'unicorn', 'octopus', 'koala',
] as const;

export function buildAvatars(images: CatalogImagePaths): Avatar[] {
  return AVATAR_NAMES.map((name) => ({ name, images: images.avatar(name) }));
}
