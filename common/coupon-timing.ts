/**
 * The spec's coupon timing (billing.yaml, `Coupon`): which bills a coupon lowers. The mock world's pricing model
 * prices each bill by it (`mocks/rest/pricing.ts`, `couponTimingOnBill`: a bill and the one a plan's period
 * later), and the account page reads it, on that same pair of dates, for the one case with no next bill to read a
 * coupon's period from: a cancelled subscription still in its paid period ('Each month until {date}').
 */
import type { components } from '../generated/rest/billing.ts';
import { addMonths } from './calendar.ts';

/** What the timing reads of a coupon: the contract's `Coupon`. */
type TimedCoupon = Pick<components['schemas']['Coupon'], 'endDate' | 'duration' | 'unit' | 'benefitIsIndefinite'>;

export interface CouponTiming {
  /** It lowers the current bill: its end date is not before the current bill date. */
  currentBill: boolean;
  /** It lowers the next bill too: it runs over a month and ends after the next bill date. */
  nextBill: boolean;
  /** It is a monthly discount: both of the above ('Each month' / 'Each month until {date}'). */
  monthlyBill: boolean;
}

/** A coupon's duration in months (a month counted as 30 days): endless when indefinite, one month when it names none. */
function durationMonths(coupon: Pick<TimedCoupon, 'duration' | 'unit' | 'benefitIsIndefinite'>): number {
  if (coupon.benefitIsIndefinite) return Number.POSITIVE_INFINITY;
  const count = coupon.duration ?? 1;
  switch (coupon.unit ?? 'month') {
    case 'day':
      return count / 30;
    case 'week':
      return (count * 7) / 30;
    case 'month':
      return count;
    case 'year':
      return count * 12;
  }
}

/**
 * The spec's coupon timing: which bills a coupon applies to, given the current bill's date and the next
 * one's (a `date-time`, or a calendar day read as its midnight UTC). A coupon without an end date runs on
 * (its end date counts to the end of that day); one without a duration lasts one month.
 */
export function couponTiming(coupon: TimedCoupon, currentBillDate: string, nextBillDate: string): CouponTiming {
  const end = coupon.endDate ? Date.parse(`${coupon.endDate}T23:59:59.999Z`) : Number.POSITIVE_INFINITY;
  const currentBill = end >= Date.parse(currentBillDate);
  const nextBill = durationMonths(coupon) > 1 && end > Date.parse(nextBillDate);
  return { currentBill, nextBill, monthlyBill: currentBill && nextBill };
}

/**
 * The date of the bill a plan's period after a bill dated `billDate` (a `date-time`, or a calendar day read as its
 * midnight UTC): `unitCount` calendar months later (at least one), on the same day of the month or the month's
 * last day.
 */
function followingBillDate(billDate: string, unitCount: number): string {
  return addMonths(new Date(Date.parse(billDate.length === 10 ? `${billDate}T00:00:00Z` : billDate)), Math.max(1, unitCount)).toISOString();
}

/**
 * The coupon timing on one bill of a plan billed every `unitCount` months: the bill dated `billDate` is the current
 * bill, the one a period later the next. It is how the pricing model prices every bill (a discount is `recurring`
 * when `monthlyBill`), and the only way anything else may judge a coupon's period.
 */
export function couponTimingOnBill(coupon: TimedCoupon, billDate: string, unitCount: number): CouponTiming {
  return couponTiming(coupon, billDate, followingBillDate(billDate, unitCount));
}
