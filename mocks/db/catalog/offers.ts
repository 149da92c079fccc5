/**
 * Codes the world accepts in the promo form (`offer_details`, `apply_coupon`, `subscribe`). The
 * contract's `Coupon` has no field for the code kind (coupon or referral), the plans a code is for, or
 * whether it expired, so those live in `OFFER_RULES` beside the list (keyed by upper-case token).
 * Dates are relative to the world's anchor.
 */
import type { Coupon } from '../world.ts';

export interface OfferRule {
  /** `coupon` codes are sent as `coupon` to subscribe/apply/store; `referral` credits apply across bills. */
  type: 'coupon' | 'referral';
  /** Plan ids the code is for; null for any plan (a mismatch is billing error 1253). */
  planIds: string[] | null;
  /** The code exists but can no longer be used ('This code has expired'). */
  expired: boolean;
  /** Lines `offer_details` shows for a valid code. */
  detailsList: string[];
  /** Credit in cents a referral adds to `promotionalCreditsCents`. */
  creditCents?: number;
}

const DAY_MS = 86_400_000;

function date(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export const OFFER_RULES: Record<string, OfferRule> = {
  WELCOME10: { type: 'coupon', planIds: null, expired: false, detailsList: ['10% off each month for 3 months', 'New subscribers only'] },
  SUMMER5: { type: 'coupon', planIds: ['airwave-argon'], expired: false, detailsList: ['$5 off each month for 3 months', 'Applies to Airwave Core'] },
  FREEMONTH: { type: 'coupon', planIds: ['airwave-argon'], expired: false, detailsList: ['Extends your free trial by 1 month', 'Applies to Airwave Core'] },
  LEGACY20: { type: 'coupon', planIds: ['airwave-2021', 'airwave-2021-2m', 'airwave-2021-3m'], expired: false, detailsList: ['20% off each month', 'Applies to Airwave Legacy plans only'] },
  'FRIEND-JR42': { type: 'referral', planIds: null, expired: false, detailsList: ['$10 credit applied across your bills until used'], creditCents: 1000 },
  SPRING24: { type: 'coupon', planIds: null, expired: true, detailsList: [] },
  // The outage credit promotion's code (common/promo-codes.ts): the outage hit Airwave Core (another plan is ineligible).
  OUTAGE10: { type: 'coupon', planIds: ['airwave-argon'], expired: false, detailsList: ['$10 off your next bill', 'Applies to Airwave Core'] },
  // A partner code (common/promo-codes.ts): T-Mobile pays, so it is redeemed without a card on file.
  TMOCORE12: { type: 'coupon', planIds: ['airwave-argon'], expired: false, detailsList: ['Airwave Core on T-Mobile: 12 months at no cost', 'No card needed: T-Mobile pays'] },
};

/** The rule for a token as typed (case-insensitive), or undefined for an unknown code. */
export function offerRule(token: string): OfferRule | undefined {
  return OFFER_RULES[token.trim().toUpperCase()];
}

export function buildOffers(anchor: number): Coupon[] {
  const in3Months = date(anchor + 92 * DAY_MS);
  const in1Month = date(anchor + 31 * DAY_MS);
  return [
    {
      token: 'WELCOME10',
      benefitSummary: '10% off each month for 3 months',
      benefitType: 'percent',
      benefitAmount: 10,
      terms_url: 'https://airwave.example/legal/offers/welcome10',
      extendedTrialWouldEndOn: null,
      errorMessage: null,
      benefitEffectiveUntil: in3Months,
      benefitDurationMonths: 3,
      benefitIsIndefinite: false,
      endDate: in3Months,
      duration: 3,
      unit: 'month',
    },
    {
      token: 'SUMMER5',
      benefitSummary: '$5 off each month for 3 months',
      benefitType: 'amount',
      benefitAmount: 500,
      terms_url: 'https://airwave.example/legal/offers/summer5',
      extendedTrialWouldEndOn: null,
      errorMessage: null,
      benefitEffectiveUntil: in3Months,
      benefitDurationMonths: 3,
      benefitIsIndefinite: false,
      endDate: in3Months,
      duration: 3,
      unit: 'month',
    },
    {
      token: 'FREEMONTH',
      benefitSummary: 'One extra month free',
      benefitType: 'extension',
      benefitAmount: 1,
      terms_url: 'https://airwave.example/legal/offers/freemonth',
      // A 7-day trial started now, extended by a month.
      extendedTrialWouldEndOn: date(anchor + (7 + 30) * DAY_MS),
      errorMessage: null,
      benefitEffectiveUntil: null,
      benefitDurationMonths: 1,
      benefitIsIndefinite: false,
      endDate: date(anchor + 180 * DAY_MS),
      duration: 1,
      unit: 'month',
    },
    {
      token: 'LEGACY20',
      benefitSummary: '20% off each month',
      benefitType: 'percent',
      benefitAmount: 20,
      terms_url: 'https://airwave.example/legal/offers/legacy20',
      extendedTrialWouldEndOn: null,
      errorMessage: null,
      benefitEffectiveUntil: null,
      benefitDurationMonths: null,
      benefitIsIndefinite: true,
      endDate: null,
      duration: null,
      unit: 'month',
    },
    {
      token: 'FRIEND-JR42',
      benefitSummary: '$10 credit applied across your bills until used',
      benefitType: 'amount',
      benefitAmount: 1000,
      terms_url: 'https://airwave.example/legal/referrals',
      extendedTrialWouldEndOn: null,
      errorMessage: null,
      benefitEffectiveUntil: null,
      benefitDurationMonths: null,
      benefitIsIndefinite: false,
      endDate: null,
      duration: null,
      unit: null,
    },
    {
      token: 'TMOCORE12',
      benefitSummary: 'Airwave Core on T-Mobile: 12 months at no cost',
      benefitType: 'percent',
      benefitAmount: 100,
      terms_url: 'https://airwave.example/legal/offers/t-mobile',
      extendedTrialWouldEndOn: null,
      errorMessage: null,
      benefitEffectiveUntil: date(anchor + 365 * DAY_MS),
      benefitDurationMonths: 12,
      benefitIsIndefinite: false,
      endDate: date(anchor + 365 * DAY_MS),
      duration: 12,
      unit: 'month',
    },
    {
      token: 'OUTAGE10',
      benefitSummary: '$10 off your next bill',
      benefitType: 'amount',
      benefitAmount: 1000,
      terms_url: 'https://airwave.example/legal/offers/outage-credit',
      extendedTrialWouldEndOn: null,
      errorMessage: null,
      benefitEffectiveUntil: in1Month,
      benefitDurationMonths: 1,
      benefitIsIndefinite: false,
      endDate: in1Month,
      duration: 1,
      unit: 'month',
    },
    {
      token: 'SPRING24',
      benefitSummary: '$10 off your first month',
      benefitType: 'amount',
      benefitAmount: 1000,
      terms_url: 'https://airwave.example/legal/offers/spring24',
      extendedTrialWouldEndOn: null,
      errorMessage: 'This code has expired',
      benefitEffectiveUntil: date(anchor - 40 * DAY_MS),
      benefitDurationMonths: 1,
      benefitIsIndefinite: false,
      endDate: date(anchor - 40 * DAY_MS),
      duration: 1,
      unit: 'month',
    },
  ];
}
