import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';
import { FavoriteChannelButton, PlayControl, SaveShowButton, TileRow, useTileContext } from '../../../tiles/index.ts';
import { tileAirTime } from '../../../lib/tiles/air-time.ts';
import { showPath } from '../../../lib/routing/links.ts';
import { PLAYER_BASE } from '../../../lib/routing/route-table.ts';
import { useDetailPage } from '../hooks/useDetailPage.ts';
import { isPageLoadShowToDraw, showPageDrawn } from '../logic/detail-art-preload.ts';
import type { DetailPageType } from '../logic/detail-page.ts';
import type { OptionLink } from '../logic/option-search.ts';
import { ChannelDetail } from './ChannelDetail.tsx';
import { DetailPageState } from './DetailStates.tsx';
import { EpisodeDetail } from './EpisodeDetail.tsx';
import { ShowDetail } from './ShowDetail.tsx';

/**
 * What every detail needs: its page query, the tile context its rows and actions act on, a row renderer,
 * and the state drawn until the page has data (placeholders, a retryable error, not found).
 */
function useDetail(pageType: DetailPageType, id: string, title: string, filterId?: string | null, sorterId?: string | null) {
  const { viewer, now } = useTileContext();
  const { page, stale, loading, error, refetch } = useDetailPage(pageType, id, filterId, sorterId);
  const pending = <DetailPageState title={title} pageType={pageType} loading={loading} failed={Boolean(error)} onRetry={() => void refetch()} />;
  const renderGroup = (group: TileRow_GroupFragment): ReactNode => <TileRow key={group.id} group={group} pageType={pageType} viewer={viewer} now={now} />;
  return { page, stale, viewer, now, pending, renderGroup };
}

export interface ShowOptions {
  filterId: string | null;
  sorterId: string | null;
}

/** A show's detail (on its page, or compact in the big-tile modal): the page query for its id and chosen options. */
export function ShowDetailContent({
  id,
  title,
  options,
  onOptionChosen,
  compact = false,
}: {
  id: string;
  title: string;
  options: ShowOptions;
  onOptionChosen: (link: OptionLink) => void;
  compact?: boolean;
}) {
  const { page, stale, viewer, now, pending, renderGroup } = useDetail('SHOW', id, title, options.filterId, options.sorterId);
  // The header (the show's art is the page's largest paint) is drawn as the answer arrives; the tabs and rows below it
  // (below a phone's first screen) follow in a render React can interrupt, not in the same long task. What that render
  // still holds may be another show's while the detail moves to a new one: its placeholders stand in until the show's
  // own. Or it is this show's for other options (another season, schedule or order), as is the kept page while the
  // chosen options' answer travels: those episodes stay, marked out of date, until the current view's are drawn.
  // "Out of date" is decided by the request (show, season/schedule, order), never by the page object's identity:
  // Apollo makes a new page object whenever a field in it changes (Save writes Show.hasFollow, a subscription push, a
  // refetch), and the episodes still drawn from the previous object are then the current request's, not a
  // "Loading episodes" moment (a screen reader would hear it on every Save).
  const { filterId, sorterId } = options;
  const shown = useMemo(() => ({ page, stale, id, filterId, sorterId }), [page, stale, id, filterId, sorterId]);
  const profile = page?.showProfile;
  // The page load's own show page mounts with its answer already in the cache (the entry read it, app/main.tsx), where
  // a deferred value would hold nothing back: the header, its art and the tabs and rows would be drawn in one commit,
  // and the art (the page's largest paint) painted only once all of them were. It starts from the header alone, so
  // the browser paints the art before React draws the rest. Any other visit of a page in the cache (Back, a link) is
  // drawn whole at once, as the shell restores the viewer's position in the commit that draws it.
  const [headerOnly] = useState(() => (profile?.showId && isPageLoadShowToDraw(profile.showId) ? { ...shown, page: null } : undefined));
  const drawnShow = profile?.showId;
  useEffect(() => {
    if (drawnShow) showPageDrawn(drawnShow);
  }, [drawnShow]);
  const deferred = useDeferredValue(shown, headerOnly);
  const below = deferred.page?.showProfile?.showId === profile?.showId ? deferred.page : null;
  const outOfDate = deferred.stale || deferred.id !== id || deferred.filterId !== filterId || deferred.sorterId !== sorterId;
  if (!page || !profile) return pending;
  const tile = page.tile;
  const show = tile?.show;
  return (
    <ShowDetail
      profile={profile}
      sections={below ? (below.sections ?? []) : null}
      groups={below ? below.groups.edges.map((edge) => edge.node) : []}
      outOfDate={outOfDate}
      play={tile?.playableAssetId ? <PlayControl tile={tile} hasContentAccess={viewer.hasContentAccess} now={now} /> : null}
      save={show ? <SaveShowButton show={show} title={profile.title} /> : null}
      renderGroup={renderGroup}
      onOptionChosen={onOptionChosen}
      compact={compact}
      pageHref={showPath(id)}
    />
  );
}

/** A channel's detail: channel image, Favorite, Share and the channel's rows. */
export function ChannelDetailContent({ id, title }: { id: string; title: string }) {
  const { page, pending, renderGroup } = useDetail('CHANNEL', id, title);
  const profile = page?.channelProfile;
  if (!page || !profile) return pending;
  return (
    <ChannelDetail
      profile={profile}
      groups={page.groups.edges.map((edge) => edge.node)}
      shareURL={page.node?.shareURL ?? null}
      favorite={<FavoriteChannelButton channel={page.tile?.channel ?? profile.channel} />}
      renderGroup={renderGroup}
    />
  );
}

/** An episode's or presentation's detail (on its page, or compact in the big-tile modal). */
export function EpisodeDetailContent({ id, title, pageType, compact = false }: { id: string; title: string; pageType: 'EPISODE' | 'PRESENTATION'; compact?: boolean }) {
  const { page, viewer, now, pending, renderGroup } = useDetail(pageType, id, title);
  const profile = page?.episodeProfile;
  if (!page || !profile) return pending;
  const tile = page.tile;
  return (
    <EpisodeDetail
      profile={profile}
      groups={page.groups.edges.map((edge) => edge.node)}
      now={now}
      pageType={pageType}
      artUrl={tile?.image?.url ?? null}
      airTime={tile ? tileAirTime(tile, now) : null}
      compact={compact}
      pageHref={`${PLAYER_BASE}/${pageType.toLowerCase()}/${encodeURIComponent(id)}`}
      play={tile ? <PlayControl tile={tile} hasContentAccess={viewer.hasContentAccess} now={now} /> : null}
      save={tile?.show ? <SaveShowButton show={tile.show} title={profile.title} /> : null}
      renderGroup={renderGroup}
    />
  );
}
