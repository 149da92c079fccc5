import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useRestClients } from '../api/rest/RestProvider.tsx';
import { connectionStatus } from '../kit/connection-status.ts';
import { setPlayerActive } from '../kit/player-activity.ts';
import { reportPlaybackFailure } from '../kit/reporting.ts';
import { useCastState } from '../cast/CastUi.tsx';
import {
  playbackErrorReport,
  playerErrorFor,
  sameAudio,
  type ManifestAssetType,
  type PlaybackState,
  type PlayerEngine,
  type PlaybackRequest,
  type PlayerErrorView,
} from '../../common/player/index.ts';
import type { PlaybackRequestedState } from '../lib/routing/playback-requested.ts';
import type { CastAudioTrack, CastMediaStatus } from '../../common/cast/protocol.ts';
import { castResumeAudio, castResumePosition } from './cast-remote.ts';
import { playerPreferenceCookies, readPlayerPreferences } from './preferences.ts';
import { usePlayerEngine } from './usePlayerEngine.ts';
import { usePlayerRegistration } from './usePlayerRegistration.ts';
import { track } from '../kit/analytics/track.ts';
import { playbackAnalytics, SEEK_THRESHOLD_S, type PlaybackSnapshot } from './playback-analytics.ts';
import { nielsenTagsOf, nielsenTagsPassed, type NielsenTag } from './nielsen-id3.ts';

const MANIFEST_TYPES: Record<string, ManifestAssetType> = { channel: 'CHANNEL', broadcast: 'BROADCAST', vod: 'VOD', recording: 'RECORDING' };

/** The manifest's asset type for the player route's `{type}`, or undefined for a type that cannot play. */
export function manifestTypeOf(routeType: string): ManifestAssetType | undefined {
  return MANIFEST_TYPES[routeType.toLowerCase()];
}

interface PlaybackInput {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The element over the video that captions render in. */
  captionsRef: RefObject<HTMLDivElement | null>;
  assetType: ManifestAssetType | undefined;
  assetId: string;
  requested: PlaybackRequestedState | null;
  /** Bumped by the error view's Refresh: the same title loads again. */
  reloadCount: number;
  isTv: boolean;
}

export interface Playback {
  engine: PlayerEngine | null;
  state: PlaybackState | null;
  /** The error view's content: the route's, the registration's or the engine's, in that order. */
  error: PlayerErrorView | null;
  /** A cast device plays this title (cast from here, or the mini controller's 'Maximize player controls'): this page does not, it is the session's remote. */
  castingHere: boolean;
  cast: ReturnType<typeof useCastState>;
}

/**
 * The player page's playback: the engine on the video, loading the route's title unless the player is not
 * registered or a cast device plays it (then it stops, and plays on from the receiver's last position once
 * casting ends), with the app told what plays (the player is active; its own error view
 * keeps the network modal away once it has played) and the viewer's captions, volume and mute remembered.
 */
export function usePlayback({ videoRef, captionsRef, assetType, assetId, requested, reloadCount, isTv }: PlaybackInput): Playback {
  // A player whose registration is unknown to the service or revoked does not play ('player not registered').
  const notRegistered = usePlayerRegistration().status === 'not-registered';
  const cast = useCastState();
  const castingHere = cast.connection === 'connected' && cast.media?.asset?.assetId === assetId && cast.device !== null;
  const resumeAt = useCastPosition(castingHere, cast.media);
  const resumeAudio = useCastAudio(castingHere, cast.media);
  const startAtLive = requested?.startAtLive ?? false;
  const request: PlaybackRequest | null = useMemo(
    () => (assetType && !notRegistered && !castingHere ? { assetType, assetId, startAtLive, reload: reloadCount, startAt: resumeAt, audio: resumeAudio } : null),
    [assetType, assetId, startAtLive, reloadCount, notRegistered, castingHere, resumeAt, resumeAudio],
  );
  const { playbackBaseUrl } = useRestClients().baseUrls;
  // The manifest's Nielsen ID3 tags (timed metadata, analytics only), as of its latest refresh.
  const nielsenTags = useRef<NielsenTag[]>([]);
  const { engine, state } = usePlayerEngine(videoRef, request, {
    playbackBaseUrl,
    device: { isTv },
    preferences: readPlayerPreferences(document.cookie),
    // Only failures the player could not recover from are reported.
    onReport: (failure) => {
      const report = playbackErrorReport(failure);
      reportPlaybackFailure({ ...report });
      track('Playback Error', { assetId, code: report.errorCode, category: report.category, detailedErrorName: report.detailedErrorName, httpStatus: report.httpStatus });
    },
    // Signed out under the player: it closes, and the app's session-expired flow takes over.
    onUnauthorized: () => connectionStatus.report({ statusCode: 401 }),
    // The browser would not start playback by itself: the big Play button asks the viewer, and the collector hears of it.
    onAutoplayFailure: () => track('Playback Autoplay Failed', { assetId, position: videoRef.current?.currentTime ?? 0 }),
    onManifest: (manifest) => {
      nielsenTags.current = nielsenTagsOf(manifest);
    },
  }, captionsRef);
  const routeError = useMemo(() => (assetType ? null : playerErrorFor({ kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: 404 })), [assetType]);
  const registrationError = useMemo(() => (notRegistered ? playerErrorFor({ kind: 'player-not-registered' }) : null), [notRegistered]);
  // Revoked while playing: the video stops (the machine unloads it and reports the error).
  useEffect(() => {
    if (engine && registrationError) engine.send({ type: 'failed', error: registrationError });
  }, [engine, registrationError]);
  // A cast device plays it (a page opened while casting, whose engine started before the session was known): this one stops.
  useEffect(() => {
    if (engine && castingHere) engine.send({ type: 'close' });
  }, [engine, castingHere]);
  usePlayerStatus(state);
  useRememberedPreferences(state);
  usePlaybackAnalytics(state, assetId, nielsenTags);
  return { engine, state, error: routeError ?? registrationError ?? state?.error ?? null, castingHere, cast };
}

/**
 * Where the receiver last was in a title cast from or to this page (null: never), on demand or live, as its settled
 * statuses say (castResumePosition): local playback resumes there (live, within this player's seekable window).
 */
function useCastPosition(castingHere: boolean, media: CastMediaStatus | null): number | null {
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const position = castingHere && media ? castResumePosition(media) : undefined;
  // Kept from render to render (React's "adjusting state while rendering"): it outlives the session.
  if (position !== undefined && position !== resumeAt) setResumeAt(position);
  return resumeAt;
}

/**
 * The audio track the receiver last played of a title cast from or to this page (null: never said): local playback
 * takes it up once casting ends, as it does the receiver's position. Kept while the track stays the same, so a status
 * that names it again does not load the title anew.
 */
function useCastAudio(castingHere: boolean, media: CastMediaStatus | null): CastAudioTrack | null {
  const [resumeAudio, setResumeAudio] = useState<CastAudioTrack | null>(null);
  const audio = castingHere && media ? castResumeAudio(media) : undefined;
  const same = audio === resumeAudio || (audio != null && resumeAudio !== null && sameAudio(audio, resumeAudio));
  // Kept from render to render (React's "adjusting state while rendering"): it outlives the session.
  if (audio !== undefined && !same) setResumeAudio(audio);
  return resumeAudio;
}

/** The app knows the player is active, and (once it has played) that its own error view speaks for the network. */
function usePlayerStatus(state: PlaybackState | null): void {
  useEffect(() => {
    setPlayerActive(true);
    connectionStatus.setPlayerState({ fullView: true, initialLoadDone: false });
    return () => {
      setPlayerActive(false);
      connectionStatus.setPlayerState({ fullView: false, initialLoadDone: false });
    };
  }, []);
  const initialLoadDone = state?.phase === 'playing' || state?.phase === 'paused' || state?.phase === 'ended';
  useEffect(() => {
    // Once played, it stays done (a later buffering or error is after the initial load).
    if (initialLoadDone) connectionStatus.setPlayerState({ fullView: true, initialLoadDone: true });
  }, [initialLoadDone]);
}

/** Captions, volume and mute are remembered (in cookies) for the next playback. */
function useRememberedPreferences(state: PlaybackState | null): void {
  const volume = state?.volume;
  const isMuted = state?.isMuted;
  const captionsEnabled = state?.captionsEnabled;
  useEffect(() => {
    if (volume === undefined || isMuted === undefined || captionsEnabled === undefined) return;
    for (const cookie of playerPreferenceCookies({ volume, isMuted, captionsEnabled })) document.cookie = cookie;
  }, [volume, isMuted, captionsEnabled]);
}

/** The playback events of the tracking plan, from each change of the player's phase and position. */
function usePlaybackAnalytics(state: PlaybackState | null, assetId: string, nielsenTags: RefObject<NielsenTag[]>): void {
  const previous = useRef<PlaybackSnapshot | null>(null);
  const phase = state?.phase;
  const position = state?.position;
  useEffect(() => {
    if (phase === undefined || position === undefined) return;
    const before = previous.current;
    const { events, started } = playbackAnalytics(before, { assetId, phase, position });
    previous.current = { assetId, phase, position, started };
    for (const { event, properties } of events) track(event, properties);
    // Nielsen's tags the position played through (not those a seek jumped over).
    if (before?.assetId === assetId && phase === 'playing' && position - before.position <= SEEK_THRESHOLD_S) {
      for (const tag of nielsenTagsPassed(nielsenTags.current, before.position, position)) track('Nielsen ID3', { assetId, payload: tag.payload });
    }
  }, [assetId, phase, position, nielsenTags]);
}
