import type { EmailVerificationAction } from '../../../generated/graphql/schema.ts';
import { PRODUCT_NAME } from '../../../common/product.ts';

/** Every text the notification overlay shows. */
export const NOTIFICATION_TEXTS = {
  dismiss: 'Dismiss',
  hide: 'Hide',
  needHelp: 'Need help?',
  contactSupport: 'Contact support',
  surveyTitle: `Welcome to ${PRODUCT_NAME}!`,
  surveyIntro: 'Tell us a little about yourself.',
  /** The overlay's accessible name when a kind carries no title of its own. */
  region: 'Notification',
} as const;

export const EMAIL_VERIFICATION_TEXTS: Record<EmailVerificationAction, { title: string; body: string; link: string }> = {
  ADD: {
    title: 'Add your email',
    body: 'Add an email to your account so you can sign in on any device and get account updates.',
    link: 'Go to settings',
  },
  VERIFY: {
    title: 'Verify your email',
    body: 'Confirm your email so you can sign in with it and get account updates.',
    link: 'Go to settings',
  },
};

/** The reaction widget (its three reactions: positive 1, neutral 0, negative -1). */
export const REACTION_TEXTS = {
  question: 'Was this helpful?',
  thanks: 'Thanks for letting us know.',
  labels: { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' },
} as const;
