/**
 * The spec's coupon timing (billing.yaml, `Coupon`): which bills a coupon lowers. The mock world's pricing model
 * prices each bill by it (`mocks/rest/pricing.ts`), and the account page says by it which coupons in effect are a
 * monthly discount ('Each month' / 'Each month until {date}'), with or without a next bill to show.
 */
import type { components } from '../generated/rest/billing.ts';

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
