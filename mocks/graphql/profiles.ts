/**
 * Detail-page data: ShowProfile (show pages), EpisodeProfile (episode and presentation pages) and
 * ChannelProfile (channel pages), built from the same tile subject as the page's own tile so the page, its
 * tile and its profile agree.
 */
import type { ChannelProfile, EpisodeProfile, ProfileActions, ShowProfile } from '../../generated/graphql/schema.ts';
import { assetFlags } from './assets.ts';
import { nowMs, type GraphQLContext } from './context.ts';
import { channelById, clickAction, episodeById, indexOf, link, navigate, planView, routes } from './entities.ts';
import { formatRunTime, formatStartTime, isoTime, toDateTime } from './format.ts';
import { channelImage, showImage } from './images.ts';
import {
  canonicalTileId,
  favoriteButton,
  isWatched,
  playButton,
  playStatusIndicator,
  progressOf,
  saveButton,
  tileId,
  tileSubject,
  type TileRef,
} from './tiles.ts';

type DetailProfile = Omit<ShowProfile, '__typename'>;

function detail(ctx: GraphQLContext, ref: TileRef, idPrefix: string, episodePage: boolean): DetailProfile | null {
  const subject = tileSubject(ctx, ref);
  if (!subject || !subject.showId) return null;
  const index = indexOf(ctx);
  const now = nowMs(ctx);
  const show = index.shows.get(subject.showId);
  if (!show) return null;
  const episode = subject.episodeId ? index.episodes.get(subject.episodeId) : undefined;
  const flags = assetFlags(subject.asset, now);
  const plan = planView(ctx, subject.channelId);
  const asset = subject.asset;
  const shareURL = `${ctx.origin}${episode ? routes.episode(episode.episodeId) : routes.show(show.showId)}`;
  const duration = asset.durationSeconds ?? episode?.durationSeconds ?? show.runTimeSeconds;
  const actions: ProfileActions = {
    __typename: 'ProfileActions',
    moreOnChannel: subject.channelId ? navigate(link('CHANNEL', subject.channelId)) : null,
    favorite: subject.channelId ? favoriteButton(ctx, subject.channelId) : null,
    play: playButton(ctx, subject, flags, plan, null),
    playStatusIndicator: playStatusIndicator(ctx, subject, flags),
    removeFromKW: null,
    save: saveButton(ctx, show.showId),
    share: clickAction('SHARE', { url: shareURL }),
    seeAllEpisodes: episodePage && show.type === 'SHOW' ? navigate(link('SHOW', show.showId)) : null,
  };
  return {
    id: `${idPrefix}:${tileId(ref)}`,
    showId: show.showId,
    showTileId: canonicalTileId.show(show.showId),
    channelTileId: subject.channelId ? canonicalTileId.channel(subject.channelId) : null,
    title: show.title,
    subtitle: episode?.title ?? null,
    description: episode?.description ?? show.longDescription,
    episode: episodeById(ctx, subject.episodeId),
    channel: channelById(ctx, subject.channelId),
    ratings: [{ __typename: 'Rating', classification: show.rating.classification, value: show.rating.value }],
    hasFollow: ctx.world.account.followedShowIds.includes(show.showId),
    hasUpcoming: (index.broadcastsByShow.get(show.showId) ?? []).some((airing) => airing.start > now),
    isInPlan: plan.isInPlan,
    isLive: flags.isLive,
    isPlayable: flags.isPlayable,
    isWatched: isWatched(ctx, asset),
    isDVR: flags.isDVR,
    isVOD: flags.isVOD,
    isBlackout: flags.isBlackout,
    isLookback: flags.isLookback,
    isUpcoming: flags.isUpcoming,
    newForUser: asset.isNew,
    playbackPercentage: flags.isLive ? null : progressOf(ctx, asset),
    playbackURL: asset.assetId && asset.manifestAssetType ? routes.player(asset.manifestAssetType, asset.assetId) : null,
    shareURL,
    showProfileURL: routes.show(show.showId),
    availabilityStartsAt: asset.startsAt !== null ? isoTime(asset.startsAt) : null,
    availabilityEndsAt: asset.endsAt !== null ? isoTime(asset.endsAt) : null,
    formattedRunTime: formatRunTime(duration),
    formattedStartTime: asset.airingTime !== null ? formatStartTime(asset.airingTime, now) : null,
    originalAirDate: toDateTime(episode?.originalAirDate ?? (show.releaseYear !== null ? `${show.releaseYear}-01-01` : null)),
    playableAssetType: asset.manifestAssetType ?? subject.browseType,
    playableQuality: flags.hasPlayable ? 'HD' : null,
    primaryImage: showImage(ctx.origin, show.showId, 'hero'),
    largePreviewURL: null,
    notInPlanProducts: plan.notInPlanProducts,
    actions,
  };
}

export function showProfile(ctx: GraphQLContext, showId: string): ShowProfile | null {
  const profile = detail(ctx, { t: 'show', showId }, 'show-profile', false);
  return profile ? { __typename: 'ShowProfile', ...profile } : null;
}

export function episodeProfile(ctx: GraphQLContext, ref: TileRef): EpisodeProfile | null {
  const profile = detail(ctx, ref, 'episode-profile', true);
  return profile ? { __typename: 'EpisodeProfile', ...profile } : null;
}

export function channelProfile(ctx: GraphQLContext, channelId: string): ChannelProfile | null {
  const channel = channelById(ctx, channelId);
  const subject = tileSubject(ctx, { t: 'channel', channelId });
  if (!channel || !subject) return null;
  const flags = assetFlags(subject.asset, nowMs(ctx));
  const plan = planView(ctx, channelId);
  return {
    __typename: 'ChannelProfile',
    id: `channel-profile:${channelId}`,
    channelId,
    channelTileId: canonicalTileId.channel(channelId),
    title: channel.displayName,
    channel,
    image: channelImage(ctx.origin, channelId, 'large-white'),
    shareURL: channel.shareURL,
    actions: {
      __typename: 'ProfileActions',
      moreOnChannel: null,
      favorite: favoriteButton(ctx, channelId),
      play: playButton(ctx, subject, flags, plan, null),
      playStatusIndicator: playStatusIndicator(ctx, subject, flags),
      removeFromKW: null,
      save: null,
      share: clickAction('SHARE', { url: channel.shareURL ?? null }),
      seeAllEpisodes: null,
    },
  };
}
