import { describe, expect, it } from 'vitest';
import { PATHS, ROUTE_TABLE } from '../../../app/lib/routing/route-table.ts';
import { changeArrived, gateSubscription, PLAN_PATH, ROUTE_GATES, shellGate, type GateSubscription, type RouteGateKind, type SubscriptionChange } from '../../../app/lib/routing/shell-gate.ts';

const ACTIVE: GateSubscription = { state: 'REGULAR', hasContentAccess: true, fastPlanState: 'UNENROLLED' };
const DEACTIVATED: GateSubscription = { state: 'DEACTIVATED', hasContentAccess: false, fastPlanState: 'UNENROLLED' };
const DEACTIVATED_FREE: GateSubscription = { state: 'DEACTIVATED', hasContentAccess: false, fastPlanState: 'ENROLLED' };
const BLOCKED: GateSubscription = { state: 'BLOCKED', hasContentAccess: false, fastPlanState: 'UNENROLLED' };
const FREE_PLAN: GateSubscription = { state: 'CURIOUS', hasContentAccess: true, fastPlanState: 'ENROLLED' };
const DEPARTING: GateSubscription = { state: 'DEPARTING', hasContentAccess: true, fastPlanState: 'UNENROLLED' };
const LAPSED_NO_ACCESS: GateSubscription = { state: 'LAPSED', hasContentAccess: false, fastPlanState: 'UNENROLLED' };

const render = { kind: 'render' } as const;
const toReactivate = { kind: 'redirect', to: PATHS.reactivate } as const;
const toAccount = { kind: 'redirect', to: PATHS.account } as const;
const toPlan = { kind: 'redirect', to: PLAN_PATH } as const;

describe('the app shell gate', () => {
  const table: Array<[string, RouteGateKind | null, GateSubscription | 'loading' | 'failed', ReturnType<typeof shellGate>]> = [
    ['any route while the subscription loads', 'content', 'loading', { kind: 'loading' }],
    ['an account page while the subscription loads', 'account', 'loading', { kind: 'loading' }],
    ['the not-found page while the subscription loads', null, 'loading', { kind: 'loading' }],
    ['content when the subscription failed to load', 'content', 'failed', render],
    ['content for an active subscriber', 'content', ACTIVE, render],
    ['content for a free-plan user', 'content', FREE_PLAN, render],
    ['content for a departing user who still has access', 'content', DEPARTING, render],
    ['content for a deactivated user', 'content', DEACTIVATED, toReactivate],
    ['content for a deactivated user with free access', 'content', DEACTIVATED_FREE, toPlan],
    ['content for a user without content access', 'content', BLOCKED, toPlan],
    ['content for a lapsed user without the free plan', 'content', LAPSED_NO_ACCESS, toPlan],
    ['an account page for a deactivated user', 'account', DEACTIVATED, render],
    ['an account page for a user without content access', 'account', BLOCKED, render],
    ['the not-found page for a deactivated user', null, DEACTIVATED, render],
    ['reactivate for a deactivated user', 'reactivate', DEACTIVATED, render],
    ['reactivate for an active subscriber', 'reactivate', ACTIVE, toAccount],
    ['reactivate for a user without access who is not deactivated', 'reactivate', BLOCKED, toAccount],
    ['reactivate for a deactivated user with free access', 'reactivate', DEACTIVATED_FREE, toAccount],
    ['reactivate when the subscription failed to load', 'reactivate', 'failed', render],
  ];
  it.each(table)('%s', (_name, route, subscription, expected) => {
    expect(shellGate({ route, subscription })).toEqual(expected);
  });

  it('never sends a user to a route the gate would send on again', () => {
    const subscriptions = [ACTIVE, DEACTIVATED, DEACTIVATED_FREE, BLOCKED, FREE_PLAN, DEPARTING, LAPSED_NO_ACCESS];
    const kindOf = (path: string): RouteGateKind => {
      const entry = ROUTE_TABLE.find((route) => `/player/${route.path}` === path);
      if (!entry) throw new Error(`${path} is not in the route table`);
      return ROUTE_GATES[entry.id];
    };
    for (const subscription of subscriptions) {
      for (const route of ['content', 'account', 'reactivate'] as const) {
        const first = shellGate({ route, subscription });
        if (first.kind !== 'redirect') continue;
        expect(shellGate({ route: kindOf(first.to), subscription })).toEqual(render);
      }
    }
  });

  it('gates the account-side pages as account pages and browsing as content', () => {
    expect(ROUTE_GATES['user-settings']).toBe('account');
    expect(ROUTE_GATES['user-account']).toBe('account');
    expect(ROUTE_GATES['user-reactivate']).toBe('reactivate');
    expect(ROUTE_GATES.home).toBe('content');
    expect(ROUTE_GATES.player).toBe('content');
  });
});

describe('the subscription the gate judges by while the app changes it (a reactivation leading Home)', () => {
  const sent: SubscriptionChange = { to: PATHS.home, before: DEACTIVATED, read: false };
  const read: SubscriptionChange = { ...sent, read: true };
  const table: Array<[string, SubscriptionChange | null, string, GateSubscription, GateSubscription]> = [
    ['no change: the cached one', null, PATHS.reactivate, ACTIVE, ACTIVE],
    ['sent, on Reactivate, an early push cached: the one from before (no move on to Account)', sent, PATHS.reactivate, ACTIVE, DEACTIVATED],
    ['sent, not yet answered: the one from before', sent, PATHS.reactivate, DEACTIVATED, DEACTIVATED],
    ['read again, still on Reactivate (the router has not shown Home yet): the one from before', read, PATHS.reactivate, ACTIVE, DEACTIVATED],
    ['read again, on Home: the cached one', read, PATHS.home, ACTIVE, ACTIVE],
    ['sent, the viewer went Home on their own before the reply: the one from before', sent, PATHS.home, ACTIVE, DEACTIVATED],
    ['read again, the viewer is elsewhere: the one from before, until Home shows', read, PATHS.guide, ACTIVE, DEACTIVATED],
  ];
  it.each(table)('%s', (_name, change, pathname, cached, expected) => {
    expect(gateSubscription(cached, change, pathname)).toEqual(expected);
  });

  it('leaves a reactivated viewer on Reactivate until Home shows, then renders Home: never a redirect on the way', () => {
    // On the way, whatever the cache holds meanwhile (the push may have come, or not yet).
    for (const change of [sent, read]) {
      for (const cached of [DEACTIVATED, ACTIVE]) {
        expect(shellGate({ route: 'reactivate', subscription: gateSubscription(cached, change, PATHS.reactivate) })).toEqual(render);
      }
    }
    // On Home, the subscription as read again.
    expect(shellGate({ route: 'content', subscription: gateSubscription(ACTIVE, read, PATHS.home) })).toEqual(render);
  });

  it('is over once read again and its page is shown', () => {
    expect(changeArrived(sent, PATHS.home)).toBe(false);
    expect(changeArrived(read, PATHS.reactivate)).toBe(false);
    expect(changeArrived(read, PATHS.home)).toBe(true);
  });
});
