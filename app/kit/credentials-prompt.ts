import { UNCREDENTIALED_SUBSCRIPTION } from '../api/rest/billing-outcome.ts';
import { track } from './analytics/track.ts';
import { pushAddEmailModal } from './seams/add-email.tsx';
import type { ModalApi } from './ShellProvider.tsx';

/**
 * A billing answer saying the account has no credentials for a subscription (1512): the event is recorded
 * and the add-email / sign-up modal for an upgrade opens (once, however many answers say so).
 */
export function promptForCredentials(modals: ModalApi): void {
  track('Uncredentialed Subscription', { code: UNCREDENTIALED_SUBSCRIPTION, path: window.location.pathname });
  if (modals.has('uncredentialed_email_sign_up')) return;
  pushAddEmailModal(modals, 'upgrade');
}
