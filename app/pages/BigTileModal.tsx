import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BIG_TILE_PARAM, bigTileDepth, parseBigTile, withBigTile } from '../lib/routing/big-tile.ts';
import { dismissReturnsToPriorRoute } from '../lib/state/big-tile-dismiss.ts';
import { Button } from '../kit/Button.tsx';
import { Dialog } from '../kit/Dialog.tsx';
import { usePlayerActive } from '../kit/player-activity.ts';
import { useModals } from '../kit/ShellProvider.tsx';

/** The modal's body (the details feature) loads when a big tile first opens: Home's first JavaScript goes without it. */
const BigTileBody = lazy(() => import('./BigTileBody.tsx').then((module) => ({ default: module.BigTileBody })));

/**
 * The big-tile detail modal over the current page. Back returns to the previous view of
 * the modal (or closes it at the first); Close and Escape return to the page under it; a click outside
 * does too, unless a control inside has focus or the player is active.
 */
function BigTileModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const playerActive = usePlayerActive();
  const headingId = useId();
  // When the URL drops the target, the host takes the modal off the stack right after; until then it keeps
  // its last view (so the page behind is never live while the dialog is already gone, and focus returns).
  const value = new URLSearchParams(location.search).get(BIG_TILE_PARAM);
  const [shownValue, setShownValue] = useState(value);
  if (value !== null && parseBigTile(value) && value !== shownValue) setShownValue(value);
  const target = parseBigTile(value) ?? parseBigTile(shownValue);
  const depth = bigTileDepth(location.state);

  const close = () => {
    // Views opened from the app are history entries: going back over them restores the page as it was.
    if (depth > 0) void navigate(-depth);
    else void navigate({ pathname: location.pathname, search: withBigTile(location.search, null) }, { replace: true });
  };
  const back = () => (depth > 0 ? void navigate(-1) : close());

  if (!target) return null;
  return (
    <Dialog
      labelledBy={headingId}
      onClose={close}
      initialFocus="panel"
      panelClassName="big-tile-panel"
      onOutsideClick={(focusInside) => {
        if (dismissReturnsToPriorRoute({ focusInside, playerActive })) close();
      }}
    >
      <div className="big-tile-bar">
        <Button onClick={back}>Back</Button>
      </div>
      <Suspense
        fallback={
          <div className="big-tile-loading" role="status" aria-label="Loading">
            <h2 id={headingId} className="visually-hidden">
              Loading
            </h2>
            <span className="spinner" aria-hidden="true" />
          </div>
        }
      >
        <BigTileBody target={target} headingId={headingId} viewState={location.state} />
      </Suspense>
    </Dialog>
  );
}

/** Keeps the modal stack in step with the URL: the modal is on the stack while `?detail=` names a target. */
export function BigTileModalHost() {
  const [search] = useSearchParams();
  const open = parseBigTile(search.get(BIG_TILE_PARAM)) !== null;
  const modals = useModals();
  useEffect(() => {
    if (!open) return;
    const id = modals.push({ type: 'big_tile_detail', render: () => <BigTileModal /> });
    return () => modals.close(id);
  }, [open, modals]);
  return null;
}
