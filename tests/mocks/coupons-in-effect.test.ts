/**
 * The coupons in effect (`activeCouponList` of GET /billing/user_details), as a table: which of the account's coupons
 * the account page lists, by the plan the account is on, the plan it is changing to and the coupon's own plans.
 *
 * - A coupon tied to some plans (SUMMER5: Airwave Core; LEGACY20: the Legacy plans) is in effect while the account
 *   is on one of them or changing to one, and not otherwise: on another plan, or on none, it lowers no bill of the
 *   account's.
 * - A coupon for any plan (WELCOME10) is in effect whatever the plan, and also on none (a cancelled account, one
 *   that never subscribed): it lowers the bills of whatever plan the account takes, as the pricing model prices a
 *   new subscription with it.
 * - A coupon that has ended is in effect on no plan.
 */
import { describe, expect, it } from 'vitest';
import type { Coupon, World } from '../../mocks/db/world.ts';
import { userDetailsOf } from '../../mocks/rest/billing-views.ts';
import type { PersonaId } from '../../mocks/scenarios/personas.ts';
import { START, testWorld } from './support/rest-calls.ts';

const DAY_MS = 86_400_000;

function offer(world: World, token: string): Coupon {
  const found = world.catalog.offers.find((item) => item.token === token);
  if (!found) throw new Error(`no offer ${token} in the catalog`);
  return { ...found };
}

/** WELCOME10 with its benefit ended yesterday. */
function ended(world: World): Coupon {
  const yesterday = new Date(START - DAY_MS).toISOString().slice(0, 10);
  return { ...offer(world, 'WELCOME10'), endDate: yesterday, benefitEffectiveUntil: yesterday };
}

interface Row {
  /** The account: a persona, its plan (null: none) and the plan it is changing to. */
  persona: PersonaId;
  plan: string | null;
  changingTo: string | null;
  coupon: 'SUMMER5' | 'LEGACY20' | 'WELCOME10' | 'WELCOME10 ended';
  inEffect: boolean;
}

// prettier-ignore
const TABLE: Row[] = [
  // A coupon tied to a plan: in effect only with that plan, now or changing to it.
  { persona: 'core-subscriber',       plan: 'airwave-argon', changingTo: null,            coupon: 'SUMMER5',         inEffect: true },
  { persona: 'core-subscriber',       plan: 'airwave-plus',  changingTo: null,            coupon: 'SUMMER5',         inEffect: false },
  { persona: 'core-subscriber',       plan: 'airwave-plus',  changingTo: 'airwave-argon', coupon: 'SUMMER5',         inEffect: true },
  { persona: 'plan-changed',          plan: 'airwave-argon', changingTo: 'airwave-fast',  coupon: 'SUMMER5',         inEffect: true },
  { persona: 'legacy-plan',           plan: 'airwave-2021',  changingTo: null,            coupon: 'LEGACY20',        inEffect: true },
  { persona: 'core-subscriber',       plan: 'airwave-argon', changingTo: null,            coupon: 'LEGACY20',        inEffect: false },
  // A coupon for any plan: in effect on every plan, the free one included.
  { persona: 'core-subscriber',       plan: 'airwave-argon', changingTo: null,            coupon: 'WELCOME10',       inEffect: true },
  { persona: 'core-subscriber',       plan: 'airwave-plus',  changingTo: null,            coupon: 'WELCOME10',       inEffect: true },
  { persona: 'free-plan',             plan: 'airwave-fast',  changingTo: null,            coupon: 'WELCOME10',       inEffect: true },
  // No plan and no change (cancelled and lapsed, or never subscribed): a coupon for any plan still is, one tied to a plan is not.
  { persona: 'deactivated',           plan: null,            changingTo: null,            coupon: 'WELCOME10',       inEffect: true },
  { persona: 'sponsored-deactivated', plan: null,            changingTo: null,            coupon: 'WELCOME10',       inEffect: true },
  { persona: 'visitor',               plan: null,            changingTo: null,            coupon: 'WELCOME10',       inEffect: true },
  { persona: 'deactivated',           plan: null,            changingTo: null,            coupon: 'SUMMER5',         inEffect: false },
  { persona: 'deactivated',           plan: null,            changingTo: null,            coupon: 'LEGACY20',        inEffect: false },
  // An ended coupon: on no plan.
  { persona: 'core-subscriber',       plan: 'airwave-argon', changingTo: null,            coupon: 'WELCOME10 ended', inEffect: false },
  { persona: 'deactivated',           plan: null,            changingTo: null,            coupon: 'WELCOME10 ended', inEffect: false },
];

describe('the coupons in effect', () => {
  it.each(TABLE)('$persona on $plan changing to $changingTo: $coupon in effect $inEffect', ({ persona, plan, changingTo, coupon, inEffect }) => {
    const { world } = testWorld(persona);
    const billing = world.account.billing;
    billing.subscribedIds = plan === null ? [] : [plan];
    billing.pendingPlanChange = changingTo === null ? null : { productId: changingTo, effectiveDate: new Date(START + 10 * DAY_MS).toISOString().slice(0, 10) };
    billing.couponList = [coupon === 'WELCOME10 ended' ? ended(world) : offer(world, coupon)];
    const details = userDetailsOf(world);
    expect(details.couponList).toHaveLength(1);
    expect(details.activeCouponList.map((item) => item.token)).toEqual(inEffect ? [billing.couponList[0]?.token] : []);
  });
});
