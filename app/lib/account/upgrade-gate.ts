import type { UserFieldsFragment } from '../../../generated/graphql/operations.ts';
import { accountGateFor, type AccountGate } from '../tiles/account-gate.ts';

/** What the gate reads of the signed-in user. */
export type UpgradeGateUser = Pick<UserFieldsFragment, 'isUncredentialed' | 'email'>;

/**
 * An account a subscription cannot belong to yet: a signed-out visitor (flagged uncredentialed), or an
 * account signed up with a mobile number only, which has no email.
 */
export function lacksCredentials(user: UpgradeGateUser): boolean {
  return user.isUncredentialed || !user.email?.trim();
}

/**
 * What an upgrade (a tile's or a collection group's Upgrade, the account page's plan buttons, anything that
 * opens the subscription overlay) does first: an account without credentials adds an email, then the plans
 * open ('add-email-and-upgrade'); everyone else goes straight to the plans. While the user is unknown (not
 * read yet, or the read failed) the plans open: the billing server refuses an uncredentialed subscription
 * (1512), and that answer opens the same prompt.
 */
export function upgradeGate(user: UpgradeGateUser | null): AccountGate {
  return accountGateFor('upgrade', user !== null && lacksCredentials(user));
}
