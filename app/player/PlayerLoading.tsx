import { useEffect, useState } from 'react';

/** How long the player may load (or rebuffer) before it says the video is still on its way. */
const STILL_LOADING_AFTER_MS = 10_000;

/**
 * The spinner while the video loads or rebuffers; after 10 s of it, a line that says it is still coming, so a wait
 * never looks stuck. Mounted for each spell of loading, so the count starts again every time. The wait itself
 * ends: a manifest service that does not answer is given up within 35 s (common/player/open-manifest.ts), a licence
 * within 20 s of its request (common/player/licence-wait.ts).
 */
export function PlayerLoading() {
  const [longWait, setLongWait] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLongWait(true), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="player-loading" role="status" aria-label="Loading video">
      <span className="spinner" aria-hidden="true" />
      {longWait && <p className="player-loading-hint">Still loading. This is taking longer than usual.</p>}
    </div>
  );
}
