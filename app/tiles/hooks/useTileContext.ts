import { useNow } from './useNow.ts';
import { useTileSubscriptions } from './useTileSubscriptions.ts';
import { useViewer, type Viewer } from './useViewer.ts';

/** What every tile of a screen acts on: who is watching and the display time. */
export interface TileContext {
  viewer: Viewer;
  now: Date;
}

/**
 * The one hook a screen with tiles calls: the viewer and the display time its tiles evaluate against, and
 * the pushes (favorite, follow) that keep those tiles current while it is mounted.
 */
export function useTileContext(): TileContext {
  const viewer = useViewer();
  const now = useNow();
  useTileSubscriptions(true);
  return { viewer, now };
}
