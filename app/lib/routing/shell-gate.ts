/**
 * The app shell's gate: what the shell draws for a route once it knows (or while it waits for) the
 * user's subscription. Pure; the shell (app/frame/GatedOutlet.tsx) renders its answer.
 *
 * - Until the subscription loads, the shell shows its loading skeleton.
 * - A deactivated user is sent to the reactivation page, a user without content access to the plan route.
 * - On the reactivation page, a user whose subscription is active (not deactivated) or who has free access
 *   is sent to the account route.
 * - The account-side pages (settings, switch profile, account, channels, do-not-sell), the device link and
 *   the outage-credit landing pages stay reachable whatever the subscription: they are where a user without
 *   access manages the account.
 * - A subscription that fails to load blocks nobody (the connection modals report the failure).
 */
import type { FastPlanState, SubscriptionState } from '../../../generated/graphql/schema.ts';
import { PATHS, type RouteId } from './route-table.ts';

/** How the gate treats a route: content needs access, account-side pages do not, reactivate has its own rule. */
export type RouteGateKind = 'content' | 'account' | 'reactivate';

/** Every route of the table with its gate kind: a new route does not compile until it has one. */
export const ROUTE_GATES: Record<RouteId, RouteGateKind> = {
  home: 'content',
  live: 'content',
  guide: 'content',
  top: 'content',
  saved: 'content',
  search: 'content',
  show: 'content',
  'show-old': 'content',
  channel: 'content',
  episode: 'content',
  presentation: 'content',
  player: 'content',
  collection: 'content',
  'collection-group': 'content',
  'tile-group': 'content',
  link: 'account',
  'credit-success': 'account',
  'credit-error': 'account',
  'credit-expired': 'account',
  'credit-ineligible': 'account',
  'user-settings': 'account',
  'user-switch': 'account',
  'user-account': 'account',
  'user-channels': 'account',
  'user-reactivate': 'reactivate',
  'user-do-not-sell': 'account',
};

/**
 * The plan route users without content access are sent to. Assumption: the spec names 'a plan/subscription
 * screen' among the account-side routes without its path; the Account page is where the plan is chosen.
 */
export const PLAN_PATH = PATHS.account;

export interface GateSubscription {
  state: SubscriptionState;
  hasContentAccess: boolean;
  fastPlanState: FastPlanState;
}

export type GateInput = {
  /** The route's gate kind; null for a path outside the table (the not-found page), which is never gated. */
  route: RouteGateKind | null;
} & (
  | { subscription: 'loading' }
  | { subscription: 'failed' }
  | { subscription: GateSubscription }
);

export type ShellGate = { kind: 'loading' } | { kind: 'render' } | { kind: 'redirect'; to: string };

/** Free access: enrolled in the free (FAST) plan. */
export function hasFreeAccess(subscription: Pick<GateSubscription, 'fastPlanState'>): boolean {
  return subscription.fastPlanState === 'ENROLLED';
}

export function shellGate(input: GateInput): ShellGate {
  if (input.subscription === 'loading') return { kind: 'loading' };
  if (input.subscription === 'failed' || input.route === null || input.route === 'account') return { kind: 'render' };
  const subscription = input.subscription;
  if (input.route === 'reactivate') {
    return subscription.state !== 'DEACTIVATED' || hasFreeAccess(subscription) ? { kind: 'redirect', to: PATHS.account } : { kind: 'render' };
  }
  if (subscription.state === 'DEACTIVATED' && !hasFreeAccess(subscription)) return { kind: 'redirect', to: PATHS.reactivate };
  if (!subscription.hasContentAccess) return { kind: 'redirect', to: PLAN_PATH };
  return { kind: 'render' };
}
