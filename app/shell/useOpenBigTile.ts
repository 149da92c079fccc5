import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { nextBigTileState, withBigTile, type BigTileTarget } from '../lib/routing/big-tile.ts';

/**
 * Opens the big-tile detail modal over the current page, or the next view inside an open one. The view
 * already shown (an episode's own tile inside its modal) is not pushed again, so Back never shows it twice.
 */
export function useOpenBigTile(): (target: BigTileTarget) => void {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  return useCallback(
    (target: BigTileTarget) => {
      const next = withBigTile(search, target);
      if (next === search) return;
      void navigate({ pathname, search: next }, { state: nextBigTileState(state) });
    },
    [navigate, pathname, search, state],
  );
}
