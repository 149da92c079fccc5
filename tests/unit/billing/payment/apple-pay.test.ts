/**
 * The wallet sheet's payment request: Apple Pay's recurring payment starts on the regular bill's date, never in the
 * past, and a date that cannot be read throws.
 */
import { describe, expect, it } from 'vitest';
import { applePayRecurringStartDate, walletPaymentRequest, type RecurringPlan } from '../../../../app/features/billing/payment/logic/apple-pay.ts';
import { TEST_NOW } from '../../../support/clock.ts';

const now = TEST_NOW; // 2026-05-01T18:20:00Z

describe('the Apple Pay recurring start date', () => {
  it.each([
    ['a bill ahead starts on its date', '2026-05-08T18:20:00Z', '2026-05-08T18:20:00.000Z'],
    ['a bill due this instant starts now', '2026-05-01T18:20:00Z', '2026-05-01T18:20:00.000Z'],
    ['a bill in the past starts now, not in the past', '2026-04-30T00:00:00Z', '2026-05-01T18:20:00.000Z'],
    ['a calendar day ahead is that day', '2026-06-01', '2026-06-01T00:00:00.000Z'],
  ])('%s', (_name, billDate, start) => {
    expect(applePayRecurringStartDate(billDate, now).toISOString()).toBe(start);
  });

  it.each(['', 'soon', '2026-13-45'])('an unreadable date %j throws', (billDate) => {
    expect(() => applePayRecurringStartDate(billDate, now)).toThrow(RangeError);
    expect(() => applePayRecurringStartDate(billDate, now)).toThrow(/start date is not a date/);
  });
});

describe('the wallet payment request', () => {
  const plan = (bills: RecurringPlan['bills'], unit: RecurringPlan['unit'] = 'month', unitCount = 1): RecurringPlan => ({
    label: 'Airwave Core',
    bills,
    unit,
    unitCount,
    managementURL: 'https://airwave.test/player/user/account',
  });

  it('without a plan asks for a zero total and no recurring payment', () => {
    expect(walletPaymentRequest('Airwave', null, now)).toEqual({ country: 'US', currency: 'usd', total: { label: 'Airwave', amount: 0 } });
    expect(walletPaymentRequest('Airwave', plan([]), now)).toEqual({ country: 'US', currency: 'usd', total: { label: 'Airwave', amount: 0 } });
  });

  it('charges the first bill now and recurs from the regular one', () => {
    const request = walletPaymentRequest('Airwave', plan([{ billDate: '2026-05-01T18:20:00Z', amountCents: 1250 }, { billDate: '2026-05-28T00:00:00Z', amountCents: 3199 }]), now);
    expect(request.total).toEqual({ label: 'Airwave', amount: 1250 });
    expect(request.applePay?.recurringPaymentRequest).toEqual({
      paymentDescription: 'Airwave Core subscription',
      managementURL: 'https://airwave.test/player/user/account',
      regularBilling: { label: 'Airwave Core', amount: 3199, recurringPaymentStartDate: new Date('2026-05-28T00:00:00Z'), recurringPaymentIntervalUnit: 'month', recurringPaymentIntervalCount: 1 },
    });
  });

  it('charges nothing now when the only bill is the regular one (a trial), and counts weeks in days', () => {
    const request = walletPaymentRequest('Airwave', plan([{ billDate: '2026-05-08T18:20:00Z', amountCents: 3199 }], 'week', 2), now);
    expect(request.total.amount).toBe(0);
    expect(request.applePay?.recurringPaymentRequest?.regularBilling).toMatchObject({ recurringPaymentIntervalUnit: 'day', recurringPaymentIntervalCount: 14 });
  });

  it('throws on a regular bill whose date cannot be read', () => {
    expect(() => walletPaymentRequest('Airwave', plan([{ billDate: 'never', amountCents: 3199 }]), now)).toThrow(RangeError);
  });
});
