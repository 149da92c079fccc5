/**
 * The player's state machine: what the viewer asked for, what the media element reports, and the player
 * status both add up to. Pure: `playbackTransition(state, event)` returns the next state and the effects the
 * engine carries out (play, pause, seek, unload, report); the engine feeds every media event back in, so the
 * playback engine is told of every change.
 */
import { clampVolume } from './volume.ts';
import { JUMP_STEP_MS } from './streaming.ts';
import type { PlayerErrorView } from './error-mapping.ts';
import { adsAtPosition, mergeAdBreaks, seekThroughAds, type AdBreak, type AdState } from './ad-breaks.ts';
import { CAPTIONS_OFF, NO_TRACK_CHOICES, type TrackChoice, type TrackChoices } from './track-choice.ts';

/** Where playback is: play requested (loading or starting), playing, paused, buffering, ended, errored, closed. */
export type PlaybackPhase = 'idle' | 'loading' | 'playing' | 'paused' | 'buffering' | 'ended' | 'errored' | 'closed';


export type SeekSpeed = 'none' | 'backward1' | 'backward2' | 'backward3' | 'forward1' | 'forward2' | 'forward3';

/** What a viewer's command asks for. */
export type PlaybackCommand = 'play' | 'pause' | 'toggle' | 'jumpBack' | 'jumpForward' | 'seekBack' | 'seekForward';

/** Overlay visibility over the video ('config': the audio and quality choices, open until closed). */
export type OverlayVisibility = 'none' | 'controls' | 'seek' | 'config';

export interface PlaybackState {
  phase: PlaybackPhase;
  /** The viewer wants it playing (set by play, cleared by pause); a buffering or loading player resumes to it. */
  playRequested: boolean;
  /** The browser refused to start playback without a user action: a big Play button is shown. */
  needsUserAction: boolean;
  seekSpeed: SeekSpeed;
  /** Seconds the seek preview points at while a seek speed is active (null: no preview). */
  seekPreview: number | null;
  position: number;
  overlay: OverlayVisibility;
  volume: number;
  isMuted: boolean;
  captionsEnabled: boolean;
  isFullscreen: boolean;
  nativePipActive: boolean;
  error: PlayerErrorView | null;
  /** The content's ad breaks (from its manifest), with those watched. */
  adBreaks: readonly AdBreak[];
  adState: AdState;
  /** Where a seek across a required ad break goes once the break has played. */
  resumeAt: number | null;
  /** The stream's audio and quality choices (the config overlay's), as the engine last read them. */
  tracks: TrackChoices;
}

export type PlaybackEvent =
  | { type: 'load' }
  | { type: 'command'; command: PlaybackCommand }
  | { type: 'media'; event: 'playing' | 'pause' | 'waiting' | 'ended' | 'canplay' }
  | { type: 'time'; position: number }
  | { type: 'seek'; seconds: number }
  | { type: 'ad-breaks'; breaks: Array<Omit<AdBreak, 'watched'>> }
  | { type: 'autoplay-failed' }
  | { type: 'failed'; error: PlayerErrorView }
  | { type: 'seek-tick'; elapsedMs: number; seekable: { start: number; end: number } }
  | { type: 'volume'; volume: number; isTv?: boolean }
  | { type: 'mute-toggled' }
  | { type: 'captions-toggled' }
  | { type: 'config-toggled' }
  | { type: 'tracks-changed'; tracks: TrackChoices }
  | { type: 'track-chosen'; choice: TrackChoice }
  | { type: 'fullscreen-changed'; isFullscreen: boolean }
  | { type: 'pip-changed'; active: boolean }
  | { type: 'activity' }
  | { type: 'idle' }
  | { type: 'reset' }
  | { type: 'close' }
  | { type: 'unauthorized' };

export type PlaybackEffect =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'seek-to'; seconds: number }
  | { type: 'set-volume'; volume: number; isMuted: boolean }
  | { type: 'set-captions'; enabled: boolean }
  | { type: 'choose-track'; choice: TrackChoice }
  | { type: 'unload' }
  | { type: 'report-autoplay-failure' }
  | { type: 'report-error'; error: PlayerErrorView }
  | { type: 'end-session' };

export interface Transition {
  state: PlaybackState;
  effects: PlaybackEffect[];
}

/** Seconds of content the seek preview moves per second at each speed level. */
export const SEEK_SPEED_RATES: Record<SeekSpeed, number> = {
  none: 0,
  backward1: -10,
  backward2: -30,
  backward3: -60,
  forward1: 10,
  forward2: 30,
  forward3: 60,
};

const FORWARD: readonly SeekSpeed[] = ['none', 'forward1', 'forward2', 'forward3'];
const BACKWARD: readonly SeekSpeed[] = ['none', 'backward1', 'backward2', 'backward3'];

/** One step faster in the direction asked; a step in the other direction first slows down to none. */
export function nextSeekSpeed(current: SeekSpeed, direction: 'forward' | 'backward'): SeekSpeed {
  const same = direction === 'forward' ? FORWARD : BACKWARD;
  const other = direction === 'forward' ? BACKWARD : FORWARD;
  const inOther = other.indexOf(current);
  if (inOther > 0) return other[inOther - 1] ?? 'none';
  const index = same.indexOf(current);
  return same[Math.min(same.length - 1, index + 1)] ?? current;
}

export interface PlayerPreferences {
  volume: number;
  isMuted: boolean;
  captionsEnabled: boolean;
}

export function initialPlaybackState(preferences: PlayerPreferences = { volume: 1, isMuted: false, captionsEnabled: false }): PlaybackState {
  return {
    phase: 'idle',
    playRequested: false,
    needsUserAction: false,
    seekSpeed: 'none',
    seekPreview: null,
    position: 0,
    overlay: 'none',
    volume: clampVolume(preferences.volume),
    isMuted: preferences.isMuted,
    captionsEnabled: preferences.captionsEnabled,
    isFullscreen: false,
    nativePipActive: false,
    error: null,
    adBreaks: [],
    adState: 'none',
    resumeAt: null,
    tracks: NO_TRACK_CHOICES,
  };
}

/**
 * A reset (a new asset in the same player) keeps the viewer's volume, mute and captions, and keeps the
 * error overlay only if one was showing; everything else starts over.
 */
export function resetPlaybackState(state: PlaybackState): PlaybackState {
  return {
    ...initialPlaybackState({ volume: state.volume, isMuted: state.isMuted, captionsEnabled: state.captionsEnabled }),
    isFullscreen: state.isFullscreen,
    error: state.error,
    phase: state.error ? 'errored' : 'idle',
  };
}

const stay = (state: PlaybackState): Transition => ({ state, effects: [] });

/** A seek to `to`, through the ad rule: a required break on the way plays first. */
function seekTo(state: PlaybackState, to: number): Transition {
  const landing = seekThroughAds(state.adBreaks, state.position, to);
  return {
    state: { ...state, seekSpeed: 'none', seekPreview: null, overlay: 'controls', position: landing.seconds, resumeAt: landing.resumeAt },
    effects: [{ type: 'seek-to', seconds: landing.seconds }],
  };
}

function commitSeek(state: PlaybackState): Transition {
  if (state.seekPreview === null) return { state: { ...state, seekSpeed: 'none' }, effects: [] };
  return seekTo(state, state.seekPreview);
}

function command(state: PlaybackState, name: PlaybackCommand): Transition {
  if (state.phase === 'errored' || state.phase === 'closed' || state.phase === 'idle') return stay(state);
  switch (name) {
    case 'toggle':
      return command(state, state.playRequested && state.seekSpeed === 'none' ? 'pause' : 'play');
    case 'play': {
      const committed = commitSeek(state);
      const next = { ...committed.state, playRequested: true, needsUserAction: false };
      return { state: next, effects: [...committed.effects, { type: 'play' }] };
    }
    case 'pause':
      return { state: { ...state, playRequested: false, seekSpeed: 'none', seekPreview: null, overlay: 'controls' }, effects: [{ type: 'pause' }] };
    case 'jumpBack':
    case 'jumpForward': {
      const seconds = ((name === 'jumpBack' ? -1 : 1) * JUMP_STEP_MS) / 1000;
      // A jump forward into or across a required ad break lands at the break instead.
      if (seekThroughAds(state.adBreaks, state.position, state.position + seconds).seconds !== state.position + seconds) return seekTo(state, state.position + seconds);
      return { state: { ...state, overlay: 'controls' }, effects: [{ type: 'seek-by', seconds }] };
    }
    case 'seekBack':
    case 'seekForward': {
      const seekSpeed = nextSeekSpeed(state.seekSpeed, name === 'seekBack' ? 'backward' : 'forward');
      if (seekSpeed === 'none') return commitSeek(state);
      return {
        state: { ...state, seekSpeed, seekPreview: state.seekPreview ?? state.position, overlay: 'seek' },
        effects: [],
      };
    }
  }
}

export function playbackTransition(state: PlaybackState, event: PlaybackEvent): Transition {
  if (state.phase === 'closed' && event.type !== 'load') return stay(state);
  switch (event.type) {
    case 'load':
      return { state: { ...resetPlaybackState(state), error: null, phase: 'loading', playRequested: true }, effects: [] };
    case 'command':
      return command(state, event.command);
    case 'media':
      if (state.phase === 'errored') return stay(state);
      switch (event.event) {
        case 'playing':
          return stay({ ...state, phase: 'playing', playRequested: true, needsUserAction: false });
        case 'pause':
          return stay({ ...state, phase: state.phase === 'ended' ? 'ended' : 'paused', playRequested: false });
        case 'waiting':
          return stay({ ...state, phase: 'buffering' });
        case 'canplay':
          return stay(state.phase === 'buffering' || state.phase === 'loading' ? { ...state, phase: state.playRequested ? 'buffering' : 'paused' } : state);
        case 'ended':
          return stay({ ...state, phase: 'ended', playRequested: false, overlay: 'controls' });
      }
      return stay(state);
    case 'seek':
      if (state.phase === 'errored' || state.phase === 'idle') return stay(state);
      return seekTo(state, event.seconds);
    case 'ad-breaks':
      return stay({ ...state, adBreaks: mergeAdBreaks(state.adBreaks, event.breaks) });
    case 'time': {
      // While the video is in picture-in-picture, the page's own display of it pauses.
      if (state.nativePipActive) return stay(state);
      const ads = adsAtPosition({ breaks: state.adBreaks, previous: state.position, position: event.position, resumeAt: state.resumeAt, adState: state.adState });
      const next = { ...state, position: event.position, adBreaks: ads.breaks, adState: ads.adState, resumeAt: ads.resumeAt };
      return ads.seekTo === null ? stay(next) : { state: { ...next, position: ads.seekTo }, effects: [{ type: 'seek-to', seconds: ads.seekTo }] };
    }
    case 'autoplay-failed':
      return {
        state: { ...state, phase: state.phase === 'loading' || state.phase === 'buffering' ? 'paused' : state.phase, playRequested: false, needsUserAction: true, overlay: 'controls' },
        effects: [{ type: 'report-autoplay-failure' }],
      };
    case 'failed':
      if (state.phase === 'errored') return stay(state);
      return {
        state: { ...state, phase: 'errored', playRequested: false, seekSpeed: 'none', seekPreview: null, overlay: 'none', error: event.error },
        effects: [{ type: 'unload' }, { type: 'report-error', error: event.error }],
      };
    case 'seek-tick': {
      if (state.seekSpeed === 'none' || state.seekPreview === null) return stay(state);
      const moved = state.seekPreview + (SEEK_SPEED_RATES[state.seekSpeed] * event.elapsedMs) / 1000;
      const seekPreview = Math.min(event.seekable.end, Math.max(event.seekable.start, moved));
      return stay({ ...state, seekPreview });
    }
    case 'volume': {
      const volume = clampVolume(event.volume, event.isTv);
      // Moving the volume unmutes; moving it to nothing mutes.
      const isMuted = volume === 0;
      return { state: { ...state, volume, isMuted }, effects: [{ type: 'set-volume', volume, isMuted }] };
    }
    case 'mute-toggled': {
      const isMuted = !state.isMuted;
      const volume = !isMuted && state.volume === 0 ? 1 : state.volume;
      return { state: { ...state, isMuted, volume }, effects: [{ type: 'set-volume', volume, isMuted }] };
    }
    case 'captions-toggled': {
      const captionsEnabled = !state.captionsEnabled;
      return { state: { ...state, captionsEnabled }, effects: [{ type: 'set-captions', enabled: captionsEnabled }] };
    }
    case 'config-toggled':
      if (state.phase === 'errored' || state.phase === 'idle') return stay(state);
      return stay({ ...state, seekSpeed: 'none', seekPreview: null, overlay: state.overlay === 'config' ? 'controls' : 'config' });
    case 'tracks-changed':
      return stay({ ...state, tracks: event.tracks });
    case 'track-chosen': {
      if (state.phase === 'errored' || state.phase === 'idle') return stay(state);
      // A captions choice turns captions on (a track) or off (Off), as the Captions button does.
      const captionsEnabled = event.choice.kind === 'captions' ? event.choice.id !== CAPTIONS_OFF : state.captionsEnabled;
      return { state: captionsEnabled === state.captionsEnabled ? state : { ...state, captionsEnabled }, effects: [{ type: 'choose-track', choice: event.choice }] };
    }
    case 'fullscreen-changed':
      return stay({ ...state, isFullscreen: event.isFullscreen });
    case 'pip-changed':
      return stay({ ...state, nativePipActive: event.active });
    case 'activity':
      // The seek and config overlays stay until done with; activity otherwise shows the controls.
      return stay(state.overlay === 'seek' || state.overlay === 'config' || state.phase === 'errored' ? state : { ...state, overlay: 'controls' });
    case 'idle':
      // Controls hide while playing; a paused, ended or waiting player keeps them.
      return stay(state.overlay === 'controls' && state.phase === 'playing' ? { ...state, overlay: 'none' } : state);
    case 'reset':
      return { state: resetPlaybackState(state), effects: [{ type: 'unload' }] };
    case 'close':
      // The playback is cleared; the viewer's volume, mute and captions are not playback but theirs (as a reset keeps
      // them): a player closed while a cast device plays the title starts again with them when casting ends.
      return {
        state: { ...initialPlaybackState({ volume: state.volume, isMuted: state.isMuted, captionsEnabled: state.captionsEnabled }), phase: 'closed' },
        effects: [{ type: 'unload' }],
      };
    case 'unauthorized':
      // Only signed-in, authorised apps keep playing: the player closes and the session is given up.
      return { state: { ...initialPlaybackState(), phase: 'closed' }, effects: [{ type: 'unload' }, { type: 'end-session' }] };
  }
}
