import type { PaymentRequestOptions } from '@stripe/stripe-js';
import type { BillItem, BillingPeriodUnit } from '../../core/logic/types.ts';

/**
 * The first payment of an Apple Pay recurring payment request: the day the regular bill falls due, never a date in
 * the past (a bill already due starts now). A date that cannot be read throws: the wallet must not promise a
 * schedule nobody knows.
 */
export function applePayRecurringStartDate(billDate: string, now: Date): Date {
  const start = new Date(billDate);
  if (billDate.trim() === '' || Number.isNaN(start.getTime())) throw new RangeError(`The recurring payment's start date is not a date: ${JSON.stringify(billDate)}.`);
  return start.getTime() < now.getTime() ? new Date(now.getTime()) : start;
}

/** What the wallet sheet bills again and again: the plan, its regular bill and its period. */
export interface RecurringPlan {
  /** The plan's name, the recurring line's label ('Airwave Core'). */
  label: string;
  /** The change's bills, soonest first (upgrade_details): the last is the regular one. */
  bills: readonly Pick<BillItem, 'billDate' | 'amountCents'>[];
  unit: BillingPeriodUnit;
  unitCount: number;
  /** Where the viewer manages the subscription (the account page's absolute URL). */
  managementURL: string;
}

/** Apple Pay counts in days, months and years: a week is seven days. */
function interval(unit: BillingPeriodUnit, count: number) {
  return unit === 'week' ? { recurringPaymentIntervalUnit: 'day' as const, recurringPaymentIntervalCount: count * 7 } : { recurringPaymentIntervalUnit: unit, recurringPaymentIntervalCount: count };
}

/**
 * The payment sheet's request: the total charged now (the first bill when it is due now, else nothing), and for
 * Apple Pay the recurring payment request (its regular bill from its start date, `applePayRecurringStartDate`). No
 * plan (the card-only form) asks for a plain zero total.
 */
export function walletPaymentRequest(productName: string, plan: RecurringPlan | null, now: Date): PaymentRequestOptions {
  const request: PaymentRequestOptions = { country: 'US', currency: 'usd', total: { label: productName, amount: 0 } };
  const regular = plan?.bills.at(-1);
  if (!plan || !regular) return request;
  const first = plan.bills[0];
  const dueNow = plan.bills.length > 1 && first !== undefined ? first.amountCents : 0;
  return {
    ...request,
    total: { label: productName, amount: dueNow },
    applePay: {
      recurringPaymentRequest: {
        paymentDescription: `${plan.label} subscription`,
        managementURL: plan.managementURL,
        regularBilling: {
          label: plan.label,
          amount: regular.amountCents,
          recurringPaymentStartDate: applePayRecurringStartDate(regular.billDate, now),
          ...interval(plan.unit, plan.unitCount),
        },
      },
    },
  };
}
