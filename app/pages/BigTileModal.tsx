import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ChannelDetailContent, DetailHeadingFrameProvider, EpisodeDetailContent, ShowDetailContent, type ShowOptions } from '../features/details/index.ts';
import { BIG_TILE_PARAM, bigTileDepth, parseBigTile, withBigTile, type BigTileTarget } from '../lib/routing/big-tile.ts';
import { dismissReturnsToPriorRoute } from '../lib/state/big-tile-dismiss.ts';
import { Dialog } from '../shell/Dialog.tsx';
import { usePlayerActive } from '../shell/player-activity.ts';
import { BigTileViewStateProvider } from '../shell/useOpenBigTile.ts';
import { useModals } from '../shell/ShellProvider.tsx';

const NO_OPTIONS: ShowOptions = { filterId: null, sorterId: null };

/**
 * The detail of one target as a compact card: a show's or episode's art, texts and main Play/Resume (a show's
 * episodes below), its full page one link away; a channel's logo, Favorite and rows. A show's dropdowns keep
 * their choice here, not in the page's URL.
 */
function BigTileContent({ target }: { target: BigTileTarget }) {
  const [options, setOptions] = useState<ShowOptions>(NO_OPTIONS);
  switch (target.pageType) {
    case 'SHOW':
      return (
        <ShowDetailContent
          id={target.id}
          title="Show Detail"
          options={options}
          onOptionChosen={(link) => setOptions({ filterId: link.filterId, sorterId: link.sorterId })}
          compact
        />
      );
    case 'CHANNEL':
      return <ChannelDetailContent id={target.id} title="Channel Detail" />;
    case 'EPISODE':
    case 'PRESENTATION':
      return <EpisodeDetailContent id={target.id} title="Presentation Detail" pageType={target.pageType} compact />;
  }
}

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
        <button type="button" onClick={back}>
          Back
        </button>
      </div>
      <DetailHeadingFrameProvider value={{ id: headingId, level: 2 }}>
        <BigTileViewStateProvider value={location.state}>
          <BigTileContent key={`${target.pageType}/${target.id}`} target={target} />
        </BigTileViewStateProvider>
      </DetailHeadingFrameProvider>
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
