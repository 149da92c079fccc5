import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ConnectionStatus, PageType } from '../../generated/graphql/operations.ts';
import { PAGE_REFETCH_COALESCE_MS, PAGE_REFETCH_INTERVAL_MS } from '../lib/constants.ts';
import { isRouteChange, refetchesOnInterval } from '../lib/pages/refetch-triggers.ts';
import { BIG_TILE_PARAM } from '../lib/routing/big-tile.ts';
import { shouldCheckListStatus, shouldRefetchPage, tileListRefetchCount, type PageRefetchTrigger } from '../lib/state/tile-list-refetch.ts';
import { onPageRefetch } from './page-refetch.ts';

export interface PageRefetchTarget {
  pageType: PageType;
  /** Refetch the page with its variables, or with another group count; resolves to the groups' status. */
  refetch: (first?: number) => Promise<ConnectionStatus | null>;
  /** Groups currently on screen, and how many the page asks for first. */
  groupCount: number;
  initialGroupCount: number;
}

const CHANGES: readonly PageRefetchTrigger[] = ['saved-changed', 'playing-changed'];

/**
 * Wires the page refetch triggers to one list page while it is mounted: login, router state (the big-tile
 * overlay aside), saved and playing changes, and for Top Playable and the Guide the refetch interval. Triggers
 * arriving together (a follow's answer and its push) make one refetch. Every 5th change the refetch doubles as
 * the list status check: a STALE list is refetched with its current length, a MISSING one with its initial count.
 */
export function usePageRefetch(target: PageRefetchTarget): void {
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  const { pageType } = target;

  useEffect(() => {
    let changes = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let checkStatus = false;
    const run = () => {
      pending = undefined;
      const { refetch, groupCount, initialGroupCount } = latest.current;
      const check = checkStatus;
      checkStatus = false;
      void refetch().then((status) => {
        if (!check || status === null) return;
        const count = tileListRefetchCount(status, groupCount, initialGroupCount);
        if (count !== null) void refetch(count);
      });
    };
    const onTrigger = (trigger: PageRefetchTrigger) => {
      if (!shouldRefetchPage(pageType, trigger)) return;
      if (CHANGES.includes(trigger)) {
        changes += 1;
        if (shouldCheckListStatus(changes)) checkStatus = true;
      }
      clearTimeout(pending);
      pending = setTimeout(run, PAGE_REFETCH_COALESCE_MS);
    };
    const off = onPageRefetch(onTrigger);
    const interval = refetchesOnInterval(pageType) ? setInterval(() => onTrigger('refetch-requested'), PAGE_REFETCH_INTERVAL_MS) : undefined;
    return () => {
      off();
      clearTimeout(pending);
      clearInterval(interval);
    };
  }, [pageType]);

  // Router state changing under the mounted page (its own query or path), not the big-tile overlay.
  const location = useLocation();
  const shown = useRef({ pathname: location.pathname, search: location.search });
  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname: location.pathname, search: location.search };
    if (isRouteChange(previous, shown.current, BIG_TILE_PARAM) && shouldRefetchPage(pageType, 'route-changed')) void latest.current.refetch();
  }, [location.pathname, location.search, pageType]);
}
