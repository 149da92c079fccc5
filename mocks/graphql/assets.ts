/**
 * What a tile plays, and the asset predicates (live, upcoming, VOD, lookback, playable), evaluated on the world's clock:
 * - playable: an asset id exists, not blacked out, both availability times known, and for VOD or RECORDING
 *   now lies inside the window;
 * - live: the asset is a CHANNEL, or a BROADCAST whose window contains now;
 * - upcoming: availability starts in the future;
 * - lookback: a RECORDING that is not DVR;
 * - VOD: the asset type is VOD.
 * Asset ids (the same ones REST `/playback/manifest/{type}/{id}` resolves): CHANNEL → channelId,
 * BROADCAST → broadcastId (from its start; an upcoming airing has no asset yet), VOD → vodId, RECORDING →
 * the recorded broadcast's broadcastId (DVR recordings of followed shows on a paid plan, kept a year;
 * lookback airings restartable for 72 hours after they end).
 */
import type { ManifestAssetType, PlayableAssetType } from '../../generated/graphql/schema.ts';
import { hasDvr } from '../db/access.ts';
import type { World } from '../db/world.ts';
import { currentBroadcast, type CatalogIndex, type TimedBroadcast, type TimedVod } from './catalog-index.ts';

const HOUR = 60 * 60 * 1000;
export const LOOKBACK_HOURS = 72;
export const DVR_RETENTION_DAYS = 365;

export interface AssetView {
  manifestAssetType: ManifestAssetType | null;
  /** playableAssetId; null when nothing is playable. */
  assetId: string | null;
  startsAt: number | null;
  endsAt: number | null;
  isBlackout: boolean;
  isDVR: boolean;
  isNew: boolean;
  /** Original airing time of a broadcast or recording. */
  airingTime: number | null;
  durationSeconds: number | null;
  broadcast: TimedBroadcast | null;
  vod: TimedVod | null;
}

export const NO_ASSET: AssetView = {
  manifestAssetType: null,
  assetId: null,
  startsAt: null,
  endsAt: null,
  isBlackout: false,
  isDVR: false,
  isNew: false,
  airingTime: null,
  durationSeconds: null,
  broadcast: null,
  vod: null,
};

export interface AssetFlags {
  hasPlayable: boolean;
  isPlayable: boolean;
  isLive: boolean;
  isUpcoming: boolean;
  isLookback: boolean;
  isVOD: boolean;
  isDVR: boolean;
  isBlackout: boolean;
}

/** The asset predicates for one asset at `now`. */
export function assetFlags(asset: AssetView, now: number): AssetFlags {
  const { manifestAssetType: type, startsAt, endsAt } = asset;
  const windowKnown = startsAt !== null && endsAt !== null;
  const inWindow = windowKnown && startsAt <= now && now <= endsAt;
  const isPlayable =
    asset.assetId !== null && !asset.isBlackout && windowKnown && (type === 'VOD' || type === 'RECORDING' ? inWindow : true);
  return {
    hasPlayable: asset.assetId !== null,
    isPlayable,
    isLive: type === 'CHANNEL' || (type === 'BROADCAST' && windowKnown && startsAt <= now && now < endsAt),
    isUpcoming: startsAt !== null && startsAt > now,
    isLookback: type === 'RECORDING' && !asset.isDVR,
    isVOD: type === 'VOD',
    isDVR: asset.isDVR,
    isBlackout: asset.isBlackout,
  };
}

/** Live progress: the display time's position in the window, clamped 0-100; 0 when not live. */
export function liveProgress(asset: AssetView, now: number): number {
  if (asset.startsAt === null || asset.endsAt === null || asset.endsAt <= asset.startsAt) return 0;
  if (!(asset.startsAt <= now && now < asset.endsAt)) return 0;
  return Math.min(100, Math.max(0, ((now - asset.startsAt) / (asset.endsAt - asset.startsAt)) * 100));
}

/** An asset view with every field in the same order (one shape for everything that reads it). */
function assetView(
  manifestAssetType: ManifestAssetType | null,
  assetId: string | null,
  startsAt: number | null,
  endsAt: number | null,
  isBlackout: boolean,
  isDVR: boolean,
  isNew: boolean,
  airingTime: number | null,
  durationSeconds: number | null,
  broadcast: TimedBroadcast | null,
  vod: TimedVod | null,
): AssetView {
  return { manifestAssetType, assetId, startsAt, endsAt, isBlackout, isDVR, isNew, airingTime, durationSeconds, broadcast, vod };
}

export function airingAsset(world: World, index: CatalogIndex, timed: TimedBroadcast, now: number): AssetView {
  const { broadcast, start, end } = timed;
  const durationSeconds = Math.round((end - start) / 1000);
  const view = (type: ManifestAssetType | null, assetId: string | null, endsAt: number, isDVR = false) =>
    assetView(type, assetId, start, endsAt, broadcast.isBlackout, isDVR, broadcast.isNew, start, durationSeconds, timed, null);
  // Upcoming: the window is known, nothing plays yet (the manifest call would answer ASSET_NOT_FOUND).
  if (now < start) return view('BROADCAST', null, end);
  if (now < end) return view('BROADCAST', broadcast.broadcastId, end);
  const account = world.account;
  if (account.followedShowIds.includes(broadcast.showId) && hasDvr(account, index.catalog)) {
    return view('RECORDING', broadcast.broadcastId, start + DVR_RETENTION_DAYS * 24 * HOUR, true);
  }
  if (broadcast.isLookback) return view('RECORDING', broadcast.broadcastId, end + LOOKBACK_HOURS * HOUR);
  // Aired, not recorded: the window is known but nothing plays.
  return view(null, null, end);
}

export function vodAsset(index: CatalogIndex, timed: TimedVod): AssetView {
  const episode = timed.vod.episodeId ? index.episodes.get(timed.vod.episodeId) : undefined;
  const show = index.shows.get(timed.vod.showId);
  const durationSeconds = episode?.durationSeconds ?? show?.runTimeSeconds ?? null;
  return assetView('VOD', timed.vod.vodId, timed.start, timed.end, false, false, false, null, durationSeconds, null, timed);
}

export function channelAsset(index: CatalogIndex, channelId: string, now: number): AssetView {
  const current = currentBroadcast(index, channelId, now);
  const anchor = Date.parse(index.catalog.anchor);
  return assetView(
    'CHANNEL',
    channelId,
    current?.start ?? anchor,
    current?.end ?? anchor + 7 * 24 * HOUR,
    current?.broadcast.isBlackout ?? false,
    false,
    current?.broadcast.isNew ?? false,
    null,
    null,
    current,
    null,
  );
}

function pickAsset(
  world: World,
  index: CatalogIndex,
  airings: TimedBroadcast[],
  vods: TimedVod[],
  now: number,
  resumeFirst = false,
): AssetView | null {
  const progress = world.account.progress;
  const available = vods.filter((item) => item.start <= now && now <= item.end);
  const resumable = available.find((item) => {
    const value = progress[item.vod.vodId];
    return value !== undefined && value > 0 && value < 95;
  });
  if (resumeFirst && resumable) return vodAsset(index, resumable);
  const live = airings.find((item) => item.start <= now && now < item.end);
  if (live) return airingAsset(world, index, live, now);
  if (resumable) return vodAsset(index, resumable);
  const latest = available[available.length - 1];
  if (latest) return vodAsset(index, latest);
  for (let position = airings.length - 1; position >= 0; position -= 1) {
    const airing = airings[position];
    if (!airing || airing.end > now) continue;
    const asset = airingAsset(world, index, airing, now);
    if (asset.assetId && asset.endsAt !== null && now <= asset.endsAt) return asset;
  }
  const upcoming = airings.find((item) => item.start > now);
  return upcoming ? airingAsset(world, index, upcoming, now) : null;
}

/**
 * What a show (or movie) tile plays: live airing, then resumable or latest VOD, then a recording, then the
 * next airing (known window, nothing to play yet). Keep watching (`resumeFirst`) prefers the resumable VOD.
 */
export function showAsset(world: World, index: CatalogIndex, showId: string, now: number, resumeFirst = false): AssetView {
  return pickAsset(world, index, index.broadcastsByShow.get(showId) ?? [], index.vodByShow.get(showId) ?? [], now, resumeFirst) ?? NO_ASSET;
}

export function episodeAsset(world: World, index: CatalogIndex, episodeId: string, now: number): AssetView {
  return (
    pickAsset(world, index, index.broadcastsByEpisode.get(episodeId) ?? [], index.vodByEpisode.get(episodeId) ?? [], now) ??
    NO_ASSET
  );
}

export function showHasUpcoming(index: CatalogIndex, showId: string, now: number): boolean {
  const airings = index.broadcastsByShow.get(showId) ?? [];
  const last = airings[airings.length - 1];
  return last !== undefined && last.start > now;
}

/** Upcoming and live airings plus available VOD of a movie (SHOWINGS tiles). */
export function showingsCount(index: CatalogIndex, showId: string, now: number): number {
  const airings = (index.broadcastsByShow.get(showId) ?? []).filter((item) => item.end > now).length;
  const vods = (index.vodByShow.get(showId) ?? []).filter((item) => item.start <= now && now <= item.end).length;
  return airings + vods;
}

/** The playable asset type a tile reports: the resolved manifest type, else the browse kind of its target. */
export function reportedAssetType(asset: AssetView, fallback: PlayableAssetType): PlayableAssetType {
  return asset.manifestAssetType ?? fallback;
}
