/**
 * The pricing model's own rules apart from the world: the spec's coupon timing (common/coupon-timing.ts, which mocks/rest/pricing.ts prices with), which
 * decides the bills a coupon lowers (tests/mocks/billing-money.test.ts checks that every answer about money
 * comes from the one model).
 */
import { describe, expect, it } from 'vitest';
import { couponTiming, couponTimingOnBill } from '../../common/coupon-timing.ts';

describe('coupon timing', () => {
  const current = '2026-12-01T00:00:00Z';
  const next = '2027-01-01T00:00:00Z';
  it.each([
    ['ends before the current bill: no bill', { endDate: '2026-11-30', duration: 1, unit: 'month' as const }, { currentBill: false, nextBill: false, monthlyBill: false }],
    ['one month ending on the current bill day: the current bill only', { endDate: '2026-12-01', duration: 1, unit: 'month' as const }, { currentBill: true, nextBill: false, monthlyBill: false }],
    ['three months past the next bill: both, so monthly', { endDate: '2027-03-01', duration: 3, unit: 'month' as const }, { currentBill: true, nextBill: true, monthlyBill: true }],
    ['a year with no end date yet: both', { endDate: null, duration: 1, unit: 'year' as const }, { currentBill: true, nextBill: true, monthlyBill: true }],
    ['14 days is not over a month', { endDate: '2027-03-01', duration: 14, unit: 'day' as const }, { currentBill: true, nextBill: false, monthlyBill: false }],
    ['over a month but ending on the next bill date', { endDate: '2026-12-31', duration: 2, unit: 'month' as const }, { currentBill: true, nextBill: false, monthlyBill: false }],
    ['indefinite, with no duration or end: every bill', { endDate: null, duration: null, unit: 'month' as const, benefitIsIndefinite: true }, { currentBill: true, nextBill: true, monthlyBill: true }],
    ['no duration and not indefinite: one month', { endDate: null, duration: null, unit: null }, { currentBill: true, nextBill: false, monthlyBill: false }],
  ])('a coupon that %s', (_name, coupon, timing) => {
    expect(couponTiming(coupon, current, next)).toEqual(timing);
  });
});

describe('coupon timing on a bill and the one a plan\'s period later', () => {
  const threeMonths = (endDate: string) => ({ endDate, duration: 3, unit: 'month' as const });
  it.each([
    ['a monthly plan: the next bill a month on', threeMonths('2027-02-15'), '2026-12-01T08:00:00Z', 1, true],
    ['a plan billed every 3 months: the next bill three months on, after the coupon ends', threeMonths('2027-02-15'), '2026-12-01T08:00:00Z', 3, false],
    ["a bill on the 31st: the next on the shorter month's last day", threeMonths('2027-02-28'), '2027-01-31T08:00:00Z', 1, true],
    ['a calendar day as its midnight', threeMonths('2027-01-01'), '2026-12-01', 1, true],
    ['a coupon ending the day before the next bill', threeMonths('2026-12-31'), '2026-12-01T08:00:00Z', 1, false],
  ])('%s', (_name, coupon, billDate, unitCount, monthly) => {
    expect(couponTimingOnBill(coupon, billDate, unitCount).monthlyBill).toBe(monthly);
  });
});
