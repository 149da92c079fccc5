import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useRestClients } from '../api/rest/RestProvider.tsx';
import { connectionStatus } from '../kit/connection-status.ts';
import { setPlayerActive } from '../kit/player-activity.ts';
import { reportPlaybackFailure } from '../kit/reporting.ts';
import { useCastState } from '../cast/CastUi.tsx';
import {
  playbackErrorReport,
  playerErrorFor,
  selectedAudio,
  type ManifestAssetType,
  type PlaybackState,
  type PlayerEngine,
  type PlaybackRequest,
  type PlayerErrorView,
} from '../../common/player/index.ts';
import type { PlaybackRequestedState } from '../lib/routing/playback-requested.ts';
import type { CastMediaStatus } from '../../common/cast/protocol.ts';
import { nextLoadChoice, type LoadChoice, type LoadChoiceEvent } from './load-choice.ts';
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
  // Where the next load starts and in which audio track: the receiver's once, when casting ends, then the page's own.
  const [choice, setChoice] = useState<LoadChoice | null>(null);
  const handed = choice?.assetId === assetId ? choice : null;
  const resumeAt = handed?.startAt ?? null;
  const resumeAudio = handed?.audio ?? null;
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
  const ownState = useStateOfTitle(assetId, state);
  const heard = loadChoiceEvent(assetId, castingHere ? cast.media : null, castingHere ? null : ownState);
  const next = heard ? nextLoadChoice(choice, heard) : choice;
  // Kept from render to render (React's "adjusting state while rendering"): the rule returns the same choice when
  // nothing changed.
  if (next !== choice) setChoice(next);
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
 * The engine's state once it is of `assetId`: on a move to another title (the next episode), the last title's state
 * stays until the new load starts, and is not this title's.
 */
function useStateOfTitle(assetId: string, state: PlaybackState | null): PlaybackState | null {
  const [asked, setAsked] = useState({ assetId, before: state });
  // Kept from render to render (React's "adjusting state while rendering").
  if (asked.assetId !== assetId) setAsked({ assetId, before: state });
  return asked.assetId === assetId && state !== asked.before ? state : null;
}

/**
 * What the page hears for its load choice (load-choice.ts): a status of the title from the cast device playing it,
 * or its own player playing the title (or holding it paused) in the audio track it reads; nothing otherwise.
 */
function loadChoiceEvent(assetId: string, castMedia: CastMediaStatus | null, local: PlaybackState | null): LoadChoiceEvent | null {
  if (castMedia) return { type: 'cast-status', assetId, status: castMedia };
  if (local && (local.phase === 'playing' || local.phase === 'paused')) return { type: 'played', assetId, audio: selectedAudio(local.tracks) };
  return null;
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
