/**
 * What the receiver tells its senders of its playback, and when. Pure: the controller (receiver/controller.ts)
 * reads its engine and asks these rules for the status message and whether it is due.
 */
import type { CastAsset, CastErrorPayload, CastMediaStatus, CastPlaybackDetails, CastPlayerState } from '../../common/cast/protocol.ts';
import { selectedAudio, type PlaybackState, type PlayerErrorView, type TimelineView } from '../../common/player/index.ts';

/** A status answer about the position alone is sent at most this often (state changes go at once). */
export const POSITION_STATUS_INTERVAL_MS = 1000;

/** The player's phase as the sender sees it. */
export function castPlayerState(playback: PlaybackState | null, hasError: boolean): CastPlayerState {
  if (hasError) return 'ERRORED';
  switch (playback?.phase) {
    case 'loading':
      return 'LOADING';
    case 'buffering':
      return 'BUFFERING';
    case 'playing':
      return 'PLAYING';
    case 'paused':
      return 'PAUSED';
    case 'errored':
      return 'ERRORED';
    default:
      return 'IDLE';
  }
}

/** The cast error payload a player error becomes on its way to the sender: the catalogue entry's title, code, message and advice. */
export function playerErrorPayload(error: PlayerErrorView): CastErrorPayload {
  return { code: error.code, title: error.title, problem: error.message, troubleshootingTips: error.troubleshooting === null ? [] : [error.troubleshooting] };
}

export interface ReceiverPlayback {
  asset: CastAsset | null;
  /** The engine's state and timeline (null: no engine, none made yet or destroyed by an error). */
  playback: PlaybackState | null;
  timeline: TimelineView | null;
  /** The error flag is up. */
  hasError: boolean;
}

/** Everything the receiver knows of its playback, each detail included (a new one does not compile until said here). */
export function receiverMediaStatus({ asset, playback, timeline, hasError }: ReceiverPlayback): CastMediaStatus & CastPlaybackDetails {
  return {
    playerState: castPlayerState(playback, hasError),
    asset,
    position: Math.max(0, timeline?.position ?? 0),
    duration: Math.max(0, timeline?.duration ?? 0),
    isLive: timeline?.isLive ?? false,
    volume: playback?.volume ?? 1,
    muted: playback?.isMuted ?? false,
    captionsEnabled: playback?.captionsEnabled ?? false,
    // Where the sender's seek bar may seek, and the programme it spans on a live stream.
    seekable: { start: timeline?.seekStart ?? 0, end: Math.max(timeline?.seekStart ?? 0, timeline?.seekEnd ?? 0) },
    airing: timeline?.airing ?? null,
    // The audio track its engine plays (the sender's remote names it, and local playback takes it back after casting).
    audio: playback ? selectedAudio(playback.tracks) : null,
  };
}

/** The last status sent: its player state and when. */
export interface StatusSent {
  playerState: CastPlayerState | null;
  at: number;
}

export const NO_STATUS_SENT: StatusSent = { playerState: null, at: -Infinity };

/**
 * Whether a status goes to the senders now: an answer to a request, a forced one (a load done, an error, a sender
 * joining) and a change of player state at once; one about the position alone at most once a second.
 */
export function statusDue(status: CastMediaStatus, { requestId, force, now }: { requestId: number | null; force: boolean; now: number }, last: StatusSent): boolean {
  return force || requestId !== null || status.playerState !== last.playerState || now - last.at >= POSITION_STATUS_INTERVAL_MS;
}
