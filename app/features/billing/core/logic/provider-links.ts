import type { Environment, ManagementLinks } from '../../../../config/environment.ts';
import { BILLER_NAMES } from './account-actions.ts';
import type { Biller } from './types.ts';

export interface ProviderLink {
  label: string;
  href: string;
}

/**
 * Where an account billed by an app store or device maker manages what that provider bills (the environment's
 * links, app/config/environment.ts): its subscriptions page, and for Vizio its payment methods page too. A
 * directly billed or unbilled account has none.
 */
export function providerManagementLinks(biller: Biller, links: Environment['subscriptionManagement']): ProviderLink[] {
  // Only the providers that bill a subscription themselves have links.
  const managed: Partial<Record<Biller, ManagementLinks>> = links;
  const entry = managed[biller];
  if (!entry) return [];
  const provider = BILLER_NAMES[biller];
  const { subscriptions, paymentMethods } = entry;
  return [
    { label: `Manage your subscription with ${provider}`, href: subscriptions },
    ...(paymentMethods ? [{ label: `Update your payment method with ${provider}`, href: paymentMethods }] : []),
  ];
}
