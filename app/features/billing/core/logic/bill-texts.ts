import { couponTimingOnBill } from '../../../../../common/coupon-timing.ts';
import { currentPlan, isDirectBiller } from './account-actions.ts';
import { formatBillingDate } from './dates.ts';
import { formatCents } from './price-text.ts';
import type { Coupon, PriceChange, ProductItem, UserDetails } from './types.ts';

const HOUR_MS = 3_600_000;
/** A bill due within this long reads 'Billed within N hour(s)' instead of its date. */
export const BILLED_WITHIN_MS = 24 * HOUR_MS;

/**
 * The bill summary's due text: within 24 hours of the bill date 'Billed within N hour(s)' (N rounded up, at
 * least 1, so a bill 90 minutes away is 'within 2 hours'; one already due but not yet taken is 'within 1
 * hour'), otherwise 'Due {date}'.
 */
export function billDueText(billDate: string, now: Date, timeZone?: string): string {
  const untilBill = Date.parse(billDate) - now.getTime();
  if (untilBill > BILLED_WITHIN_MS) return `Due ${formatBillingDate(billDate, timeZone)}`;
  const hours = Math.max(1, Math.ceil(untilBill / HOUR_MS));
  return `Billed within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The free-trial call to action ('Start your 7-day free trial'). */
export function startTrialText(days: number): string {
  return `Start your ${days}-day free trial`;
}

/**
 * The account page's upgrade offer, as a call to action: 'Start your N-day free trial' when a paid plan on offer
 * (Core first, then by price) still has its trial open to the viewer; null when none has, and the offer reads
 * 'Upgrade now'.
 */
export function trialCallToAction(plans: readonly Pick<ProductItem, 'id' | 'basePriceCents' | 'isTrialAvailable' | 'trialStarted' | 'trialDurationDays'>[], corePlanId: string): string | null {
  const open = plans.filter((plan) => plan.basePriceCents > 0 && plan.isTrialAvailable && !plan.trialStarted && (plan.trialDurationDays ?? 0) > 0);
  const chosen = open.find((plan) => plan.id === corePlanId) ?? [...open].sort((a, b) => a.basePriceCents - b.basePriceCents)[0];
  return chosen?.trialDurationDays ? startTrialText(chosen.trialDurationDays) : null;
}

/**
 * A plan's trial text: 'free trial ends {date}' once its trial has started (and says when it ends), 'after
 * N-day free trial' while a trial is still available; none otherwise.
 */
export function trialText(item: Pick<ProductItem, 'isTrialAvailable' | 'trialStarted' | 'trialDurationDays' | 'trialExpiration'>, timeZone?: string): string | null {
  if (item.trialStarted && item.trialExpiration) return `free trial ends ${formatBillingDate(item.trialExpiration, timeZone)}`;
  if (item.isTrialAvailable && item.trialDurationDays) return `after ${item.trialDurationDays}-day free trial`;
  return null;
}

/** An announced price change's disclaimer: 'Starting {date} ${price}/month'. */
export function priceChangeText(change: PriceChange): string {
  return `Starting ${formatBillingDate(change.effectiveDate)} ${formatCents(change.newPriceCents)}/month`;
}

/**
 * How long a coupon's benefit lasts: 'Each month' when indefinite, or 'Each month until {date}'. Which bills a
 * coupon lowers is the server's (the coupon timing rule of the pricing model): the page says it of the coupons
 * in effect and of a bill line's recurring discounts.
 */
export function couponPeriodText(coupon: Pick<Coupon, 'benefitIsIndefinite' | 'benefitEffectiveUntil'>): string {
  if (coupon.benefitIsIndefinite || !coupon.benefitEffectiveUntil) return 'Each month';
  return `Each month until ${formatBillingDate(coupon.benefitEffectiveUntil)}`;
}

/**
 * What the account page says of each coupon in effect after its benefit, by token: its period ('Each month' / 'Each
 * month until {date}') when it lowers the account's bills month after month; a coupon not in the map says none.
 *
 * - With a next bill, that bill says it: a coupon is a monthly discount when it is a `recurring` discount on one of
 *   the bill's lines, and its period is that discount's, word for word what the bill's lines say (`BillLines`). So a
 *   coupon for one bill (OUTAGE10, '$10 off your next bill'), one for another plan, or one ending before the bill
 *   after the next says none, as on the bill.
 * - With none, only a cancelled subscription still in its paid period has a bill to come, should it resume: one we
 *   make (a direct biller, no sponsor) for its paid plan, which has no bill date of its own, on its last day of
 *   service. A coupon is priced there by the one rule every bill is priced by (`couponTimingOnBill`: that day and
 *   a plan's period later), and only when the server takes it off that plan's price (the plan's `discountBenefit`
 *   names its benefit: a coupon for another plan is not). Anything else without a next bill (billed by a provider
 *   or a sponsor, a plan changing to a free one, no plan) has no bill a coupon could lower, so no coupon says 'Each
 *   month'.
 */
export function couponPeriods(
  details: Pick<UserDetails, 'activeCouponList' | 'nextBillDetails' | 'subscribedItems' | 'lastServiceDate' | 'biller' | 'sponsor'>,
): Map<string, string> {
  const periods = new Map<string, string>();
  const bill = details.nextBillDetails?.currentItem;
  if (bill) {
    for (const discount of bill.items.flatMap((line) => line.discounts)) {
      if (discount.recurring && !periods.has(discount.token)) periods.set(discount.token, couponPeriodText(discount));
    }
    return periods;
  }
  const plan = currentPlan(details);
  const renewal = details.lastServiceDate;
  if (!plan || !renewal || plan.nextBillAt || plan.basePriceCents <= 0 || !isDirectBiller(details.biller) || details.sponsor) return periods;
  const lowering = new Set(plan.discountBenefit?.split('; ') ?? []);
  for (const coupon of details.activeCouponList) {
    if (lowering.has(coupon.benefitSummary) && couponTimingOnBill(coupon, renewal, plan.unitCount).monthlyBill) {
      // Its period as that bill's discount says it: the coupon's last day is its benefit's, else its end date.
      periods.set(coupon.token, couponPeriodText({ benefitIsIndefinite: coupon.benefitIsIndefinite ?? false, benefitEffectiveUntil: coupon.benefitEffectiveUntil ?? coupon.endDate ?? null }));
    }
  }
  return periods;
}
