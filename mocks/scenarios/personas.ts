/**
 * Personas: each seeds the world's account for one kind of user the spec describes. A persona is a
 * pure function of the catalog and the time (`build(catalog, now)`), so a reset rebuilds exactly the
 * same account.
 *
 * Every persona is the same household as the contracts' examples (Jordan Rivera, `usr_4f2c9a61`,
 * profiles `prf_jordan`/`prf_sam`/`prf_kids`, devices `web-3f9a2c7b`, `roku-7F2C91AB`,
 * `chromecast-9b41d2e0`) in a different billing situation, except the visitor (a signed-out guest).
 * Billing follows the account-page variant rules of `GET /billing/user_details` (billing.yaml, first
 * match wins: deleted → `isUserInBillingSystem: false` → blocked → sponsor → deactivated → delinquent →
 * departing → trial → plan changed → add-on departing → regular) and the shared `SubscriptionState`
 * meanings in contracts/CONVENTIONS.md. Content access is derived from the billing state by
 * `hasContentAccess` in mocks/db/access.ts.
 *
 * Formats in `BillingState`: `trialEndsAt`, `nextBillDate`, `removedAt`, `updatedAt` are ISO date-times;
 * `lastServiceDate`, the values of `departingAddOns` and `pendingPlanChange.effectiveDate` are calendar
 * dates (`YYYY-MM-DD`), as in REST.
 * Image fields hold root-relative `/mock-images/…` paths (see mocks/media/images.ts).
 */
import type {
  AccountState,
  Avatar,
  BillingHistoryItem,
  BillingState,
  Catalog,
  Coupon,
  Device,
  NotificationRecord,
  PaymentMethod,
  Profile,
  UserRecord,
} from '../db/world.ts';
import { avatarImages, iconPath, posterPath, productImagePath } from '../media/images.ts';
import { ACCOUNT_PATH } from '../../common/links.ts';
import { NOTIFICATION_SAMPLES } from './notification-samples.ts';

export interface Persona {
  /** Short name for the dev panel and mocks/README.md. */
  title: string;
  /** What a user sees with this persona (for mocks/README.md). */
  description: string;
  build(catalog: Catalog, now: Date): AccountState;
}

/** The personas, in the order the dev panel and mocks/README.md list them. */
export const PERSONA_IDS = [
  'core-subscriber',
  'trial',
  'free-plan',
  'visitor',
  'emailless',
  'delinquent',
  'departing',
  'deactivated',
  'roku-billed',
  'sponsored',
  'support-pending',
  'billing-delayed',
  'unverified-email',
  'visitor-verifying',
  'amazon-billed',
  'plan-changed',
  'addon-departing',
  'removed',
  'big-household',
  'deleted',
  'apple-billed',
  'legacy-plan',
  'sponsored-deactivated',
  'support-agent',
] as const;

/** The id of a persona a world can be seeded from. */
export type PersonaId = (typeof PERSONA_IDS)[number];

export const DEFAULT_PERSONA: PersonaId = 'core-subscriber';

/** The code texted to the `visitor-verifying` persona's pending mobile sign-in (the contract's example code). */
export const VISITOR_PENDING_CODE = '482913';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The contract examples' payment-method id; every persona knows it, so example requests succeed. */
export const EXAMPLE_PAYMENT_METHOD_ID = 'pm_1PqR7sLkd93JfQ2a';

/** Preference defaults (toggles are 'on'/'off'). */
export const DEFAULT_PREFERENCES: Readonly<Record<string, string>> = {
  use_audio_description: 'off',
  player_starts_at_live: 'off',
  ccpa_do_not_sell: 'off',
  webAudioDescriptionsToggle: 'on',
  webChannelConfigurator: 'on',
};

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

const at = (now: Date, offsetMs: number): string => new Date(now.getTime() + offsetMs).toISOString();
const day = (now: Date, offsetDays: number): string => at(now, offsetDays * DAY_MS).slice(0, 10);
/** 08:00 UTC on the day `offsetDays` from now: when bills run. */
const billTime = (now: Date, offsetDays: number): string => `${day(now, offsetDays)}T08:00:00.000Z`;

function avatar(name: string): Avatar {
  return { name, images: avatarImages(name) };
}

const JORDAN: UserRecord = {
  userId: 'usr_4f2c9a61',
  name: 'Jordan Rivera',
  displayName: 'Jordan',
  email: 'jordan.rivera@example.com',
  emailConfirmed: true,
  mobileNumber: '+15125550148',
  isUncredentialed: false,
};

function jordanProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'prf_jordan',
    name: 'Jordan',
    avatar: avatar('astronaut'),
    primary: true,
    loggedIn: true,
    email: JORDAN.email,
    mobileNumber: JORDAN.mobileNumber,
    ...overrides,
  };
}

function household(): Profile[] {
  return [
    jordanProfile(),
    { id: 'prf_sam', name: 'Sam', avatar: avatar('fox'), primary: false, loggedIn: false, email: 'sam.rivera@example.com', mobileNumber: null },
    { id: 'prf_kids', name: 'Kids', avatar: avatar('robot'), primary: false, loggedIn: false, email: null, mobileNumber: null },
  ];
}

function visaCard(status: PaymentMethod['status'] = 'valid', expiry = '08/28'): PaymentMethod {
  return { kind: 'card', brand: 'visa', walletKind: null, last4: '4242', expiry, status, zip: '78701' };
}

/** MM/YY of the month before `now` (an expired card). */
function lastMonthExpiry(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;
}

function billing(now: Date, overrides: Partial<BillingState>): BillingState {
  return {
    fsmState: 'regular',
    biller: 'chargebee',
    subscribedIds: [],
    departingAddOns: {},
    paymentMethod: null,
    knownPaymentMethodIds: [EXAMPLE_PAYMENT_METHOD_ID],
    couponList: [],
    promotionalCreditsCents: 0,
    trialEndsAt: null,
    nextBillDate: null,
    lastServiceDate: null,
    removedAt: null,
    sponsor: null,
    isUserInBillingSystem: true,
    billingEvents: [],
    priceChange: null,
    pendingPlanChange: null,
    fastPlanState: 'UNENROLLED',
    displayPersistentPaywall: false,
    radarZipCheckEnabled: false,
    updatedAt: at(now, -3 * DAY_MS),
    ...overrides,
  };
}

/** Monthly invoices, newest first, on the bill day before `firstDaysAgo` days ago. */
function invoices(now: Date, count: number, firstDaysAgo: number, description: string, amountCents: number, numberBase: number): BillingHistoryItem[] {
  return Array.from({ length: count }, (_, index) => {
    const date = billTime(now, -(firstDaysAgo + index * 30));
    const paid = new Date(Date.parse(date) + 5000).toISOString();
    return {
      date: new Date(Date.parse(date) + 3000).toISOString(),
      description,
      amountCents,
      type: 'invoice' as const,
      url: `https://airwave.example/account/invoices/inv_${numberBase - index * 317}`,
      paid_at: paid,
    };
  });
}

const WEB: Omit<Device, 'lastWatch' | 'profileAvatar' | 'profileName'> = {
  deviceIdent: 'web-3f9a2c7b',
  type: 'web',
  lastUsedFromLocation: 'Austin, TX',
  isCurrentDevice: true,
};

function webDevice(now: Date, profile: Profile): Device {
  return { ...WEB, lastWatch: at(now, -2 * HOUR_MS), profileAvatar: avatar(profile.avatar.name), profileName: profile.name };
}

function rokuDevice(now: Date): Device {
  return {
    deviceIdent: 'roku-7F2C91AB',
    type: 'roku',
    lastWatch: at(now, -20 * HOUR_MS),
    profileAvatar: avatar('fox'),
    profileName: 'Sam',
    lastUsedFromLocation: 'Austin, TX',
    isCurrentDevice: false,
  };
}

function chromecastPlayer(now: Date): AccountState['players'][number] {
  return { playerId: 'chromecast-9b41d2e0', kind: 'CHROMECAST', ident: 'chromecast-9b41d2e0', name: 'Living Room TV', registeredAt: at(now, -30 * DAY_MS) };
}

function chromecastDevice(): Device {
  return {
    deviceIdent: 'chromecast-9b41d2e0',
    type: 'chromecast',
    lastWatch: null,
    profileAvatar: null,
    profileName: null,
    lastUsedFromLocation: null,
    isCurrentDevice: false,
  };
}

function iphoneDevice(now: Date): Device {
  return {
    deviceIdent: 'ios-A71C4E22',
    type: 'ios',
    lastWatch: at(now, -4 * DAY_MS),
    profileAvatar: avatar('astronaut'),
    profileName: 'Jordan',
    lastUsedFromLocation: 'San Antonio, TX',
    isCurrentDevice: false,
  };
}

/** Shows of a collection (in order), skipping some ids. */
function fromCollection(catalog: Catalog, collectionId: string, count: number, skip: readonly string[] = []): string[] {
  const collection = catalog.collections.find((candidate) => candidate.collectionId === collectionId);
  return (collection?.showIds ?? []).filter((id) => !skip.includes(id)).slice(0, count);
}

/** Shows airing on free channels. */
function freeShows(catalog: Catalog, count: number): string[] {
  const free = new Set(catalog.channels.filter((channel) => channel.isFastViewable).map((channel) => channel.channelId));
  return catalog.shows.filter((show) => free.has(show.channelId) && show.type === 'SHOW').slice(0, count).map((show) => show.showId);
}

/** An on-demand asset of the show that is available at `now` (latest first), for resume progress. */
function availableAsset(catalog: Catalog, showId: string, now: Date): string | null {
  const time = now.getTime();
  const assets = catalog.vod.filter(
    (asset) => asset.showId === showId && Date.parse(asset.availableFrom) <= time && Date.parse(asset.availableUntil) > time,
  );
  return assets[assets.length - 1]?.vodId ?? null;
}

/** Keep-watching shows plus progress on an available asset of each. */
function keepWatching(catalog: Catalog, now: Date, showIds: string[], percents: number[]): Pick<AccountState, 'recentShowIds' | 'progress'> {
  const progress: Record<string, number> = {};
  const recent: string[] = [];
  for (const showId of showIds) {
    const assetId = showId === 'shw-yellowstone' ? 'epi-yellowstone-s5e1' : availableAsset(catalog, showId, now);
    if (!assetId) continue;
    recent.push(showId);
    progress[assetId] = percents[recent.length - 1] ?? 50;
  }
  return { recentShowIds: recent, progress };
}

function common(now: Date): Pick<AccountState, 'maxProfiles' | 'verification' | 'preferences' | 'players' | 'deviceLinkTokens' | 'geoStatus'> {
  return {
    maxProfiles: 5,
    verification: null,
    preferences: { ...DEFAULT_PREFERENCES },
    players: [{ playerId: 'web-3f9a2c7b', kind: 'WEB', ident: 'web-3f9a2c7b', name: 'Chrome on macOS', registeredAt: at(now, -60 * DAY_MS) }],
    deviceLinkTokens: { TV1234: 'valid', TVUSED1: 'used', TVEXPIRED1: 'expired' },
    geoStatus: 'PASS',
  };
}

function coupon(catalog: Catalog, token: string): Coupon[] {
  const found = catalog.offers.find((offer) => offer.token === token);
  return found ? [{ ...found }] : [];
}

// ---------------------------------------------------------------------------------------------------
// Notifications (ids are stable per persona)
// ---------------------------------------------------------------------------------------------------

function note(id: string, type: NotificationRecord['type'], now: Date, hoursAgo: number, content: Record<string, unknown>, acknowledgedHoursAgo: number | null = null): NotificationRecord {
  return {
    id,
    type,
    createdAt: at(now, -hoursAgo * HOUR_MS),
    acknowledgedAt: acknowledgedHoursAgo === null ? null : at(now, -acknowledgedHoursAgo * HOUR_MS),
    content,
  };
}

function coreNotifications(now: Date): NotificationRecord[] {
  return [
    note('ntf_yellowstone_final_season', 'MESSAGE', now, 2, {
      title: 'Yellowstone: the final season',
      body: 'The final season of Yellowstone is on Airwave now. Catch up on every episode at https://airwave.example/yellowstone.',
      imageURL: posterPath('shw-yellowstone', 'hero'),
    }, 1),
    // The kinds the Mocks panel sends as samples, as the account has them (each a copy: the world writes to its own).
    note('ntf_try_starz', 'NAVIGATION', now, 26, { ...NOTIFICATION_SAMPLES.NAVIGATION }, 25),
    note('ntf_welcome_survey', 'SURVEY', now, 72, { ...NOTIFICATION_SAMPLES.SURVEY }, 71),
    note('ntf_household_check', 'REQUEST', now, 120, { ...NOTIFICATION_SAMPLES.REQUEST }, 119),
    note('ntf_verify_email', 'EMAIL_VERIFICATION', now, 24 * 30, { ...NOTIFICATION_SAMPLES.EMAIL_VERIFICATION }, 24 * 29),
  ];
}

// ---------------------------------------------------------------------------------------------------
// The personas
// ---------------------------------------------------------------------------------------------------

const FAVORITES = ['ch-amc', 'ch-hallmark', 'ch-bet', 'ch-summit-sports-network', 'ch-national-news-network'];

function regularCore(catalog: Catalog, now: Date): AccountState {
  const follows = ['shw-yellowstone', ...fromCollection(catalog, 'col-binge-worthy-dramas', 2, ['shw-yellowstone']), ...fromCollection(catalog, 'col-reality-rewind', 1)];
  const recent = ['shw-yellowstone', ...fromCollection(catalog, 'col-laugh-out-loud', 2), ...fromCollection(catalog, 'col-family-movie-night', 1)];
  return {
    user: { ...JORDAN },
    profiles: household(),
    activeProfileId: 'prf_jordan',
    billing: billing(now, {
      subscribedIds: ['airwave-argon', 'epix'],
      paymentMethod: visaCard(),
      couponList: coupon(catalog, 'SUMMER5'),
      promotionalCreditsCents: 500,
      nextBillDate: billTime(now, 12),
      priceChange: { announcementDate: day(now, -10), effectiveDate: day(now, 42), productId: 'airwave-argon', newPriceCents: 3499 },
      billingEvents: [
        ...invoices(now, 1, 18, 'Airwave Core, MGM+', 3298, 8842),
        { date: at(now, -29 * DAY_MS), description: 'Coupon SUMMER5 applied', amountCents: 0, type: 'coupon', url: null, paid_at: null },
        ...invoices(now, 2, 48, 'Airwave Core, MGM+', 3798, 8525),
      ],
    }),
    devices: [webDevice(now, jordanProfile()), rokuDevice(now), chromecastDevice(), iphoneDevice(now)],
    notifications: coreNotifications(now),
    favoriteChannelIds: [...FAVORITES],
    followedShowIds: follows,
    ...keepWatching(catalog, now, recent, [42, 75, 10, 88]),
    ...common(now),
    // The account's Chromecast is a player too (the simulated receiver's registration): signing it out ends its cast session.
    players: [...common(now).players, chromecastPlayer(now)],
  };
}

export const personas: Record<PersonaId, Persona> = {
  'core-subscriber': {
    title: 'Core subscriber',
    description:
      'Jordan Rivera pays for Airwave Core plus MGM+ with a Visa ending 4242. Three profiles (Jordan, Sam, Kids; two more may be added), favorite channels, saved shows, a Keep Watching row with progress, notifications of all five kinds (read; the Mocks panel sends new ones live), and four signed-in devices. The account page shows the regular view with a coupon, a $5.00 credit and an announced price change.',
    build: regularCore,
  },

  trial: {
    title: 'Free trial',
    description:
      'Jordan started the 7-day Airwave Core trial two days ago; it ends in 5 days. No payment method yet, so the app asks for one. The account page shows the trial view (\'free trial ends {date}\'); everything in Core plays.',
    build(catalog, now) {
      const trialEndsAt = at(now, 5 * DAY_MS);
      return {
        user: { ...JORDAN },
        profiles: household().slice(0, 2),
        activeProfileId: 'prf_jordan',
        billing: billing(now, {
          subscribedIds: ['airwave-argon'],
          trialEndsAt,
          nextBillDate: trialEndsAt,
          updatedAt: at(now, -2 * DAY_MS),
          billingEvents: [{ date: at(now, -2 * DAY_MS), description: 'Free trial of Airwave Core started', amountCents: 0, type: 'event', url: null, paid_at: null }],
        }),
        devices: [webDevice(now, jordanProfile()), rokuDevice(now)],
        notifications: [
          note('ntf_trial_add_payment', 'NAVIGATION', now, 3, {
            title: 'Your free trial ends soon',
            body: 'Add a payment method to keep watching Airwave Core after your trial.',
            imageURL: productImagePath('airwave-argon'),
            navigationAction: { url: ACCOUNT_PATH, label: 'Add payment method', iconURL: iconPath('card') },
          }, 2),
          note('ntf_welcome_survey', 'SURVEY', now, 47, { ...NOTIFICATION_SAMPLES.SURVEY }, 46),
        ],
        favoriteChannelIds: ['ch-amc', 'ch-hallmark'],
        followedShowIds: ['shw-yellowstone'],
        ...keepWatching(catalog, now, ['shw-yellowstone'], [15]),
        ...common(now),
      };
    },
  },

  'free-plan': {
    title: 'Free Channels (FAST) plan',
    description:
      'Jordan signed up for Free Channels and never paid (curious, enrolled in the free plan). Free channels play; everything else shows Upgrade, the navigation shows \'Subscribe now\', and the DVR upsell appears when saving a show.',
    build(catalog, now) {
      const recent = freeShows(catalog, 2);
      return {
        user: { ...JORDAN },
        profiles: [jordanProfile()],
        activeProfileId: 'prf_jordan',
        billing: billing(now, {
          fsmState: 'curious',
          subscribedIds: ['airwave-fast'],
          fastPlanState: 'ENROLLED',
          updatedAt: at(now, -14 * DAY_MS),
        }),
        devices: [webDevice(now, jordanProfile())],
        notifications: [
          note('ntf_upgrade_core', 'NAVIGATION', now, 5, {
            title: 'Get 100+ channels with Airwave Core',
            body: 'Start your 7-day free trial and get Unlimited 1-year DVR.',
            imageURL: productImagePath('airwave-argon'),
            navigationAction: { url: ACCOUNT_PATH, label: 'Start free trial', iconURL: iconPath('upgrade') },
          }, 4),
        ],
        favoriteChannelIds: ['ch-bet', 'ch-metro-news-24'],
        followedShowIds: [],
        ...keepWatching(catalog, now, recent, [30, 64]),
        ...common(now),
      };
    },
  },

  visitor: {
    title: 'Uncredentialed visitor',
    description:
      'A signed-out guest watching free channels: no email, no mobile number, one profile. The navigation has Home and Guide only and a Sign Up button; saving a show, favoriting a channel or upgrading opens the add-email prompt.',
    build(_catalog, now) {
      const guest: Profile = { id: 'prf_guest', name: 'Guest', avatar: avatar('owl'), primary: true, loggedIn: true, email: null, mobileNumber: null };
      return {
        user: { userId: 'usr_0c9e5b27', name: '', displayName: 'Guest', email: null, emailConfirmed: false, mobileNumber: null, isUncredentialed: true },
        profiles: [guest],
        activeProfileId: 'prf_guest',
        billing: billing(now, { fsmState: 'known', biller: 'unbilled', fastPlanState: 'ENROLLED', updatedAt: at(now, -1 * HOUR_MS) }),
        devices: [webDevice(now, guest)],
        notifications: [note('ntf_add_email', 'EMAIL_VERIFICATION', now, 1, { action: 'ADD' }, 0.5)],
        favoriteChannelIds: [],
        followedShowIds: [],
        recentShowIds: [],
        progress: {},
        ...common(now),
        maxProfiles: 1,
      };
    },
  },

  emailless: {
    title: 'Email-less account',
    description:
      'Jordan signed up on the living-room Roku with a mobile number only, so the account has no email. An \'Add your email\' notification is waiting; the header offers Sign Up, saving or favoriting asks for an email first and upgrading goes through the add-email-and-upgrade flow. Free channels play.',
    build(catalog, now) {
      const profile = jordanProfile({ email: null });
      return {
        user: { ...JORDAN, email: null, emailConfirmed: false },
        profiles: [profile],
        activeProfileId: 'prf_jordan',
        billing: billing(now, { fsmState: 'curious', subscribedIds: ['airwave-fast'], fastPlanState: 'ENROLLED', updatedAt: at(now, -6 * DAY_MS) }),
        devices: [webDevice(now, profile), { ...rokuDevice(now), profileAvatar: avatar('astronaut'), profileName: 'Jordan' }],
        notifications: [note('ntf_add_email', 'EMAIL_VERIFICATION', now, 6, { action: 'ADD' })],
        favoriteChannelIds: ['ch-bet'],
        followedShowIds: [],
        ...keepWatching(catalog, now, freeShows(catalog, 1), [55]),
        ...common(now),
      };
    },
  },

  delinquent: {
    title: 'Delinquent (payment failed)',
    description:
      'The monthly charge for Airwave Core and MGM+ failed because the Visa ending 4242 expired. The account page shows the delinquent view (\'Your subscription has not yet renewed because there is a problem with your payment\', \'Payment expired\') with Retry and Update buttons; content keeps playing meanwhile.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        fsmState: 'delinquent',
        subscribedIds: ['airwave-argon', 'epix'],
        paymentMethod: visaCard('expired', lastMonthExpiry(now)),
        nextBillDate: billTime(now, 28),
        updatedAt: at(now, -2 * DAY_MS),
        billingEvents: [
          { date: at(now, -2 * DAY_MS), description: 'Payment failed: Visa ending 4242 has expired', amountCents: 3798, type: 'event', url: null, paid_at: null },
          ...invoices(now, 2, 32, 'Airwave Core, MGM+', 3798, 8842),
        ],
      });
      account.notifications = [
        note('ntf_payment_failed', 'REQUEST', now, 40, {
          title: 'Your payment didn\'t go through',
          body: '<p>We couldn\'t charge your <strong>Visa ending 4242</strong> because it has expired. Update your payment method to keep watching.</p>',
          imageURL: null,
          isDismissible: false,
          actions: [
            { actionId: 'update_payment', label: 'Update payment method', iconURL: iconPath('card') },
            { actionId: 'retry_payment', label: 'Retry payment', iconURL: iconPath('retry') },
          ],
        }),
        ...account.notifications.filter((notification) => notification.type === 'SURVEY' || notification.type === 'EMAIL_VERIFICATION'),
      ];
      return account;
    },
  },

  departing: {
    title: 'Departing (cancelled, still watching)',
    description:
      'Jordan cancelled Airwave Core and MGM+; service continues until the last day of service in 12 days, with no further charge. The account page shows the departing view with Resume; add-on changes are blocked and the card on file can be removed.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      const lastServiceDate = day(now, 12);
      account.billing = billing(now, {
        fsmState: 'departing',
        subscribedIds: ['airwave-argon', 'epix'],
        paymentMethod: visaCard(),
        lastServiceDate,
        updatedAt: at(now, -1 * DAY_MS),
        billingEvents: [
          { date: at(now, -1 * DAY_MS), description: 'Subscription cancelled', amountCents: 0, type: 'event', url: null, paid_at: null },
          ...invoices(now, 3, 18, 'Airwave Core, MGM+', 3798, 8842),
        ],
      });
      account.notifications = [
        note('ntf_sorry_to_see_you_go', 'MESSAGE', now, 20, {
          title: 'We\'re sorry to see you go',
          body: `You can keep watching until ${lastServiceDate}. Changed your mind? Resume your subscription any time from your account page.`,
          imageURL: productImagePath('airwave-argon'),
        }),
      ];
      return account;
    },
  },

  deactivated: {
    title: 'Deactivated (reactivation page)',
    description:
      'Jordan\'s subscription ended 20 days ago. The app redirects to the reactivation page (\'Welcome back\', Reactivate, Watch Free) and the subscription overlay opens as \'Select Plan\'. Nothing plays until Jordan reactivates or chooses Free Channels.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        fsmState: 'deactivated',
        paymentMethod: visaCard(),
        lastServiceDate: day(now, -20),
        displayPersistentPaywall: true,
        updatedAt: at(now, -20 * DAY_MS),
        billingEvents: [
          { date: at(now, -20 * DAY_MS), description: 'Subscription ended', amountCents: 0, type: 'event', url: null, paid_at: null },
          ...invoices(now, 2, 50, 'Airwave Core', 3199, 8120),
        ],
      });
      account.devices = account.devices.slice(0, 2);
      account.players = account.players.filter((player) => account.devices.some((device) => device.deviceIdent === player.playerId) || player.kind === 'WEB');
      account.notifications = [];
      account.recentShowIds = [];
      account.progress = {};
      return account;
    },
  },

  'roku-billed': {
    title: 'Billed by Roku',
    description:
      'Jordan pays for Airwave Core ($31.99) through Roku. The account page says to manage payment with Roku and offers \'Switch to Airwave billing\' with \'Save $4/month\'; there is no card on file.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        biller: 'roku',
        subscribedIds: ['airwave-argon'],
        nextBillDate: billTime(now, 8),
        updatedAt: at(now, -22 * DAY_MS),
      });
      account.notifications = account.notifications.filter((notification) => notification.type !== 'NAVIGATION');
      return account;
    },
  },

  sponsored: {
    title: 'Sponsored (complimentary)',
    description:
      'Jordan\'s Airwave Core is complimentary from Acme Telecom: nothing is billed. The account page shows the sponsor and tells Jordan to contact the sponsor about the subscription.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        biller: 'unbilled',
        subscribedIds: ['airwave-argon'],
        sponsor: { name: 'Acme Telecom', url: null },
        updatedAt: at(now, -90 * DAY_MS),
      });
      return account;
    },
  },

  'support-pending': {
    title: 'Support investigating',
    description:
      'Airwave support is investigating Jordan\'s account (blocked): the account page is temporarily unavailable and content does not play until support finishes.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        fsmState: 'blocked',
        subscribedIds: ['airwave-argon'],
        paymentMethod: visaCard(),
        updatedAt: at(now, -1 * DAY_MS),
        billingEvents: invoices(now, 1, 18, 'Airwave Core, MGM+', 3798, 8842),
      });
      return account;
    },
  },

  'billing-delayed': {
    title: 'Billing system delayed',
    description:
      'Jordan just signed up, but the billing system has not created the account yet: the account page shows \'Our billing system is taking a nap right now.\' (request queued). Content plays meanwhile.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        fsmState: 'unknown',
        isUserInBillingSystem: false,
        updatedAt: at(now, -10 * 60_000),
      });
      account.notifications = account.notifications.filter((notification) => notification.type === 'SURVEY');
      return account;
    },
  },

  'unverified-email': {
    title: 'Unverified email, mobile-only profile',
    description:
      'Jordan on Airwave Core has not confirmed the account email yet: Settings shows it \'(not verified)\' and entering the same email again sends a confirmation link instead of saving. Sam\'s profile signs in by mobile number only (no email). A verification succeeds after three PENDING polls, or at the next poll after POST /__mocks/verification/complete.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.user = { ...account.user, emailConfirmed: false };
      account.profiles = account.profiles.map((profile) =>
        profile.id === 'prf_sam' ? { ...profile, email: null, mobileNumber: '+15125550173' } : profile,
      );
      return account;
    },
  },

  'visitor-verifying': {
    title: 'Visitor with a pending mobile verification',
    description: `An uncredentialed visitor (as \`visitor\`) who asked a minute ago to sign in by the mobile number (512) 555-0199: a new mobile sign-in answers 'A message was already sent.' (error code 50) and the screen waits for the code. The texted code is ${VISITOR_PENDING_CODE}; a wrong code is refused ('Unable to verify mobile number.'), and the verification never completes on its own, only by the code or POST /__mocks/verification/complete.`,
    build(catalog, now) {
      const account = personas.visitor.build(catalog, now);
      account.verification = {
        kind: 'change_mobile_number',
        profileId: 'prf_guest',
        value: '+15125550199',
        token: VISITOR_PENDING_CODE,
        // Only the code (or the dev control) completes it: no number of polls does.
        pollsUntilVerified: Number.MAX_SAFE_INTEGER,
        pollingIntervalSeconds: 5,
        sentAt: at(now, -60_000),
      };
      return account;
    },
  },

  'amazon-billed': {
    title: 'Billed by Amazon',
    description:
      'Jordan pays for Airwave Core through Amazon: the account page says to manage payment with Amazon, offers \'Switch to Airwave billing\' (no saving at this price), and has no \'Cancel my subscription\' (Amazon-billed subscriptions are cancelled with Amazon).',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        biller: 'amazon',
        subscribedIds: ['airwave-argon'],
        nextBillDate: billTime(now, 15),
        updatedAt: at(now, -40 * DAY_MS),
      });
      return account;
    },
  },

  'plan-changed': {
    title: 'Plan change scheduled',
    description:
      'Jordan moved from Airwave Core down to Free Channels: Core and its lineup stay until the next bill date, when the change takes effect; the account page says \'Your plan changes to Free Channels on {date}.\'',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = { ...account.billing, pendingPlanChange: { productId: 'airwave-fast', effectiveDate: day(now, 12) } };
      return account;
    },
  },

  'addon-departing': {
    title: 'Add-on ending',
    description: 'Jordan removed MGM+ from Airwave Core: it stays until the next bill date; the account page says \'MGM+ ends on {date}.\' and the add-on can be taken back.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = { ...account.billing, subscribedIds: ['airwave-argon'], departingAddOns: { epix: billTime(now, 12) } };
      return account;
    },
  },

  removed: {
    title: 'Account removed',
    description: 'Jordan\'s account was removed last month: the account page says \'Your account was removed on {date}.\' with a way to contact support, and nothing plays.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        fsmState: 'deleted',
        removedAt: at(now, -30 * DAY_MS),
        lastServiceDate: day(now, -30),
        updatedAt: at(now, -30 * DAY_MS),
      });
      return account;
    },
  },

  'big-household': {
    title: 'Big household (profile cap, many devices)',
    description:
      'Jordan\'s Airwave Core household is at its profile cap: five profiles (Jordan, Sam, Kids, Alex, Grandma), so no more may be added. Nine devices are signed in, this browser among them, so the settings page shows three with Show More, and devices can be chosen (select all, some) and signed out. Smart TV link tokens: TV1234 (valid), TVUSED1 (already used), TVEXPIRED1 (expired).',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.profiles = [
        ...household(),
        { id: 'prf_alex', name: 'Alex', avatar: avatar('bear'), primary: false, loggedIn: false, email: 'alex.rivera@example.com', mobileNumber: null },
        { id: 'prf_grandma', name: 'Grandma', avatar: avatar('cat'), primary: false, loggedIn: false, email: null, mobileNumber: '+15125550199' },
      ];
      account.maxProfiles = account.profiles.length;
      const device = (deviceIdent: string, type: Device['type'], hoursAgo: number | null, profile: string | null, avatarName: string | null, place: string | null): Device => ({
        deviceIdent,
        type,
        lastWatch: hoursAgo === null ? null : at(now, -hoursAgo * HOUR_MS),
        profileAvatar: avatarName ? avatar(avatarName) : null,
        profileName: profile,
        lastUsedFromLocation: place,
        isCurrentDevice: false,
      });
      account.devices = [
        ...account.devices,
        device('firetv-5D0E7A11', 'firetv', 30, 'Kids', 'robot', 'Austin, TX'),
        device('samsungtv-C3B8F402', 'samsungtv', 52, 'Alex', 'bear', 'Round Rock, TX'),
        device('tvos-90AF2C6D', 'tvos', 7 * 24, 'Grandma', 'cat', 'Houston, TX'),
        device('androidtv-E14B7730', 'androidtv', 12 * 24, 'Sam', 'fox', 'Austin, TX'),
        device('lgtv-7B2D9E05', 'lgtv', null, null, null, null),
      ];
      return account;
    },
  },
  deleted: {
    title: 'Account deleted (no date kept)',
    description:
      'Jordan asked for the account to be deleted and the billing system deleted it without keeping a removal date. A deleted account is the removed variant (first match wins), so the account page says \'Your account was removed.\' with a way to contact support, and nothing plays.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        fsmState: 'deleted',
        lastServiceDate: day(now, -3),
        updatedAt: at(now, -3 * DAY_MS),
      });
      account.notifications = [];
      return account;
    },
  },

  'apple-billed': {
    title: 'Billed by Apple',
    description:
      'Jordan pays for Airwave Core through Apple (an in-app subscription on the iPhone). The account page says to manage payment with Apple and offers \'Switch to Airwave billing\'; \'Cancel my subscription\' first warns that Apple manages the subscription.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        biller: 'apple',
        subscribedIds: ['airwave-argon'],
        nextBillDate: billTime(now, 20),
        updatedAt: at(now, -10 * DAY_MS),
      });
      return account;
    },
  },

  'legacy-plan': {
    title: 'Airwave Legacy plan',
    description:
      'Jordan still pays for Airwave Legacy ($24.99), a plan no longer offered, with a Visa ending 4242. \'Cancel my subscription\' first says that the Legacy plan cannot be had again later; continuing opens the survey.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        subscribedIds: ['airwave-2021'],
        paymentMethod: visaCard(),
        nextBillDate: billTime(now, 9),
        updatedAt: at(now, -21 * DAY_MS),
        billingEvents: invoices(now, 3, 21, 'Airwave Legacy', 2499, 7719),
      });
      return account;
    },
  },

  'sponsored-deactivated': {
    title: 'Sponsored, then deactivated',
    description:
      'Acme Telecom stopped sponsoring Jordan\'s Airwave Core, so the subscription has ended. The account page shows the sponsor text and offers \'Switch to Airwave billing\'; nothing plays until Jordan subscribes.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        fsmState: 'deactivated',
        biller: 'unbilled',
        sponsor: { name: 'Acme Telecom', url: null },
        lastServiceDate: day(now, -6),
        updatedAt: at(now, -6 * DAY_MS),
      });
      account.notifications = [];
      account.recentShowIds = [];
      account.progress = {};
      return account;
    },
  },

  'support-agent': {
    title: 'Support agent (embedded view)',
    description:
      'Jordan watches Free Channels and has never been billed (no biller, no payment method), and Airwave support looks at the account the way agents do, inside the support tool\'s frame (open it with ?view=embedded). There the account page also offers \'Add payment without subscribing\', which opens the payment method edit; outside the frame it does not show.',
    build(catalog, now) {
      const account = regularCore(catalog, now);
      account.billing = billing(now, {
        fsmState: 'curious',
        biller: 'unbilled',
        subscribedIds: ['airwave-fast'],
        fastPlanState: 'ENROLLED',
        updatedAt: at(now, -4 * DAY_MS),
      });
      account.notifications = [];
      return account;
    },
  },
};

export function isPersonaId(value: unknown): value is PersonaId {
  return typeof value === 'string' && Object.hasOwn(personas, value);
}
