import { type ReactElement } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PATHS, PLAYER_BASE, ROUTE_TABLE, USER_SUB_PATHS, type RouteEntry, type RouteId } from './lib/routing/route-table.ts';
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
import {
  AccountBillingPage,
  ChannelPage,
  ChannelsPage,
  CreditPage,
  DeviceLinkPage,
  DoNotSellPage,
  EpisodePage,
  ReactivatePage,
  SearchPage,
  SettingsPage,
  ShowPage,
  SwitchProfilePage,
} from './pages/LazyPages.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PlaceholderPage } from './pages/PlaceholderPage.tsx';
import { AppShell } from './frame/AppShell.tsx';
import { playerPage } from './kit/seams/player-code.ts';
import { RouteErrorBoundary } from './kit/ErrorPage.tsx';

/**
 * The player route: the player and its engine load only when something plays, so the first page's JavaScript stays
 * small; the page shows the loading placeholder only while its code is still on its way.
 */
function LazyPlayerPage() {
  return (
    <playerPage.Page
      fallback={
        <div className="player-placeholder" role="status" aria-label="Loading video player">
          <span className="spinner" aria-hidden="true" />
        </div>
      }
    />
  );
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

/** How a route of the table is drawn: its page, or (until the page lands) the placeholder page. */
export type RouteElement = { kind: 'page'; render: (entry: RouteEntry) => ReactElement } | { kind: 'placeholder' };

function page(render: (entry: RouteEntry) => ReactElement): RouteElement {
  return { kind: 'page', render };
}

/**
 * The element of every route of the table, keyed by its id: a new route in ROUTE_TABLE does not compile
 * until it has a page here, or is listed as a placeholder. Pages replace their placeholder as they land.
 */
export const ROUTE_ELEMENTS: Record<RouteId, RouteElement> = {
  home: page(() => <HomePage />),
  live: page(() => <GuidePage />),
  guide: page(() => <GuidePage />),
  top: page(() => <TopPage />),
  saved: page(() => <SavedPage />),
  search: page((entry) => <SearchPage title={entry.title} />),
  show: page((entry) => <ShowPage title={entry.title} />),
  'show-old': page((entry) => <ShowPage title={entry.title} />),
  channel: page((entry) => <ChannelPage title={entry.title} />),
  episode: page((entry) => <EpisodePage title={entry.title} pageType="EPISODE" />),
  presentation: page((entry) => <EpisodePage title={entry.title} pageType="PRESENTATION" />),
  player: page(() => <LazyPlayerPage />),
  collection: page(() => <CollectionPage />),
  'collection-group': page(() => <CollectionGroupPage />),
  link: page((entry) => <DeviceLinkPage title={entry.title} />),
  'credit-success': page((entry) => <CreditPage outcome="success" title={entry.title} />),
  'credit-error': page((entry) => <CreditPage outcome="error" title={entry.title} />),
  'credit-expired': page((entry) => <CreditPage outcome="expired" title={entry.title} />),
  'credit-ineligible': page((entry) => <CreditPage outcome="ineligible" title={entry.title} />),
  'user-settings': page((entry) => <SettingsPage title={entry.title} />),
  'user-switch': page((entry) => <SwitchProfilePage title={entry.title} />),
  'user-account': page((entry) => <AccountBillingPage title={entry.title} />),
  'user-channels': page((entry) => <ChannelsPage title={entry.title} />),
  'user-reactivate': page((entry) => <ReactivatePage title={entry.title} />),
  'user-do-not-sell': page((entry) => <DoNotSellPage title={entry.title} />),
  'tile-group': page(() => <TileGroupPage />),
};

/** The element a route of the table renders. */
export function routeElement(entry: RouteEntry & { id: RouteId }): ReactElement {
  const element = ROUTE_ELEMENTS[entry.id];
  return element.kind === 'page' ? element.render(entry) : <PlaceholderPage title={entry.title} />;
}

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppShell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // Page errors render inside the shell, so navigation and modals stay usable.
        element: (
          <RouteErrorBoundary>
            <PageWithBigTileModal />
          </RouteErrorBoundary>
        ),
        children: [
          {
            path: PLAYER_BASE,
            children: [
              { index: true, element: <Navigate replace to={PATHS.home} /> },
              ...ROUTE_TABLE.map((entry) => ({ id: entry.id, path: entry.path, element: routeElement(entry) })),
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
