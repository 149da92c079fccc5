/**
 * Partner promo codes (docs/decisions/0007-partner-promo-codes.md): codes that start with VIB or TMO, optionally
 * prefixed P, case-insensitive, as typed (trimmed). A partner pays for what its code gives, so the code is
 * redeemed without payment information on file: the app does not ask for a card first, and the billing server
 * does not refuse it for want of one (1300).
 */
const PARTNER_CODE = /^P?(?:VIB|TMO)/i;

export function isPartnerCode(token: string): boolean {
  return PARTNER_CODE.test(token.trim());
}

/**
 * The outage credit promotion: its name (the promotion segment of its landing pages, /player/credit/{promotion}/…)
 * and the coupon that claiming it redeems on the subscription (POST /billing/apply_coupon), which the mock world
 * knows as one of its codes.
 */
export const OUTAGE_CREDIT_PROMOTION = { name: 'outage-credit', code: 'OUTAGE10' } as const;
