// @vitest-environment jsdom
/**
 * Every coupon the Account and Billing page lists says how long it lasts, in the spec's words, for every persona:
 * '{token} {benefit}', then for a monthly discount ' · Each month' when indefinite, else ' · Each month until
 * {date}' (the coupon's `benefitEffectiveUntil`, as the page writes dates: 'Aug 1, 2026'). A monthly discount is
 * the spec's coupon timing read on the coupon itself: in effect now, and running over a month past the account's
 * next bill date. A coupon for one bill (OUTAGE10, '$10 off your next bill') says no period. Whether the account
 * has a next bill to show — a cancelled subscription in its paid period, a plan changing to a free one — does not
 * change what its coupons say.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { AccountBillingView } from '../../../../app/features/billing/account-billing/AccountBillingView.tsx';
import type { Coupon, UserDetails } from '../../../../app/features/billing/core/logic/types.ts';
import { PERSONA_IDS, type PersonaId } from '../../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../../support/clock.ts';
import { billingViewHarness } from '../billing-view-harness.tsx';
import { userDetails } from '../persona-details.ts';

const view = billingViewHarness();
const DAY_MS = 86_400_000;

/** 'Aug 1, 2026' for '2026-08-01' (a calendar day, the same wherever the viewer is). */
function calendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${months[(month ?? 1) - 1] ?? '?'} ${date ?? '?'}, ${year ?? '?'}`;
}

/** The coupon's length in days (a month as 30 days, as the pricing model counts it); endless when indefinite, a month when it names none. */
function durationDays(coupon: Coupon): number {
  if (coupon.benefitIsIndefinite) return Number.POSITIVE_INFINITY;
  const perUnit = { day: 1, week: 7, month: 30, year: 360 }[coupon.unit ?? 'month'];
  return (coupon.duration ?? 1) * perUnit;
}

/** The date the account's next bill falls (or would, for a subscription ending at `lastServiceDate`). */
function nextBillDate(details: UserDetails): number {
  const plan = details.subscribedItems.find((item) => item.type === 'plan');
  const date = details.nextBillDetails?.billDate ?? plan?.nextBillAt ?? details.lastServiceDate;
  return date ? Date.parse(date) : TEST_NOW.getTime();
}

/** What the page must say of a coupon, in the spec's words. */
function expectedLine(coupon: Coupon, details: UserDetails): string {
  const line = `${coupon.token} ${coupon.benefitSummary}`;
  const ends = coupon.endDate ? Date.parse(`${coupon.endDate}T00:00:00Z`) + DAY_MS : Number.POSITIVE_INFINITY;
  const monthly = durationDays(coupon) > 30 && ends > nextBillDate(details);
  if (!monthly) return line;
  if (coupon.benefitIsIndefinite || !coupon.benefitEffectiveUntil) return `${line} · Each month`;
  return `${line} · Each month until ${calendarDay(coupon.benefitEffectiveUntil)}`;
}

async function loaded(): Promise<void> {
  await view.waitFor(() => {
    const page = view.container.querySelector('section.billing-page');
    return page && page.getAttribute('aria-busy') !== 'true' ? page : null;
  }, 'the loaded page');
}

function shownCoupons(): string[] {
  return Array.from(view.container.querySelectorAll('.billing-coupons li'), (item) => item.textContent ?? '');
}

const seen: { persona: PersonaId; hasNextBill: boolean; lines: string[] }[] = [];

describe('every coupon on the account page says how long it lasts', () => {
  it.each(PERSONA_IDS.map((persona) => [persona]))('%s', async (persona) => {
    const details = await userDetails(persona);
    view.render(<AccountBillingView title="Account" now={() => TEST_NOW} />, { persona, session: `coupon-periods-${persona}` });
    await loaded();
    const expected = details.activeCouponList.map((coupon) => expectedLine(coupon, details));
    if (expected.length > 0) await view.waitFor(() => view.container.querySelector('.billing-coupons'), 'the coupons');
    expect(shownCoupons()).toEqual(expected);
    seen.push({ persona, hasNextBill: details.nextBillDetails !== null, lines: expected });
  });

  afterAll(() => {
    // The table keeps meeting both cases of the review: a monthly coupon with a next bill, and one with none.
    const monthly = (line: string) => line.includes(' · Each month');
    expect(seen.some(({ hasNextBill, lines }) => hasNextBill && lines.some(monthly))).toBe(true);
    expect(seen.some(({ hasNextBill, lines }) => !hasNextBill && lines.some(monthly))).toBe(true);
  });
});

describe('a cancelled subscription still in its paid period', () => {
  it("keeps its coupon's 'Each month until {date}' once the next bill is gone", async () => {
    view.render(<AccountBillingView title="Account" now={() => TEST_NOW} />, { persona: 'core-subscriber', session: 'coupon-periods-cancelled' });
    await loaded();
    expect(shownCoupons()).toEqual(['SUMMER5 $5 off each month for 3 months · Each month until Aug 1, 2026']);
    view.click('Cancel my subscription');
    await view.waitForText('Why are you canceling?');
    view.click('Cancel subscription');
    await view.waitForText('Return to Account');
    view.click('Return to Account');
    await view.waitForText('Your subscription has been canceled. You can keep watching until');
    expect(view.container.querySelector('.billing-bill')).toBeNull();
    expect(shownCoupons()).toEqual(['SUMMER5 $5 off each month for 3 months · Each month until Aug 1, 2026']);
  });
});
