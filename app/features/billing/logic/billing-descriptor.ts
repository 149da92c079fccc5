import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';

/**
 * The unavailable-package billing descriptor: a billing answer saying the package cannot be had (an add-on
 * that is not available, or an option the account's biller cannot bill) opens a modal naming the code;
 * a descriptor opened without a code names 107.
 */
export const UNAVAILABLE_PACKAGE_DEFAULT_CODE = 107;
export const ADD_ON_UNAVAILABLE = 1262;
export const OPTION_INVALID_FOR_BILLER = 1276;

/** The code the descriptor names for this answer, or null when the answer does not open it. */
export function unavailablePackageCode(outcome: BillingOutcome<unknown>): number | null {
  if (outcome.kind !== 'failure') return null;
  return outcome.code === ADD_ON_UNAVAILABLE || outcome.code === OPTION_INVALID_FOR_BILLER ? outcome.code : null;
}

/** The descriptor's text in its three parts: the middle one is the support link. */
export function unavailablePackageText(code: number = UNAVAILABLE_PACKAGE_DEFAULT_CODE): { before: string; link: string; after: string } {
  return { before: 'This content is unavailable on your subscription. ', link: 'Contact support', after: ` (code: ${code})` };
}
