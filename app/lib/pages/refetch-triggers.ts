import type { PageType } from '../../../generated/graphql/operations.ts';
import {
  GUIDE_CHANNEL_LIST_TOP_PX,
  GUIDE_CHANNEL_ROW_PX,
  GUIDE_FIRST_SCREEN_GROUPS,
  HOME_FIRST_SCREEN_GROUPS,
  HOME_SHORT_SCREEN_GROUPS,
  HOME_SHORT_SCREEN_MAX_HEIGHT_PX,
  VIRTUAL_ROW_OVERSCAN,
} from '../constants.ts';
import type { PageRefetchTrigger } from '../state/tile-list-refetch.ts';

/**
 * Which page refetch trigger a settled GraphQL operation raises, by its contract name: following or unfollowing
 * a show (here or, through the pushes, on another device) changes saved state; removing a show from Keep Watching
 * changes playing state (only when the server answered true). Everything else raises none.
 */
export function operationRefetchTrigger(operationName: string | undefined, data: unknown): PageRefetchTrigger | null {
  switch (operationName) {
    case 'CreateFollow':
    case 'DeleteFollow':
    case 'ShowFollowCreated':
    case 'ShowFollowDeleted':
      return 'saved-changed';
    case 'RemoveFromRecentPresentations':
      return isRecord(data) && data['removeFromRecentPresentations'] === true ? 'playing-changed' : null;
    default:
      return null;
  }
}

/** The root query fields whose answers hold tiles: pages, a tile group's tiles by cursor, the search drop-down. */
const TILE_ANSWER_FIELDS = ['page', 'tiles', 'searchDropDown'] as const;

type TileAnswerField = (typeof TILE_ANSWER_FIELDS)[number];

/**
 * The answers a settled GraphQL operation leaves out of date, by root query field, to be dropped from the cache and
 * asked for again. The user's subscription changed (the userSubscriptionChanged push, whoever made the change: a
 * reactivation, a plan or add-on change here, another tab, support): what each tile's play control offers follows the
 * plan (Tile.isInPlan and notInPlanProducts, app/lib/tiles/play-button.ts), so every answer holding tiles may say
 * 'Upgrade' where the plan now plays, or the other way round; the pages shown are asked again, and those not shown
 * are asked when next shown rather than drawn from the cache. Nothing for any other operation.
 */
export function outdatedTileAnswers(operationName: string | undefined): readonly TileAnswerField[] {
  return operationName === 'UserSubscriptionChanged' ? TILE_ANSWER_FIELDS : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Who is signed in, as far as the pages care: a different key is a login change. */
export function loginKey(user: { id: string; isUncredentialed: boolean } | null | undefined): string | null {
  return user ? `${user.id}:${user.isUncredentialed ? 'uncredentialed' : 'credentialed'}` : null;
}

/** A login change is a known identity replaced by another (the first answer is no change). */
export function isLoginChange(previous: string | null, next: string | null): boolean {
  return previous !== null && next !== null && previous !== next;
}

/**
 * Router state changed under a mounted page: its path or query changed. Opening or closing the big-tile modal
 * (the `detail` parameter) overlays the page without changing it, so it is no change.
 */
export function isRouteChange(previous: { pathname: string; search: string }, next: { pathname: string; search: string }, overlayParam: string): boolean {
  if (previous.pathname !== next.pathname) return true;
  const strip = (search: string) => {
    const params = new URLSearchParams(search);
    params.delete(overlayParam);
    params.sort();
    return params.toString();
  };
  return strip(previous.search) !== strip(next.search);
}

/** Pages whose content follows the clock are refetched every refetch interval (the 'on request' trigger). */
export function refetchesOnInterval(pageType: PageType): boolean {
  return pageType === 'TOP' || pageType === 'GUIDE';
}

/** The groups of the Guide above its channel rows: Favorite channels and Recently Watched. */
const GUIDE_GROUPS_ABOVE_CHANNELS = 2;

/**
 * The channel rows the Guide's first screen draws in a window `viewportHeight` px tall: those the window reaches below
 * the rows above the channel list, and the overscan rows after them (as VirtualRows mounts them), never fewer than a
 * phone's or a laptop's three.
 */
export function guideFirstScreenChannelRows(viewportHeight: number): number {
  const inView = Math.ceil(Math.max(0, viewportHeight - GUIDE_CHANNEL_LIST_TOP_PX) / GUIDE_CHANNEL_ROW_PX);
  return Math.max(GUIDE_FIRST_SCREEN_GROUPS - GUIDE_GROUPS_ABOVE_CHANNELS, inView + VIRTUAL_ROW_OVERSCAN);
}

/** The groups a page's first screen draws in a window `viewportHeight` px tall, for the pages that read them first. */
function firstScreenGroups(pageType: PageType, viewportHeight: number): number | undefined {
  // Home: the hero and two rows on a short screen (a phone, a laptop), three on a tall one.
  if (pageType === 'HOME') return viewportHeight <= HOME_SHORT_SCREEN_MAX_HEIGHT_PX ? HOME_SHORT_SCREEN_GROUPS : HOME_FIRST_SCREEN_GROUPS;
  if (pageType === 'GUIDE') return GUIDE_GROUPS_ABOVE_CHANNELS + guideFirstScreenChannelRows(viewportHeight);
  return undefined;
}

/**
 * A page that paints its first screen from a request of its own before its page request (Home, the Guide): how many
 * groups that first request asks for in a window `viewportHeight` px tall, given how many its page request asks for
 * (`pageRequestGroups`, the page request's `first`); null for every other page, and for a page request no larger than
 * the first screen (a Guide in a window taller than its first 10 groups), which paints from its page request alone.
 */
export function firstScreenGroupCount(pageType: PageType, pageRequestGroups: number, viewportHeight: number): number | null {
  const groups = firstScreenGroups(pageType, viewportHeight);
  return groups !== undefined && groups < pageRequestGroups ? groups : null;
}
