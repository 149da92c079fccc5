/**
 * The player page as the cast session's remote: the same playback machine as the local player
 * (common/player/playback-machine.ts) keeps what the controls show (play requested, seek preview, overlay,
 * volume, captions), but its position and phase come from the receiver's media status, and its effects become
 * sender commands instead of acting on a video element — as the receiver (receiver/controller.ts) turns sender
 * commands into its engine's events. Pure; `createCastRemote` (cast-remote-surface.ts) runs it over the
 * sender adapter.
 */
import type { SenderCommand } from '../../common/cast/adapter.ts';
import type { CastAudioTrack, CastMediaStatus, CastPlayerState } from '../../common/cast/protocol.ts';
import { audioName, type PlaybackEffect, type PlaybackPhase, type PlaybackState, type TimelineView } from '../../common/player/index.ts';

const PHASES: Record<CastPlayerState, PlaybackPhase> = {
  IDLE: 'ended',
  LOADING: 'loading',
  BUFFERING: 'buffering',
  PLAYING: 'playing',
  PAUSED: 'paused',
  ERRORED: 'errored',
};

/**
 * Where local playback resumes once casting ends, as a media status of the title says: at the receiver's position,
 * on demand or live (the local player takes a live one within its own seekable window, else at its nearest edge);
 * undefined when the status says nothing yet — the receiver is still loading (it does not know yet that a stream is
 * live, and its position is not the title's), buffering, idle or errored — so an earlier answer stands.
 */
export function castResumePosition(status: CastMediaStatus): number | undefined {
  if (status.playerState !== 'PLAYING' && status.playerState !== 'PAUSED') return undefined;
  return status.position;
}

/**
 * The audio track local playback takes up once casting ends, as a media status of the title says: the one the
 * receiver plays (null: it names none); undefined when the status says nothing of it, or nothing yet (as for the
 * position: loading, buffering, idle or errored), so an earlier answer stands.
 */
export function castResumeAudio(status: CastMediaStatus): CastAudioTrack | null | undefined {
  if (status.playerState !== 'PLAYING' && status.playerState !== 'PAUSED') return undefined;
  return status.audio;
}

/** What the remote says of the receiver's audio ('Audio: English (Described Video)'); null while its status names none. */
export function castAudioText(status: CastMediaStatus | null): string | null {
  return status?.audio ? `Audio: ${audioName(status.audio)}` : null;
}

/**
 * The controls' state after a media status from the receiver: its phase, position, volume, mute and captions
 * (when it says); what only the page keeps (the overlay, a held seek speed and its preview) stays.
 */
export function castPlaybackState(state: PlaybackState, status: CastMediaStatus): PlaybackState {
  const phase = PHASES[status.playerState];
  const playRequested = phase === 'playing' || phase === 'buffering' || phase === 'loading';
  return {
    ...state,
    phase,
    playRequested,
    needsUserAction: false,
    position: status.position,
    volume: status.volume,
    isMuted: status.muted,
    captionsEnabled: status.captionsEnabled ?? state.captionsEnabled,
    error: null,
    adBreaks: [],
    adState: 'none',
    resumeAt: null,
  };
}

/**
 * The seek bar's timeline from the receiver's status (nothing before its first): the seekable window where the
 * status says it (our receiver does), and live the airing it plays, so the bar spans the programme as the local
 * player's does. Where it does not say (Cast's own media status): on demand, from 0 to its duration; live, the
 * seekable window (the status's duration) taken to end where the receiver is, as it does at the live edge.
 */
export function castTimeline(status: CastMediaStatus | null): TimelineView {
  if (!status) return { position: 0, duration: 0, seekStart: 0, seekEnd: 0, isLive: false, buffered: [], airing: null };
  const { position, duration, isLive } = status;
  const seekStart = status.seekable?.start ?? (isLive ? Math.max(0, position - duration) : 0);
  const seekEnd = status.seekable?.end ?? (isLive ? position : Math.max(duration, position));
  return { position, duration, seekStart, seekEnd, isLive, buffered: [], airing: isLive ? (status.airing ?? null) : null };
}

/**
 * What the receiver is told for the machine's effects: play, pause, a jump (±10 s from where it is), a seek, the
 * volume with mute, captions. Track choices, unloading and reports are the local player's only.
 */
export function castCommandsOf(effects: readonly PlaybackEffect[]): SenderCommand[] {
  const commands: SenderCommand[] = [];
  for (const effect of effects) {
    switch (effect.type) {
      case 'play':
      case 'pause':
        commands.push({ type: effect.type });
        break;
      case 'seek-by':
        commands.push({ type: 'jump', seconds: effect.seconds });
        break;
      case 'seek-to':
        commands.push({ type: 'seek', position: Math.max(0, effect.seconds) });
        break;
      case 'set-volume':
        commands.push({ type: 'volume', level: effect.volume, muted: effect.isMuted });
        break;
      case 'set-captions':
        commands.push({ type: 'captions', enabled: effect.enabled });
        break;
      default:
        break;
    }
  }
  return commands;
}
