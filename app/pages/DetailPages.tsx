import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChannelDetailContent, EpisodeDetailContent, optionHref, ShowDetailContent } from '../features/details/index.ts';
import { SearchView } from '../features/search/index.ts';
import { stripShowId } from '../lib/routing/links.ts';
import { usePageTitle } from '../kit/hooks.ts';

// Routing glue: each page reads its URL (id, options) and hands it to its feature; a detail page's heading names
// the browser tab (the show's, channel's or episode's name). Pages are keyed by id, so
// another show, channel or episode starts with its own query and button state.

/** /player/search: results as the user types, channel results capped at 12 with 'View N results'. */
export function SearchPage({ title }: { title: string }) {
  usePageTitle(title);
  return <SearchView />;
}

/** A show's page: the options (filterId, sorterId) live in the URL; choosing one replaces it. */
function ShowPageContent({ id, title }: { id: string; title: string }) {
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

/** /player/show/:id and /player/show-old/:id. Show ids have '=' stripped: a link carrying one is replaced by the clean path (query kept). */
export function ShowPage({ title }: { title: string }) {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  if (id.includes('=')) {
    const base = pathname.slice(0, pathname.lastIndexOf('/'));
    return <Navigate replace to={`${base}/${encodeURIComponent(stripShowId(id))}${search}`} />;
  }
  return <ShowPageContent key={id} id={id} title={title} />;
}

/** /player/channel/:id. */
export function ChannelPage({ title }: { title: string }) {
  const { id = '' } = useParams();
  return <ChannelDetailContent key={id} id={id} title={title} />;
}

/** /player/episode/:id and /player/presentation/:id. */
export function EpisodePage({ title, pageType }: { title: string; pageType: 'EPISODE' | 'PRESENTATION' }) {
  const { id = '' } = useParams();
  return <EpisodeDetailContent key={id} id={id} title={title} pageType={pageType} />;
}
