/**
 * The outage-credit landing pages (/player/credit/{promotion}/{outcome}): a viewer contacted after an outage
 * lands on one of four outcomes of claiming the discount. Each says what happened and offers one way on: the
 * account page after a claim, support otherwise, or signing in with the contacted account when this one is
 * not eligible.
 */
import type { VariantOf } from '../../../../../common/experiments.ts';
import { PLAYER_BASE } from '../../../../../common/links.ts';
import type { BillingOutcome } from '../../../../api/rest/billing-outcome.ts';

export const CREDIT_OUTCOMES = ['success', 'ineligible', 'expired', 'error'] as const;
export type CreditOutcome = (typeof CREDIT_OUTCOMES)[number];

export const CREDIT_APOLOGY = 'We’re sorry for the interruption to your service.';

export interface CreditOutcomeView {
  /** Sentences, in order; the spec's own wording where it quotes one. */
  paragraphs: string[];
  action: { kind: 'account'; label: string } | { kind: 'support'; label: string } | { kind: 'sign-in'; label: string };
}

export function creditOutcomeView(outcome: CreditOutcome): CreditOutcomeView {
  switch (outcome) {
    case 'success':
      return { paragraphs: ['Your discount has been successfully claimed.', CREDIT_APOLOGY], action: { kind: 'account', label: 'Go to your account' } };
    case 'ineligible':
      return {
        paragraphs: [CREDIT_APOLOGY, 'This account does not appear to be eligible.', 'Please sign in with the account we contacted about the offer.'],
        action: { kind: 'sign-in', label: 'Sign in with another account' },
      };
    case 'expired':
      return { paragraphs: ['This offer has expired, please contact support if you believe this is an error.'], action: { kind: 'support', label: 'Contact support' } };
    case 'error':
      return {
        paragraphs: [CREDIT_APOLOGY, 'We were unable to claim your discount. Please contact support and we will apply it for you.'],
        action: { kind: 'support', label: 'Contact support' },
      };
  }
}

/** The account page's offer of the outage credit promotion (the outageCreditPromotion experiment's treatment). */
export const OUTAGE_CREDIT_OFFER = {
  heading: 'Outage credit',
  text: 'As an apology, a discount on your next bill is waiting for you.',
  claim: 'Claim your discount',
} as const;

/**
 * Whether the account page offers the outage credit: in the promotion experiment's treatment, until the
 * promotion's code is among the account's coupons (claimed).
 */
export function offersOutageCredit(variant: VariantOf<'outageCreditPromotion'>, couponTokens: readonly string[], code: string): boolean {
  return variant === 'treatment' && !couponTokens.some((token) => token.toUpperCase() === code.toUpperCase());
}

/**
 * The landing page a claim leads to, from the apply_coupon answer: claimed; 1250 (the code is unknown or has
 * expired) → expired; 1253 (not for this account's plan) → ineligible; anything else → error.
 */
export function claimOutcome(outcome: BillingOutcome<unknown>): CreditOutcome {
  if (outcome.kind === 'success') return 'success';
  if (outcome.code === 1250) return 'expired';
  if (outcome.code === 1253) return 'ineligible';
  return 'error';
}

/** /player/credit/{promotion}/{outcome}. */
export function creditPath(promotion: string, outcome: CreditOutcome): string {
  return `${PLAYER_BASE}/credit/${encodeURIComponent(promotion)}/${outcome}`;
}
