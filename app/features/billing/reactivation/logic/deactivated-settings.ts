import type { UserDetails } from '../../core/logic/types.ts';

/**
 * The deactivated account's settings modal: the privacy setting always, the payment details always (saying
 * when there are none), and the billing history only when the account has any.
 */
export type DeactivatedSettingsSection = 'privacy' | 'payment' | 'history';

export function deactivatedSettingsSections(details: Pick<UserDetails, 'billingEvents'>): DeactivatedSettingsSection[] {
  return details.billingEvents.length > 0 ? ['privacy', 'payment', 'history'] : ['privacy', 'payment'];
}
