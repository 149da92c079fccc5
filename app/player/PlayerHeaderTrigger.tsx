import { useEffect, useRef } from 'react';

/** Hovering the header-reveal trigger this long shows the app header over the player. */
const HEADER_REVEAL_HOVER_MS = 1500;

/** The header-reveal trigger: hovering it a while or clicking it shows the app header; then it hides it again. */
export function PlayerHeaderTrigger({ revealed, onChange }: { revealed: boolean; onChange: (revealed: boolean) => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
  };
  useEffect(() => cancel, []);
  if (revealed) {
    return (
      <button type="button" className="player-header-trigger" data-revealed="true" onClick={() => onChange(false)}>
        Hide header
      </button>
    );
  }
  return (
    <button
      type="button"
      className="player-header-trigger"
      onClick={() => onChange(true)}
      onPointerEnter={() => (timer.current = setTimeout(() => onChange(true), HEADER_REVEAL_HOVER_MS))}
      onPointerLeave={cancel}
    >
      Show header
    </button>
  );
}
