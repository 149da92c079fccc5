import { couponTiming } from '../../../../../common/coupon-timing.ts';
import { currentPlan } from './account-actions.ts';
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
 * The date the account's next bill falls: the next bill's date, else the plan's next bill, else the last day of
 * service of a cancelled subscription (the day it would have renewed); null when none is known.
 */
export function accountNextBillDate(details: Pick<UserDetails, 'nextBillDetails' | 'subscribedItems' | 'lastServiceDate'>): string | null {
  return details.nextBillDetails?.billDate ?? currentPlan(details)?.nextBillAt ?? details.lastServiceDate ?? null;
}

/**
 * What the account page says of a coupon in effect after its benefit: its period ('Each month' / 'Each month until
 * {date}') when it is a monthly discount by the spec's coupon timing (common/coupon-timing.ts), read on the coupon
 * itself — it reaches the current bill (it is in effect now) and runs over a month past the account's next bill
 * date (`accountNextBillDate`, now when none is known) —, else null. So a coupon for one bill (OUTAGE10, '$10 off
 * your next bill') says none, and whether a next bill is shown (none for a cancelled subscription in its paid
 * period, or a plan changing to a free one) does not change what a coupon says.
 */
export function activeCouponPeriodText(
  coupon: Pick<Coupon, 'endDate' | 'duration' | 'unit' | 'benefitIsIndefinite' | 'benefitEffectiveUntil'>,
  nextBillDate: string | null,
  now: Date,
): string | null {
  const current = now.toISOString();
  return couponTiming(coupon, current, nextBillDate ?? current).monthlyBill ? couponPeriodText(coupon) : null;
}
