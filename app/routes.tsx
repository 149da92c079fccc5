import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
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
      return <ShowPage title={entry.title} />;
    case 'search':
      return <SearchPage title={entry.title} />;
    case 'channel':
      return <ChannelPage title={entry.title} />;
    case 'episode':
      return <EpisodePage title={entry.title} pageType="EPISODE" />;
    case 'presentation':
      return <EpisodePage title={entry.title} pageType="PRESENTATION" />;
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
