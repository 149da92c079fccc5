/**
 * Tiles: what a tile group lists (TileRef, one small record per item) and the contract `Tile` built from it
 * on demand with the world's catalog, account and clock. Tile ids are `tile:{itemKey}`; the same item key
 * always yields the same fields, so a normalized cache can share a tile between groups.
 */
import type {
  FavoriteButton,
  Hero,
  HeroType,
  PlayButton,
  PlayStatusIndicator,
  PlayableAssetType,
  PlaybackRequest,
  Rating,
  SaveButton,
  Tile,
  TileBehavior,
  TileKind,
} from '../../generated/graphql/schema.ts';
import { hasContentAccess } from '../db/access.ts';
import { heroHasPreviewVideo, previewVideoPath } from '../media/preview-video.ts';
import type { CatalogShow } from '../db/world.ts';
import {
  airingAsset,
  assetFlags,
  channelAsset,
  episodeAsset,
  liveProgress,
  NO_ASSET,
  reportedAssetType,
  showAsset,
  showHasUpcoming,
  showingsCount,
  vodAsset,
  type AssetFlags,
  type AssetView,
} from './assets.ts';
import { currentBroadcast } from './catalog-index.ts';
import { nowMs, type GraphQLContext } from './context.ts';
import {
  channelById,
  clickAction,
  collectionGroupModel,
  collectionModel,
  episodeById,
  indexOf,
  IN_PLAN,
  planView,
  routes,
  showById,
  type PlanView,
} from './entities.ts';
import { formatRunTime, formatStartTime, isoTime, seasonEpisodeText } from './format.ts';
import { channelImage, image, imagePaths, showImage } from './images.ts';
import { HOME_PATH } from '../../common/links.ts';

export type TileRef =
  | { t: 'channel'; channelId: string; search?: boolean }
  | { t: 'airing'; broadcastId: string; guide?: boolean }
  | { t: 'vod'; vodId: string }
  | { t: 'show'; showId: string }
  | { t: 'episode'; episodeId: string }
  | { t: 'kw'; showId: string }
  | { t: 'hero'; heroId: string }
  | { t: 'collection'; collectionId: string }
  | { t: 'collectionGroup'; collectionGroupId: string }
  | { t: 'showings'; showId: string };

/** A stable key per item (cursors and tile ids are made from it). */
export function tileKey(ref: TileRef): string {
  switch (ref.t) {
    case 'channel':
      return `${ref.search ? 'chs' : 'ch'}:${ref.channelId}`;
    case 'airing':
      return `${ref.guide ? 'g' : 'a'}:${ref.broadcastId}`;
    case 'vod':
      return `v:${ref.vodId}`;
    case 'show':
      return `s:${ref.showId}`;
    case 'episode':
      return `e:${ref.episodeId}`;
    case 'kw':
      return `kw:${ref.showId}`;
    case 'hero':
      return `h:${ref.heroId}`;
    case 'collection':
      return `c:${ref.collectionId}`;
    case 'collectionGroup':
      return `cg:${ref.collectionGroupId}`;
    case 'showings':
      return `sw:${ref.showId}`;
  }
}

export function tileId(ref: TileRef): string {
  return `tile:${tileKey(ref)}`;
}

/** Everything a tile shows, before it becomes a contract Tile. */
export interface TileSubject {
  kind: TileKind;
  /** Browse-level type of the item (used when nothing is playable, and in PLAY click actions). */
  browseType: PlayableAssetType;
  title: string | null;
  subtitle: string | null;
  description: string | null;
  longDescription: string | null;
  imagePath: string | null;
  channelId: string | null;
  showId: string | null;
  episodeId: string | null;
  asset: AssetView;
  behaviors: TileBehavior[];
  path: string | null;
  show: CatalogShow | null;
}

/** A subject with nothing but its kind: every subject has the same fields in the same order (one shape for tileModel to read). */
function emptySubject(kind: TileKind, browseType: PlayableAssetType): TileSubject {
  return {
    kind,
    browseType,
    title: null,
    subtitle: null,
    description: null,
    longDescription: null,
    imagePath: null,
    channelId: null,
    showId: null,
    episodeId: null,
    asset: NO_ASSET,
    behaviors: [],
    path: null,
    show: null,
  };
}

function episodeSubtitle(ctx: GraphQLContext, episodeId: string | null): string | null {
  const episode = episodeId ? indexOf(ctx).episodes.get(episodeId) : undefined;
  return episode ? `${seasonEpisodeText(episode.seasonNum, episode.episodeNum)} ${episode.title}` : null;
}

function showSubtitle(show: CatalogShow): string {
  if (show.type === 'MOVIE') return [show.releaseYear, show.rating.value].filter((part) => part !== null).join(' · ');
  return `${show.seasons} Season${show.seasons === 1 ? '' : 's'}`;
}

/** The subject of a tile that plays (or will play) an asset of a show or episode. */
function assetSubject(
  ctx: GraphQLContext,
  kind: TileKind,
  browseType: PlayableAssetType,
  asset: AssetView,
  showId: string,
  episodeId: string | null,
  channelId: string | null,
): TileSubject {
  const index = indexOf(ctx);
  const show = index.shows.get(showId) ?? null;
  const episode = episodeId ? index.episodes.get(episodeId) : undefined;
  const subject = emptySubject(kind, browseType);
  subject.title = show?.title ?? null;
  subject.subtitle = episodeSubtitle(ctx, episodeId) ?? (show ? showSubtitle(show) : null);
  subject.description = episode?.description ?? show?.description ?? null;
  subject.longDescription = show?.longDescription ?? null;
  subject.imagePath = episodeId ? imagePaths.episode(episodeId) : imagePaths.show(showId, 'iconic');
  subject.channelId = channelId ?? show?.channelId ?? null;
  subject.showId = showId;
  subject.episodeId = episodeId;
  subject.asset = asset;
  subject.show = show;
  subject.path = episodeId ? routes.episode(episodeId) : routes.show(showId);
  return subject;
}

export function tileSubject(ctx: GraphQLContext, ref: TileRef): TileSubject | null {
  const index = indexOf(ctx);
  const now = nowMs(ctx);
  switch (ref.t) {
    case 'channel': {
      const channel = index.channels.get(ref.channelId);
      if (!channel) return null;
      const asset = channelAsset(index, channel.channelId, now);
      const airingShow = asset.broadcast ? index.shows.get(asset.broadcast.broadcast.showId) : undefined;
      const subject = emptySubject('CHANNEL', 'CHANNEL');
      subject.title = channel.displayName;
      subject.subtitle = airingShow ? `Now: ${airingShow.title}` : null;
      subject.description = `${channel.displayName} · ${channel.genre}`;
      subject.imagePath = imagePaths.channel(channel.channelId, 'large-white');
      subject.channelId = channel.channelId;
      subject.asset = asset;
      subject.behaviors = ['ENABLE_CHANNEL_LOGO_ON_BLUR', 'ENABLE_START_AT_LIVE_PREF'];
      subject.path = routes.channel(channel.channelId);
      return subject;
    }
    case 'airing': {
      const timed = index.broadcasts.get(ref.broadcastId);
      if (!timed) return null;
      const { broadcast } = timed;
      const asset = airingAsset(ctx.world, index, timed, now);
      const flags = assetFlags(asset, now);
      const subject = assetSubject(ctx, ref.guide ? 'GUIDE' : 'PLAYABLE', ref.guide ? 'GUIDE' : 'BROADCAST', asset, broadcast.showId, broadcast.episodeId, broadcast.channelId);
      subject.behaviors = flags.isLive ? ['ENABLE_START_AT_LIVE_PREF'] : [];
      subject.path = routes.presentation(broadcast.broadcastId);
      return subject;
    }
    case 'vod': {
      const timed = index.vod.get(ref.vodId);
      if (!timed) return null;
      return assetSubject(ctx, 'PLAYABLE', 'VOD', vodAsset(index, timed), timed.vod.showId, timed.vod.episodeId, null);
    }
    case 'episode': {
      const episode = index.episodes.get(ref.episodeId);
      if (!episode) return null;
      const asset = episodeAsset(ctx.world, index, episode.episodeId, now);
      return assetSubject(ctx, 'PLAYABLE', 'PLAYABLE', asset, episode.showId, episode.episodeId, asset.broadcast?.broadcast.channelId ?? null);
    }
    case 'show':
    case 'kw': {
      const show = index.shows.get(ref.showId);
      if (!show) return null;
      const kw = ref.t === 'kw';
      const asset = showAsset(ctx.world, index, show.showId, now, kw);
      const episodeId = asset.broadcast?.broadcast.episodeId ?? asset.vod?.vod.episodeId ?? null;
      const subject = assetSubject(
        ctx,
        kw ? 'PLAYABLE' : 'SHOW',
        kw ? 'PLAYABLE' : 'SHOW',
        asset,
        show.showId,
        kw ? episodeId : null,
        asset.broadcast?.broadcast.channelId ?? null,
      );
      subject.subtitle = kw ? (episodeSubtitle(ctx, episodeId) ?? showSubtitle(show)) : showSubtitle(show);
      subject.imagePath = imagePaths.show(show.showId, kw ? 'iconic' : 'vertical');
      subject.behaviors = kw ? ['ENABLE_KW_REMOVE'] : [];
      subject.path = routes.show(show.showId);
      return subject;
    }
    case 'showings': {
      const show = index.shows.get(ref.showId);
      if (!show) return null;
      const count = showingsCount(index, show.showId, now);
      const subject = emptySubject('SHOWINGS', 'SHOWINGS');
      subject.title = show.title;
      subject.subtitle = `${count} showing${count === 1 ? '' : 's'}`;
      subject.description = show.description;
      subject.imagePath = imagePaths.show(show.showId, 'iconic');
      subject.channelId = show.channelId;
      subject.showId = show.showId;
      subject.show = show;
      subject.path = routes.show(show.showId);
      return subject;
    }
    case 'hero': {
      const hero = index.heroes.get(ref.heroId);
      if (!hero) return null;
      const target = hero.target;
      if (target.kind === 'show') {
        const show = index.shows.get(target.showId);
        if (!show) return null;
        const asset = showAsset(ctx.world, index, show.showId, now);
        const subject = assetSubject(ctx, 'HERO', 'HERO', asset, show.showId, null, asset.broadcast?.broadcast.channelId ?? null);
        subject.subtitle = showSubtitle(show);
        subject.imagePath = imagePaths.hero(hero.heroId);
        subject.path = routes.show(show.showId);
        return subject;
      }
      if (target.kind === 'channel') {
        const channel = index.channels.get(target.channelId);
        if (!channel) return null;
        const subject = emptySubject('HERO', 'HERO');
        subject.title = channel.displayName;
        subject.subtitle = channel.genre;
        subject.description = `Watch ${channel.displayName} live.`;
        subject.imagePath = imagePaths.hero(hero.heroId);
        subject.channelId = channel.channelId;
        subject.asset = channelAsset(index, channel.channelId, now);
        subject.path = routes.channel(channel.channelId);
        return subject;
      }
      const collection = index.collections.get(target.collectionId);
      if (!collection) return null;
      const subject = emptySubject('HERO', 'HERO');
      subject.title = collection.title;
      subject.description = collection.description;
      subject.imagePath = imagePaths.hero(hero.heroId);
      subject.path = routes.collection(collection.collectionId);
      return subject;
    }
    case 'collection': {
      const collection = index.collections.get(ref.collectionId);
      if (!collection) return null;
      const subject = emptySubject('COLLECTION', 'COLLECTION');
      subject.title = collection.title;
      subject.description = collection.description;
      subject.imagePath = imagePaths.collection(collection.collectionId);
      subject.path = routes.collection(collection.collectionId);
      return subject;
    }
    case 'collectionGroup': {
      const group = index.collectionGroups.get(ref.collectionGroupId);
      if (!group) return null;
      const subject = emptySubject('COLLECTION_GROUP', 'COLLECTION');
      subject.title = group.title;
      subject.description = group.description;
      subject.imagePath = imagePaths.collectionGroup(group.collectionGroupId, 'tile');
      subject.path = routes.collectionGroup(group.collectionGroupId);
      return subject;
    }
  }
}

/** Whether a ref's content is in the user's plan (for the OUT_OF_PLAN_CONTENT filter). */
export function refInPlan(ctx: GraphQLContext, ref: TileRef): boolean {
  const index = indexOf(ctx);
  switch (ref.t) {
    case 'channel':
      return planView(ctx, ref.channelId).isInPlan;
    case 'airing':
      return planView(ctx, index.broadcasts.get(ref.broadcastId)?.broadcast.channelId).isInPlan;
    case 'vod':
      return planView(ctx, index.shows.get(index.vod.get(ref.vodId)?.vod.showId ?? '')?.channelId).isInPlan;
    case 'show':
    case 'kw':
    case 'showings':
      return planView(ctx, index.shows.get(ref.showId)?.channelId).isInPlan;
    case 'episode':
      return planView(ctx, index.shows.get(index.episodes.get(ref.episodeId)?.showId ?? '')?.channelId).isInPlan;
    case 'hero': {
      const target = index.heroes.get(ref.heroId)?.target;
      if (target?.kind === 'show') return planView(ctx, index.shows.get(target.showId)?.channelId).isInPlan;
      if (target?.kind === 'channel') return planView(ctx, target.channelId).isInPlan;
      return true;
    }
    default:
      return true;
  }
}

// ---------------------------------------------------------------------------------------------------
// Buttons
// ---------------------------------------------------------------------------------------------------

export function progressOf(ctx: GraphQLContext, asset: AssetView): number | null {
  if (!asset.assetId || (asset.manifestAssetType !== 'VOD' && asset.manifestAssetType !== 'RECORDING')) return null;
  return ctx.world.account.progress[asset.assetId] ?? 0;
}

export function isWatched(ctx: GraphQLContext, asset: AssetView): boolean {
  return (progressOf(ctx, asset) ?? 0) >= 95;
}

export function playbackRequest(subject: TileSubject, tileGroupId: string | null): PlaybackRequest | null {
  const { asset } = subject;
  if (!asset.assetId || !asset.manifestAssetType) return null;
  return {
    __typename: 'PlaybackRequest',
    assetId: asset.assetId,
    playableAssetType: subject.browseType,
    manifestAssetType: asset.manifestAssetType,
    manifestAssetId: asset.assetId,
    tileGroupId,
    startAtLiveOverride: null,
  };
}

/**
 * The play button rule: Play/Resume only with content access, in plan and playable;
 * 'Watched' (disabled) when watched and unplayable; 'This content is unplayable' (disabled) otherwise; a
 * playable item outside the plan (or without content access) with products to buy gets Upgrade; no
 * products to offer hides the button (null).
 */
export function playButton(
  ctx: GraphQLContext,
  subject: TileSubject,
  flags: AssetFlags,
  plan: PlanView,
  tileGroupId: string | null,
): PlayButton | null {
  const access = hasContentAccess(ctx.world.account, ctx.world.catalog, ctx.world.clock.now());
  const title = subject.title ?? 'this title';
  if (!plan.isInPlan || !access) {
    if (!flags.isPlayable) return null;
    if (plan.isInPlan === false && plan.notInPlanProducts.length === 0) return null;
    return {
      __typename: 'PlayButton',
      label: 'Upgrade',
      accessibilityText: `Upgrade to watch ${title}`,
      playStatusIndicatorIcon: 'UPGRADE',
      onClickAction: clickAction('UPGRADE', { url: routes.account }),
    };
  }
  const watched = isWatched(ctx, subject.asset);
  if (flags.isPlayable) {
    const resume = (progressOf(ctx, subject.asset) ?? 0) > 0 && !watched;
    return {
      __typename: 'PlayButton',
      label: resume ? 'Resume' : 'Play',
      accessibilityText: `${resume ? 'Resume' : 'Play'} ${title}`,
      playStatusIndicatorIcon: resume ? 'RESUME' : 'PLAY',
      onClickAction: clickAction('PLAY', { playback: playbackRequest(subject, tileGroupId) }),
    };
  }
  if (watched) {
    return {
      __typename: 'PlayButton',
      label: 'Watched',
      accessibilityText: 'This content is unplayable',
      playStatusIndicatorIcon: 'WATCHED',
      onClickAction: null,
    };
  }
  return {
    __typename: 'PlayButton',
    label: 'This content is unplayable',
    accessibilityText: 'This content is unplayable',
    playStatusIndicatorIcon: 'UNPLAYABLE',
    onClickAction: null,
  };
}

export function playStatusIndicator(ctx: GraphQLContext, subject: TileSubject, flags: AssetFlags): PlayStatusIndicator {
  if (flags.isLive) {
    return {
      __typename: 'PlayStatusIndicator',
      isWatched: false,
      percentageCompleted: liveProgress(subject.asset, nowMs(ctx)),
      percentageType: 'AIRED',
    };
  }
  return {
    __typename: 'PlayStatusIndicator',
    isWatched: isWatched(ctx, subject.asset),
    percentageCompleted: Math.min(100, progressOf(ctx, subject.asset) ?? 0),
    percentageType: 'WATCHED',
  };
}

export function saveButton(ctx: GraphQLContext, showId: string | null): SaveButton {
  const followed = showId !== null && ctx.world.account.followedShowIds.includes(showId);
  return {
    __typename: 'SaveButton',
    state: showId === null ? 'HIDDEN' : followed ? 'FOLLOWED' : 'UNFOLLOWED',
    labels: { __typename: 'SaveButtonLabels', save: 'Save', saved: 'Saved', unsave: 'Unsave', error: 'Try Again' },
    // Icons are not modelled by the world: the schema mocks fill the fields of this object.
    icons: { __typename: 'SaveButtonIcons' },
    onClickAction: showId === null ? null : clickAction(followed ? 'UNFOLLOW' : 'FOLLOW'),
  };
}

export function favoriteButton(ctx: GraphQLContext, channelId: string | null): FavoriteButton {
  if (channelId === null) return { __typename: 'FavoriteButton', state: 'HIDDEN', onClickAction: null };
  const favorite = ctx.world.account.favoriteChannelIds.includes(channelId);
  return {
    __typename: 'FavoriteButton',
    state: favorite ? 'FAVORITED' : 'UNFAVORITED',
    onClickAction: clickAction(favorite ? 'UNFAVORITE' : 'FAVORITE'),
  };
}

// ---------------------------------------------------------------------------------------------------
// Tiles
// ---------------------------------------------------------------------------------------------------

function ratingsOf(show: CatalogShow | null): Rating[] {
  return show ? [{ __typename: 'Rating', classification: show.rating.classification, value: show.rating.value }] : [];
}

/** A hero's preview video (mocks/media/preview-video.ts), absolute on the request's origin; null when it has none. */
function heroPreviewURL(ctx: GraphQLContext, heroId: string): string | null {
  const hero = indexOf(ctx).heroes.get(heroId);
  return hero && heroHasPreviewVideo(hero) ? `${ctx.origin}${previewVideoPath(heroId)}` : null;
}

function heroOf(ctx: GraphQLContext, ref: Extract<TileRef, { t: 'hero' }>, subject: TileSubject, flags: AssetFlags, plan: PlanView, tileGroupId: string | null): Hero | null {
  const hero = indexOf(ctx).heroes.get(ref.heroId);
  if (!hero) return null;
  const target = hero.target;
  const type: HeroType = target.kind === 'show' ? 'SHOW' : target.kind === 'channel' ? 'CHANNEL' : 'COLLECTION';
  const show = subject.show;
  const metadata = show
    ? [
        show.type === 'MOVIE' && show.releaseYear !== null ? String(show.releaseYear) : `${show.seasons} Season${show.seasons === 1 ? '' : 's'}`,
        show.rating.value,
        ...(show.type === 'MOVIE' ? [formatRunTime(show.runTimeSeconds)] : []),
        show.genres[0] ?? null,
      ].filter((item): item is string => item !== null && item !== '')
    : [];
  const hasPlay = target.kind !== 'collection' && flags.hasPlayable;
  const channelId = target.kind === 'channel' ? target.channelId : (subject.channelId ?? null);
  const url = subject.path ?? HOME_PATH;
  return {
    __typename: 'Hero',
    type,
    shouldHaveFavoriteChannelButton: target.kind === 'channel',
    shouldHavePlayButton: hasPlay,
    shouldHaveSaveShowButton: target.kind === 'show',
    navigationAction: {
      __typename: 'NavigationAction',
      label: target.kind === 'show' ? 'More Info' : target.kind === 'channel' ? 'Go to Channel' : 'Explore',
      iconURL: null,
      url,
    },
    image: subject.imagePath ? image(ctx.origin, subject.imagePath, 'hero') : null,
    titleAsText: subject.title,
    titleAsImage: target.kind === 'show' ? showImage(ctx.origin, target.showId, 'title') : null,
    secondaryText: subject.description,
    metadata,
    isNew: subject.asset.isNew,
    recordedTagLabel: flags.isDVR ? 'Recorded' : null,
    categoryTitle: hero.categoryTitle,
    accessibilityText: `${hero.categoryTitle}: ${subject.title ?? ''}`,
    playStatusIndicator: hasPlay ? playStatusIndicator(ctx, subject, flags) : null,
    playButton: hasPlay ? playButton(ctx, subject, flags, plan, tileGroupId) : null,
    saveButton: target.kind === 'show' ? saveButton(ctx, target.showId) : null,
    favoriteButton: target.kind === 'channel' ? favoriteButton(ctx, target.channelId) : null,
    channelLogo: channelId ? channelImage(ctx.origin, channelId, 'small-white') : null,
    // recordedTagIcon, categoryIconURL: icons are not modelled by the world; the schema mocks fill them.
  };
}

/** The contract Tile for a ref (null when the ref no longer resolves). */
export function tileModel(ctx: GraphQLContext, ref: TileRef, tileGroupId: string | null = null): Tile | null {
  const subject = tileSubject(ctx, ref);
  if (!subject) return null;
  const now = nowMs(ctx);
  const index = indexOf(ctx);
  const { asset } = subject;
  const flags = assetFlags(asset, now);
  const plan = ref.t === 'collection' || ref.t === 'collectionGroup' ? IN_PLAN : planView(ctx, subject.channelId);
  const show = subject.show;
  const progress = progressOf(ctx, asset);
  const airing = asset.airingTime;
  const searchChannel = ref.t === 'channel' && ref.search === true;
  const channel = index.channels.get(subject.channelId ?? '');
  const duration = asset.durationSeconds ?? show?.runTimeSeconds ?? null;
  const title = subject.title ?? '';
  return {
    __typename: 'Tile',
    id: tileId(ref),
    kind: subject.kind,
    style: ref.t === 'hero' ? 'PROMOTION' : 'STANDARD',
    title: subject.title,
    subtitle: subject.subtitle,
    description: subject.description,
    longDescription: subject.longDescription ?? subject.description,
    header: null,
    image: subject.imagePath ? image(ctx.origin, subject.imagePath, ref.t === 'channel' ? 'logo' : ref.t === 'show' ? 'vertical' : 'wide') : null,
    behaviors: subject.behaviors,
    analytics: { __typename: 'TileAnalytics', analyticsId: tileKey(ref) },
    accessibility: {
      __typename: 'TileAccessibility',
      descriptiveText: [title, subject.subtitle, flags.isLive ? 'Live' : null].filter(Boolean).join(', '),
    },
    universalURL: subject.path ? `${ctx.origin}${subject.path}` : null,
    newForUser: asset.isNew,
    isInPlan: plan.isInPlan,
    notInPlanProducts: plan.notInPlanProducts,
    hasPlayable: flags.hasPlayable,
    hasUpcoming: subject.showId ? showHasUpcoming(index, subject.showId, now) : ref.t === 'channel',
    isBlackout: flags.isBlackout,
    isDVR: flags.isDVR,
    isLive: flags.isLive,
    isMovie: show?.type === 'MOVIE',
    isUpcoming: flags.isUpcoming,
    isLookback: flags.isLookback,
    isVOD: flags.isVOD,
    isWatched: isWatched(ctx, asset),
    playableAssetId: asset.assetId,
    playableAssetType: reportedAssetType(asset, subject.browseType),
    playbackPercentage: flags.isLive ? null : progress,
    playableQuality: flags.hasPlayable ? 'HD' : null,
    previewURL: ref.t === 'hero' ? heroPreviewURL(ctx, ref.heroId) : null,
    airingTime: airing !== null ? isoTime(airing) : null,
    availabilityStartsAt: asset.startsAt !== null ? isoTime(asset.startsAt) : null,
    availabilityEndsAt: asset.endsAt !== null ? isoTime(asset.endsAt) : null,
    durationInSeconds: duration,
    formattedStartTime: airing !== null ? formatStartTime(airing, now) : null,
    formattedRunTime: formatRunTime(duration),
    ratings: ratingsOf(show),
    genres: show?.genres ?? (channel ? [channel.genre] : []),
    show: ref.t === 'collection' || ref.t === 'collectionGroup' ? null : showById(ctx, subject.showId),
    channel: ref.t === 'collection' || ref.t === 'collectionGroup' ? null : channelById(ctx, subject.channelId),
    episode: episodeById(ctx, subject.episodeId),
    playableEpisode: asset.assetId === null || asset.manifestAssetType === 'CHANNEL' ? null : episodeById(ctx, asset.broadcast?.broadcast.episodeId ?? asset.vod?.vod.episodeId),
    hero: ref.t === 'hero' ? heroOf(ctx, ref, subject, flags, plan, tileGroupId) : null,
    collection: ref.t === 'collection' ? collectionOf(ctx, ref.collectionId) : null,
    collectionGroup: ref.t === 'collectionGroup' ? collectionGroupOf(ctx, ref.collectionGroupId) : null,
    icon: searchChannel && channel ? channelImage(ctx.origin, channel.channelId, 'small') : null,
    accessibilityText: searchChannel && channel ? `${channel.displayName}, channel ${channel.number}` : null,
    showingsCount: ref.t === 'showings' ? showingsCount(index, ref.showId, now) : null,
  };
}

function collectionOf(ctx: GraphQLContext, collectionId: string) {
  const collection = indexOf(ctx).collections.get(collectionId);
  return collection ? collectionModel(ctx, collection) : null;
}

function collectionGroupOf(ctx: GraphQLContext, collectionGroupId: string) {
  const group = indexOf(ctx).collectionGroups.get(collectionGroupId);
  return group ? collectionGroupModel(ctx, group) : null;
}

/** The PLAYABLE tile of a channel's current airing (Channel.currentBroadcast). */
export function currentBroadcastTile(ctx: GraphQLContext, channelId: string): Tile | null {
  const current = currentBroadcast(indexOf(ctx), channelId, nowMs(ctx));
  return current ? tileModel(ctx, { t: 'airing', broadcastId: current.broadcast.broadcastId }) : null;
}

/** A show's canonical tile ref (for showTileId) and a channel's (for channelTileId). */
export const canonicalTileId = {
  show: (showId: string) => tileId({ t: 'show', showId }),
  channel: (channelId: string) => tileId({ t: 'channel', channelId }),
};

