/**
 * The app's route table. Every route sits under /player; `path` is relative to
 * it. The React element for each id is in ROUTE_ELEMENTS (app/router.tsx), keyed by RouteId so that a
 * route without one fails to compile; this file stays free of React.
 */
import { PLAYER_BASE, USER_SUB_PATHS } from '../../../common/links.ts';
import { BROWSE_CORE_COLLECTION_GROUP_ID } from '../constants.ts';

export { PLAYER_BASE, USER_SUB_PATHS };

export interface RouteEntry {
  /** Stable id, used by app/router.tsx to pick the page component. */
  id: string;
  /** Path under /player (react-router syntax). */
  path: string;
  /** The page title of the spec's table ('Airwave | {title}'). */
  title: string;
}

export const ROUTE_TABLE = [
  { id: 'home', path: 'mytv', title: 'Home' },
  { id: 'live', path: 'live', title: 'Guide' },
  { id: 'guide', path: 'guide', title: 'Guide' },
  { id: 'top', path: 'top', title: 'Top' },
  { id: 'saved', path: 'saved', title: 'Saved Shows' },
  { id: 'search', path: 'search', title: 'Search' },
  { id: 'show', path: 'show/:id', title: 'Show Detail' },
  { id: 'show-old', path: 'show-old/:id', title: 'Show Detail' },
  { id: 'channel', path: 'channel/:id', title: 'Channel Detail' },
  { id: 'episode', path: 'episode/:id', title: 'Presentation Detail' },
  { id: 'presentation', path: 'presentation/:id', title: 'Presentation Detail' },
  { id: 'player', path: 'player/:type/:id', title: 'Player' },
  { id: 'collection', path: 'collection/:id', title: 'Collection' },
  { id: 'collection-group', path: 'collection-group/:id', title: 'Collection Group' },
  { id: 'link', path: 'link/:token', title: 'Link Smart TV' },
  { id: 'credit-success', path: 'credit/:provider/success', title: 'Credit Success' },
  { id: 'credit-error', path: 'credit/:provider/error', title: 'Credit Error' },
  { id: 'credit-expired', path: 'credit/:provider/expired', title: 'Credit Expired' },
  { id: 'credit-ineligible', path: 'credit/:provider/ineligible', title: 'Credit Ineligible' },
  { id: 'user-settings', path: 'user/settings', title: 'Settings' },
  { id: 'user-switch', path: 'user/switch', title: 'Switch Profile' },
  { id: 'user-account', path: 'user/account', title: 'Account' },
  { id: 'user-channels', path: 'user/channels', title: 'Channel Configurator' },
  { id: 'user-reactivate', path: 'user/reactivate', title: 'Reactivate' },
  { id: 'user-do-not-sell', path: 'user/do-not-sell', title: 'Targeted Advertising Preference' },
  // Generic tile-group route last in the table; react-router ranks static segments above it anyway.
  { id: 'tile-group', path: ':tileGroup/:id', title: 'Collection' },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];


/** Absolute paths used by the shell's navigation and account menu. */
export const PATHS = {
  home: `${PLAYER_BASE}/mytv`,
  guide: `${PLAYER_BASE}/guide`,
  top: `${PLAYER_BASE}/top`,
  saved: `${PLAYER_BASE}/saved`,
  search: `${PLAYER_BASE}/search`,
  /** 'Upgrade Preview': the browse-core collection group. */
  upgradePreview: `${PLAYER_BASE}/collection-group/${BROWSE_CORE_COLLECTION_GROUP_ID}`,
  settings: `${PLAYER_BASE}/user/settings`,
  account: `${PLAYER_BASE}/user/account`,
  profiles: `${PLAYER_BASE}/user/switch`,
  reactivate: `${PLAYER_BASE}/user/reactivate`,
  /** Assumption: the spec does not show the logout path; the backend ends the session there. */
  logout: '/logout',
  /** Assumption: the login authenticate path is not shown either. */
  loginAuthenticate: '/login/authenticate',
} as const;

/** The default path used when going back with no previous page. */
export const DEFAULT_PATH = PATHS.home;
