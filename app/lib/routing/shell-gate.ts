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
 * - While the app itself changes the subscription (a reactivation: SubscriptionChange), the gate goes on judging by
 *   the subscription from before the change until the change is read back and the app shows where it leads, so
 *   neither a push nor an answer in between moves the viewer (gateSubscription).
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

/** What the gate judges by: the subscription, or 'loading' / 'failed' while it cannot be read. */
export type GateSubscriptionInput = GateInput['subscription'];

/**
 * A change of the subscription the app itself is making (a reactivation), from its request until the shell shows the
 * page it leads to. The app learns of the change from the request's reply and from the userSubscriptionChanged push,
 * in either order or not at all (a push may come late, or never while the socket is down); it reads the subscription
 * again itself after the reply, then goes to `to`.
 */
export interface SubscriptionChange {
  /** The page the app goes to once the change is in effect (Home after a reactivation). */
  to: string;
  /** The subscription as the gate judged it when the change was sent. */
  before: GateSubscriptionInput;
  /** The change is in effect and the subscription was read again (or dropped to be read again): the app is going to `to`. */
  read: boolean;
}

/**
 * The subscription the gate judges `pathname` by: during a change of the app's own, the one from before it (the page
 * stays as it was: on Reactivate, an early push would send the viewer on to Account, a stale answer on Home back to
 * Reactivate) until the change was read again and the app shows `to`; then, and without a change, the cached one.
 */
export function gateSubscription(cached: GateSubscriptionInput, change: SubscriptionChange | null, pathname: string): GateSubscriptionInput {
  return change && !changeArrived(change, pathname) ? change.before : cached;
}

/** Whether a change is over: read again, and the app shows the page it leads to (the shell then forgets it). */
export function changeArrived(change: SubscriptionChange, pathname: string): boolean {
  return change.read && pathname === change.to;
}
