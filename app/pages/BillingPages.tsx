import { useQuery } from '@apollo/client/react';
import { PreferencesDocument } from '../../generated/graphql/documents/PreferencesDocument.ts';
import { AccountBillingView, ChannelConfiguratorView, CreditOutcomeView, ReactivationView } from '../features/billing/index.ts';
import { isFeatureOn } from '../../common/feature-flags.ts';
import type { CreditOutcome } from '../features/billing/credit-outcome/logic/credit-outcome.ts';
import { usePageTitle } from '../kit/hooks.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

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

/** /player/user/channels: the channel configurator, a page only while its feature flag is on. */
export function ChannelsPage({ title }: { title: string }) {
  const preferences = useQuery(PreferencesDocument);
  const list = preferences.data?.preferences;
  if (!list) {
    return (
      <section className="billing-page" aria-labelledby="page-title" aria-busy="true">
        <h1 id="page-title">{title}</h1>
      </section>
    );
  }
  return isFeatureOn('channelConfigurator', list) ? <ChannelsPageOn title={title} /> : <NotFoundPage />;
}

function ChannelsPageOn({ title }: { title: string }) {
  usePageTitle(title);
  return <ChannelConfiguratorView title={title} />;
}
