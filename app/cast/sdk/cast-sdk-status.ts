/**
 * How the Cast sender framework's values read as the adapter's (common/cast/adapter.ts): a start error's code,
 * the remote player's media, the session's device, the devices the picker lists.
 */
import type { CastDevice, CastSessionFailure } from '../../../common/cast/adapter.ts';
import { isCastAsset, readPlaybackDetails, type CastMediaStatus, type CastPlayerState } from '../../../common/cast/protocol.ts';

/** The picker's entry before a session: choosing it opens the browser's Cast dialog, which lists the devices. */
export const CAST_DIALOG_DEVICE: CastDevice = { id: 'cast-dialog', name: 'Cast device', model: 'Choose in the Cast dialog', busy: false };

/** The session-start failure a Cast error code stands for. */
export function sessionFailureOf(code: unknown): CastSessionFailure {
  switch (code) {
    case chrome.cast.ErrorCode.CANCEL:
      return 'cancelled';
    case chrome.cast.ErrorCode.TIMEOUT:
      return 'timeout';
    case chrome.cast.ErrorCode.RECEIVER_UNAVAILABLE:
      return 'unknown-device';
    default:
      return 'refused';
  }
}

function playerStateOf(player: cast.framework.RemotePlayer): CastPlayerState {
  switch (player.playerState) {
    case chrome.cast.media.PlayerState.PLAYING:
      return 'PLAYING';
    case chrome.cast.media.PlayerState.PAUSED:
      return 'PAUSED';
    case chrome.cast.media.PlayerState.BUFFERING:
      return 'BUFFERING';
    case chrome.cast.media.PlayerState.IDLE:
      return 'IDLE';
    default:
      return player.isPaused ? 'PAUSED' : 'IDLE';
  }
}

const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const level = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1);

/**
 * The receiver's media as the remote player reports it, with the playback details our receiver adds to its media
 * status's `customData` (the seekable window, a live stream's airing, captions, the audio track: receiver/caf/) where
 * the session's media says them; null while nothing of this app is loaded.
 */
export function mediaStatusOf(player: cast.framework.RemotePlayer, media: chrome.cast.media.Media | null): CastMediaStatus | null {
  if (!player.isMediaLoaded) return null;
  const custom = player.mediaInfo?.customData as { asset?: unknown } | undefined;
  return {
    ...readPlaybackDetails(media?.customData),
    playerState: playerStateOf(player),
    asset: isCastAsset(custom?.asset) ? custom.asset : null,
    position: seconds(player.currentTime),
    duration: seconds(player.duration),
    isLive: player.mediaInfo?.streamType === chrome.cast.media.StreamType.LIVE,
    volume: level(player.volumeLevel),
    muted: player.isMuted,
  };
}

export function deviceOf(session: cast.framework.CastSession): CastDevice {
  const receiver = session.getCastDevice();
  return { id: receiver.label, name: receiver.friendlyName, model: 'Chromecast', busy: false };
}

/** While the framework sees any device, the picker lists one: the session's, or the Cast dialog's entry. */
export const devicesFor = (framework: typeof cast.framework, castState: cast.framework.CastState, device: CastDevice | null): CastDevice[] =>
  castState === framework.CastState.NO_DEVICES_AVAILABLE ? [] : [device ?? CAST_DIALOG_DEVICE];
