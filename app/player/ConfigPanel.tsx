import { useEffect, useRef } from 'react';
import type { TrackChoice, TrackChoices } from '../../common/player/index.ts';

interface Props {
  tracks: TrackChoices;
  onChoose: (choice: TrackChoice) => void;
  onClose: () => void;
}

interface GroupProps {
  legend: string;
  kind: TrackChoice['kind'];
  choices: ReadonlyArray<{ id: string; label: string; selected: boolean; language?: string }>;
  empty: string;
  onChoose: (choice: TrackChoice) => void;
}

/** One radio group of the panel: its choices, the one in use checked; `empty` when the stream has none. */
function ChoiceGroup({ legend, kind, choices, empty, onChoose }: GroupProps) {
  return (
    <fieldset className="player-config-group">
      <legend>{legend}</legend>
      {choices.length === 0 && <p className="player-config-empty">{empty}</p>}
      {choices.map((choice) => (
        <label key={choice.id} className="player-config-choice">
          <input type="radio" name={`player-${kind}`} value={choice.id} checked={choice.selected} onChange={() => onChoose({ kind, id: choice.id })} />
          <span lang={choice.language || undefined}>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The config overlay: the stream's audio tracks, its captions (Off and each caption track) and its qualities
 * (Auto and each height) as three radio groups, the one in use checked. Arrow keys move within a group and
 * choose; Close shuts the panel, and so does Escape (the player's key map: the innermost layer closes first),
 * giving focus back to the settings button. What a choice does is the engine's rule.
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
        <ChoiceGroup legend="Audio" kind="audio" choices={tracks.audio} empty="No audio choices" onChoose={onChoose} />
        <ChoiceGroup legend="Captions" kind="captions" choices={tracks.captions} empty="No captions" onChoose={onChoose} />
        <ChoiceGroup legend="Quality" kind="quality" choices={tracks.quality} empty="No quality choices" onChoose={onChoose} />
      </div>
      <button type="button" className="player-config-close" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
