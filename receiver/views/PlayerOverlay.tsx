import type { CastAsset } from '../../common/cast/protocol.ts';
import type { PlaybackState } from '../../common/player/index.ts';

const PHASE_LABELS: Partial<Record<PlaybackState['phase'], string>> = {
  loading: 'Loading',
  buffering: 'Buffering',
  playing: 'Playing',
  paused: 'Paused',
  ended: 'Ended',
};

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** Over the video: what plays (title, episode line), whether it plays, and where it is. */
export function PlayerOverlay({ asset, playback }: { asset: CastAsset; playback: PlaybackState | null }) {
  const label = playback ? PHASE_LABELS[playback.phase] : undefined;
  return (
    <div className="receiver-overlay" data-phase={playback?.phase ?? 'idle'}>
      <h1 className="receiver-overlay-title">{asset.title}</h1>
      {asset.subtitle && <p className="receiver-overlay-subtitle">{asset.subtitle}</p>}
      {label && <p className="receiver-overlay-state">{label}</p>}
      {playback && playback.phase !== 'loading' && <p className="receiver-overlay-time">{clock(playback.position)}</p>}
    </div>
  );
}
