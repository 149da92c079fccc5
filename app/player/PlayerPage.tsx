import { useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useIsMobile, usePageTitle } from '../kit/hooks.ts';
import { playbackRequestedState } from '../lib/routing/playback-requested.ts';
import { PlayerErrorView } from './PlayerErrorView.tsx';
import { AutoplayNext } from './AutoplayNext.tsx';
import { PlayerControls } from './PlayerControls.tsx';
import { PlayerHeaderTrigger } from './PlayerHeaderTrigger.tsx';
import { handlePlayerKey } from './player-key-handler.ts';
import { manifestTypeOf, usePlayback } from './usePlayback.ts';
import { usePlayerActions } from './usePlayerActions.ts';
import { controlsShown, usePlayerChrome } from './usePlayerChrome.ts';
import { usePlayerLayer } from './usePlayerLayer.ts';
import { usePlayerTimeline } from './usePlayerTimeline.ts';
import { usePlaybackSurface } from './usePlaybackSurface.ts';
import { useNamedPlayback } from './usePlayerTitle.ts';
import { PlayerLoading } from './PlayerLoading.tsx';
import { castAudioText } from './cast-remote.ts';
import './player.css';

/** A TV is recognised by its user agent (Cast and smart-TV browsers); it gets no Dismiss/Refresh and a fixed volume. */
function isTvDevice(): boolean {
  return /\b(CrKey|SMART-TV|SmartTV|Tizen|Web0S|AFT)\b/i.test(navigator.userAgent);
}

/**
 * The video player page (/player/player/{type}/{id}): the video full screen, with overlays for controls,
 * seeking, loading and errors, as a modal layer over the page it was opened from. The engine does the playing
 * (usePlayback); the hooks keep its timeline, the controls' visibility, the keys (player-keys.ts) and the
 * layer's focus; the controls render its state and turn clicks into its commands. While a cast device plays the
 * title, the same controls and keys are the cast session's remote (usePlaybackSurface).
 */
export function PlayerPage() {
  const { type = '', id = '' } = useParams();
  const handed = playbackRequestedState(useLocation().state);
  const mobile = useIsMobile();
  const isTv = useMemo(() => isTvDevice(), []);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const captionsRef = useRef<HTMLDivElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const settingsRef = useRef<HTMLButtonElement | null>(null);
  const [reloadCount, setReloadCount] = useState(0);
  const [headerRevealed, setHeaderRevealed] = useState(false);
  const assetType = manifestTypeOf(type);
  // What plays, by name: the tile's, or (opened by URL, reloaded) its own page's.
  const requested = useNamedPlayback(handed, assetType, id);
  const local = usePlayback({ videoRef, captionsRef, assetType, assetId: id, requested: handed, reloadCount, isTv });
  const { error, castingHere, cast } = local;
  // What the controls drive: this page's engine, or the cast session while a cast device plays the title.
  const { surface, state, stopCasting } = usePlaybackSurface(local, { castingHere, assetId: id });
  // The tab names what plays, else the route's name.
  usePageTitle(requested?.metadata.title ?? 'Player');
  const timeline = usePlayerTimeline(surface, videoRef, state?.seekSpeed ?? 'none');
  const phase = state?.phase ?? 'loading';
  const { onActivity, hold } = usePlayerChrome(surface, phase);
  const configOpen = !error && state?.overlay === 'config';
  const actions = usePlayerActions({ engine: surface, rootRef, videoRef, settingsRef, configOpen, isTv, onActivity, cast: { assetType, assetId: id, requested, timeline, stop: stopCasting } });
  usePlayerLayer(rootRef, { headerRevealed });

  const loading = !error && (phase === 'loading' || phase === 'buffering' || phase === 'idle');
  // Casting, nothing plays behind the controls: they stay.
  const shown = castingHere || controlsShown(state, error !== null);
  // The receiver's audio track, as its status names it (what the viewer handed over, or its default).
  const castAudio = castingHere ? castAudioText(cast.media) : null;
  return (
    <div
      ref={rootRef}
      className="player"
      role="region"
      aria-label="Video Player"
      data-phase={phase}
      data-overlay={error ? 'error' : (state?.overlay ?? 'none')}
      data-header-revealed={headerRevealed || undefined}
      data-controls={shown || undefined}
      data-captions={state?.captionsEnabled || undefined}
      onPointerMove={onActivity}
      onKeyDown={(event) => handlePlayerKey(event, { state, actions, configOpen, errorShown: error !== null, onActivity })}
      tabIndex={-1}
    >
      {/* Not on TV or mobile. */}
      {!isTv && !mobile && <PlayerHeaderTrigger revealed={headerRevealed} onChange={setHeaderRevealed} />}
      <video ref={videoRef} className="player-video" playsInline onClick={() => actions.command('toggle')} data-testid="player-video" />
      {/* Captions render here (the engine's text displayer), over the picture; they move up while the controls show. */}
      <div ref={captionsRef} className="player-captions" data-testid="player-captions" />
      {loading && <PlayerLoading />}
      {castingHere && (
        <div className="player-casting" role="status">
          <p className="player-casting-device">Casting on {cast.device?.name}</p>
          {castAudio && <p className="player-casting-audio">{castAudio}</p>}
        </div>
      )}
      {!error && phase === 'ended' && requested?.tileGroupId && !timeline.isLive && (
        // Keyed by the asset: a new title starts a new countdown.
        <AutoplayNext key={id} tileGroupId={requested.tileGroupId} assetId={requested.assetId || id} />
      )}
      {error ? (
        <PlayerErrorView error={error} isTv={isTv} onDismiss={actions.leave} onRefresh={() => setReloadCount((count) => count + 1)} />
      ) : (
        <PlayerControls engine={surface} state={state} timeline={timeline} requested={requested} actions={actions} shown={shown} configOpen={configOpen} settingsRef={settingsRef} isTv={isTv} casting={castingHere} onActivity={onActivity} onPopup={hold} />
      )}
    </div>
  );
}
