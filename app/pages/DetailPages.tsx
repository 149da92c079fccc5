import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PageType, TileRow_GroupFragment } from '../../generated/graphql/operations.ts';
import {
  FavoriteChannelButton,
  PagePlaceholders,
  PlayControl,
  SaveShowButton,
  TileRow,
  useBrowseSubscriptions,
  useNow,
  useViewer,
  type Viewer,
} from '../features/browse/index.ts';
import { ChannelDetail, DetailPageState, EpisodeDetail, optionHref, ShowDetail, useDetailPage, type OptionLink } from '../features/details/index.ts';
import { SearchView } from '../features/search/index.ts';
import { usePageTitle } from '../shell/hooks.ts';

// The detail and search pages compose the details/search features with browse's rows and tile actions
// (features do not import each other).

function rowRenderer(pageType: PageType, viewer: Viewer, now: Date) {
  return (group: TileRow_GroupFragment): ReactNode => <TileRow key={group.id} group={group} pageType={pageType} viewer={viewer} now={now} />;
}

/** /player/search: results as the user types, channel results capped at 12 with 'View N results'. */
export function SearchPage({ title }: { title: string }) {
  usePageTitle(title);
  const viewer = useViewer();
  const now = useNow();
  useBrowseSubscriptions(true);
  return <SearchView renderGroup={rowRenderer('SEARCH', viewer, now)} placeholder={<PagePlaceholders pageType="SEARCH" />} />;
}

export interface ShowOptions {
  filterId: string | null;
  sorterId: string | null;
}

/** A show's detail (on its page or in the big-tile modal): the page query for its id and chosen options. */
export function ShowDetailContent({ id, title, options, onOptionChosen }: { id: string; title: string; options: ShowOptions; onOptionChosen: (link: OptionLink) => void }) {
  const viewer = useViewer();
  const now = useNow();
  useBrowseSubscriptions(true);
  const { page, loading, error, refetch } = useDetailPage('SHOW', id, options.filterId, options.sorterId);
  const profile = page?.showProfile;
  if (!page || !profile) {
    return <DetailPageState title={title} loading={loading} failed={Boolean(error)} onRetry={() => void refetch()} placeholder={<PagePlaceholders pageType="SHOW" />} />;
  }
  const show = page.tile?.show;
  return (
    <ShowDetail
      profile={profile}
      sections={page.sections ?? []}
      groups={page.groups.edges.map((edge) => edge.node)}
      save={show ? <SaveShowButton show={show} title={profile.title} isUncredentialed={viewer.isUncredentialed} /> : null}
      renderGroup={rowRenderer('SHOW', viewer, now)}
      onOptionChosen={onOptionChosen}
    />
  );
}

/** A channel's detail: channel image, Favorite, Share and the channel's rows. */
export function ChannelDetailContent({ id, title }: { id: string; title: string }) {
  const viewer = useViewer();
  const now = useNow();
  useBrowseSubscriptions(true);
  const { page, loading, error, refetch } = useDetailPage('CHANNEL', id);
  const profile = page?.channelProfile;
  if (!page || !profile) {
    return <DetailPageState title={title} loading={loading} failed={Boolean(error)} onRetry={() => void refetch()} placeholder={<PagePlaceholders pageType="CHANNEL" />} />;
  }
  return (
    <ChannelDetail
      profile={profile}
      groups={page.groups.edges.map((edge) => edge.node)}
      shareURL={page.node?.shareURL ?? null}
      favorite={<FavoriteChannelButton channel={page.tile?.channel ?? profile.channel} isUncredentialed={viewer.isUncredentialed} />}
      renderGroup={rowRenderer('CHANNEL', viewer, now)}
    />
  );
}

/** An episode's or presentation's detail. */
export function EpisodeDetailContent({ id, title, pageType }: { id: string; title: string; pageType: 'EPISODE' | 'PRESENTATION' }) {
  const viewer = useViewer();
  const now = useNow();
  useBrowseSubscriptions(true);
  const { page, loading, error, refetch } = useDetailPage(pageType, id);
  const profile = page?.episodeProfile;
  if (!page || !profile) {
    return <DetailPageState title={title} loading={loading} failed={Boolean(error)} onRetry={() => void refetch()} placeholder={<PagePlaceholders pageType={pageType} />} />;
  }
  const tile = page.tile;
  return (
    <EpisodeDetail
      profile={profile}
      groups={page.groups.edges.map((edge) => edge.node)}
      now={now}
      pageType={pageType}
      play={tile ? <PlayControl tile={tile} hasContentAccess={viewer.hasContentAccess} now={now} /> : null}
      save={tile?.show ? <SaveShowButton show={tile.show} title={profile.title} isUncredentialed={viewer.isUncredentialed} /> : null}
      renderGroup={rowRenderer(pageType, viewer, now)}
    />
  );
}

/** /player/show/:id and /player/show-old/:id (ids already stripped of '='): options live in the URL. */
export function ShowPage({ title }: { title: string }) {
  usePageTitle(title);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ShowDetailContent
      id={id}
      title={title}
      options={{ filterId: search.get('filterId'), sorterId: search.get('sorterId') }}
      onOptionChosen={(link) => void navigate(optionHref(location.pathname, location.search, link), { replace: true })}
    />
  );
}

/** /player/channel/:id. */
export function ChannelPage({ title }: { title: string }) {
  usePageTitle(title);
  const { id = '' } = useParams();
  return <ChannelDetailContent id={id} title={title} />;
}

/** /player/episode/:id and /player/presentation/:id. */
export function EpisodePage({ title, pageType }: { title: string; pageType: 'EPISODE' | 'PRESENTATION' }) {
  usePageTitle(title);
  const { id = '' } = useParams();
  return <EpisodeDetailContent id={id} title={title} pageType={pageType} />;
}
