import { useState } from 'react';
import { ChannelDetailContent, DetailHeadingFrameProvider, EpisodeDetailContent, ShowDetailContent, type ShowOptions } from '../features/details/index.ts';
import type { BigTileTarget } from '../lib/routing/big-tile.ts';
import { BigTileViewStateProvider } from '../kit/useOpenBigTile.ts';

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
 * The big-tile modal's body: the target's detail, headed by the dialog's h2 (`headingId`), with the modal's
 * view history (`viewState`, the location's state) for the tiles inside.
 */
export function BigTileBody({ target, headingId, viewState }: { target: BigTileTarget; headingId: string; viewState: unknown }) {
  return (
    <DetailHeadingFrameProvider value={{ id: headingId, level: 2 }}>
      <BigTileViewStateProvider value={viewState}>
        <BigTileContent key={`${target.pageType}/${target.id}`} target={target} />
      </BigTileViewStateProvider>
    </DetailHeadingFrameProvider>
  );
}
