import type { UserFieldsFragment } from '../../../generated/graphql/operations.ts';

/** What the rule reads of the signed-in user (the GraphQL User or the profile contract's, which share these fields). */
export type EmailFirstUser = Pick<UserFieldsFragment, 'isUncredentialed' | 'email'>;

/**
 * Who is asked for an email first: a signed-out visitor (flagged uncredentialed) and an account without an
 * email (signed up with a mobile number only). The one rule behind every place that asks: such a viewer gets
 * the reduced navigation and Sign Up instead of Sign Out (lib/routing/navigation.ts), saving a show,
 * favoriting a channel and the settings' account section open the add-email modal with their purpose, and an
 * upgrade goes through add-email-then-upgrade (`upgradeGate`). A user not read yet needs nothing.
 */
export function needsEmailFirst(user: EmailFirstUser | null | undefined): boolean {
  return user ? user.isUncredentialed || !user.email?.trim() : false;
}

export type UpgradeGate = 'none' | 'add-email-and-upgrade';

/**
 * What an upgrade (a tile's or a collection group's Upgrade, the account page's plan buttons, anything that
 * opens the subscription overlay) does first: a viewer who needs an email adds one, then the plans open
 * ('add-email-and-upgrade'); everyone else goes straight to the plans. While the user is unknown (not read
 * yet, or the read failed) the plans open: the billing server refuses an uncredentialed subscription (1512),
 * and that answer opens the same prompt.
 */
export function upgradeGate(user: EmailFirstUser | null): UpgradeGate {
  return needsEmailFirst(user) ? 'add-email-and-upgrade' : 'none';
}
