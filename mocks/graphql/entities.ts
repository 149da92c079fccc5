/**
 * Catalog entities as contract objects (Channel, Show, Episode, Collection, CollectionGroup, products) and
 * the small shared shapes (links, click actions). Per-user fields (isFavorite, hasFollow, upgrade buttons)
 * come from the account at the time of the request, so every page shows the same state.
 */
import type {
  Channel,
  ClickAction,
  ClickActionType,
  Collection,
  CollectionGroup,
  Episode,
  Link,
  NotInPlanProduct,
  PageType,
  Show,
  UpgradeButton,
} from '../../generated/graphql/schema.ts';
import {
  ACCOUNT_PATH,
  channelPath,
  collectionGroupPath,
  collectionPath,
  episodePath,
  playerPath,
  presentationPath,
  showPath,
} from '../../common/links.ts';
import { PRODUCT_NAME } from '../../common/product.ts';
import { channelPlanAccess, hasPaidPlan, CORE_PLAN_ID } from '../db/access.ts';
import type { Catalog, CatalogChannel, CatalogCollection, CatalogCollectionGroup, CatalogEpisode, CatalogShow } from '../db/world.ts';
import { catalogIndex, type CatalogIndex } from './catalog-index.ts';
import type { GraphQLContext } from './context.ts';
import { toDateTime } from './format.ts';
import { absoluteUrl, channelImage, image, imagePaths, showImage } from './images.ts';

export function indexOf(ctx: GraphQLContext): CatalogIndex {
  return catalogIndex(ctx.world.catalog);
}

/** In-app routes, by the app's own URL rules (common/links.ts). */
export const routes = {
  show: (showId: string) => showPath(showId),
  channel: channelPath,
  episode: episodePath,
  presentation: presentationPath,
  collection: (collectionId: string) => collectionPath(collectionId),
  collectionGroup: collectionGroupPath,
  player: playerPath,
  account: ACCOUNT_PATH,
};

export function link(type: PageType, typeId: string | null, extra: Partial<Pick<Link, 'filter' | 'filterId' | 'sorterId'>> = {}): Link {
  return {
    __typename: 'Link',
    type,
    typeId,
    filter: extra.filter ?? null,
    filterId: extra.filterId ?? null,
    sorterId: extra.sorterId ?? null,
  };
}

export function clickAction(type: ClickActionType, parts: Partial<Omit<ClickAction, '__typename' | 'type'>> = {}): ClickAction {
  return {
    __typename: 'ClickAction',
    type,
    link: parts.link ?? null,
    url: parts.url ?? null,
    playback: parts.playback ?? null,
    postAddOnURL: parts.postAddOnURL ?? null,
  };
}

export function navigate(target: Link): ClickAction {
  return clickAction('NAVIGATE', { link: target });
}

/** An Upgrade button to the account's plans, naming the products that unlock what it upgrades to (preselected there). */
export function upgradeButton(postAddOnURL: string | null, notInPlanProducts: NotInPlanProduct[]): UpgradeButton {
  return {
    __typename: 'UpgradeButton',
    label: 'Upgrade',
    onClickAction: clickAction('UPGRADE', { url: routes.account, postAddOnURL }),
    notInPlanProducts,
  };
}

/** Origins whose catalog parts are kept per catalog (a client may send any Host: the newest few stay). */
const PART_ORIGINS = 4;
const catalogParts = new WeakMap<Catalog, Map<string, Map<string, object>>>();

/**
 * What the catalog and the request's origin alone decide about an entity (names, image and share URLs),
 * made once per catalog and origin and shared, frozen, by every answer; the account's part (Channel.isFavorite,
 * Show.hasFollow) is added per request. The catalog never changes (scenarios/create-world.ts freezes it).
 */
function catalogPart<T extends object>(ctx: GraphQLContext, key: string, make: () => T): Readonly<T> {
  let byOrigin = catalogParts.get(ctx.world.catalog);
  if (!byOrigin) {
    byOrigin = new Map();
    catalogParts.set(ctx.world.catalog, byOrigin);
  }
  let parts = byOrigin.get(ctx.origin);
  if (!parts) {
    parts = new Map();
    byOrigin.set(ctx.origin, parts);
    for (const origin of byOrigin.keys()) {
      if (byOrigin.size <= PART_ORIGINS) break;
      byOrigin.delete(origin);
    }
  }
  let part = parts.get(key) as T | undefined;
  if (!part) {
    part = deepFreeze(make());
    parts.set(key, part);
  }
  return part;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return value;
}

export function channelModel(ctx: GraphQLContext, channel: CatalogChannel): Channel {
  return { ...channelPart(ctx, channel), isFavorite: ctx.world.account.favoriteChannelIds.includes(channel.channelId) };
}

function channelPart(ctx: GraphQLContext, channel: CatalogChannel): Omit<Channel, 'isFavorite'> {
  const { origin } = ctx;
  return catalogPart(ctx, `channel:${channel.channelId}`, () => ({
    __typename: 'Channel',
    id: `channel:${channel.channelId}`,
    channelId: channel.channelId,
    displayName: channel.displayName,
    callsign: channel.callsign,
    name: channel.displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    isActive: channel.isActive,
    isAddOn: channel.addOnId !== null,
    isFastViewable: channel.isFastViewable,
    isSynthetic: false,
    images: {
      __typename: 'ChannelImages',
      smallWhite: channelImage(origin, channel.channelId, 'small-white'),
      small: channelImage(origin, channel.channelId, 'small'),
      smallDark: channelImage(origin, channel.channelId, 'small-dark'),
      largeWhite: channelImage(origin, channel.channelId, 'large-white'),
    },
    shareURL: `${origin}${routes.channel(channel.channelId)}`,
    // currentBroadcast: resolved on demand (Channel.currentBroadcast).
  }));
}

export function channelById(ctx: GraphQLContext, channelId: string | null | undefined): Channel | null {
  const channel = channelId ? indexOf(ctx).channels.get(channelId) : undefined;
  return channel ? channelModel(ctx, channel) : null;
}

function rgb(color: string): { r: number; g: number; b: number } | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return null;
  return { r: parseInt(match[1] ?? '0', 16), g: parseInt(match[2] ?? '0', 16), b: parseInt(match[3] ?? '0', 16) };
}

export function showModel(ctx: GraphQLContext, show: CatalogShow): Show {
  return { ...showPart(ctx, show), hasFollow: ctx.world.account.followedShowIds.includes(show.showId) };
}

function showPart(ctx: GraphQLContext, show: CatalogShow): Omit<Show, 'hasFollow'> {
  return catalogPart(ctx, `show:${show.showId}`, () => {
    const { origin } = ctx;
    const firstEpisode = indexOf(ctx).episodesByShow.get(show.showId)?.[0];
    const movie = show.type === 'MOVIE';
    const color = rgb(show.color);
    return {
      __typename: 'Show',
      id: `show:${show.showId}`,
      showId: show.showId,
      type: show.type,
      title: show.title,
      movieReleaseYear: movie ? show.releaseYear : null,
      movieRunTimeInSeconds: movie ? show.runTimeSeconds : null,
      originalAirDate: movie
        ? show.releaseYear !== null
          ? `${show.releaseYear}-01-01T00:00:00.000Z`
          : null
        : toDateTime(firstEpisode?.originalAirDate),
      images: {
        __typename: 'ShowImages',
        banner: showImage(origin, show.showId, 'banner'),
        iconic: showImage(origin, show.showId, 'iconic'),
        hero: showImage(origin, show.showId, 'hero'),
        template: showImage(origin, show.showId, 'template'),
        vertical: showImage(origin, show.showId, 'vertical'),
      },
      imageColorPalette: color ? { __typename: 'RGBColor', ...color } : null,
      shareURL: `${origin}${routes.show(show.showId)}`,
    };
  });
}

export function showById(ctx: GraphQLContext, showId: string | null | undefined): Show | null {
  const show = showId ? indexOf(ctx).shows.get(showId) : undefined;
  return show ? showModel(ctx, show) : null;
}

export function episodeModel(ctx: GraphQLContext, episode: CatalogEpisode): Episode {
  return catalogPart(ctx, `episode:${episode.episodeId}`, () => ({
    __typename: 'Episode',
    id: `episode:${episode.episodeId}`,
    episodeId: episode.episodeId,
    episodeNum: episode.episodeNum,
    seasonNum: episode.seasonNum,
    title: episode.title,
    originalAirDate: toDateTime(episode.originalAirDate),
    shareURL: `${ctx.origin}${routes.episode(episode.episodeId)}`,
  }));
}

export function episodeById(ctx: GraphQLContext, episodeId: string | null | undefined): Episode | null {
  const episode = episodeId ? indexOf(ctx).episodes.get(episodeId) : undefined;
  return episode ? episodeModel(ctx, episode) : null;
}

export function collectionModel(ctx: GraphQLContext, collection: CatalogCollection): Collection {
  return {
    __typename: 'Collection',
    id: `collection:${collection.collectionId}`,
    title: collection.title,
    link: link('SAVED', collection.collectionId),
    image: image(ctx.origin, imagePaths.collection(collection.collectionId)),
  };
}

/** The browse-core group offers an upgrade button to users without a paid plan: Core is what unlocks it. */
export function collectionGroupModel(ctx: GraphQLContext, group: CatalogCollectionGroup): CollectionGroup {
  const paid = hasPaidPlan(ctx.world.account, ctx.world.catalog);
  return {
    __typename: 'CollectionGroup',
    id: `collection-group:${group.collectionGroupId}`,
    title: group.title,
    description: group.description,
    tileImage: image(ctx.origin, imagePaths.collectionGroup(group.collectionGroupId, 'tile')),
    backdropImage: image(ctx.origin, imagePaths.collectionGroup(group.collectionGroupId, 'backdrop')),
    upgradeButton: group.isBrowseCore && !paid ? upgradeButton(null, [notInPlanProduct(ctx, CORE_PLAN_ID)]) : null,
    link: link('COLLECTION_GROUP', group.collectionGroupId),
  };
}

export function notInPlanProduct(ctx: GraphQLContext, productId: string): NotInPlanProduct {
  const product = indexOf(ctx).products.get(productId);
  const keyImage = product?.keyImage ? absoluteUrl(ctx.origin, product.keyImage) : imagePaths.product(productId);
  return {
    __typename: 'NotInPlanProduct',
    id: productId,
    displayName: product?.displayName ?? (productId === CORE_PLAN_ID ? `${PRODUCT_NAME} Core` : productId),
    keyImage: image(ctx.origin, keyImage, null),
  };
}

export interface PlanView {
  isInPlan: boolean;
  notInPlanProducts: NotInPlanProduct[];
}

export const IN_PLAN: PlanView = { isInPlan: true, notInPlanProducts: [] };

/** Tile.isInPlan / notInPlanProducts for content of a channel (no channel: in plan). */
export function planView(ctx: GraphQLContext, channelId: string | null | undefined): PlanView {
  const channel = channelId ? indexOf(ctx).channels.get(channelId) : undefined;
  if (!channel) return IN_PLAN;
  const access = channelPlanAccess(ctx.world.account, ctx.world.catalog, channel);
  return {
    isInPlan: access.inPlan,
    notInPlanProducts: access.unlockingProductIds.map((id) => notInPlanProduct(ctx, id)),
  };
}
