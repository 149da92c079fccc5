/** Actions that need an account with an email. */
export type GatedAction = 'favorite' | 'save' | 'upgrade';

export type AccountGate = 'none' | 'add-email' | 'add-email-and-upgrade';

/**
 * Uncredentialed users get the add-email prompt instead of favoriting or saving; an upgrade goes through the
 * add-email-then-upgrade flow so the purchase has an account to land on.
 */
export function accountGateFor(action: GatedAction, isUncredentialed: boolean): AccountGate {
  if (!isUncredentialed) return 'none';
  return action === 'upgrade' ? 'add-email-and-upgrade' : 'add-email';
}
