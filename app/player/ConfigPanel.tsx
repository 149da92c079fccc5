import { useEffect, useRef } from 'react';
import type { TrackChoice, TrackChoices } from '../../common/player/index.ts';

interface Props {
  tracks: TrackChoices;
  onChoose: (choice: TrackChoice) => void;
  onClose: () => void;
}

/**
 * The config overlay: the stream's audio tracks and its qualities (Auto and each height) as two radio groups,
 * the one playing checked. Arrow keys move within a group and choose; Close shuts the panel, and so does Escape
 * (the player's key map: the innermost layer closes first), giving focus back to the settings button. What a
 * choice does is the engine's rule.
 */
export function ConfigPanel({ tracks, onChoose, onClose }: Props) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  // Opened from the keyboard or the pointer, the panel takes focus: on the checked choice, else the first.
  useEffect(() => {
    const panel = panelRef.current;
    const target = panel?.querySelector<HTMLInputElement>('input:checked') ?? panel?.querySelector<HTMLElement>('input, button');
    target?.focus();
  }, []);

  return (
    <div
      ref={panelRef}
      className="player-config"
      role="dialog"
      aria-label="Audio and quality"
    >
      <div className="player-config-groups">
        <fieldset className="player-config-group">
          <legend>Audio</legend>
          {tracks.audio.length === 0 && <p className="player-config-empty">No audio choices</p>}
          {tracks.audio.map((audio) => (
            <label key={audio.id} className="player-config-choice">
              <input type="radio" name="player-audio" value={audio.id} checked={audio.selected} onChange={() => onChoose({ kind: 'audio', id: audio.id })} />
              <span lang={audio.language || undefined}>{audio.label}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="player-config-group">
          <legend>Quality</legend>
          {tracks.quality.map((quality) => (
            <label key={quality.id} className="player-config-choice">
              <input type="radio" name="player-quality" value={quality.id} checked={quality.selected} onChange={() => onChoose({ kind: 'quality', id: quality.id })} />
              <span>{quality.label}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <button type="button" className="player-config-close" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
