// @vitest-environment jsdom
/**
 * The Account and Billing page's coupon list never contradicts its bill. Every coupon in effect reads '{token}
 * {benefit}', then ' · Each month' / ' · Each month until {date}' only when it lowers the account's bills month after
 * month — and what says so is what the mock world bills, never a copy of the rule here:
 *
 * - the list is the coupons the mock world has in effect (`activeCouponList`): a coupon for another plan than the
 *   one the account is on or changing to (SUMMER5 after a change to Plus) lowers none of its bills and is not listed;
 *   a coupon for any plan (WELCOME10) is listed also when the account has no plan (ended, or never subscribed);
 * - with a next bill on the page, a coupon's period in the list is word for word its discount's period on that
 *   bill's lines ('Bill details'), and a coupon with no recurring discount there (one for one bill, one ending
 *   before the bill after the next) says none;
 * - with none, a cancelled subscription still in its paid period says the period of the bill the mock world would
 *   make if it resumed (its pricing model's quote of resuming), and anything else (billed by a provider or a
 *   sponsor, a plan changing to a free one, no plan) says none: no bill of ours is lowered.
 *
 * Every persona is met with three coupons in effect: SUMMER5 (Airwave Core, three months), LEGACY20 (Legacy plans
 * only, indefinite) and WELCOME10 cut to end 20 days from now (any plan: after the next bill, before the one after).
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountBillingView } from '../../../../app/features/billing/account-billing/AccountBillingView.tsx';
import { couponPeriodText } from '../../../../app/features/billing/core/logic/bill-texts.ts';
import type { Coupon, World } from '../../../../mocks/db/world.ts';
import { currentPlanId, findProduct, subscribedAddOnIds } from '../../../../mocks/rest/billing-model.ts';
import { userDetailsOf } from '../../../../mocks/rest/billing-views.ts';
import { priceChange } from '../../../../mocks/rest/pricing.ts';
import { PERSONA_IDS, type PersonaId } from '../../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../../support/clock.ts';
import { setupViewTests } from '../../../support/render.tsx';

const view = setupViewTests({}, { worldPerTest: true });
const DAY_MS = 86_400_000;

function offer(world: World, token: string): Coupon {
  const found = world.catalog.offers.find((item) => item.token === token);
  if (!found) throw new Error(`no offer ${token} in the catalog`);
  return { ...found };
}

/** The three coupons every case holds (see the file's comment). */
function testCoupons(world: World): Coupon[] {
  const ends = new Date(TEST_NOW.getTime() + 20 * DAY_MS).toISOString().slice(0, 10);
  const short = { ...offer(world, 'WELCOME10'), benefitSummary: '10% off each month for 2 months', duration: 2, benefitDurationMonths: 2, endDate: ends, benefitEffectiveUntil: ends };
  return [offer(world, 'SUMMER5'), offer(world, 'LEGACY20'), short];
}

/** This test's world of `persona`, changed by `change`, with the page drawn on it. */
async function showPage(persona: PersonaId, change: (world: World) => void): Promise<World> {
  const world = view.startWorld({ persona }).backend.world;
  change(world);
  view.render(<AccountBillingView title="Account" now={() => TEST_NOW} />, {});
  await screenWait(() => {
    const page = document.querySelector('section.billing-page');
    return page && page.getAttribute('aria-busy') !== 'true' ? page : null;
  }, 'the loaded page');
  return world;
}

/** Waits (Testing Library's patience) until `find` finds something; fails naming what the page shows. */
function screenWait<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  return waitFor(() => {
    const found = find();
    if (!found) throw new Error(`never saw ${what}; the page shows: ${document.body.textContent ?? ''}`);
    return found;
  });
}

function shownCoupons(): string[] {
  return Array.from(document.querySelectorAll('.billing-coupons li'), (item) => item.textContent ?? '');
}

/** The periods the page's next bill says of its discounts ('Bill details' opened), by token; null when the page shows no bill. */
function billPeriods(): Map<string, string> | null {
  const bill = document.querySelector('.billing-bill');
  if (!bill) return null;
  const toggle = Array.from(bill.querySelectorAll('button')).find((button) => button.getAttribute('aria-expanded') === 'false');
  if (toggle) fireEvent.click(toggle);
  const periods = new Map<string, string>();
  for (const discount of Array.from(bill.querySelectorAll('.billing-discount'))) {
    const token = /^Includes (\S+),/.exec(discount.textContent ?? '')?.[1];
    const period = discount.querySelector('.billing-discount-period')?.textContent;
    if (token && period) periods.set(token, period);
  }
  return periods;
}

/** With no next bill: the periods of the bill the mock world makes if a cancelled subscription resumes, by token (none for anything else). */
function resumedPeriods(world: World): Map<string, string> {
  const billing = world.account.billing;
  const planId = currentPlanId(billing, world);
  const plan = planId ? findProduct(world, planId) : undefined;
  const periods = new Map<string, string>();
  if (billing.fsmState !== 'departing' || !plan) return periods;
  const addOns = subscribedAddOnIds(billing, world).flatMap((id) => findProduct(world, id) ?? []);
  const resumed = priceChange(world, { kind: 'select', plan, addOns, coupon: null, method: null, directSignup: false }).nextBill;
  for (const discount of resumed?.items.flatMap((line) => line.discounts) ?? []) {
    if (discount.recurring) periods.set(discount.token, ` · ${couponPeriodText(discount)}`);
  }
  return periods;
}

const seen: { name: string; hasNextBill: boolean; lines: string[] }[] = [];

/** Draws the page and checks every coupon line against the bill (shown, or made on resuming). */
async function checkAgainstBill(name: string, persona: PersonaId, change: (world: World) => void): Promise<void> {
  const world = await showPage(persona, change);
  const coupons = userDetailsOf(world).activeCouponList;
  if (!document.querySelector('.billing-coupons')) {
    // A page that shows no subscription (a removed account, support investigating, billing delayed) lists no
    // coupon, so it says no period of one either.
    expect(document.body.textContent).not.toContain('Each month');
    seen.push({ name, hasNextBill: false, lines: [] });
    return;
  }
  const onBill = billPeriods();
  const periods = onBill ?? resumedPeriods(world);
  expect(shownCoupons()).toEqual(coupons.map((coupon) => `${coupon.token} ${coupon.benefitSummary}${periods.get(coupon.token) ?? ''}`));
  seen.push({ name, hasNextBill: onBill !== null, lines: shownCoupons() });
}

describe("a coupon's period in the list agrees with the bill", () => {
  it.each(PERSONA_IDS.map((persona) => [persona]))('%s', async (persona) => {
    await checkAgainstBill(persona, persona, (world) => {
      world.account.billing.couponList = testCoupons(world);
    });
  });

  it('a plan billed every 3 months: a coupon ending before the bill a period after the next says none', async () => {
    await checkAgainstBill('legacy every 3 months', 'legacy-plan', (world) => {
      const ends = new Date(TEST_NOW.getTime() + 60 * DAY_MS).toISOString().slice(0, 10);
      world.account.billing.subscribedIds = ['airwave-2021-3m'];
      world.account.billing.couponList = [{ ...offer(world, 'WELCOME10'), endDate: ends, benefitEffectiveUntil: ends }];
    });
    expect(seen.at(-1)?.lines).toEqual(['WELCOME10 10% off each month for 3 months']);
  });

  afterAll(() => {
    // The table keeps meeting every case of the review: with a next bill, a monthly coupon and one that is not
    // (one ending too soon); with none, a monthly coupon (a cancelled subscription) and none said.
    const monthly = (line: string) => line.includes(' · Each month');
    const withBill = seen.filter(({ hasNextBill }) => hasNextBill);
    const withoutBill = seen.filter(({ hasNextBill }) => !hasNextBill);
    expect(withBill.some(({ lines }) => lines.some(monthly) && !lines.every(monthly))).toBe(true);
    expect(withoutBill.some(({ lines }) => lines.some(monthly))).toBe(true);
    expect(withoutBill.some(({ lines }) => lines.length > 0 && !lines.some(monthly))).toBe(true);
  });
});

describe('a coupon for another plan', () => {
  it('is not listed once the plan changes away from its plan, as the next bill takes nothing off for it', async () => {
    const world = await showPage('core-subscriber', (changed) => {
      changed.account.billing.subscribedIds = ['airwave-plus'];
    });
    expect(world.account.billing.couponList.map((coupon) => coupon.token)).toEqual(['SUMMER5']);
    expect(billPeriods()?.has('SUMMER5')).toBe(false);
    expect(document.querySelector('.billing-bill')?.textContent).not.toContain('SUMMER5');
    // No coupon is listed (the billing history still says when SUMMER5 was applied); the $5.00 credit still is.
    expect(document.querySelector('.billing-money')?.textContent).toContain('$5.00');
    expect(document.querySelector('.billing-coupons')).toBeNull();
  });
});

describe('an account with no plan', () => {
  // A cancelled account whose subscription has ended, one whose sponsor stopped paying, one that never subscribed.
  it.each([['deactivated'], ['sponsored-deactivated'], ['visitor']] as const)(
    '%s: the coupon for any plan is listed, with no period (no bill of ours yet), the ones tied to a plan are not',
    async (persona) => {
      const world = await showPage(persona, (changed) => {
        changed.account.billing.couponList = testCoupons(changed);
      });
      expect(world.account.billing.subscribedIds).toEqual([]);
      await screenWait(() => document.querySelector('.billing-coupons'), 'the coupons');
      expect(shownCoupons()).toEqual(['WELCOME10 10% off each month for 2 months']);
    },
  );
});

describe('the spec’s words', () => {
  it("a cancelled subscription still in its paid period keeps its coupon's 'Each month until {date}'", async () => {
    await showPage('core-subscriber', () => undefined);
    await screenWait(() => document.querySelector('.billing-coupons'), 'the coupons');
    expect(shownCoupons()).toEqual(['SUMMER5 $5 off each month for 3 months · Each month until Aug 1, 2026']);
    clickButton('Cancel my subscription');
    await screenWait(() => (document.body.textContent ?? '').includes('Why are you canceling?'), "'Why are you canceling?'");
    clickButton('Cancel subscription');
    await screenWait(() => (document.body.textContent ?? '').includes('Return to Account'), "'Return to Account'");
    clickButton('Return to Account');
    await screenWait(() => (document.body.textContent ?? '').includes('Your subscription has been canceled. You can keep watching until'), 'the cancelled notice');
    expect(document.querySelector('.billing-bill')).toBeNull();
    expect(shownCoupons()).toEqual(['SUMMER5 $5 off each month for 3 months · Each month until Aug 1, 2026']);
  });
});

function clickButton(name: string): void {
  const found = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name && !candidate.disabled);
  if (!found) throw new Error(`no enabled button '${name}' in: ${document.body.textContent ?? ''}`);
  fireEvent.click(found);
}
