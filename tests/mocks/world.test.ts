import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { components as BillingContract } from '../../generated/rest/billing.ts';
import type { SubscriptionState } from '../../generated/graphql/schema.ts';
import { hasContentAccess } from '../../mocks/db/access.ts';
import { BROWSE_CORE_GROUP_ID } from '../../mocks/db/catalog/collections.ts';
import { anchorOf, buildCatalog } from '../../mocks/db/catalog/index.ts';
import { offerRule } from '../../mocks/db/catalog/offers.ts';
import { ADDON_IDS, PLAN_IDS } from '../../mocks/db/catalog/products.ts';
import { DEFAULT_SEED, createWorld, getCatalog, resetAccount } from '../../mocks/scenarios/create-world.ts';
import { Random, hashString } from '../../mocks/db/random.ts';
import type { AccountState, BillingState, Catalog } from '../../mocks/db/world.ts';
import type { PersonaId } from '../../mocks/scenarios/personas.ts';
import {
  avatarPath,
  channelLogoPath,
  collectionGroupPath,
  posterPath,
  validateImageQuery,
  CATALOG_IMAGE_PATHS,
} from '../../mocks/media/images.ts';
import { DEFAULT_PERSONA, PERSONA_IDS, isPersonaId, personas } from '../../mocks/scenarios/personas.ts';
import { renderImage } from './support/render-image.ts';

type PlanId = BillingContract['schemas']['PlanId'];
type AddonId = BillingContract['schemas']['AddonId'];

const NOW = new Date('2025-06-12T14:23:45.000Z');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const catalog = getCatalog(DEFAULT_SEED, NOW);

function parse(iso: string): number {
  return Date.parse(iso);
}

/** The account-page variant of GET /billing/user_details (billing.yaml, first match wins). */
function accountVariant(billing: BillingState, now: Date): string {
  const trial = billing.fsmState === 'regular' && billing.trialEndsAt !== null && parse(billing.trialEndsAt) > now.getTime();
  if (billing.fsmState === 'deleted') return 'removed';
  if (!billing.isUserInBillingSystem) return 'billing-system-delayed';
  if (billing.fsmState === 'blocked') return 'support-investigating';
  if (billing.sponsor) return 'sponsored';
  if (billing.fsmState === 'deactivated') return 'deactivated';
  if (billing.fsmState.startsWith('delinquent')) return 'delinquent';
  if (billing.fsmState === 'departing') return 'departing';
  if (trial) return 'trial';
  if (billing.pendingPlanChange) return 'plan-changed';
  if (Object.keys(billing.departingAddOns).length > 0) return 'addon-departing';
  return 'regular';
}

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.int(0, 1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    // mulberry32 is pure 32-bit arithmetic: these values are the same in every JavaScript engine.
    expect(new Random(1).next()).toBeCloseTo(0.6270739405881613, 15);
    expect(hashString('ch-amc')).toBe(hashString('ch-amc'));
  });

  it('picks, shuffles and samples without changing the input', () => {
    const random = new Random(3);
    const items = [1, 2, 3, 4, 5];
    expect(random.shuffle(items).sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(items).toContain(random.pick(items));
    expect(new Set(random.sample(items, 3)).size).toBe(3);
    const ints = Array.from({ length: 200 }, () => random.int(2, 4));
    expect(Math.min(...ints)).toBe(2);
    expect(Math.max(...ints)).toBe(4);
  });
});

describe('catalog', () => {
  it('is the same for the same seed and anchor, and different for another seed', () => {
    const anchor = anchorOf(NOW);
    const first = JSON.stringify(buildCatalog(42, anchor, CATALOG_IMAGE_PATHS));
    expect(JSON.stringify(buildCatalog(42, anchor, CATALOG_IMAGE_PATHS))).toBe(first);
    const other = buildCatalog(43, anchor, CATALOG_IMAGE_PATHS);
    expect(JSON.stringify(other)).not.toBe(first);
    expect(other.broadcasts.map((broadcast) => broadcast.showId)).not.toEqual(buildCatalog(42, anchor, CATALOG_IMAGE_PATHS).broadcasts.map((broadcast) => broadcast.showId));
  });

  it('is anchored at the start of the hour', () => {
    expect(catalog.anchor).toBe('2025-06-12T14:00:00.000Z');
  });

  it('has at least 200 channels with unique ids, the cast channels, free and add-on channels', () => {
    const ids = catalog.channels.map((channel) => channel.channelId);
    expect(ids.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalog.channels.map((channel) => channel.number)).size).toBe(ids.length);
    const named = (id: string) => catalog.channels.find((channel) => channel.channelId === id)?.displayName;
    expect(named('ch-amc')).toBe('AMC');
    expect(named('ch-hallmark')).toBe('Hallmark Channel');
    expect(named('ch-bet')).toBe('BET');
    expect(catalog.channels.filter((channel) => channel.isFastViewable).length).toBeGreaterThan(20);
    for (const addOn of ['epix', 'starz', 'movie', 'amcplus-adfree', 'betplus-adfree', 'allblk-adfree', 'hallmarkplus-adfree']) {
      expect(catalog.channels.some((channel) => channel.addOnId === addOn), addOn).toBe(true);
    }
    for (const genre of ['news', 'sports', 'movies', 'kids', 'lifestyle', 'reality']) {
      expect(catalog.channels.some((channel) => channel.genre === genre), genre).toBe(true);
    }
    for (const channel of catalog.channels) {
      expect(channel.channelId).toMatch(/^ch-[a-z0-9-]+$/);
      expect(channel.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('has shows and movies with plausible ratings, and the cast show and episode', () => {
    const yellowstone = catalog.shows.find((show) => show.showId === 'shw-yellowstone');
    expect(yellowstone).toMatchObject({ title: 'Yellowstone', type: 'SHOW', channelId: 'ch-amc' });
    expect(catalog.episodes.find((episode) => episode.episodeId === 'epi-yellowstone-s5e1')).toMatchObject({ showId: 'shw-yellowstone', seasonNum: 5, episodeNum: 1 });
    const showIds = new Set(catalog.shows.map((show) => show.showId));
    expect(showIds.size).toBe(catalog.shows.length);
    expect(new Set(catalog.shows.map((show) => show.title)).size).toBe(catalog.shows.length);
    for (const show of catalog.shows) {
      expect(show.showId).toMatch(/^(shw|mov)-[a-z0-9-]+$/);
      if (show.type === 'MOVIE') {
        expect(show.rating.classification).toBe('MPAA');
        expect(['G', 'PG', 'PG-13', 'R']).toContain(show.rating.value);
        expect(show.runTimeSeconds).toBeGreaterThanOrEqual(80 * 60);
        expect(show.releaseYear).toBeGreaterThan(1970);
      } else {
        expect(show.rating.classification).toBe('VCHIP');
        expect(['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA']).toContain(show.rating.value);
        expect(show.seasons).toBeGreaterThanOrEqual(1);
      }
      expect(show.description.length).toBeGreaterThan(20);
      expect(show.genres.length).toBeGreaterThan(0);
    }
    expect(catalog.shows.filter((show) => show.type === 'MOVIE').length).toBeGreaterThanOrEqual(100);
    const episodeIds = new Set(catalog.episodes.map((episode) => episode.episodeId));
    expect(episodeIds.size).toBe(catalog.episodes.length);
    for (const episode of catalog.episodes) expect(showIds.has(episode.showId)).toBe(true);
  });

  it('airs something on every channel now, back to back from 24 h before to 48 h after the anchor', () => {
    const anchor = parse(catalog.anchor);
    const now = NOW.getTime();
    const shows = new Map(catalog.shows.map((show) => [show.showId, show]));
    const episodes = new Map(catalog.episodes.map((episode) => [episode.episodeId, episode]));
    const byChannel = new Map<string, typeof catalog.broadcasts>();
    for (const broadcast of catalog.broadcasts) {
      const list = byChannel.get(broadcast.channelId) ?? [];
      list.push(broadcast);
      byChannel.set(broadcast.channelId, list);
    }
    expect(new Set(catalog.broadcasts.map((broadcast) => broadcast.broadcastId)).size).toBe(catalog.broadcasts.length);
    const problems: string[] = [];
    const problem = (condition: boolean, text: string) => {
      if (!condition) problems.push(text);
    };
    for (const channel of catalog.channels) {
      const list = (byChannel.get(channel.channelId) ?? []).slice().sort((a, b) => parse(a.startsAt) - parse(b.startsAt));
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) {
        problems.push(`${channel.channelId}: no broadcasts`);
        continue;
      }
      const onNow = list.filter((broadcast) => parse(broadcast.startsAt) <= now && now < parse(broadcast.endsAt));
      problem(onNow.length === 1, `${channel.channelId}: ${onNow.length} broadcasts at now`);
      problem(parse(first.startsAt) <= anchor - 24 * HOUR_MS, `${channel.channelId}: starts at ${first.startsAt}`);
      problem(parse(last.endsAt) >= anchor + 48 * HOUR_MS, `${channel.channelId}: ends at ${last.endsAt}`);
      list.forEach((broadcast, index) => {
        const id = broadcast.broadcastId;
        const minutes = (parse(broadcast.endsAt) - parse(broadcast.startsAt)) / 60_000;
        problem(minutes % 30 === 0 && minutes >= 30 && minutes <= 180, `${id}: ${minutes} minutes`);
        if (index > 0) problem(broadcast.startsAt === list[index - 1]?.endsAt, `${id}: gap or overlap before it`);
        const show = shows.get(broadcast.showId);
        problem(show !== undefined, `${id}: unknown show ${broadcast.showId}`);
        if (broadcast.episodeId === null) problem(show?.type === 'MOVIE', `${id}: a series airing without an episode`);
        else problem(episodes.get(broadcast.episodeId)?.showId === broadcast.showId, `${id}: episode of another show`);
        problem(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(id), `${id}: not an asset id`);
      });
    }
    expect(problems).toEqual([]);
    expect(catalog.broadcasts.some((broadcast) => broadcast.isNew)).toBe(true);
    expect(catalog.broadcasts.some((broadcast) => broadcast.isLookback)).toBe(true);
    expect(catalog.broadcasts.some((broadcast) => broadcast.isBlackout && broadcast.channelId === 'ch-bet')).toBe(true);
  });

  it('keeps an airing (id and content) when the anchor moves on by an hour', () => {
    const next = getCatalog(DEFAULT_SEED, new Date(NOW.getTime() + HOUR_MS));
    const later = new Map(next.broadcasts.map((broadcast) => [broadcast.broadcastId, broadcast]));
    const shared = catalog.broadcasts.filter((broadcast) => later.has(broadcast.broadcastId));
    expect(shared.length).toBeGreaterThan(catalog.broadcasts.length * 0.9);
    for (const broadcast of shared.slice(0, 500)) expect(later.get(broadcast.broadcastId)).toEqual(broadcast);
  });

  it('has on-demand assets, some expiring within 72 hours and some outside their window', () => {
    const now = NOW.getTime();
    const showIds = new Set(catalog.shows.map((show) => show.showId));
    const open = (asset: (typeof catalog.vod)[number]) => parse(asset.availableFrom) <= now && now < parse(asset.availableUntil);
    for (const asset of catalog.vod) {
      expect(showIds.has(asset.showId)).toBe(true);
      expect(asset.vodId).toBe(asset.episodeId ?? asset.showId);
      expect(parse(asset.availableFrom)).toBeLessThan(parse(asset.availableUntil));
    }
    expect(catalog.vod.some((asset) => open(asset) && parse(asset.availableUntil) - now <= 72 * HOUR_MS)).toBe(true);
    expect(catalog.vod.some((asset) => parse(asset.availableUntil) <= now)).toBe(true);
    expect(catalog.vod.some((asset) => parse(asset.availableFrom) > now)).toBe(true);
    expect(catalog.vod.some((asset) => asset.episodeId === null)).toBe(true);
    const premiere = catalog.vod.find((asset) => asset.vodId === 'epi-yellowstone-s5e1');
    expect(premiere && open(premiere)).toBe(true);
  });

  it('has collections, groups (one browse-core "Upgrade Preview") and heroes that point at real things', () => {
    const showIds = new Set(catalog.shows.map((show) => show.showId));
    const collectionIds = new Set(catalog.collections.map((collection) => collection.collectionId));
    for (const collection of catalog.collections) {
      expect(collection.showIds.length, collection.collectionId).toBeGreaterThan(0);
      for (const id of collection.showIds) expect(showIds.has(id)).toBe(true);
    }
    const core = catalog.collectionGroups.filter((group) => group.isBrowseCore);
    expect(core).toHaveLength(1);
    expect(core[0]).toMatchObject({ collectionGroupId: BROWSE_CORE_GROUP_ID, title: 'Upgrade Preview', description: 'Preview offerings from our Core package' });
    for (const group of catalog.collectionGroups) for (const id of group.collectionIds) expect(collectionIds.has(id)).toBe(true);
    expect(catalog.heroes.length).toBeGreaterThanOrEqual(5);
    for (const hero of catalog.heroes) {
      const target = hero.target;
      if (target.kind === 'show') expect(showIds.has(target.showId)).toBe(true);
      else if (target.kind === 'channel') expect(catalog.channels.some((channel) => channel.channelId === target.channelId)).toBe(true);
      else expect(collectionIds.has(target.collectionId)).toBe(true);
    }
  });

  it('sells every plan and add-on id of the contract with prices in cents', () => {
    const planIds: readonly PlanId[] = PLAN_IDS;
    const addonIds: readonly AddonId[] = ADDON_IDS;
    // Compile-time: the lists name every id of the contract's enums.
    const everyPlan: Exclude<PlanId, (typeof PLAN_IDS)[number]> extends never ? true : false = true;
    const everyAddon: Exclude<AddonId, (typeof ADDON_IDS)[number]> extends never ? true : false = true;
    expect(everyPlan && everyAddon).toBe(true);
    const products = new Map(catalog.products.map((product) => [product.id, product]));
    expect(products.size).toBe(catalog.products.length);
    for (const id of planIds) expect(products.get(id)?.type, id).toBe('plan');
    for (const id of addonIds) expect(products.get(id)?.type, id).toBe('add-on');
    expect(products.get('airwave-argon')).toMatchObject({ displayName: 'Airwave Core', priceCents: 3199, basePriceCents: 3199, trialDurationDays: 7, isTrialAvailable: true });
    expect(products.get('airwave-fast')).toMatchObject({ displayName: 'Free Channels', priceCents: 0, channels: [] });
    expect(products.get('airwave-2021')?.displayName).toBe('Airwave Legacy');
    expect(products.get('airwave-2021-3m')?.unitCount).toBe(3);
    expect(products.get('airwave-argon')?.supportedAddons).toEqual(expect.arrayContaining([...ADDON_IDS]));
    for (const product of catalog.products) {
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.keyImage).toMatch(/^\/mock-images\/product\//);
      for (const channel of [...(product.channels ?? []), ...(product.freeChannels ?? [])]) {
        expect(catalog.channels.some((candidate) => candidate.channelId === channel.channelId)).toBe(true);
      }
    }
    const argon = products.get('airwave-argon');
    expect((argon?.channels?.length ?? 0) + (argon?.freeChannels?.length ?? 0)).toBeGreaterThan(100);
    expect(products.get('epix')?.channels?.every((channel) => catalog.channels.find((candidate) => candidate.channelId === channel.channelId)?.addOnId === 'epix')).toBe(true);
  });

  it('accepts coupon, trial-extension and referral codes and knows an expired one', () => {
    const offer = (token: string) => catalog.offers.find((candidate) => candidate.token === token);
    expect(offer('WELCOME10')).toMatchObject({ benefitType: 'percent', benefitAmount: 10 });
    expect(offer('FREEMONTH')).toMatchObject({ benefitType: 'extension' });
    expect(offerRule('friend-jr42')?.type).toBe('referral');
    expect(offer('SPRING24')?.errorMessage).toBe('This code has expired');
    expect(parse(offer('SPRING24')?.endDate ?? '')).toBeLessThan(NOW.getTime());
    for (const coupon of catalog.offers) {
      expect(coupon.token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(offerRule(coupon.token)).toBeDefined();
    }
  });

  it('has at least 12 avatars with s, m and l images', () => {
    expect(catalog.avatars.length).toBeGreaterThanOrEqual(12);
    const names = catalog.avatars.map((avatar) => avatar.name);
    expect(names).toEqual(expect.arrayContaining(['fox', 'owl', 'astronaut', 'robot']));
    expect(catalog.avatars.find((avatar) => avatar.name === 'fox')?.images).toEqual({
      s: '/mock-images/avatar/fox/s.svg',
      m: '/mock-images/avatar/fox/m.svg',
      l: '/mock-images/avatar/fox/l.svg',
    });
  });
});

describe('personas', () => {
  const build = (id: PersonaId): AccountState => personas[id].build(catalog, NOW);

  it.each(PERSONA_IDS)('%s builds a coherent account', (id) => {
    const account = build(id);
    expect(personas[id].title.length).toBeGreaterThan(0);
    expect(personas[id].description.length).toBeGreaterThan(40);
    expect(account.profiles.filter((profile) => profile.primary)).toHaveLength(1);
    const loggedIn = account.profiles.filter((profile) => profile.loggedIn);
    expect(loggedIn).toHaveLength(1);
    expect(loggedIn[0]?.id).toBe(account.activeProfileId);
    expect(account.profiles.length).toBeLessThanOrEqual(account.maxProfiles);
    for (const profile of account.profiles) expect(catalog.avatars.some((avatar) => avatar.name === profile.avatar.name)).toBe(true);
    // Only the persona built around it starts with a verification under way.
    if (id === 'visitor-verifying') expect(account.verification?.kind).toBe('change_mobile_number');
    else expect(account.verification).toBeNull();
    expect(account.geoStatus).toBe('PASS');
    expect(Object.keys(account.preferences)).toEqual(expect.arrayContaining(['use_audio_description', 'player_starts_at_live', 'ccpa_do_not_sell', 'webAudioDescriptionsToggle']));
    // The web player, and the Chromecast's registration where the account has that device (the simulated receiver's).
    const hasChromecast = account.devices.some((device) => device.deviceIdent === 'chromecast-9b41d2e0');
    expect(account.players).toEqual([
      expect.objectContaining({ playerId: 'web-3f9a2c7b', kind: 'WEB', ident: 'web-3f9a2c7b' }),
      ...(hasChromecast ? [expect.objectContaining({ playerId: 'chromecast-9b41d2e0', kind: 'CHROMECAST' })] : []),
    ]);
    expect(Object.values(account.deviceLinkTokens).sort()).toEqual(['expired', 'used', 'valid']);
    expect(account.deviceLinkTokens.TV1234).toBe('valid');
    expect(account.devices.filter((device) => device.isCurrentDevice)).toHaveLength(1);
    for (const device of account.devices) {
      expect(device.deviceIdent).toMatch(/^[a-z]+-[A-Za-z0-9]{4,64}$/);
      expect(device.deviceIdent.startsWith(`${device.type}-`)).toBe(true);
    }
    const ids = account.notifications.map((notification) => notification.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const channelId of account.favoriteChannelIds) expect(catalog.channels.some((channel) => channel.channelId === channelId)).toBe(true);
    for (const showId of [...account.followedShowIds, ...account.recentShowIds]) expect(catalog.shows.some((show) => show.showId === showId)).toBe(true);
    for (const [assetId, percent] of Object.entries(account.progress)) {
      expect(catalog.vod.some((asset) => asset.vodId === assetId)).toBe(true);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
    for (const id of account.billing.subscribedIds) expect(catalog.products.some((product) => product.id === id)).toBe(true);
    // GraphQL SubscriptionState is the REST state uppercased.
    const state: SubscriptionState = account.billing.fsmState.toUpperCase() as SubscriptionState;
    expect(state).toBe(account.billing.fsmState.toUpperCase());
    expect(account.billing.knownPaymentMethodIds).toContain('pm_1PqR7sLkd93JfQ2a');
    // Building twice gives the same account (a reset is exact).
    expect(build(id)).toEqual(account);
  });

  it('makes the core subscriber the household of the contract examples', () => {
    const account = build('core-subscriber');
    expect(account.user).toMatchObject({ userId: 'usr_4f2c9a61', email: 'jordan.rivera@example.com', mobileNumber: '+15125550148', isUncredentialed: false });
    expect(account.profiles.map((profile) => profile.id)).toEqual(['prf_jordan', 'prf_sam', 'prf_kids']);
    expect(account.profiles.find((profile) => profile.primary)?.id).toBe('prf_jordan');
    expect(account.billing).toMatchObject({ fsmState: 'regular', biller: 'chargebee', paymentMethod: { kind: 'card', brand: 'visa', last4: '4242', expiry: '08/28', status: 'valid' } });
    expect(account.billing.subscribedIds[0]).toBe('airwave-argon');
    expect(new Set(account.notifications.map((notification) => notification.type))).toEqual(new Set(['MESSAGE', 'NAVIGATION', 'SURVEY', 'EMAIL_VERIFICATION', 'REQUEST']));
    expect(account.devices.length).toBeGreaterThanOrEqual(3);
    expect(account.devices.map((device) => device.deviceIdent)).toEqual(expect.arrayContaining(['web-3f9a2c7b', 'roku-7F2C91AB', 'chromecast-9b41d2e0']));
    expect(account.favoriteChannelIds.length).toBeGreaterThan(0);
    expect(account.followedShowIds).toContain('shw-yellowstone');
    expect(account.recentShowIds.length).toBeGreaterThanOrEqual(3);
    expect(account.progress['epi-yellowstone-s5e1']).toBeGreaterThan(0);
    expect(hasContentAccess(account, catalog, NOW)).toBe(true);
  });

  it('gives each persona its account-page variant and content access', () => {
    const expected: Record<PersonaId, { variant: string; access: boolean }> = {
      'core-subscriber': { variant: 'regular', access: true },
      trial: { variant: 'trial', access: true },
      'free-plan': { variant: 'regular', access: true },
      visitor: { variant: 'regular', access: true },
      emailless: { variant: 'regular', access: true },
      delinquent: { variant: 'delinquent', access: true },
      departing: { variant: 'departing', access: true },
      deactivated: { variant: 'deactivated', access: false },
      'roku-billed': { variant: 'regular', access: true },
      sponsored: { variant: 'sponsored', access: true },
      'support-pending': { variant: 'support-investigating', access: false },
      'billing-delayed': { variant: 'billing-system-delayed', access: true },
      'unverified-email': { variant: 'regular', access: true },
      'visitor-verifying': { variant: 'regular', access: true },
      'amazon-billed': { variant: 'regular', access: true },
      'plan-changed': { variant: 'plan-changed', access: true },
      'addon-departing': { variant: 'addon-departing', access: true },
      removed: { variant: 'removed', access: false },
      'big-household': { variant: 'regular', access: true },
      deleted: { variant: 'removed', access: false },
      'apple-billed': { variant: 'regular', access: true },
      'legacy-plan': { variant: 'regular', access: true },
      'sponsored-deactivated': { variant: 'sponsored', access: false },
      'support-agent': { variant: 'regular', access: true },
    };
    for (const id of PERSONA_IDS) {
      const account = build(id);
      expect({ id, variant: accountVariant(account.billing, NOW), access: hasContentAccess(account, catalog, NOW) }).toEqual({ id, ...expected[id] });
    }
  });

  it('gives the big household its profile cap and many devices, this browser among them', () => {
    const account = build('big-household');
    expect(account.profiles).toHaveLength(5);
    expect(account.maxProfiles - account.profiles.length).toBe(0);
    expect(account.devices.length).toBeGreaterThan(3);
    expect(account.devices.filter((device) => device.isCurrentDevice).map((device) => device.deviceIdent)).toEqual(['web-3f9a2c7b']);
    expect(new Set(account.devices.map((device) => device.deviceIdent)).size).toBe(account.devices.length);
    expect(account.deviceLinkTokens).toEqual({ TV1234: 'valid', TVUSED1: 'used', TVEXPIRED1: 'expired' });
  });

  it('sets up each billing situation the way the spec describes it', () => {
    const trial = build('trial').billing;
    expect(parse(trial.trialEndsAt ?? '')).toBeGreaterThan(NOW.getTime());
    expect(parse(trial.trialEndsAt ?? '') - NOW.getTime()).toBe(5 * DAY_MS);

    const free = build('free-plan').billing;
    expect(free).toMatchObject({ fsmState: 'curious', fastPlanState: 'ENROLLED', subscribedIds: ['airwave-fast'] });

    const visitor = build('visitor');
    expect(visitor.user).toMatchObject({ isUncredentialed: true, email: null });
    expect(visitor.profiles).toHaveLength(1);

    const emailless = build('emailless');
    expect(emailless.user).toMatchObject({ isUncredentialed: false, email: null, mobileNumber: '+15125550148' });
    expect(emailless.notifications.some((notification) => notification.type === 'EMAIL_VERIFICATION' && notification.content.action === 'ADD')).toBe(true);

    const delinquent = build('delinquent').billing;
    expect(delinquent.fsmState).toBe('delinquent');
    expect(delinquent.paymentMethod).toMatchObject({ kind: 'card', status: 'expired' });

    const departing = build('departing');
    expect(departing.billing.fsmState).toBe('departing');
    expect(parse(departing.billing.lastServiceDate ?? '')).toBeGreaterThan(NOW.getTime());
    expect(departing.billing.lastServiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(departing.billing.subscribedIds).toContain('airwave-argon');

    const deactivated = build('deactivated').billing;
    expect(deactivated).toMatchObject({ fsmState: 'deactivated', displayPersistentPaywall: true, fastPlanState: 'UNENROLLED' });

    const roku = build('roku-billed').billing;
    expect(roku).toMatchObject({ biller: 'roku', subscribedIds: ['airwave-argon'], paymentMethod: null });
    expect(catalog.products.find((product) => product.id === 'airwave-argon')?.basePriceCents).toBe(3199);

    const sponsored = build('sponsored').billing;
    expect(sponsored).toMatchObject({ biller: 'unbilled', sponsor: { name: 'Acme Telecom' } });

    expect(build('support-pending').billing.fsmState).toBe('blocked');
    expect(build('billing-delayed').billing.isUserInBillingSystem).toBe(false);
  });

  it('recognises persona ids', () => {
    expect(DEFAULT_PERSONA).toBe('core-subscriber');
    expect(isPersonaId('trial')).toBe(true);
    expect(isPersonaId('toString')).toBe(false);
    expect(isPersonaId(42)).toBe(false);
    expect(new Set(PERSONA_IDS).size).toBe(PERSONA_IDS.length);
    expect(PERSONA_IDS.every((id) => isPersonaId(id))).toBe(true);
  });
});

describe('createWorld', () => {
  it('builds the default persona with the seed, clock and a shared frozen catalog', () => {
    const world = createWorld({ now: () => NOW });
    expect(world.persona).toBe('core-subscriber');
    expect(world.seed).toBe(DEFAULT_SEED);
    expect(world.clock.now()).toEqual(NOW);
    expect(world.faults).toEqual({});
    expect(world.catalog).toBe(catalog);
    expect(Object.isFrozen(world.catalog.channels[0])).toBe(true);
    expect(createWorld({ persona: 'trial', now: () => NOW }).catalog).toBe(catalog);
    expect(createWorld({ seed: 5, now: () => NOW }).catalog).not.toBe(catalog);
  });

  it('uses a restored account as given', () => {
    const account = personas.trial.build(catalog, NOW);
    account.favoriteChannelIds = ['ch-bet'];
    const world = createWorld({ persona: 'trial', now: () => NOW, account, faults: { subscribe: [{ kind: 'billing-error', code: 1102 }] } });
    expect(world.account).toBe(account);
    expect(world.faults.subscribe).toHaveLength(1);
  });

  it('resets the account in place and says so', () => {
    const world = createWorld({ now: () => NOW });
    const account = world.account;
    account.favoriteChannelIds = [];
    account.profiles.pop();
    let changes = 0;
    world.events.on('accountChanged', () => (changes += 1));
    resetAccount(world);
    expect(world.account).toBe(account);
    expect(world.account).toEqual(personas['core-subscriber'].build(catalog, NOW));
    expect(changes).toBe(1);
  });
});

describe('images', () => {
  const query = (text: string) => new URLSearchParams(text);

  it('renders SVG at the requested width, with the aspect of the shape', () => {
    const poster = renderImage(posterPath('shw-yellowstone', 'vertical'), query('width=480&format=webp'), catalog);
    expect(poster?.contentType).toBe('image/svg+xml');
    expect(poster?.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="480" height="720"/);
    expect(poster?.body).toContain('Yellowstone');
    expect(renderImage(posterPath('shw-yellowstone', 'hero'), query('width=1440'))?.body).toContain('width="1440" height="810"');
    expect(renderImage(posterPath('shw-yellowstone', 'banner'), query('width=300&height=50'))?.body).toContain('width="300" height="50"');
    const logo = renderImage(channelLogoPath('ch-amc'), query('format=auto'));
    expect(logo?.body).toContain('width="320" height="240"');
    expect(logo?.body).toContain('>AMC<');
    expect(renderImage(avatarPath('fox', 'l'), query(''))?.body).toContain('width="256" height="256"');
    expect(renderImage(collectionGroupPath(BROWSE_CORE_GROUP_ID, 'backdrop'), query(''), catalog)?.body).toContain('Upgrade Preview');
  });

  it('renders every image the catalog and personas point at', () => {
    const paths = new Set<string>([
      ...catalog.channels.flatMap((channel) => [channelLogoPath(channel.channelId), channelLogoPath(channel.channelId, 'white'), channelLogoPath(channel.channelId, 'dark')]),
      ...catalog.products.map((product) => product.keyImage ?? ''),
      ...catalog.products.flatMap((product) => (product.channels ?? []).map((channel) => channel.logoUrl ?? '')),
      ...catalog.avatars.flatMap((avatar) => Object.values(avatar.images)),
      ...catalog.shows.slice(0, 50).map((show) => posterPath(show.showId)),
      ...catalog.heroes.map((hero) => `/mock-images/hero/${hero.heroId}.svg`),
      ...catalog.collections.map((collection) => `/mock-images/collection/${collection.collectionId}.svg`),
      '/mock-images/episode/epi-yellowstone-s5e1.svg',
    ]);
    for (const id of PERSONA_IDS) {
      for (const notification of personas[id].build(catalog, NOW).notifications) {
        const content = notification.content as { imageURL?: string | null; navigationAction?: { iconURL?: string }; actions?: { iconURL?: string }[] };
        for (const url of [content.imageURL, content.navigationAction?.iconURL, ...(content.actions ?? []).map((action) => action.iconURL)]) if (url) paths.add(url);
      }
    }
    for (const path of paths) {
      expect(path.startsWith('/mock-images/'), path).toBe(true);
      for (const cat of [catalog, undefined]) {
        const image = renderImage(path, query('width=200'), cat);
        expect(image, path).not.toBeNull();
        expect(image?.body).toMatch(/^<svg [^>]*width="200"[^>]*>.*<\/svg>$/s);
        expect(image?.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      }
    }
  });

  it('rejects bad sizes and formats with a message for a 400, and unknown paths with null', () => {
    for (const bad of ['width=abc', 'width=12.5', 'width=15', 'width=3841', 'width=-20', 'height=0', 'width=100&width=200', 'format=gif']) {
      expect(validateImageQuery(query(bad)), bad).toEqual(expect.any(String));
    }
    for (const good of ['', 'width=16', 'width=3840', 'width=480&format=AUTO', 'height=100&format=png', 'format=jpeg&v=2']) {
      expect(validateImageQuery(query(good)), good).toBeNull();
    }
    expect(renderImage('/mock-images/channel/ch-nope.svg', query(''))).toBeNull();
    expect(renderImage('/mock-images/show/shw-yellowstone/square.svg', query(''))).toBeNull();
    expect(renderImage('/mock-images/avatar/fox/xl.svg', query(''))).toBeNull();
    expect(renderImage('/images/anything.png', query(''))).toBeNull();
  });
});

describe('determinism guard', () => {
  it('uses neither Math.random nor Date.now in the world generator', () => {
    const root = fileURLToPath(new URL('../../mocks/', import.meta.url));
    const files = [
      'db/random.ts',
      'scenarios/create-world.ts',
      'scenarios/personas.ts',
      'media/images.ts',
      ...readdirSync(`${root}db/catalog`).map((name) => `db/catalog/${name}`),
    ];
    for (const file of files) {
      const source = readFileSync(`${root}${file}`, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      expect(source, file).not.toMatch(/Math\.random|Date\.now\(/);
    }
  });
});

// Types used only for the compile-time checks above.
export type { Catalog };
