import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSubscription } from '@apollo/client/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DisplayTimeUpdatedDocument } from '../../generated/graphql/documents/DisplayTimeUpdatedDocument.ts';
import { availabilityWindow } from '../lib/assets/availability-window.ts';
import { isLive } from '../lib/assets/is-live.ts';
import { liveProgressPercent } from '../lib/assets/live-progress-percent.ts';
import { useRestClients } from '../api/rest/RestProvider.tsx';
import { PATHS } from '../lib/routing/route-table.ts';
import { useIsMobile, usePageTitle } from '../kit/hooks.ts';
import { connectionStatus } from '../kit/connection-status.ts';
import { setPlayerActive } from '../kit/player-activity.ts';
import { reportPlaybackFailure } from '../kit/reporting.ts';
import { playbackErrorReport, playerErrorFor, volumeLevel, type ManifestAssetType, type PlaybackCommand, type PlaybackRequest, type TimelineView, type TrackChoice } from '../../common/player/index.ts';
import { playbackRequestedState, type PlaybackRequestedState } from '../lib/routing/playback-requested.ts';
import { BackIcon, CaptionsIcon, FullscreenIcon, JumpIcon, PauseIcon, PipIcon, PlayIcon, SettingsIcon, VolumeIcon } from './icons.tsx';
import { ConfigPanel } from './ConfigPanel.tsx';
import { PlayerErrorView } from './PlayerErrorView.tsx';
import { AutoplayNext } from './AutoplayNext.tsx';
import { castAssetOf, castIfConnected } from '../cast/cast-bridge.ts';
import { CastButton, useCastState } from '../cast/CastUi.tsx';
import { playerPreferenceCookies, readPlayerPreferences } from './preferences.ts';
import { SeekBar } from './SeekBar.tsx';
import { usePlayerEngine } from './usePlayerEngine.ts';
import { usePlayerRegistration } from './usePlayerRegistration.ts';
import './player.css';

/** Controls hide after this long without pointer or key activity while playing. */
const CONTROLS_IDLE_MS = 3000;
/** Hovering the header-reveal trigger this long shows the app header over the player. */
const HEADER_REVEAL_HOVER_MS = 1500;
/** How often the seek overlay's preview moves while a seek speed is held. */
const SEEK_TICK_MS = 250;

const MANIFEST_TYPES: Record<string, ManifestAssetType> = { channel: 'CHANNEL', broadcast: 'BROADCAST', vod: 'VOD', recording: 'RECORDING' };

/** A TV is recognised by its user agent (Cast and smart-TV browsers); it gets no Dismiss/Refresh and a fixed volume. */
function isTvDevice(): boolean {
  return /\b(CrKey|SMART-TV|SmartTV|Tizen|Web0S|AFT)\b/i.test(navigator.userAgent);
}

function emptyTimeline(): TimelineView {
  return { position: 0, duration: 0, seekStart: 0, seekEnd: 0, isLive: false, buffered: [] };
}

const KEY_COMMANDS: Record<string, PlaybackCommand> = {
  ' ': 'toggle',
  k: 'toggle',
  ArrowLeft: 'jumpBack',
  ArrowRight: 'jumpForward',
  j: 'seekBack',
  l: 'seekForward',
};

/**
 * The video player page (/player/player/{type}/{id}): the video full screen, with overlays for controls,
 * seeking, loading and errors. The engine does the playing; this renders its state and turns clicks and keys
 * into its commands.
 */
export function PlayerPage() {
  const { type = '', id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const requested: PlaybackRequestedState | null = playbackRequestedState(location.state);
  const mobile = useIsMobile();
  const isTv = useMemo(() => isTvDevice(), []);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [reloadCount, setReloadCount] = useState(0);
  const [timeline, setTimeline] = useState<TimelineView>(emptyTimeline);
  const [headerRevealed, setHeaderRevealed] = useState(false);
  const assetType = MANIFEST_TYPES[type.toLowerCase()];
  // A player whose registration is unknown to the service or revoked does not play ('player not registered').
  const registration = usePlayerRegistration();
  const notRegistered = registration.status === 'not-registered';
  // While a cast device plays this title (the mini controller's 'Maximize player controls'), this page does not.
  const cast = useCastState();
  const castingHere = cast.connection === 'connected' && cast.media?.asset?.assetId === id && cast.device !== null;
  const request: PlaybackRequest | null = useMemo(
    () => (assetType && !notRegistered && !castingHere ? { assetType, assetId: id, startAtLive: requested?.startAtLive ?? false, reload: reloadCount } : null),
    [assetType, id, requested?.startAtLive, reloadCount, notRegistered, castingHere],
  );
  const { playbackBaseUrl } = useRestClients().baseUrls;
  const { engine, state } = usePlayerEngine(videoRef, request, {
    playbackBaseUrl,
    device: { isTv },
    preferences: readPlayerPreferences(document.cookie),
    // Only failures the player could not recover from are reported.
    onReport: (failure) => reportPlaybackFailure({ ...playbackErrorReport(failure) }),
    // Signed out under the player: it closes, and the app's session-expired flow takes over.
    onUnauthorized: () => connectionStatus.report({ statusCode: 401 }),
  });
  // A live airing shows how far through it the server's display time is.
  const airing = requested?.airing ?? null;
  const { data: displayTime } = useSubscription(DisplayTimeUpdatedDocument, { skip: !airing });
  const now = displayTime ? new Date(displayTime.displayTimeUpdated) : null;
  const liveProgress = airing && now && availabilityWindow(airing) && isLive(airing, now) ? liveProgressPercent(airing, now) : null;
  const routeError = assetType ? null : playerErrorFor({ kind: 'fetch', request: 'manifest', failure: 'status', httpStatus: 404 });
  const registrationError = notRegistered ? playerErrorFor({ kind: 'player-not-registered' }) : null;
  const error = routeError ?? registrationError ?? state?.error ?? null;
  // Revoked while playing: the video stops (the machine unloads it and reports the error).
  useEffect(() => {
    if (engine && registrationError) engine.send({ type: 'failed', error: registrationError });
  }, [engine, registrationError?.detailedErrorName]); // eslint-disable-line react-hooks/exhaustive-deps

  // The tab names what plays (the tile's title), else the route's name.
  usePageTitle(requested?.metadata?.title ?? 'Player');

  useEffect(() => {
    setPlayerActive(true);
    return () => setPlayerActive(false);
  }, []);

  // A full-view player that has played keeps its own error view: the app's network-issue modal stays away.
  const initialLoadDone = state?.phase === 'playing' || state?.phase === 'paused' || state?.phase === 'ended';
  useEffect(() => {
    // Once played, it stays done (a later buffering or error is after the initial load).
    if (initialLoadDone) connectionStatus.setPlayerState({ fullView: true, initialLoadDone: true });
  }, [initialLoadDone]);
  useEffect(() => {
    connectionStatus.setPlayerState({ fullView: true, initialLoadDone: false });
    return () => connectionStatus.setPlayerState({ fullView: false, initialLoadDone: false });
  }, []);

  // Captions, volume and mute are remembered for the next playback.
  useEffect(() => {
    if (!state) return;
    for (const cookie of playerPreferenceCookies(state)) document.cookie = cookie;
  }, [state?.volume, state?.isMuted, state?.captionsEnabled]); // eslint-disable-line react-hooks/exhaustive-deps

  // The timeline (position, seekable window) follows the video; the seek preview follows a held seek speed.
  useEffect(() => {
    if (!engine) return;
    const video = videoRef.current;
    const update = () => setTimeline(engine.timeline());
    update();
    video?.addEventListener('timeupdate', update);
    video?.addEventListener('durationchange', update);
    video?.addEventListener('progress', update);
    const unsubscribe = engine.subscribe(update);
    return () => {
      video?.removeEventListener('timeupdate', update);
      video?.removeEventListener('durationchange', update);
      video?.removeEventListener('progress', update);
      unsubscribe();
    };
  }, [engine]);
  const seekSpeed = state?.seekSpeed ?? 'none';
  useEffect(() => {
    if (!engine || seekSpeed === 'none') return;
    const timer = setInterval(() => {
      const view = engine.timeline();
      engine.send({ type: 'seek-tick', elapsedMs: SEEK_TICK_MS, seekable: { start: view.seekStart, end: view.seekEnd } });
    }, SEEK_TICK_MS);
    return () => clearInterval(timer);
  }, [engine, seekSpeed]);

  // Controls show on activity and hide again after a while without any.
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onActivity = useCallback(() => {
    engine?.send({ type: 'activity' });
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => engine?.send({ type: 'idle' }), CONTROLS_IDLE_MS);
  }, [engine]);
  useEffect(() => () => void (idleTimer.current && clearTimeout(idleTimer.current)), []);

  useEffect(() => {
    const onFullscreen = () => engine?.send({ type: 'fullscreen-changed', isFullscreen: document.fullscreenElement === rootRef.current });
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => document.removeEventListener('fullscreenchange', onFullscreen);
  }, [engine]);

  const command = (name: PlaybackCommand) => {
    engine?.send({ type: 'command', command: name });
    onActivity();
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void rootRef.current?.requestFullscreen().catch(() => undefined);
  };
  const togglePip = () => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture?.().catch(() => undefined);
  };
  const leave = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(PATHS.home);
  };
  // Casting from the player: the receiver takes the title over from where it is, and this player stops.
  const handOverToCast = () => {
    const metadata = requested?.metadata;
    const asset = castAssetOf({ playableAssetType: assetType ?? null, playableAssetId: id, title: metadata?.title ?? null, subtitle: metadata?.subtitle ?? null, imageUrl: metadata?.imageUrl ?? null });
    const position = timeline.isLive ? null : (engine?.timeline().position ?? null);
    if (!asset || !castIfConnected(asset, position)) return;
    engine?.send({ type: 'close' });
    leave();
  };

  // The config overlay (audio and quality) opens from its button and gives focus back to it when it closes.
  const settingsRef = useRef<HTMLButtonElement | null>(null);
  const configOpen = !error && state?.overlay === 'config';
  const toggleConfig = () => {
    engine?.send({ type: 'config-toggled' });
    onActivity();
  };
  const closeConfig = () => {
    toggleConfig();
    settingsRef.current?.focus();
  };
  const chooseTrack = (choice: TrackChoice) => engine?.send({ type: 'track-chosen', choice });
  useEffect(() => {
    // Closed some other way (a jump, a pause) while focus was in it: focus stays in the player.
    if (!configOpen && rootRef.current && !rootRef.current.contains(document.activeElement)) settingsRef.current?.focus();
  }, [configOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!engine || error || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    // Buttons keep Space and Enter; the seek slider and the config overlay's choices keep their arrows.
    if ((key === ' ' || key === 'Enter') && target.closest('button, a, input')) return;
    if (target.closest('[role="slider"], .player-config') && key.startsWith('Arrow')) return;
    const mapped = KEY_COMMANDS[key];
    let handled = true;
    if (mapped) command(mapped);
    else if (key === 'm') engine.send({ type: 'mute-toggled' });
    else if (key === 'f') toggleFullscreen();
    else if (key === 'i') togglePip();
    else if (key === 'c') engine.send({ type: 'captions-toggled' });
    else if (key === 'ArrowUp' || key === 'ArrowDown') engine.send({ type: 'volume', volume: (state?.volume ?? 1) + (key === 'ArrowUp' ? 0.1 : -0.1), isTv });
    else if (key === 'Escape' && !document.fullscreenElement) leave();
    else handled = false;
    if (handled) {
      event.preventDefault();
      onActivity();
    }
  };

  // The header-reveal trigger: hover for a while, or click. Not on TV or mobile.
  const revealTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (revealTimer.current && clearTimeout(revealTimer.current)), []);
  const showHeaderTrigger = !isTv && !mobile;

  const phase = state?.phase ?? 'loading';
  const loading = !error && (phase === 'loading' || phase === 'buffering' || phase === 'idle');
  const overlay = error ? 'error' : (state?.overlay ?? 'none');
  const controlsShown = overlay === 'controls' || overlay === 'seek' || overlay === 'config' || phase === 'paused' || phase === 'ended' || Boolean(state?.needsUserAction);
  const playing = state?.playRequested ?? false;
  const level = volumeLevel(state?.volume ?? 1, state?.isMuted ?? false);

  return (
    <div
      ref={rootRef}
      className="player"
      role="region"
      aria-label="Video Player"
      data-phase={phase}
      data-overlay={overlay}
      data-header-revealed={headerRevealed || undefined}
      data-controls={controlsShown || undefined}
      data-captions={state?.captionsEnabled || undefined}
      onPointerMove={onActivity}
      onKeyDown={onKeyDown}
      tabIndex={-1}
    >
      {showHeaderTrigger && !headerRevealed && (
        <button
          type="button"
          className="player-header-trigger"
          onClick={() => setHeaderRevealed(true)}
          onPointerEnter={() => (revealTimer.current = setTimeout(() => setHeaderRevealed(true), HEADER_REVEAL_HOVER_MS))}
          onPointerLeave={() => revealTimer.current && clearTimeout(revealTimer.current)}
        >
          Show header
        </button>
      )}
      {headerRevealed && (
        <button type="button" className="player-header-trigger" data-revealed="true" onClick={() => setHeaderRevealed(false)}>
          Hide header
        </button>
      )}
      <video ref={videoRef} className="player-video" playsInline onClick={() => command('toggle')} data-testid="player-video" />
      {loading && (
        <div className="player-loading" role="status" aria-label="Loading video">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
      {castingHere && (
        <div className="player-casting" role="status">
          <p className="player-casting-title">{cast.media?.asset?.title}</p>
          <p>Casting on {cast.device?.name}</p>
        </div>
      )}
      {!error && phase === 'ended' && requested?.tileGroupId && !timeline.isLive && (
        // Keyed by the asset: a new title starts a new countdown.
        <AutoplayNext key={id} tileGroupId={requested.tileGroupId} assetId={requested.assetId || id} />
      )}
      {error ? (
        <PlayerErrorView error={error} isTv={isTv} onDismiss={leave} onRefresh={() => setReloadCount((count) => count + 1)} />
      ) : (
        <div className="player-controls" data-shown={controlsShown || undefined} onFocus={onActivity}>
          <div className="player-top">
            <button type="button" className="player-button" aria-label="Back" onClick={leave}>
              <BackIcon />
            </button>
            <div className="player-titles">
              {requested?.metadata?.title && <h1 className="player-title">{requested.metadata.title}</h1>}
              {requested?.metadata?.subtitle && <p className="player-subtitle">{requested.metadata.subtitle}</p>}
            </div>
            {liveProgress !== null && (
              <div
                className="player-live-progress"
                role="progressbar"
                aria-label="Programme progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(liveProgress)}
              >
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
          {state?.needsUserAction && (
            <button type="button" className="player-big-play" aria-label="Play" onClick={() => command('play')}>
              <PlayIcon />
            </button>
          )}
          {configOpen && state && <ConfigPanel tracks={state.tracks} onChoose={chooseTrack} onClose={closeConfig} />}
          <div className="player-bottom">
            {engine && <SeekBar engine={engine} timeline={timeline} adBreaks={state?.adBreaks ?? []} seeking={overlay === 'seek'} onSeek={(seconds) => {
                  engine.send({ type: 'seek', seconds });
                  onActivity();
                }} onActivity={onActivity} />}
            <div className="player-buttons">
              <button type="button" className="player-button" aria-label="Back 10 seconds" onClick={() => command('jumpBack')}>
                <JumpIcon direction="back" />
              </button>
              <button type="button" className="player-button player-play" aria-label={playing ? 'Pause' : 'Play'} onClick={() => command('toggle')}>
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
              <button type="button" className="player-button" aria-label="Forward 10 seconds" onClick={() => command('jumpForward')}>
                <JumpIcon direction="forward" />
              </button>
              <span className="player-spacer" />
              <button type="button" className="player-button" aria-label={state?.isMuted ? 'Unmute' : 'Mute'} aria-pressed={state?.isMuted ?? false} data-level={level} onClick={() => engine?.send({ type: 'mute-toggled' })}>
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
                  onChange={(event) => engine?.send({ type: 'volume', volume: Number(event.target.value), isTv })}
                />
              )}
              <button type="button" className="player-button" aria-label="Captions" aria-pressed={state?.captionsEnabled ?? false} onClick={() => engine?.send({ type: 'captions-toggled' })}>
                <CaptionsIcon />
              </button>
              {'pictureInPictureEnabled' in document && document.pictureInPictureEnabled && (
                <button type="button" className="player-button" aria-label="Picture in picture" aria-pressed={state?.nativePipActive ?? false} onClick={togglePip}>
                  <PipIcon />
                </button>
              )}
              <button
                ref={settingsRef}
                type="button"
                className="player-button"
                aria-label="Audio and quality"
                aria-haspopup="dialog"
                aria-expanded={configOpen}
                onClick={toggleConfig}
              >
                <SettingsIcon />
              </button>
              <CastButton className="player-cast" onConnected={handOverToCast} />
              <button type="button" className="player-button" aria-label={state?.isFullscreen ? 'Exit full screen' : 'Full screen'} onClick={toggleFullscreen}>
                <FullscreenIcon exit={state?.isFullscreen ?? false} />
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
