import { useEffect } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation } from 'react-router-dom';
import { changeArrived, gateSubscription, ROUTE_GATES, shellGate, type RouteGateKind } from '../lib/routing/shell-gate.ts';
import { PLAYER_BASE, ROUTE_TABLE } from '../lib/routing/route-table.ts';
import { useSubscriptionChange } from '../kit/subscription-change.ts';
import { useUserSubscription } from '../kit/useUserSubscription.ts';

/** The route table as absolute paths, matched the way the router ranks them. */
const GATED_ROUTES = ROUTE_TABLE.map((entry) => ({ path: `${PLAYER_BASE}/${entry.path}`, gate: ROUTE_GATES[entry.id] }));

/** The gate kind of the route of the table this path shows; null outside it (the not-found page). */
function routeGateKind(pathname: string): RouteGateKind | null {
  const matches = matchRoutes(GATED_ROUTES, pathname);
  return matches?.[matches.length - 1]?.route.gate ?? null;
}

/**
 * The page, behind the shell's gate (app/lib/routing/shell-gate.ts): the loading skeleton until the
 * subscription loads, or a redirect. While the skeleton shows, the page is already rendered out of sight, so
 * its own queries travel in the same batch as the subscription's rather than after it. While the app changes the
 * subscription itself (a reactivation, app/kit/subscription-change.ts), the gate judges by the subscription from
 * before the change until the change's page is shown, then forgets the change.
 */
export function GatedOutlet() {
  const { pathname, search } = useLocation();
  const route = routeGateKind(pathname);
  const { data, error } = useUserSubscription();
  const { change, forget } = useSubscriptionChange();
  const subscription = gateSubscription(data ? data.userSubscription : error ? 'failed' : 'loading', change, pathname);
  useEffect(() => {
    if (change && changeArrived(change, pathname)) forget(change);
  }, [change, pathname, forget]);
  const gate = shellGate({ route, subscription });
  if (gate.kind === 'redirect') return <Navigate replace to={`${gate.to}${search}`} />;
  const loading = gate.kind === 'loading';
  return (
    <>
      {loading && (
        <div className="shell-skeleton" aria-busy="true" data-testid="shell-skeleton">
          <span className="visually-hidden">Loading your account…</span>
          <div className="shell-skeleton-title" />
          <div className="shell-skeleton-row" />
          <div className="shell-skeleton-row" />
        </div>
      )}
      <div className="shell-page" data-gate={gate.kind} style={loading ? { display: 'none' } : undefined}>
        <Outlet />
      </div>
    </>
  );
}
