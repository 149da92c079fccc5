/** The adapter's commands (common/cast/adapter.ts `SenderCommand`) carried out with the Cast sender framework. */
import type { SenderCommand } from '../../../common/cast/adapter.ts';

type LoadCommand = Extract<SenderCommand, { type: 'load' }>;
/** Captions travel as the app's own message (cast-sdk-sender.ts), not through the remote player. */
type CaptionsCommand = Extract<SenderCommand, { type: 'captions' }>;

/**
 * A Cast LOAD for the asset, with the protocol's asset, auth and audio track in `customData` for the receiver's LOAD
 * interceptor.
 */
export function loadRequestOf({ asset, position, auth, audio }: LoadCommand): chrome.cast.media.LoadRequest {
  const media = new chrome.cast.media.MediaInfo(asset.assetId, 'application/dash+xml');
  media.streamType = asset.assetType === 'CHANNEL' ? chrome.cast.media.StreamType.LIVE : chrome.cast.media.StreamType.BUFFERED;
  const metadata = new chrome.cast.media.GenericMediaMetadata();
  metadata.title = asset.title;
  if (asset.subtitle) metadata.subtitle = asset.subtitle;
  metadata.images = asset.thumbnailUrl ? [new chrome.cast.Image(asset.thumbnailUrl)] : [];
  media.metadata = metadata;
  // The asset comes back in the remote player's media info: the mini controller's title and thumbnail.
  media.customData = { asset };
  const request = new chrome.cast.media.LoadRequest(media);
  request.autoplay = true;
  if (position !== null) request.currentTime = position;
  request.customData = { asset, auth, audio };
  return request;
}

/** Play, pause, seek, jump, volume and stop go through the remote player and its controller. */
export function controlRemotePlayer(player: cast.framework.RemotePlayer, controller: cast.framework.RemotePlayerController, command: Exclude<SenderCommand, LoadCommand | CaptionsCommand>) {
  switch (command.type) {
    case 'play':
      if (player.isPaused) controller.playOrPause();
      break;
    case 'pause':
      if (!player.isPaused) controller.playOrPause();
      break;
    case 'seek':
      player.currentTime = command.position;
      controller.seek();
      break;
    case 'jump': {
      const end = player.duration > 0 ? player.duration : Number.POSITIVE_INFINITY;
      player.currentTime = Math.min(end, Math.max(0, player.currentTime + command.seconds));
      controller.seek();
      break;
    }
    case 'volume':
      if (player.volumeLevel !== command.level) {
        player.volumeLevel = command.level;
        controller.setVolumeLevel();
      }
      if (player.isMuted !== command.muted) controller.muteOrUnmute();
      break;
    case 'stop':
      controller.stop();
      break;
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown cast command ${JSON.stringify(unhandled)}`);
    }
  }
}
