import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { nextBigTileState, withBigTile, type BigTileTarget } from '../lib/routing/big-tile.ts';

/** The history state of the big-tile view a tile sits in (null on a page): the modal provides it. */
const BigTileViewState = createContext<unknown>(null);
export const BigTileViewStateProvider = BigTileViewState.Provider;

/**
 * Opens the big-tile detail modal over the current page, or the next view inside an open one. The view
 * already shown (an episode's own tile inside its modal) is not pushed again, so Back never shows it twice.
 */
export function useOpenBigTile(): (target: BigTileTarget) => void {
  const navigate = useNavigate();
  const viewState = useContext(BigTileViewState);
  return useCallback(
    (target: BigTileTarget) => {
      // Read when clicked: subscribing every tile to the location would re-render them all on each change.
      const { pathname, search } = window.location;
      const next = withBigTile(search, target);
      if (next === search) return;
      void navigate({ pathname, search: next }, { state: nextBigTileState(viewState) });
    },
    [navigate, viewState],
  );
}
