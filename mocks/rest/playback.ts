/**
 * The playback contract (`/playback/...`, playback.yaml): JSON manifests for the catalog's channels,
 * broadcasts, on-demand titles and recordings (live ones relative to `world.clock`), and the DRM
 * license and certificate endpoints (ClearKey keys usable by Chromium; deterministic bytes for
 * Widevine, PlayReady and FairPlay).
 *
 * Every manifest is served twice: as the contract's JSON manifest (`getManifest`, our player's) and as the DASH MPD
 * it describes (`getDashManifest`, for standard DASH players), written by the one MPD writer (common/dash-mpd.ts).
 *
 * Media URLs point at the mocks' own test streams (`/mock-media/streams/...`, mocks/media/streams.ts),
 * encrypted with the keys of drm.ts.
 */
import { json, SESSION_COOKIE, type MockRequest, type MockResponse } from '../core/exchange.ts';
import { channelPlanAccess, hasContentAccess, hasDvr } from '../db/access.ts';
import type { Broadcast, CatalogChannel, CatalogEpisode, CatalogShow, VodAsset, World } from '../db/world.ts';
import {
  clearKeyKidOf,
  contentKeyFor,
  DRM_TOKEN_TTL_MS,
  fairPlayCertificate,
  issueDrmToken,
  KEY_IDS,
  keyIdBytes,
  licenseBytes,
  readDrmToken,
  SYSTEM_IDS,
  widevinePssh,
  type DrmGrant,
  type MediaKind,
} from './drm.ts';
import { issueSessionToken } from './session-token.ts';
import type { ErrorWording } from './wording.ts';
import { faultsFor } from '../scenarios/faults.ts';
import { manifestToDash } from '../../common/dash-mpd.ts';
import { playbackCategoryOf } from '../../common/error-catalogue.ts';
import {
  packagedStream,
  segmentQuery,
  segmentTicks,
  STREAM_MEDIA_PREFIX,
  THUMBNAIL_TIMESCALE,
  thumbnailSprites,
  type SegmentBounds,
} from '../media/streams.ts';
import { AUDIO_TRACKS, CAPTIONS, SEGMENT_SECONDS, VIDEO, type PackagedTrack, type TestStreamId } from '../media/test-streams.ts';
import {
  bytesReply,
  envelopeOf,
  playbackCategory,
  playbackErrorReply,
  playbackErrorStatus,
  playbackReply,
  type PlaybackErrorCategory,
  type PlaybackErrorName,
  type PlaybackRequest,
  type PlaybackSchemas,
} from './responses.ts';
import { bytesFrom, fromBase64, hashString, hex, isoDateTime, toBase64, toBase64Url } from './util.ts';

type Manifest = PlaybackSchemas['Manifest'];
type PlaybackAssetType = PlaybackSchemas['PlaybackAssetType'];
type Period = PlaybackSchemas['Period'];
type EventStream = PlaybackSchemas['EventStream'];
type AdaptationSet = PlaybackSchemas['AdaptationSet'];
type MediaAdaptationSet = PlaybackSchemas['MediaAdaptationSet'];
type ThumbnailAdaptationSet = PlaybackSchemas['ThumbnailAdaptationSet'];
type ContentProtection = PlaybackSchemas['ContentProtection'];
type DrmInfo = PlaybackSchemas['DrmInfo'];
type Airing = PlaybackSchemas['Airing'];

/** Every asset plays one of the test streams (mocks/media/test-streams.ts), segments of this many seconds. */
const SEGMENT = SEGMENT_SECONDS;
/**
 * A live channel's presentation starts here (its `availabilityStartTime`): one fixed instant, so segment
 * numbers and media times stay the same across manifest refreshes, hours and reloads.
 */
const LIVE_EPOCH = new Date('2000-01-01T00:00:00Z');

/** Seconds of a live channel that stay seekable behind the live edge. */
const LIVE_WINDOW_SECONDS = 300;
const UPDATE_INTERVAL_SECONDS = 6;
const PRESENTATION_DELAY_SECONDS = 3 * SEGMENT;
const RECORDING_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
/** On-demand titles of free (ad-supported) channels break for ads this often, for this long, never in the last stretch. */
const AD_BREAK_EVERY_SECONDS = 480;
const AD_BREAK_SECONDS = 30;
const SCTE35_TIMESCALE = 90000;
/** A SCTE-35 splice_insert (out of network), base64: the cue every mock ad break carries. */
const SCTE35_SPLICE_INSERT = '/DAlAAAAAAAAAP/wFAUAAASXf+/+AHMiYH4AKTLgAAEAAAAAsKFDkw==';

// ---------------------------------------------------------------------------------------------------
// Assets
// ---------------------------------------------------------------------------------------------------

type Asset =
  | { kind: 'channel'; channel: CatalogChannel; broadcast: Broadcast | undefined }
  | { kind: 'broadcast'; channel: CatalogChannel | undefined; broadcast: Broadcast }
  | { kind: 'vod'; vod: VodAsset; show: CatalogShow | undefined; episode: CatalogEpisode | undefined }
  | { kind: 'recording'; channel: CatalogChannel | undefined; broadcast: Broadcast };

type Resolution = { ok: true; asset: Asset } | { ok: false; error: PlaybackErrorName };

function currentBroadcast(world: World, channelId: string, now: number): Broadcast | undefined {
  return world.catalog.broadcasts.find(
    (broadcast) => broadcast.channelId === channelId && Date.parse(broadcast.startsAt) <= now && now < Date.parse(broadcast.endsAt),
  );
}

/** Recording ids are the recorded broadcast's id, optionally prefixed `rec-`. */
function recordedBroadcastId(assetId: string): string {
  return assetId.startsWith('rec-') ? assetId.slice(4) : assetId;
}

function resolveAsset(world: World, assetType: PlaybackAssetType, assetId: string): Resolution {
  const now = world.clock.now().getTime();
  const { catalog } = world;
  const channelOf = (id: string) => catalog.channels.find((channel) => channel.channelId === id);
  switch (assetType) {
    case 'CHANNEL': {
      const channel = channelOf(assetId);
      if (!channel || !channel.isActive) return { ok: false, error: 'ASSET_NOT_FOUND' };
      return { ok: true, asset: { kind: 'channel', channel, broadcast: currentBroadcast(world, channel.channelId, now) } };
    }
    case 'BROADCAST': {
      const broadcast = catalog.broadcasts.find((candidate) => candidate.broadcastId === assetId);
      if (!broadcast || Date.parse(broadcast.startsAt) > now) return { ok: false, error: 'ASSET_NOT_FOUND' };
      return { ok: true, asset: { kind: 'broadcast', channel: channelOf(broadcast.channelId), broadcast } };
    }
    case 'VOD': {
      const vod =
        catalog.vod.find((candidate) => candidate.vodId === assetId) ??
        catalog.vod.find((candidate) => candidate.episodeId === assetId);
      if (!vod) return { ok: false, error: 'ASSET_NOT_FOUND' };
      if (now < Date.parse(vod.availableFrom) || now > Date.parse(vod.availableUntil)) return { ok: false, error: 'VOD_OUTSIDE_WINDOW' };
      return {
        ok: true,
        asset: {
          kind: 'vod',
          vod,
          show: catalog.shows.find((show) => show.showId === vod.showId),
          episode: vod.episodeId ? catalog.episodes.find((episode) => episode.episodeId === vod.episodeId) : undefined,
        },
      };
    }
    case 'RECORDING': {
      const broadcast = catalog.broadcasts.find((candidate) => candidate.broadcastId === recordedBroadcastId(assetId));
      if (!broadcast) return { ok: false, error: 'ASSET_NOT_FOUND' };
      if (Date.parse(broadcast.endsAt) > now) return { ok: false, error: 'RECORDING_NOT_AVAILABLE' };
      if (now - Date.parse(broadcast.endsAt) > RECORDING_RETENTION_MS) return { ok: false, error: 'RECORDING_OUTSIDE_WINDOW' };
      return { ok: true, asset: { kind: 'recording', channel: channelOf(broadcast.channelId), broadcast } };
    }
  }
}

/** Why this user may not play the asset now, or null (checked for the manifest and again per license). */
function entitlementProblem(world: World, asset: Asset): PlaybackErrorName | null {
  const { account, catalog } = world;
  const now = world.clock.now();
  if (account.geoStatus === 'FAIL') return 'GEO_RESTRICTED';
  if (!hasContentAccess(account, catalog, now)) return 'ACCOUNT_ISSUE';
  const channelId =
    asset.kind === 'vod'
      ? asset.show?.channelId
      : asset.kind === 'channel'
        ? asset.channel.channelId
        : asset.broadcast.channelId;
  const channel = channelId ? catalog.channels.find((candidate) => candidate.channelId === channelId) : undefined;
  if (channel && !channelPlanAccess(account, catalog, channel).inPlan) return 'NOT_IN_PACKAGE';
  if (asset.kind === 'recording' && !asset.broadcast.isLookback && !hasDvr(account, catalog)) return 'NOT_IN_PACKAGE';
  const airing = asset.kind === 'channel' ? asset.broadcast : asset.kind === 'broadcast' ? asset.broadcast : undefined;
  if (airing?.isBlackout) return 'BROADCAST_BLACKOUT';
  return null;
}

/** A channel, or an airing still on air, plays as a dynamic (live) presentation. */
function isLive(asset: Asset, now: number): boolean {
  return asset.kind === 'channel' || (asset.kind === 'broadcast' && Date.parse(asset.broadcast.endsAt) > now);
}

// ---------------------------------------------------------------------------------------------------
// Playback sessions: a session id carries a nonce and a check derived from the asset, so a refresh
// (`updateURL`) can be verified without a session store (and survives a reload of a persisted world).
// ---------------------------------------------------------------------------------------------------

const sessionCounters = new WeakMap<World, number>();

function sessionCheck(world: World, assetType: string, assetId: string, nonce: string): string {
  return hex(bytesFrom(`airwave-session|${world.seed}|${assetType}|${assetId}|${nonce}`, 12));
}

function newSessionId(world: World, assetType: string, assetId: string): string {
  const count = (sessionCounters.get(world) ?? 0) + 1;
  sessionCounters.set(world, count);
  const nonce = hex(bytesFrom(`${world.clock.now().getTime()}|${count}|${assetId}`, 4));
  const check = sessionCheck(world, assetType, assetId, nonce);
  return `${nonce}-${check.slice(0, 4)}-${check.slice(4, 8)}-${check.slice(8, 12)}-${check.slice(12, 24)}`;
}

function isSessionOf(world: World, sessionId: string, assetType: string, assetId: string): boolean {
  const match = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/.exec(sessionId.toLowerCase());
  if (!match) return false;
  const [, nonce = '', ...parts] = match;
  return parts.join('') === sessionCheck(world, assetType, assetId, nonce);
}

// ---------------------------------------------------------------------------------------------------
// Manifests
// ---------------------------------------------------------------------------------------------------

function protection(kind: MediaKind): { sets: ContentProtection[]; descriptors: ContentProtection[] } {
  const kidUuid = KEY_IDS[kind];
  const kid = keyIdBytes(kidUuid);
  const scheme: ContentProtection = { schemeIdUri: 'urn:mpeg:dash:mp4protection:2011', value: 'cenc', defaultKid: kidUuid };
  return {
    sets: [scheme],
    descriptors: [
      scheme,
      { schemeIdUri: `urn:uuid:${SYSTEM_IDS.widevine}`, value: 'Widevine', pssh: widevinePssh(kid) },
      { schemeIdUri: `urn:uuid:${SYSTEM_IDS.playready}`, value: 'PlayReady' },
      // No PSSH for ClearKey: its key request is built from the default KID (EME keyids); a standard player
      // handed a PSSH box for it cannot make the request (the contract's ContentProtection).
      { schemeIdUri: `urn:uuid:${SYSTEM_IDS.clearKey}`, value: 'ClearKey1.0' },
    ],
  };
}

function drmInfo(world: World, origin: string, grant: DrmGrant): DrmInfo {
  return {
    drmToken: issueDrmToken(world, grant),
    drmTokenExpiresAt: isoDateTime(new Date(grant.exp)),
    keySystems: {
      'com.widevine.alpha': { licenseServerURL: `${origin}/playback/license/widevine` },
      'com.microsoft.playready': { licenseServerURL: `${origin}/playback/license/playready` },
      'org.w3.clearkey': { licenseServerURL: `${origin}/playback/license/clearkey` },
    },
  };
}

/**
 * The stream an asset plays: live channels, airings and recordings the encrypted live loop; on-demand
 * titles the clear stream when their channel is free to view (FAST), the ClearKey-encrypted one otherwise.
 */
function streamOf(world: World, asset: Asset): TestStreamId {
  if (asset.kind !== 'vod') return 'live';
  const channel = asset.show ? world.catalog.channels.find((candidate) => candidate.channelId === asset.show?.channelId) : undefined;
  return channel?.isFastViewable ? 'vod-clear' : 'vod-clearkey';
}

/** The key of a stream's licence: the live key for the live loop, the on-demand key otherwise. */
function mediaKindOfStream(stream: TestStreamId): MediaKind {
  return stream === 'live' ? 'live' : 'vod';
}

/** A track's segment template: its folder (the representation id) under the stream's, numbered segments from 1. */
function templateOf(origin: string, streamId: TestStreamId, track: PackagedTrack, bounds: SegmentBounds): MediaAdaptationSet['segmentTemplate'] {
  const base = `${origin}${STREAM_MEDIA_PREFIX}${streamId}/$RepresentationID$`;
  return {
    timescale: track.timescale,
    initialization: `${base}/init.mp4`,
    media: `${base}/$Number$.m4s?${segmentQuery(bounds)}`,
    startNumber: 1,
    duration: segmentTicks(track),
  };
}

/**
 * The adaptation sets of a stream as packaged (mocks/media/streams/index.json): its video renditions in one
 * set, each audio track in a set of its own (language, role and label for the audio menu), the captions in
 * one, then the seek thumbnails; numbered segments of SEGMENT seconds from the period start (segment 1
 * first), served by the mocks under STREAM_MEDIA_PREFIX. Video carries the key-system descriptors of an
 * encrypted stream, audio the protection scheme; the captions and a clear stream's tracks none. Media segment
 * URLs carry the presentation's bounds, so the mocks answer 404 for a segment it does not have.
 */
function adaptationSets(origin: string, streamId: TestStreamId, bounds: SegmentBounds): AdaptationSet[] {
  const stream = packagedStream(streamId);
  const { sets, descriptors } = stream.keyId ? protection(mediaKindOfStream(streamId)) : { sets: [], descriptors: [] };
  const videos = stream.tracks.filter((track) => track.contentType === 'video');
  const [top] = videos;
  const media: MediaAdaptationSet[] = [];
  if (top) {
    const representations = videos.map((track) => ({ id: track.id, bandwidth: track.bandwidth, width: track.width, height: track.height, frameRate: String(VIDEO.fps), codecs: track.codecs }));
    media.push({ id: 1, contentType: 'video', mimeType: top.mimeType, segmentTemplate: templateOf(origin, streamId, top, bounds), contentProtection: descriptors, representations });
  }
  for (const track of stream.tracks) {
    const named = [...AUDIO_TRACKS, CAPTIONS].find((each) => each.id === track.id);
    if (track.contentType === 'video' || !named) continue;
    media.push({
      id: media.length + 1,
      contentType: track.contentType,
      mimeType: track.mimeType,
      codecs: track.codecs,
      lang: named.lang,
      roles: [...named.roles],
      label: named.label,
      segmentTemplate: templateOf(origin, streamId, track, bounds),
      contentProtection: track.contentType === 'audio' ? sets : [],
      representations: [
        track.contentType === 'audio'
          ? { id: track.id, bandwidth: track.bandwidth, audioSamplingRate: track.audioSamplingRate, audioChannels: track.audioChannels, codecs: track.codecs }
          : { id: track.id, bandwidth: track.bandwidth, codecs: track.codecs },
      ],
    });
  }
  return [...media, thumbnailSet(origin, streamId, media.length + 1)];
}

/**
 * The seek thumbnails (ThumbnailAdaptationSet in the contract): sprite `$Number$` counts from the period
 * start like the media segments (from the availability start on a live channel), served by the mocks
 * under STREAM_MEDIA_PREFIX.
 */
function thumbnailSet(origin: string, streamId: TestStreamId, id: number): ThumbnailAdaptationSet {
  const sprites = thumbnailSprites(packagedStream(streamId));
  return {
    id,
    contentType: 'image',
    mimeType: 'image/jpeg',
    essentialProperties: [{ schemeIdUri: 'http://dashif.org/thumbnail_tile', value: `${sprites.columns}x${sprites.rows}` }],
    segmentTemplate: {
      timescale: THUMBNAIL_TIMESCALE,
      media: `${origin}${STREAM_MEDIA_PREFIX}${streamId}/thumbnails/$Number$.jpg`,
      startNumber: 1,
      duration: sprites.durationTicks,
    },
    contentProtection: [],
    representations: [{ id: 'thumbnails', bandwidth: sprites.bandwidth, width: sprites.width, height: sprites.height }],
  };
}

/** An on-demand presentation of `durationSeconds` has this many segments (the last may be shorter). */
function segmentCount(durationSeconds: number): number {
  return Math.max(1, Math.ceil(Math.round(durationSeconds * 1000) / Math.round(SEGMENT * 1000)));
}

function staticPeriod(origin: string, streamId: TestStreamId, durationSeconds: number, withAds: boolean): Period {
  const bounds: SegmentBounds = { kind: 'static', last: segmentCount(durationSeconds) };
  const eventStreams = withAds ? [adBreaks(durationSeconds)] : [];
  return { id: 'main', index: 0, startTime: 0, duration: durationSeconds, adaptationSets: adaptationSets(origin, streamId, bounds), eventStreams };
}

/** Mid-roll ad breaks every AD_BREAK_EVERY_SECONDS (none at the start, none within a break's length of the end). */
function adBreaks(durationSeconds: number): EventStream {
  const events: EventStream['events'] = [];
  for (let at = AD_BREAK_EVERY_SECONDS; at + 2 * AD_BREAK_SECONDS <= durationSeconds; at += AD_BREAK_EVERY_SECONDS) {
    events.push({ id: `ad-${at}`, presentationTime: at * SCTE35_TIMESCALE, duration: AD_BREAK_SECONDS * SCTE35_TIMESCALE, messageData: SCTE35_SPLICE_INSERT });
  }
  return { schemeIdUri: 'urn:scte:scte35:2014:xml+bin', value: '1', timescale: SCTE35_TIMESCALE, events };
}

/**
 * A live period from `availabilityStart`: a channel keeps its last `windowSeconds` (LIVE_WINDOW_SECONDS), an
 * airing in progress everything since it began (`windowSeconds` null).
 */
function livePeriod(origin: string, streamId: TestStreamId, availabilityStart: Date, windowSeconds: number | null): Period {
  const bounds: SegmentBounds = { kind: 'live', startSeconds: Math.floor(availabilityStart.getTime() / 1000), windowSeconds };
  return { id: 'p0', index: 0, startTime: 0, duration: null, adaptationSets: adaptationSets(origin, streamId, bounds), eventStreams: [] };
}

function staticDurationSeconds(asset: Asset): number {
  if (asset.kind === 'vod') {
    const seconds = asset.episode?.durationSeconds ?? asset.show?.runTimeSeconds ?? 2700;
    return Math.max(1, seconds);
  }
  const broadcast = asset.broadcast;
  if (!broadcast) return 3600;
  return Math.max(1, (Date.parse(broadcast.endsAt) - Date.parse(broadcast.startsAt)) / 1000);
}

/** The airing the presentation shows (its window, from the schedule): a channel's on air now, a broadcast's or recording's own; none for on demand. */
function airingOf(asset: Asset): Airing | null {
  const broadcast = asset.kind === 'vod' ? undefined : asset.broadcast;
  return broadcast ? { broadcastId: broadcast.broadcastId, startsAt: isoDateTime(new Date(broadcast.startsAt)), endsAt: isoDateTime(new Date(broadcast.endsAt)) } : null;
}

/** The session's bitrate cap, when a `getManifest:bitrate-cap` fault sets one (none otherwise). */
function bitrateCapOf(world: World): Pick<Manifest, 'bitrateCap'> {
  const fault = faultsFor(world.faults, 'getManifest').find((each) => each.kind === 'bitrate-cap');
  if (fault?.kind !== 'bitrate-cap') return {};
  const bits = (kbps: number | null) => (kbps === null ? null : kbps * 1000);
  return { bitrateCap: { minBitsPerSecond: bits(fault.minKbps), maxBitsPerSecond: bits(fault.maxKbps) } };
}

function buildManifest(
  world: World,
  request: MockRequest,
  assetType: PlaybackAssetType,
  assetId: string,
  asset: Asset,
  sessionId: string,
): Manifest {
  const now = world.clock.now();
  const live = isLive(asset, now.getTime());
  const stream = streamOf(world, asset);
  const grant: DrmGrant = { sid: sessionId, assetType, assetId, kind: mediaKindOfStream(stream), exp: now.getTime() + DRM_TOKEN_TTL_MS };
  const common = {
    assetType,
    assetId,
    sessionId,
    hlsURL: null,
    minBufferTime: 2 * SEGMENT,
    utcTime: isoDateTime(now),
    airing: airingOf(asset),
    // DRM bootstrap data only for an encrypted stream: a clear one needs no licence.
    drm: packagedStream(stream).keyId ? drmInfo(world, request.origin, grant) : null,
    ...bitrateCapOf(world),
  };
  if (live) {
    // Whole seconds: segment URLs count from this instant (SegmentBounds).
    const start = asset.kind === 'broadcast' ? new Date(Math.floor(Date.parse(asset.broadcast.startsAt) / 1000) * 1000) : LIVE_EPOCH;
    const elapsed = Math.max(0, (now.getTime() - start.getTime()) / 1000);
    const window = asset.kind === 'broadcast' ? Math.max(SEGMENT, elapsed) : LIVE_WINDOW_SECONDS;
    const updateURL = `/playback/manifest/${assetType}/${encodeURIComponent(assetId)}?sessionId=${sessionId}`;
    return {
      ...common,
      type: 'dynamic',
      initialPosition: null,
      duration: null,
      updateInterval: UPDATE_INTERVAL_SECONDS,
      updateURL,
      availabilityStartTime: isoDateTime(start),
      presentationDelay: PRESENTATION_DELAY_SECONDS,
      maxBackBuffer: window,
      periods: [livePeriod(request.origin, stream, start, asset.kind === 'broadcast' ? null : LIVE_WINDOW_SECONDS)],
    };
  }
  const duration = staticDurationSeconds(asset);
  const progress = world.account.progress[assetId];
  const resume = progress !== undefined && progress > 0 && progress < 100 ? Math.round((duration * progress) / 100 * 10) / 10 : null;
  return {
    ...common,
    type: 'static',
    initialPosition: asset.kind === 'broadcast' ? 0 : resume,
    duration,
    updateInterval: null,
    updateURL: null,
    availabilityStartTime: null,
    presentationDelay: null,
    maxBackBuffer: null,
    // Free channels are ad-supported: their on-demand titles (the clear stream) break for ads.
    periods: [staticPeriod(request.origin, stream, duration, asset.kind === 'vod' && stream === 'vod-clear')],
  };
}

/** The presentation of a manifest request (JSON or DASH), opening or continuing its playback session, or the refusal. */
function presentation(world: World, request: MockRequest, params: Record<string, string>): { ok: true; manifest: Manifest } | { ok: false; response: MockResponse } {
  const assetType = params.assetType as PlaybackAssetType;
  const assetId = params.assetId ?? '';
  const resolution = resolveAsset(world, assetType, assetId);
  if (!resolution.ok) return { ok: false, response: playbackErrorReply(resolution.error, 'MANIFEST') };
  const sessionParam = request.query.get('sessionId');
  if (sessionParam !== null && !isSessionOf(world, sessionParam, assetType, assetId)) {
    return { ok: false, response: playbackErrorReply('PLAYBACK_SESSION_NOT_FOUND', 'MANIFEST') };
  }
  const problem = entitlementProblem(world, resolution.asset);
  if (problem) return { ok: false, response: playbackErrorReply(problem, 'MANIFEST') };
  const sessionId = sessionParam?.toLowerCase() ?? newSessionId(world, assetType, assetId);
  return { ok: true, manifest: buildManifest(world, request, assetType, assetId, resolution.asset, sessionId) };
}

export function getManifest(world: World, request: MockRequest, params: Record<string, string>): MockResponse {
  const opened = presentation(world, request, params);
  if (!opened.ok) return opened.response;
  return playbackReply('getManifest', 200, opened.manifest, { 'cache-control': 'no-store' });
}

/** The DASH path of a playback session: where a standard DASH player's live refreshes go (the MPD's Location). */
function dashSessionPath(manifest: Manifest): string {
  return `/playback/manifest/${manifest.assetType}/${encodeURIComponent(manifest.assetId)}/dash?sessionId=${manifest.sessionId}`;
}

/**
 * The same presentation as a DASH MPD (`getDashManifest`), written by the workspace's one MPD writer: live
 * refreshes go to this DASH path (continuing the session, renewing the DRM token the MPD carries).
 */
export function getDashManifest(world: World, request: MockRequest, params: Record<string, string>): MockResponse {
  const opened = presentation(world, request, params);
  if (!opened.ok) return opened.response;
  const mpd = manifestToDash(opened.manifest, `${request.origin}${request.path}`, { location: dashSessionPath(opened.manifest) });
  return { status: 200, body: { kind: 'text', value: mpd, contentType: 'application/dash+xml' }, headers: { 'cache-control': 'no-store' } };
}

// ---------------------------------------------------------------------------------------------------
// Licenses
// ---------------------------------------------------------------------------------------------------

type LicenseCheck = { ok: true; grant: DrmGrant } | { ok: false; response: MockResponse };

/** The token's grant, after checking it and re-checking entitlement for its asset (category DRM). */
function licenseGrant(world: World, request: MockRequest): LicenseCheck {
  const token = request.headers['x-auth-token'] ?? '';
  const read = readDrmToken(world, token);
  if (!read.ok) return { ok: false, response: playbackErrorReply(read.reason, 'DRM') };
  const grant = read.grant;
  const resolution = resolveAsset(world, grant.assetType as PlaybackAssetType, grant.assetId);
  if (!resolution.ok) return { ok: false, response: playbackErrorReply('KEY_NOT_AUTHORIZED', 'DRM', resolution.error) };
  const problem = entitlementProblem(world, resolution.asset);
  if (problem) return { ok: false, response: playbackErrorReply(problem, 'DRM') };
  return { ok: true, grant };
}

function challengeBytes(request: MockRequest): Uint8Array {
  const body = request.body;
  if (body instanceof Uint8Array) return body;
  if (typeof body === 'string') return new TextEncoder().encode(body);
  return new Uint8Array();
}

function binaryLicense(world: World, request: MockRequest, system: 'widevine' | 'playready'): MockResponse {
  const checked = licenseGrant(world, request);
  if (!checked.ok) return checked.response;
  const bytes = licenseBytes(system, checked.grant, challengeBytes(request));
  const headers = { 'cache-control': 'no-store' };
  if ((request.headers.accept ?? '').includes('application/json')) {
    const operation = system === 'widevine' ? 'requestWidevineLicense' : 'requestPlayReadyLicense';
    return playbackReply(operation, 200, { license: toBase64(bytes) }, headers);
  }
  return bytesReply(200, bytes, headers);
}

export function requestWidevineLicense(world: World, request: MockRequest): MockResponse {
  return binaryLicense(world, request, 'widevine');
}

export function requestPlayReadyLicense(world: World, request: MockRequest): MockResponse {
  return binaryLicense(world, request, 'playready');
}

export function requestClearKeyLicense(world: World, request: MockRequest): MockResponse {
  const body = request.body as PlaybackRequest<'requestClearKeyLicense'>;
  const checked = licenseGrant(world, request);
  if (!checked.ok) return checked.response;
  const allowed = clearKeyKidOf(checked.grant.kind);
  const foreign = body.kids.find((kid) => kid !== allowed);
  if (foreign) return playbackErrorReply('KEY_NOT_AUTHORIZED', 'DRM', `Key ${foreign} is not a key of ${checked.grant.assetId}`);
  return playbackReply(
    'requestClearKeyLicense',
    200,
    {
      keys: body.kids.map((kid) => ({ kty: 'oct' as const, kid, k: toBase64Url(contentKeyFor(keyIdBytes(KEY_IDS[checked.grant.kind]))) })),
      type: 'temporary',
    },
    { 'cache-control': 'no-store' },
  );
}

export function requestFairPlayLicense(world: World, request: MockRequest): MockResponse {
  const body = request.body as PlaybackSchemas['FairPlayLicenseRequest'];
  const spc = fromBase64(body.spc);
  if (!spc || spc.length < 8) return playbackErrorReply('FAIRPLAY_REQUEST_INVALID', 'DRM', 'spc is not a server playback context');
  const checked = licenseGrant(world, request);
  if (!checked.ok) return checked.response;
  if (body.assetId !== checked.grant.assetId) {
    return playbackErrorReply('KEY_NOT_AUTHORIZED', 'DRM', `The DRM token was issued for ${checked.grant.assetId}`);
  }
  const ckc = bytesFrom(`airwave-ckc|${checked.grant.sid}|${body.assetId}|${hashString(body.spc)}`, 64);
  return bytesReply(200, ckc, { 'cache-control': 'no-store' });
}

export function getFairPlayCertificate(world: World, request: MockRequest): MockResponse {
  const token = request.headers['x-auth-token'] ?? '';
  const read = readDrmToken(world, token);
  if (!read.ok) return playbackErrorReply(read.reason, 'DRM');
  return bytesReply(200, fairPlayCertificate(), { 'cache-control': 'private, max-age=86400' });
}

/** How a malformed playback request is named (`CLEARKEY_KID_INVALID`, `FAIRPLAY_REQUEST_INVALID`, …). */
export function playbackValidationError(
  operationId: string,
  location: 'path' | 'query' | 'header' | 'body',
  path: readonly string[],
): { name: PlaybackErrorName; category: PlaybackErrorCategory } {
  if (playbackCategoryOf(operationId) === 'MANIFEST') return { name: 'MALFORMED_REQUEST', category: 'MANIFEST' };
  if (location === 'header') return { name: 'DRM_TOKEN_MALFORMED', category: 'DRM' };
  switch (operationId) {
    case 'requestClearKeyLicense':
      if (path[0] === 'kids' && path.length > 1) return { name: 'CLEARKEY_KID_INVALID', category: 'DRM' };
      if (path[0] === 'type') return { name: 'CLEARKEY_SESSION_TYPE_UNSUPPORTED', category: 'DRM' };
      return { name: 'MALFORMED_REQUEST', category: 'DRM' };
    case 'requestFairPlayLicense':
      return { name: 'FAIRPLAY_REQUEST_INVALID', category: 'DRM' };
    case 'requestWidevineLicense':
    case 'requestPlayReadyLicense':
      return { name: 'LICENSE_CHALLENGE_INVALID', category: 'DRM' };
    default:
      return { name: 'MALFORMED_REQUEST', category: 'DRM' };
  }
}

/**
 * The playback contract's wording: a refused request is named by what is wrong with it, a geo-fail
 * fault refuses with GEO_RESTRICTED where the call documents a 403, a playback-error fault refuses with
 * the failure it names (status, code and category from the mapping table) where the call documents its
 * status, a status fault of 403 is a bare 403 (a gateway's or CDN's, without the contract's body), and a
 * failed manifest is SERVICE_UNAVAILABLE.
 */
export const playbackWording: ErrorWording = {
  validationError(operation, issue) {
    const { name, category } = playbackValidationError(operation.operationId, issue.location, issue.path);
    return playbackErrorReply(name, category, issue.message);
  },
  faultReply(_world, operation, fault) {
    if (envelopeOf(operation) !== 'playback') return null;
    // A bare 403 is a refusal in front of the service (a gateway or CDN): no contract body, so no reason — it is
    // not the account issue (1102) or any other refusal, which `playback-error=NAME` plants with its body.
    if (fault.kind === 'status' && fault.status === 403) return { status: 403, body: { kind: 'text', value: 'Forbidden', contentType: 'text/plain' } };
    const category = playbackCategory(operation);
    const name = fault.kind === 'geo-fail' ? 'GEO_RESTRICTED' : fault.kind === 'playback-error' ? fault.name : null;
    if (name === null || !operation.statuses.includes(String(playbackErrorStatus(name, category)))) return null;
    return playbackErrorReply(name, category, `Mock fault: ${name}`);
  },
  serverError(operation, message) {
    return playbackCategory(operation) === 'MANIFEST' ? playbackErrorReply('SERVICE_UNAVAILABLE', 'MANIFEST', message) : null;
  },
};

/**
 * `POST /playback/session-token`: a token for the cast receiver, signing in as this request's session (its
 * cookie: the operation takes no token) in this world, until the session's end or SESSION_TOKEN_TTL_MS.
 */
export function createSessionToken(world: World, request: MockRequest): MockResponse {
  return json(201, issueSessionToken(world, request.cookies[SESSION_COOKIE] ?? ''));
}
