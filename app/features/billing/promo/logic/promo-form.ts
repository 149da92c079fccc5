import type { BillingOutcome } from '../../../../api/rest/billing-outcome.ts';
import { BILLING_ACTION_FAILURES } from '../../core/texts.ts';
import { PROMO } from '../texts.ts';
import type { OfferDetails } from '../../core/logic/types.ts';

/** A typed code is checked once the typing has rested this long. */
export const PROMO_DEBOUNCE_MS = 300;

/** Appended to the reason a code cannot be used. */
export const DOUBLE_CHECK_SUFFIX = ', double check your entry.';

export type PromoStatus = 'empty' | 'pending' | 'valid' | 'invalid';

export interface PromoForm {
  code: string;
  status: PromoStatus;
  /** A valid code's benefit lines. */
  details: string[];
  /** Why the code cannot be used, or why applying it failed. */
  error: string | null;
  /** The failed call's own reason, under `error` ('500: Internal Server Error'). */
  errorDetail: string | null;
}

export const EMPTY_PROMO: PromoForm = { code: '', status: 'empty', details: [], error: null, errorDetail: null };

/** A code check's answer: its benefit lines, or why it cannot be used (with the failed call's own reason). */
export type OfferCheck = { kind: 'valid'; details: string[] } | { kind: 'invalid'; message: string; detail?: string };

export type PromoEvent =
  | { type: 'typed'; code: string }
  /** The check of `token` answered; an answer for a code no longer in the field is dropped. */
  | { type: 'checked'; token: string; check: OfferCheck }
  | { type: 'apply-failed'; message: string };

/**
 * The promo form: typing resets what was known about the code (pending until it is checked, empty when the
 * field is); a check's answer makes it valid with its benefit lines or invalid with the reason; a failed
 * apply keeps the code and shows why.
 */
export function promoFormReducer(form: PromoForm, event: PromoEvent): PromoForm {
  switch (event.type) {
    case 'typed':
      return event.code.trim() === '' ? { ...EMPTY_PROMO, code: event.code } : { code: event.code, status: 'pending', details: [], error: null, errorDetail: null };
    case 'checked':
      if (event.token !== form.code.trim()) return form;
      return event.check.kind === 'valid'
        ? { ...form, status: 'valid', details: event.check.details, error: null, errorDetail: null }
        : { ...form, status: 'invalid', details: [], error: event.check.message, errorDetail: event.check.detail ?? null };
    case 'apply-failed':
      return { ...form, error: event.message, errorDetail: null };
  }
}

/** Apply (or Reactivate) needs a code that checked valid and no error standing. */
export function canApplyPromo(form: PromoForm): boolean {
  return form.status === 'valid' && form.error === null;
}

/**
 * Reads a code check: a code that cannot be used says why with ', double check your entry.' (the contract
 * answers 200 with `errorMessage` for unknown, expired and ineligible codes); an answer with neither benefits
 * nor a reason reads 'Invalid or expired offer.'; a check that failed (no answer, a non-OK answer, a refusal)
 * says 'Oops! Failed to load information about your redemption code.' with the failure's own text under it.
 */
export function offerCheckOf(outcome: BillingOutcome<OfferDetails>): OfferCheck {
  if (outcome.kind !== 'success') {
    const lead = BILLING_ACTION_FAILURES.loadRedemption;
    return outcome.message && outcome.message !== lead ? { kind: 'invalid', message: lead, detail: outcome.message } : { kind: 'invalid', message: lead };
  }
  const offer = outcome.result;
  if (offer.errorMessage) return { kind: 'invalid', message: `${offer.errorMessage}${DOUBLE_CHECK_SUFFIX}` };
  if (offer.detailsList.length === 0) return { kind: 'invalid', message: PROMO.invalidOffer };
  return { kind: 'valid', details: offer.detailsList };
}
