/**
 * The player engine: plain TypeScript around shaka-player and a video element, with no React, so the web
 * player and the Chromecast receiver drive the same code. It opens the playback session (open-manifest.ts),
 * loads shaka by dynamic import only when something plays, lets shaka continue the session through the JSON
 * manifest parser, adds the DRM token to licence and certificate requests, and runs every viewer command and
 * media event through the pure playback machine, carrying out the effects it returns.
 */
import { adBreaksOf } from './ad-breaks.ts';
import { airingOnTimeline, positionWithin, type TimelineSpan } from './airing.ts';
import { errorSourceOfFairPlayError, errorSourceOfShakaError, playerErrorFor, type PlayerErrorView, type ShakaErrorLike } from './error-mapping.ts';
import { readManifestUri, registerJsonManifestParser, readJsonManifest, textOf, type Shaka } from './json-manifest-parser.ts';
import { JSON_MANIFEST_MIME, type Manifest } from './manifest-to-dash.ts';
import { LICENCE_REQUEST_TYPES, mayRetryRequest, watchLicence, type FailedRequestError } from './licence-wait.ts';
import { continuationUrl, openManifest, type ManifestAssetType } from './open-manifest.ts';
import {
  initialPlaybackState,
  playbackTransition,
  type PlaybackEffect,
  type PlaybackEvent,
  type PlaybackState,
  type PlayerPreferences,
} from './playback-machine.ts';
import { bitrateRestrictions } from './bitrate-cap.ts';
import {
  fairPlayConfiguration,
  fairPlaySupported,
  HLS_MIME,
  offersFairPlay,
  playbackEngineFor,
  shapeFairPlayCertificateRequest,
  shapeFairPlayLicenceRequest,
  type PlaybackEngineKind,
} from './fairplay.ts';
import { liveStartDelayFor, segmentPrefetchFor, streamingConfiguration, type DeviceTraits } from './streaming.ts';
import { audioPreference, sameAudio, sameTrackChoices, trackChoices, trackPlan, type AudioIdentity, type TrackChoice } from './track-choice.ts';

export interface PlaybackRequest {
  assetType: ManifestAssetType;
  assetId: string;
  /** Start a live airing at its live edge even where the manifest offers a start position. */
  startAtLive?: boolean;
  /** Bumped to load the same asset again (the error view's Refresh). */
  reload?: number;
  /**
   * The sender's session token (a cast receiver's, from the LOAD): sent as `X-Session-Token` on the manifest calls
   * and the licence calls, in place of the session cookie a device never has.
   */
  sessionToken?: string | null;
  /** Start here (seconds) instead of the manifest's initial position: where a cast session left the title. */
  startAt?: number | null;
  /**
   * Play this audio track from the start where the stream has it (null or absent: the stream's default): the viewer's
   * choice handed to a cast receiver in its LOAD, the receiver's back on the page when casting ends, and on the page
   * the track it played last when it loads the title again (app/player/load-choice.ts).
   */
  audio?: AudioIdentity | null;
}

/** The playback contract's header of the sender's session token (its `sessionToken` security scheme). */
const SESSION_TOKEN_HEADER = 'X-Session-Token';

export interface Thumbnail {
  url: string;
  /** Where the thumbnail sits in its sprite, and the sprite's size (px). */
  x: number;
  y: number;
  width: number;
  height: number;
  spriteWidth: number;
  spriteHeight: number;
  startTime: number;
  duration: number;
}

export interface TimelineView {
  position: number;
  duration: number;
  seekStart: number;
  seekEnd: number;
  isLive: boolean;
  buffered: Array<{ start: number; end: number }>;
  /** A live presentation's airing (the programme on air, from the manifest) on this timeline; null when none is known. */
  airing: TimelineSpan | null;
}

export interface PlayerEngineOptions {
  video: HTMLVideoElement;
  playbackBaseUrl: string;
  device: DeviceTraits;
  preferences?: PlayerPreferences;
  /** Loads shaka-player (a dynamic import by default, so nothing of it is in the first page's JavaScript). */
  loadShaka?: () => Promise<Shaka>;
  /** Non-recoverable failures, for error reporting (recoverable ones are shaka's to retry). */
  onReport?: (error: PlayerErrorView) => void;
  /** The app is no longer signed in: its session-expired flow takes over. */
  onUnauthorized?: () => void;
  /** The browser refused to start playback without a viewer's action (autoplay failed): the face asks for Play, the app reports it. */
  onAutoplayFailure?: () => void;
  /** Every JSON manifest the player reads (the opening one and each live refresh), e.g. for its timed metadata. */
  onManifest?: (manifest: Manifest) => void;
  /**
   * Where captions render (shaka's text displayer puts its `.shaka-text-container` in it): an element over the
   * video that the face can move. Without one, captions go to the video element's own text tracks.
   */
  captionsContainer?: HTMLElement | null;
}

export interface PlayerEngine {
  getState(): PlaybackState;
  subscribe(listener: () => void): () => void;
  send(event: PlaybackEvent): void;
  load(request: PlaybackRequest): Promise<void>;
  timeline(): TimelineView;
  thumbnailAt(seconds: number): Promise<Thumbnail | null>;
  /** The DRM token licence requests carry now (the manifest's, refreshed with every live manifest). */
  drmToken(): string | null;
  destroy(): Promise<void>;
}

export async function loadShakaPlayer(): Promise<Shaka> {
  const module = await import('shaka-player/dist/shaka-player.dash-es2021.js');
  return module.default;
}

type ShakaPlayer = InstanceType<Shaka['Player']>;

/** Seconds of buffer kept when a track choice drops the rest (about one segment: no stall while switching). */
const SWITCH_SAFE_MARGIN_SECONDS = 2;

function base64ToBuffer(base64: string): ArrayBuffer {
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)).buffer;
}

/** A JSON licence response (`{ "license": "<base64>" }`) as the bytes the CDM takes; other responses as they are. */
export function decodeJsonLicense(data: ArrayBuffer | ArrayBufferView): ArrayBuffer | null {
  const text = textOf(data).trim();
  if (!text.startsWith('{')) return null;
  try {
    const value = JSON.parse(text) as { license?: unknown };
    return typeof value.license === 'string' ? base64ToBuffer(value.license) : null;
  } catch {
    return null;
  }
}

export function createPlayerEngine(options: PlayerEngineOptions): PlayerEngine {
  const { video } = options;
  let state = initialPlaybackState(options.preferences);
  const listeners = new Set<() => void>();
  let player: ShakaPlayer | null = null;
  let token: string | null = null;
  /** The latest manifest's airing on the timeline (renewed by each live refresh: a channel moves on to the next programme). */
  let airing: TimelineSpan | null = null;
  let sessionToken: string | null = null;
  /** The engine this playback runs on (fairplay.ts): SHAKA with DASH, or HLS with FairPlay on Safari. */
  let engineKind: PlaybackEngineKind = 'SHAKA';
  let assetId = '';
  /** What a shaka error says failed, on this playback's engine (Safari's DRM error kinds on the FairPlay one). */
  const errorSourceOf = (error: ShakaErrorLike) => (engineKind === 'HLS' ? errorSourceOfFairPlayError(error) : errorSourceOfShakaError(error));
  let destroyed = false;
  let loadGeneration = 0;
  const aborter = new AbortController();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const seekableRange = () => {
    const range = player?.seekRange();
    if (range && Number.isFinite(range.end)) return range;
    return { start: 0, end: Number.isFinite(video.duration) ? video.duration : 0 };
  };

  const perform = (effect: PlaybackEffect) => {
    switch (effect.type) {
      case 'play':
        video.play().catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'NotAllowedError') send({ type: 'autoplay-failed' });
        });
        return;
      case 'pause':
        video.pause();
        return;
      case 'seek-by': {
        const range = seekableRange();
        video.currentTime = Math.min(range.end, Math.max(range.start, video.currentTime + effect.seconds));
        return;
      }
      case 'seek-to':
        video.currentTime = effect.seconds;
        return;
      case 'set-volume':
        video.volume = effect.volume;
        video.muted = effect.isMuted;
        return;
      case 'set-captions':
        showCaptions(effect.enabled);
        return;
      case 'choose-track':
        chooseTrack(effect.choice);
        return;
      case 'unload':
        loadGeneration += 1;
        licence.stop();
        void player?.unload().catch(() => undefined);
        return;
      case 'report-error':
        options.onReport?.(effect.error);
        return;
      case 'report-autoplay-failure':
        options.onAutoplayFailure?.();
        return;
      case 'end-session':
        options.onUnauthorized?.();
        return;
    }
  };

  function send(event: PlaybackEvent): void {
    if (destroyed) return;
    const transition = playbackTransition(state, event);
    const changed = transition.state !== state;
    state = transition.state;
    for (const effect of transition.effects) perform(effect);
    if (changed) emit();
  }

  const fail = (error: PlayerErrorView) => send({ type: 'failed', error });
  // A licence exchange that gets no licence within its deadline ends in the timeout's view (licence-wait.ts).
  const licence = watchLicence(() => fail(playerErrorFor({ kind: 'fetch', request: 'drm', failure: 'timeout', httpStatus: null })));

  /** Tells the machine the stream's audio, quality and captions choices when they differ from what it has. */
  function readTracks(): void {
    if (!player) return;
    const tracks = trackChoices(player.getVariantTracks(), player.getConfiguration().abr.enabled, player.getTextTracks());
    if (!sameTrackChoices(tracks, state.tracks)) send({ type: 'tracks-changed', tracks });
  }

  /** The text track the viewer last chose (shaka's id), shown again when captions come back on. */
  let chosenText: number | null = null;

  /** Captions on: the text track last chosen, else the content's first (if it has any); off: none shown. */
  function showCaptions(enabled: boolean): void {
    if (!player) return;
    const texts = player.getTextTracks();
    const track = enabled ? (texts.find((text) => text.id === chosenText) ?? texts[0]) : undefined;
    player.selectTextTrack(track ?? null);
    readTracks();
  }

  /** The session's bitrate cap (the manifest's, renewed by each live refresh) bounds the adaptive choice. */
  function applyBitrateCap(manifest: Manifest): void {
    player?.configure({ abr: { restrictions: bitrateRestrictions(manifest.bitrateCap) } });
  }

  /** Carries out a viewer's audio, quality or captions choice (the plan is the pure rule's). */
  function chooseTrack(choice: TrackChoice): void {
    if (!player) return;
    const texts = player.getTextTracks();
    const plan = trackPlan(player.getVariantTracks(), choice, texts);
    if (!plan) return;
    if (plan.type === 'text') {
      if (plan.textId !== null) chosenText = plan.textId;
      player.selectTextTrack(texts.find((text) => text.id === plan.textId) ?? null);
    } else if (plan.type === 'abr') {
      player.configure({ abr: { enabled: true } });
    } else if (plan.type === 'variant') {
      const variant = player.getVariantTracks().find((track) => track.id === plan.variantId);
      // A fixed quality: ABR would otherwise switch away from it.
      player.configure({ abr: { enabled: false } });
      // The buffer ahead is dropped (keeping one segment), so the choice shows within seconds.
      if (variant) player.selectVariantTrack(variant, true, SWITCH_SAFE_MARGIN_SECONDS);
    } else {
      selectAudio(plan.audio);
    }
    readTracks();
  }

  /** Plays `wanted` from now on, when the stream has it and it is not what plays. */
  function selectAudio(wanted: AudioIdentity): void {
    const tracks = player?.getAudioTracks() ?? [];
    const identity = (track: (typeof tracks)[number]): AudioIdentity => ({ language: track.language, label: track.label, roles: track.roles });
    const audio = tracks.find((track) => sameAudio(identity(track), wanted));
    if (audio && !audio.active) player?.selectAudioTrack(audio, SWITCH_SAFE_MARGIN_SECONDS);
  }

  // The media element tells the machine what it does.
  const mediaEvents = ['playing', 'pause', 'waiting', 'ended', 'canplay'] as const;
  const onMedia = (event: Event) => send({ type: 'media', event: event.type as (typeof mediaEvents)[number] });
  const onTime = () => send({ type: 'time', position: video.currentTime });
  const onPipEnter = () => send({ type: 'pip-changed', active: true });
  const onPipLeave = () => send({ type: 'pip-changed', active: false });
  const onVideoError = () => {
    // shaka reports failures of content it loaded itself (with more detail); this catches the rest.
    if (!player) fail(playerErrorFor({ kind: 'video', mediaErrorCode: video.error?.code ?? null }));
  };
  for (const name of mediaEvents) video.addEventListener(name, onMedia);
  video.addEventListener('timeupdate', onTime);
  video.addEventListener('enterpictureinpicture', onPipEnter);
  video.addEventListener('leavepictureinpicture', onPipLeave);
  video.addEventListener('error', onVideoError);
  video.volume = state.volume;
  video.muted = state.isMuted;

  /** The shaka player being made, so that a load can start making it while its manifest travels. */
  let making: Promise<ShakaPlayer> | null = null;

  /** The engine's shaka player, made and attached to the video once. */
  function playerFor(shaka: Shaka): Promise<ShakaPlayer> {
    if (player) return Promise.resolve(player);
    making ??= makePlayer(shaka).finally(() => {
      making = null;
    });
    return making;
  }

  async function makePlayer(shaka: Shaka): Promise<ShakaPlayer> {
    shaka.polyfill.installAll();
    registerJsonManifestParser(shaka);
    const created = new shaka.Player();
    // Captions render in the face's container (shaka's UI text displayer) when it gives one: set before attaching,
    // when shaka picks its text displayer.
    if (options.captionsContainer) created.setVideoContainer(options.captionsContainer);
    await created.attach(video);
    if (destroyed) {
      await created.destroy();
      throw new Error('The player engine was destroyed while its player was made.');
    }
    created.configure(streamingConfiguration(options.device));
    const networking = created.getNetworkingEngine();
    const { MANIFEST, LICENSE, SERVER_CERTIFICATE } = shaka.net.NetworkingEngine.RequestType;
    networking?.registerRequestFilter((type, request) => {
      // FairPlay's certificate and key requests, as its licence service takes them (the headers below are added too).
      if (engineKind === 'HLS' && type === SERVER_CERTIFICATE) shapeFairPlayCertificateRequest(request, token);
      if (engineKind === 'HLS' && type === LICENSE) shapeFairPlayLicenceRequest(request, { token, assetId });
      // A receiver signs in to every playback call with the sender's token (media segments need none).
      if (sessionToken && (type === MANIFEST || LICENCE_REQUEST_TYPES.has(type))) request.headers[SESSION_TOKEN_HEADER] = sessionToken;
      if (!LICENCE_REQUEST_TYPES.has(type)) return;
      licence.requested();
      if (token) request.headers['X-Auth-Token'] = token;
      // A ClearKey licence request is JSON (the EME key ids); the licence server only takes it labelled so.
      if (request.body && textOf(request.body).trimStart().startsWith('{')) request.headers['Content-Type'] = 'application/json';
    });
    networking?.registerResponseFilter((type, response) => {
      if (type === MANIFEST) {
        // Every live refresh brings a fresh DRM token for the same session.
        const manifest = readJsonManifest(response.data);
        if (manifest?.drm) token = manifest.drm.drmToken;
        if (manifest) airing = airingOnTimeline(manifest);
        // And its ad breaks (a live window moves on; an on-demand manifest states them once).
        if (manifest) send({ type: 'ad-breaks', breaks: adBreaksOf(manifest) });
        if (manifest) applyBitrateCap(manifest);
        if (manifest) options.onManifest?.(manifest);
      } else if (LICENCE_REQUEST_TYPES.has(type)) {
        licence.answered();
        const license = decodeJsonLicense(response.data);
        if (license) response.data = license;
      }
    });
    // A refused licence is the answer, and a licence exchange given up at its deadline is over: shaka does not ask
    // again (licence-wait.ts).
    networking?.addEventListener('retry', (event) => {
      const error = (event as unknown as { error?: FailedRequestError }).error;
      if (licence.givenUp() || (error && !mayRetryRequest(error))) event.preventDefault();
    });
    // The audio and quality choices follow the stream (loaded, refreshed, adapted).
    for (const name of ['trackschanged', 'variantchanged', 'adaptation', 'abrstatuschanged', 'textchanged']) created.addEventListener(name, () => readTracks());
    created.addEventListener('error', (event) => {
      const detail = (event as unknown as { detail?: ShakaErrorLike & { severity?: number } }).detail;
      // Only non-recoverable errors end playback and are reported; shaka retries the recoverable ones.
      if (!detail || detail.severity !== shaka.util.Error.Severity.CRITICAL) return;
      fail(playerErrorFor(errorSourceOf(detail)));
    });
    player = created;
    return created;
  }

  function configureDrm(shakaPlayer: ShakaPlayer, manifest: Manifest): void {
    const servers: Record<string, string> = {};
    for (const [keySystem, server] of Object.entries(manifest.drm?.keySystems ?? {})) {
      if (server) servers[keySystem] = new URL(server.licenseServerURL, options.playbackBaseUrl || location.href).toString();
    }
    shakaPlayer.configure({ drm: { servers } });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    async load(request) {
      const generation = ++loadGeneration;
      sessionToken = request.sessionToken ?? null;
      licence.reset();
      send({ type: 'load' });
      // The player's own code failing to load is the display side's failure (100), anything else unnamed is 0.
      const loadingShaka = (options.loadShaka ?? loadShakaPlayer)().catch(() => null);
      // The player is made and attached to the video while the manifest travels (it needs nothing from it).
      void loadingShaka.then((loaded) => (loaded && !destroyed ? playerFor(loaded) : null)).catch(() => undefined);
      const [opened, shaka] = await Promise.all([
        openManifest({
          playbackBaseUrl: options.playbackBaseUrl,
          assetType: request.assetType,
          assetId: request.assetId,
          signal: aborter.signal,
          ...(sessionToken ? { headers: { [SESSION_TOKEN_HEADER]: sessionToken } } : {}),
        }).catch(() => null),
        loadingShaka,
      ]);
      if (destroyed || generation !== loadGeneration) return;
      if (!opened || !shaka) {
        fail(playerErrorFor({ kind: shaka ? 'unknown' : 'display' }));
        return;
      }
      if (!opened.ok) {
        if (opened.unauthorized && opened.source.kind === 'service' && opened.source.body.detailedErrorName === 'SESSION_MISSING') {
          send({ type: 'unauthorized' });
          return;
        }
        fail(playerErrorFor(opened.source));
        return;
      }
      token = opened.manifest.drm?.drmToken ?? null;
      airing = airingOnTimeline(opened.manifest);
      send({ type: 'ad-breaks', breaks: adBreaksOf(opened.manifest) });
      options.onManifest?.(opened.manifest);
      // Safari with FairPlay plays the HLS playlist; every other browser (and every manifest without FairPlay) DASH.
      const keySystems = Object.keys(opened.manifest.drm?.keySystems ?? {});
      const hlsURL = opened.manifest.hlsURL;
      const fairPlay = offersFairPlay(keySystems, hlsURL) && (await fairPlaySupported());
      if (destroyed || generation !== loadGeneration) return;
      engineKind = playbackEngineFor({ keySystems, hlsURL, fairPlaySupported: fairPlay });
      assetId = request.assetId;
      const shakaPlayer = await playerFor(shaka).catch(() => null);
      if (destroyed || generation !== loadGeneration) return;
      if (!shakaPlayer) {
        fail(playerErrorFor({ kind: 'unknown' }));
        return;
      }
      const fairPlayConfig = engineKind === 'HLS' && opened.manifest.drm ? fairPlayConfiguration(opened.manifest.drm, options.playbackBaseUrl || location.href) : null;
      if (fairPlayConfig) shakaPlayer.configure(fairPlayConfig);
      else configureDrm(shakaPlayer, opened.manifest);
      applyBitrateCap(opened.manifest);
      // Start-up fetches the rebuffering goal's segments at once; a live start sits far enough behind the edge that
      // they are there to fetch.
      const liveDelay = liveStartDelayFor(opened.manifest);
      shakaPlayer.configure({
        // The audio asked for plays from the first segment (the preference is shaka's initial choice; none: its default).
        preferredAudio: [audioPreference(request.audio ?? null)],
        streaming: { segmentPrefetchLimit: segmentPrefetchFor(opened.manifest) },
        manifest: { defaultPresentationDelay: liveDelay ?? 0, dash: { ignoreSuggestedPresentationDelay: liveDelay !== null } },
      });
      const live = opened.manifest.type === 'dynamic';
      const start = typeof request.startAt === 'number' ? request.startAt : live && request.startAtLive ? null : opened.manifest.initialPosition;
      try {
        if (fairPlayConfig && hlsURL) await shakaPlayer.load(new URL(hlsURL, options.playbackBaseUrl || location.href).toString(), start, HLS_MIME);
        // The manifest already read is handed over: shaka does not ask for it again.
        else await shakaPlayer.load(readManifestUri(opened.manifest, continuationUrl(opened)), start, JSON_MANIFEST_MIME);
      } catch (error) {
        if (destroyed || generation !== loadGeneration) return;
        const detail = error as ShakaErrorLike & { code?: number };
        // A load interrupted by another load or by leaving is not a failure.
        if (detail.code === shaka.util.Error.Code.LOAD_INTERRUPTED || detail.code === shaka.util.Error.Code.OPERATION_ABORTED) return;
        fail(playerErrorFor(typeof detail.code === 'number' ? errorSourceOf(detail) : { kind: 'unknown' }));
        return;
      }
      if (destroyed || generation !== loadGeneration) return;
      // A live title resumed where a cast session left it: there while this player's window holds it, else at its
      // nearest edge (the receiver's window and this one's need not be the same).
      if (live && typeof request.startAt === 'number') {
        const at = positionWithin(request.startAt, seekableRange());
        if (Math.abs(video.currentTime - at) > 1) video.currentTime = at;
      }
      // The viewer's captions setting (remembered from the last playback) holds for this one.
      showCaptions(state.captionsEnabled);
      // The audio asked for, where the preference alone did not pick it (a label or role shaka weighed otherwise).
      if (request.audio) {
        selectAudio(request.audio);
        readTracks();
      }
      send({ type: 'command', command: 'play' });
    },
    timeline() {
      const range = seekableRange();
      const live = player?.isLive() ?? false;
      const buffered: Array<{ start: number; end: number }> = [];
      for (let index = 0; index < video.buffered.length; index += 1) buffered.push({ start: video.buffered.start(index), end: video.buffered.end(index) });
      return {
        position: state.seekPreview ?? video.currentTime,
        duration: live ? range.end - range.start : Number.isFinite(video.duration) ? video.duration : range.end,
        seekStart: range.start,
        seekEnd: range.end,
        isLive: live,
        buffered,
        airing: live ? airing : null,
      };
    },
    async thumbnailAt(seconds) {
      if (!player) return null;
      const thumbnail = await player.getThumbnails(null, seconds).catch(() => null);
      const url = thumbnail?.uris[0];
      if (!thumbnail || !url) return null;
      return {
        url,
        x: thumbnail.positionX,
        y: thumbnail.positionY,
        width: thumbnail.width,
        height: thumbnail.height,
        spriteWidth: thumbnail.imageWidth,
        spriteHeight: thumbnail.imageHeight,
        startTime: thumbnail.startTime,
        duration: thumbnail.duration,
      };
    },
    drmToken: () => token,
    async destroy() {
      destroyed = true;
      aborter.abort();
      licence.stop();
      for (const name of mediaEvents) video.removeEventListener(name, onMedia);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('enterpictureinpicture', onPipEnter);
      video.removeEventListener('leavepictureinpicture', onPipLeave);
      video.removeEventListener('error', onVideoError);
      const current = player;
      player = null;
      listeners.clear();
      await current?.destroy().catch(() => undefined);
    },
  };
}
