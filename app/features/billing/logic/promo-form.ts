import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import type { OfferDetails } from './types.ts';

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
}

export const EMPTY_PROMO: PromoForm = { code: '', status: 'empty', details: [], error: null };

export type OfferCheck = { kind: 'valid'; details: string[] } | { kind: 'invalid'; message: string };

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
      return event.code.trim() === '' ? { ...EMPTY_PROMO, code: event.code } : { code: event.code, status: 'pending', details: [], error: null };
    case 'checked':
      if (event.token !== form.code.trim()) return form;
      return event.check.kind === 'valid'
        ? { ...form, status: 'valid', details: event.check.details, error: null }
        : { ...form, status: 'invalid', details: [], error: event.check.message };
    case 'apply-failed':
      return { ...form, error: event.message };
  }
}

/** Apply (or Reactivate) needs a code that checked valid and no error standing. */
export function canApplyPromo(form: PromoForm): boolean {
  return form.status === 'valid' && form.error === null;
}

/**
 * Reads a code check: a code that cannot be used says why with ', double check your entry.' (the contract
 * answers 200 with `errorMessage` for unknown, expired and ineligible codes); any failure of the call itself
 * shows its own text.
 */
export function offerCheckOf(outcome: BillingOutcome<OfferDetails>): OfferCheck {
  if (outcome.kind !== 'success') return { kind: 'invalid', message: outcome.message };
  const offer = outcome.result;
  if (offer.errorMessage) return { kind: 'invalid', message: `${offer.errorMessage}${DOUBLE_CHECK_SUFFIX}` };
  return { kind: 'valid', details: offer.detailsList };
}
