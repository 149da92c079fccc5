import type { ConnectionStatus, PageType } from '../../../generated/graphql/operations.ts';
import { STATUS_CHECK_EVERY_CHANGES } from '../constants.ts';

/**
 * How many tiles to refetch a list with, by its status:
 * STALE ('changed' on the server) keeps the visible window, so it refetches the current length;
 * MISSING (reset) starts over with the page type's initial count; VALID and UNKNOWN need no refetch.
 */
export function tileListRefetchCount(
  status: ConnectionStatus,
  currentLength: number,
  initialCount: number,
): number | null {
  switch (status) {
    case 'STALE':
      return Math.max(currentLength, 1);
    case 'MISSING':
      return initialCount;
    case 'VALID':
    case 'UNKNOWN':
      return null;
  }
}

/** A list's status is checked every 5 changes. */
export function shouldCheckListStatus(changeCount: number): boolean {
  return changeCount > 0 && changeCount % STATUS_CHECK_EVERY_CHANGES === 0;
}

export type PageRefetchTrigger =
  | 'login-changed'
  | 'route-changed'
  | 'saved-changed'
  | 'playing-changed'
  | 'refetch-requested'
  | 'sorter-changed';

/**
 * Whether a page refetches on a trigger: login, route, saved and playing changes refetch every page; an
 * explicit request only Top Playable and the Guide (their content follows the clock); a sorter change only Saved
 * (elsewhere the sorter is part of the query variables already).
 */
export function shouldRefetchPage(pageType: PageType, trigger: PageRefetchTrigger): boolean {
  switch (trigger) {
    case 'login-changed':
    case 'route-changed':
    case 'saved-changed':
    case 'playing-changed':
      return true;
    case 'refetch-requested':
      return pageType === 'TOP' || pageType === 'GUIDE';
    case 'sorter-changed':
      return pageType === 'SAVED';
  }
}
