/**
 * The reactivation (welcome back) page's texts and its account settings modal's.
 */
import { PRODUCT_NAME } from '../../../../common/product.ts';
import { formatBillingDate } from '../core/logic/dates.ts';

/** The reactivation (welcome back) page. */
export const REACTIVATION = {
  reactivate: 'Reactivate',
  watchFree: 'Watch Free',
  coreBenefit: 'Unlimited DVR for 1 year',
  freeBenefit: 'No credit card required',
  choosePlan: 'Choose your plan',
  lineup: 'Channel lineup',
  closing: `Everything you loved about ${PRODUCT_NAME} is waiting for you.`,
  updatePayment: 'Update payment information',
  loadFailed: 'Oops! Failed to load information about subscription packages.',
} as const;

export function welcomeBackText(name: string | null | undefined): string {
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

export function canceledOnText(lastServiceDate: string | null | undefined): string {
  return lastServiceDate ? `Your subscription was canceled on ${formatBillingDate(lastServiceDate)}.` : 'Your subscription was canceled.';
}

/** The deactivated account's settings modal: the section names are the product's, the title and opener ours. */
export const DEACTIVATED_SETTINGS = {
  open: 'Account settings',
  title: 'Account Settings',
  privacy: 'Privacy Setting',
  payment: 'Payment Details',
  loading: 'Loading your account…',
} as const;
