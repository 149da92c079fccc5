import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../lib/routing/route-table.ts';
import { castAssetOf, castIfConnected } from '../cast/cast-bridge.ts';
import { selectedAudio, type ManifestAssetType, type PlaybackCommand, type TimelineView, type TrackChoice } from '../../common/player/index.ts';
import type { PlaybackSurface } from './playback-surface.ts';
import type { PlaybackRequestedState } from '../lib/routing/playback-requested.ts';

interface ActionsInput {
  /** What plays: the local engine, or the cast session's remote while casting (playback-surface.ts). */
  engine: PlaybackSurface | null;
  rootRef: RefObject<HTMLDivElement | null>;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The settings button ('Audio and quality'), which gets focus back when its panel closes. */
  settingsRef: RefObject<HTMLButtonElement | null>;
  configOpen: boolean;
  isTv: boolean;
  onActivity: () => void;
  /** What casting from the player hands over, and how casting stops. */
  cast: { assetType: ManifestAssetType | undefined; assetId: string; requested: PlaybackRequestedState | null; timeline: TimelineView; stop: () => void };
}

/** What the player's controls and keys do. */
export interface PlayerActions {
  command: (name: PlaybackCommand) => void;
  seek: (seconds: number) => void;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
  toggleCaptions: () => void;
  toggleFullscreen: () => void;
  exitFullscreen: () => void;
  togglePip: () => void;
  toggleConfig: () => void;
  /** Closes the audio and quality panel and gives focus back to its button. */
  closeConfig: () => void;
  chooseTrack: (choice: TrackChoice) => void;
  /** Back to where Play was pressed (Home when the player was the first page). */
  leave: () => void;
  /** Casting from the player: the receiver takes the title over from where it is (captions on if they were here), and this player stops (the page becomes its remote). */
  handOverToCast: () => void;
  /** Stop casting: the session ends, and this player plays on from where the receiver was. */
  stopCasting: () => void;
}

/**
 * The player's actions over its engine, the document's full screen and picture-in-picture, and the router;
 * the engine hears when full screen changes.
 */
export function usePlayerActions({ engine, rootRef, videoRef, settingsRef, configOpen, isTv, onActivity, cast }: ActionsInput): PlayerActions {
  const navigate = useNavigate();
  useEffect(() => {
    const onFullscreen = () => engine?.send({ type: 'fullscreen-changed', isFullscreen: document.fullscreenElement === rootRef.current });
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => document.removeEventListener('fullscreenchange', onFullscreen);
  }, [engine, rootRef]);
  useConfigFocus(configOpen, rootRef, settingsRef);

  const exitFullscreen = () => void document.exitFullscreen().catch(() => undefined);
  const leave = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(PATHS.home);
  };
  const toggleConfig = () => {
    engine?.send({ type: 'config-toggled' });
    onActivity();
  };
  return {
    command: (name) => {
      engine?.send({ type: 'command', command: name });
      onActivity();
    },
    seek: (seconds) => {
      engine?.send({ type: 'seek', seconds });
      onActivity();
    },
    toggleMute: () => engine?.send({ type: 'mute-toggled' }),
    setVolume: (volume) => engine?.send({ type: 'volume', volume, isTv }),
    toggleCaptions: () => engine?.send({ type: 'captions-toggled' }),
    toggleFullscreen: () => {
      if (document.fullscreenElement) exitFullscreen();
      else void rootRef.current?.requestFullscreen().catch(() => undefined);
    },
    exitFullscreen,
    togglePip: () => {
      const video = videoRef.current;
      if (!video) return;
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
      else void video.requestPictureInPicture?.().catch(() => undefined);
    },
    toggleConfig,
    closeConfig: () => {
      toggleConfig();
      settingsRef.current?.focus();
    },
    chooseTrack: (choice) => engine?.send({ type: 'track-chosen', choice }),
    leave,
    handOverToCast: () => {
      const metadata = cast.requested?.metadata;
      const asset = castAssetOf({ playableAssetType: cast.assetType ?? null, playableAssetId: cast.assetId, title: metadata?.title ?? null, subtitle: metadata?.subtitle ?? null, imageUrl: metadata?.imageUrl ?? null });
      const position = cast.timeline.isLive ? null : (engine?.timeline().position ?? null);
      const state = engine?.getState();
      if (!asset || !castIfConnected(asset, position, { captionsEnabled: state?.captionsEnabled ?? false, audio: state ? selectedAudio(state.tracks) : null })) return;
      engine?.send({ type: 'close' });
    },
    stopCasting: cast.stop,
  };
}

/** The panel closed some other way (a jump, a pause) while focus was in it: focus goes back to its button, not the page behind. */
function useConfigFocus(configOpen: boolean, rootRef: RefObject<HTMLDivElement | null>, settingsRef: RefObject<HTMLButtonElement | null>): void {
  const wasOpen = useRef(configOpen);
  useEffect(() => {
    const closed = wasOpen.current && !configOpen;
    wasOpen.current = configOpen;
    if (closed && rootRef.current && !rootRef.current.contains(document.activeElement)) settingsRef.current?.focus();
  }, [configOpen, rootRef, settingsRef]);
}
