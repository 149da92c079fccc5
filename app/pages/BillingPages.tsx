import { AccountBillingView, CreditOutcomeView, ReactivationView } from '../features/billing/index.ts';
import type { CreditOutcome } from '../features/billing/logic/credit-outcome.ts';
import { usePageTitle } from '../shell/hooks.ts';

// The billing area's pages (loaded with import() when first opened, see LazyPages.tsx).

/** The viewer's clock: the page's own (tests install theirs in the page). */
const now = () => new Date();

/** /player/user/account: Account and Billing. */
export function AccountBillingPage({ title }: { title: string }) {
  usePageTitle(title);
  return <AccountBillingView title={title} now={now} />;
}

/** /player/credit/{promotion}/{outcome}: an outage-credit landing page. */
export function CreditPage({ title, outcome }: { title: string; outcome: CreditOutcome }) {
  usePageTitle(title);
  return <CreditOutcomeView title={title} outcome={outcome} />;
}

/** /player/user/reactivate: the welcome back page of a deactivated account. */
export function ReactivatePage({ title }: { title: string }) {
  usePageTitle(title);
  return <ReactivationView title={title} />;
}
