/**
 * The cancel flow's texts and the free-plan opt-in's.
 */
import { PRODUCT_NAME } from '../../../../common/product.ts';

/** The cancel flow's screens (the survey's questions and answers are in common/cancel-survey.ts). */
export const CANCEL_FLOW = {
  title: `Cancel your ${PRODUCT_NAME} subscription`,
  submit: 'Cancel subscription',
  keep: 'Keep my subscription',
  canceled: 'Your subscription has been canceled',
  canceledNote: 'You can keep watching until the end of your current billing period; you will not be charged again.',
  returnToAccount: 'Return to Account',
} as const;

/**
 * The free-plan opt-in on the canceled screen. 'Watch Free Channels' is the product's free-tier wording; the
 * offer's sentence and the account page's note for an enrolled viewer are ours.
 */
export const FREE_PLAN_OPT_IN = {
  watchFree: 'Watch Free Channels',
  offer: 'When your subscription ends, keep watching free channels at no cost.',
  enrolledNote: 'After that, you can keep watching free channels at no cost.',
} as const;
