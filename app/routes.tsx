import { Navigate, Outlet, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { stripShowId } from './lib/routing/links.ts';
import { PATHS, PLAYER_BASE, ROUTE_TABLE, USER_SUB_PATHS, type RouteEntry } from './lib/routing/routes.ts';
import {
  CollectionGroupPage,
  CollectionPage,
  GuidePage,
  HomePage,
  SavedPage,
  TileGroupPage,
  TopPage,
} from './pages/BrowsePages.tsx';
import { BigTileModalHost } from './pages/BigTileModal.tsx';
import { ChannelPage, EpisodePage, SearchPage, ShowPage } from './pages/DetailPages.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PlaceholderPage } from './pages/PlaceholderPage.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { ErrorPage, RouteError } from './shell/ErrorPage.tsx';

/** Show ids have '=' stripped: a link carrying one is replaced by the clean path (query kept). */
function ShowRoute({ entry }: { entry: RouteEntry }) {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  if (id.includes('=')) {
    const base = pathname.slice(0, pathname.lastIndexOf('/'));
    return <Navigate replace to={`${base}/${encodeURIComponent(stripShowId(id))}${search}`} />;
  }
  // Keyed by id: another show starts with its own tab and query state.
  return <ShowPage key={id} title={entry.title} />;
}

/** A channel page per channel id (its own query and button state). */
function ChannelPageRoute({ title }: { title: string }) {
  const { id = '' } = useParams();
  return <ChannelPage key={id} title={title} />;
}

/** An episode or presentation page per id. */
function EpisodePageRoute({ title, pageType }: { title: string; pageType: 'EPISODE' | 'PRESENTATION' }) {
  const { id = '' } = useParams();
  return <EpisodePage key={id} title={title} pageType={pageType} />;
}

/** Top-level user sub-paths (/settings, …) lead to their /player/user/… page, query kept. */
function UserSubPath({ name }: { name: string }) {
  const { search } = useLocation();
  return <Navigate replace to={`${PLAYER_BASE}/user/${name}${search}`} />;
}

/** Every page, with the big-tile detail modal that can open over any of them. */
function PageWithBigTileModal() {
  return (
    <>
      <Outlet />
      <BigTileModalHost />
    </>
  );
}

/** The element for a route of the table. Pages replace their placeholder here as they land. */
function elementFor(entry: RouteEntry) {
  switch (entry.id) {
    case 'show':
    case 'show-old':
      return <ShowRoute entry={entry} />;
    case 'search':
      return <SearchPage title={entry.title} />;
    case 'channel':
      return <ChannelPageRoute title={entry.title} />;
    case 'episode':
      return <EpisodePageRoute title={entry.title} pageType="EPISODE" />;
    case 'presentation':
      return <EpisodePageRoute title={entry.title} pageType="PRESENTATION" />;
    case 'home':
      return <HomePage />;
    case 'live':
    case 'guide':
      return <GuidePage />;
    case 'top':
      return <TopPage />;
    case 'saved':
      return <SavedPage />;
    case 'collection':
      return <CollectionPage />;
    case 'collection-group':
      return <CollectionGroupPage />;
    case 'tile-group':
      return <TileGroupPage />;
    default:
      return <PlaceholderPage title={entry.title} />;
  }
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      {
        // Page errors render inside the shell, so navigation and modals stay usable.
        errorElement: <RouteError />,
        element: <PageWithBigTileModal />,
        children: [
          {
            path: PLAYER_BASE,
            children: [
              { index: true, element: <Navigate replace to={PATHS.home} /> },
              ...ROUTE_TABLE.map((entry) => ({ id: entry.id, path: entry.path, element: elementFor(entry) })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          ...USER_SUB_PATHS.map((name) => ({ path: `/${name}`, element: <UserSubPath name={name} /> })),
          { path: '/', element: <Navigate replace to={PATHS.home} /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
