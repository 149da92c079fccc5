import type { RefObject } from 'react';
import { useSubscription } from '@apollo/client/react';
import { DisplayTimeUpdatedDocument } from '../../generated/graphql/documents/DisplayTimeUpdatedDocument.ts';
import { availabilityWindow } from '../lib/assets/availability-window.ts';
import { isLive } from '../lib/assets/is-live.ts';
import { liveProgressPercent } from './live-progress-percent.ts';
import { CastButton } from '../cast/CastUi.tsx';
import { volumeLevel, type PlaybackState, type TimelineView } from '../../common/player/index.ts';
import type { PlaybackSurface } from './playback-surface.ts';
import type { PlaybackRequestedState } from '../lib/routing/playback-requested.ts';
import type { PlayerActions } from './usePlayerActions.ts';
import { BackIcon, CaptionsIcon, FullscreenIcon, JumpIcon, PauseIcon, PipIcon, PlayIcon, SettingsIcon, StopIcon, VolumeIcon } from './icons.tsx';
import { ConfigPanel } from './ConfigPanel.tsx';
import { SeekBar } from './SeekBar.tsx';

interface ControlsProps {
  /** What plays: the local engine, or the cast session while casting. */
  engine: PlaybackSurface | null;
  state: PlaybackState | null;
  timeline: TimelineView;
  requested: PlaybackRequestedState | null;
  actions: PlayerActions;
  shown: boolean;
  configOpen: boolean;
  settingsRef: RefObject<HTMLButtonElement | null>;
  isTv: boolean;
  /** A cast device plays the title: the controls drive it, with Stop casting instead of picture-in-picture and the track panel. */
  casting: boolean;
  onActivity: () => void;
  /** A popup of the controls (the cast picker) opened or closed: the controls stay while it is open. */
  onPopup: (open: boolean) => void;
}

/**
 * The player's controls over the video: the title bar, the big Play when the browser refused to start, the
 * audio and quality panel, the seek bar and the buttons. `shown` fades them in and out; focus moving into
 * them counts as activity.
 */
export function PlayerControls({ engine, state, timeline, requested, actions, shown, configOpen, settingsRef, isTv, casting, onActivity, onPopup }: ControlsProps) {
  return (
    <div className="player-controls" data-shown={shown || undefined} onFocus={onActivity}>
      <PlayerTopBar state={state} timeline={timeline} requested={requested} onBack={actions.leave} />
      {state?.needsUserAction && (
        <button type="button" className="player-big-play" aria-label="Play" onClick={() => actions.command('play')}>
          <PlayIcon />
        </button>
      )}
      {configOpen && state && <ConfigPanel tracks={state.tracks} onChoose={actions.chooseTrack} onClose={actions.closeConfig} />}
      <div className="player-bottom">
        {engine && <SeekBar engine={engine} timeline={timeline} adBreaks={state?.adBreaks ?? []} seeking={state?.overlay === 'seek'} onSeek={actions.seek} onActivity={onActivity} />}
        <PlayerButtons state={state} actions={actions} configOpen={configOpen} settingsRef={settingsRef} isTv={isTv} casting={casting} onPopup={onPopup} />
      </div>
    </div>
  );
}

/** Back, the title and subtitle, a live airing's progress, and the Live and Ad badges. */
function PlayerTopBar({ state, timeline, requested, onBack }: { state: PlaybackState | null; timeline: TimelineView; requested: PlaybackRequestedState | null; onBack: () => void }) {
  const liveProgress = useLiveProgress(requested?.airing ?? null);
  return (
    <div className="player-top">
      <button type="button" className="player-button" aria-label="Back" onClick={onBack}>
        <BackIcon />
      </button>
      <div className="player-titles">
        {requested?.metadata.title && <h1 className="player-title">{requested.metadata.title}</h1>}
        {requested?.metadata.subtitle && <p className="player-subtitle">{requested.metadata.subtitle}</p>}
      </div>
      {liveProgress !== null && (
        <div className="player-live-progress" role="progressbar" aria-label="Programme progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(liveProgress)}>
          <span style={{ width: `${liveProgress}%` }} />
        </div>
      )}
      {timeline.isLive && <span className="player-live-badge">Live</span>}
      {(state?.adState === 'required' || state?.adState === 'skippable') && (
        <span className="player-ad-badge" role="status">
          Ad
        </span>
      )}
    </div>
  );
}

/** How far through a live airing the server's display time is (percent), or null when not airing now. */
function useLiveProgress(airing: PlaybackRequestedState['airing']): number | null {
  const { data } = useSubscription(DisplayTimeUpdatedDocument, { skip: !airing });
  const now = data ? new Date(data.displayTimeUpdated) : null;
  return airing && now && availabilityWindow(airing) && isLive(airing, now) ? liveProgressPercent(airing, now) : null;
}

interface ButtonsProps {
  state: PlaybackState | null;
  actions: PlayerActions;
  configOpen: boolean;
  settingsRef: RefObject<HTMLButtonElement | null>;
  isTv: boolean;
  casting: boolean;
  onPopup: (open: boolean) => void;
}

/**
 * Jump back, play or pause, jump forward; then sound, captions, picture-in-picture, audio and quality, cast and
 * full screen. Casting: Stop casting in place of picture-in-picture and audio and quality (the receiver's own).
 */
function PlayerButtons({ state, actions, configOpen, settingsRef, isTv, casting, onPopup }: ButtonsProps) {
  const playing = state?.playRequested ?? false;
  const level = volumeLevel(state?.volume ?? 1, state?.isMuted ?? false);
  return (
    <div className="player-buttons">
      <button type="button" className="player-button" aria-label="Back 10 seconds" onClick={() => actions.command('jumpBack')}>
        <JumpIcon direction="back" />
      </button>
      <button type="button" className="player-button player-play" aria-label={playing ? 'Pause' : 'Play'} onClick={() => actions.command('toggle')}>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" className="player-button" aria-label="Forward 10 seconds" onClick={() => actions.command('jumpForward')}>
        <JumpIcon direction="forward" />
      </button>
      <span className="player-spacer" />
      <button type="button" className="player-button" aria-label={state?.isMuted ? 'Unmute' : 'Mute'} aria-pressed={state?.isMuted ?? false} data-level={level} onClick={actions.toggleMute}>
        <VolumeIcon level={level} />
      </button>
      {!isTv && (
        <input
          className="player-volume"
          type="range"
          min={0}
          max={1}
          step={0.05}
          aria-label="Volume"
          value={state?.isMuted ? 0 : (state?.volume ?? 1)}
          onChange={(event) => actions.setVolume(Number(event.target.value))}
        />
      )}
      <button type="button" className="player-button" aria-label="Captions" aria-pressed={state?.captionsEnabled ?? false} onClick={actions.toggleCaptions}>
        <CaptionsIcon />
      </button>
      {!casting && 'pictureInPictureEnabled' in document && document.pictureInPictureEnabled && (
        <button type="button" className="player-button" aria-label="Picture in picture" aria-pressed={state?.nativePipActive ?? false} onClick={actions.togglePip}>
          <PipIcon />
        </button>
      )}
      {!casting && (
        <button ref={settingsRef} type="button" className="player-button" aria-label="Audio and quality" aria-haspopup="dialog" aria-expanded={configOpen} onClick={actions.toggleConfig}>
          <SettingsIcon />
        </button>
      )}
      <CastButton className="player-cast" onConnected={actions.handOverToCast} onOpenChange={onPopup} />
      {casting && (
        <button type="button" className="player-button" aria-label="Stop casting" onClick={actions.stopCasting}>
          <StopIcon />
        </button>
      )}
      <button type="button" className="player-button" aria-label={state?.isFullscreen ? 'Exit full screen' : 'Full screen'} onClick={actions.toggleFullscreen}>
        <FullscreenIcon exit={state?.isFullscreen ?? false} />
      </button>
    </div>
  );
}
