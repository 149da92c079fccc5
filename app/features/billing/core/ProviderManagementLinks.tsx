import { appEnvironment } from '../../../config/environment.ts';
import { providerManagementLinks } from './logic/provider-links.ts';
import type { Biller } from './logic/types.ts';

/** Links to the pages where the provider that bills the account lets it manage the subscription (and, for Vizio, the payment method). */
export function ProviderManagementLinks({ biller }: { biller: Biller }) {
  const links = providerManagementLinks(biller, appEnvironment().subscriptionManagement);
  if (links.length === 0) return null;
  return (
    <ul className="billing-provider-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
