/**
 * The promo code form's texts, word for word as the product's wording has them.
 */

/** The promo code form. */
export const PROMO = {
  label: 'Promo code',
  apply: 'Apply',
  checking: 'Checking…',
  invalidOffer: 'Invalid or expired offer.',
  applyFailed: 'Oops! Failed to apply your coupon.',
  paymentFirst: 'To redeem a coupon, you must update your payment information first.',
  paymentFirstReactivate: 'To reactivate your account with a coupon, you must update your payment information first.',
  applied: 'Your code has been applied.',
} as const;
