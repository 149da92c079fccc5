import { lazy, Suspense, type ComponentType } from 'react';
import type { PageType } from '../../generated/graphql/operations.ts';
import { usePageTitle } from '../kit/hooks.ts';
import { PagePlaceholders } from '../tiles/index.ts';

/**
 * Pages a viewer reaches from Home rather than lands on: the detail pages (show, channel, episode) and Search
 * load their code when first opened, so Home's first JavaScript carries neither the details nor the search
 * feature. Until the code arrives the route draws what the page itself draws while its query loads: its
 * heading over the loading placeholders.
 */
const detailPages = () => import('./DetailPages.tsx');

/** A page load on a detail page starts fetching its code at once, beside the entry's read of its page (app/main.tsx). */
export function preloadDetailPages(): void {
  void detailPages();
}

function PageCodeLoading({ title, pageType }: { title: string; pageType: PageType }) {
  usePageTitle(title);
  return (
    <section className="browse-page detail-page" aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title">{title}</h1>
      <PagePlaceholders pageType={pageType} />
    </section>
  );
}

function lazyPage<P extends { title: string }>(load: () => Promise<ComponentType<P>>, pageType: (props: P) => PageType) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageCodeLoading title={props.title} pageType={pageType(props)} />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const SearchPage = lazyPage(() => detailPages().then((module) => module.SearchPage), () => 'SEARCH');
export const ShowPage = lazyPage(() => detailPages().then((module) => module.ShowPage), () => 'SHOW');
export const ChannelPage = lazyPage(() => detailPages().then((module) => module.ChannelPage), () => 'CHANNEL');
export const EpisodePage = lazyPage(() => detailPages().then((module) => module.EpisodePage), (props) => props.pageType);

/** The account area's pages load their code when first opened; until then the route draws the page heading. */
const accountPages = () => import('./AccountPages.tsx');

function AccountCodeLoading({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="account-page" aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title">{title}</h1>
    </section>
  );
}

function lazyAccountPage<P extends { title: string }>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyAccountPage(props: P) {
    return (
      <Suspense fallback={<AccountCodeLoading title={props.title} />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const SettingsPage = lazyAccountPage(() => accountPages().then((module) => module.SettingsPage));
export const SwitchProfilePage = lazyAccountPage(() => accountPages().then((module) => module.SwitchProfilePage));
export const DeviceLinkPage = lazyAccountPage(() => accountPages().then((module) => module.DeviceLinkPage));
export const DoNotSellPage = lazyAccountPage(() => accountPages().then((module) => module.DoNotSellPage));

/** The billing area's pages: their own chunk, fetched when a billing page is first opened. */
const billingPages = () => import('./BillingPages.tsx');

/** A page load on the Account page starts fetching the billing pages' code at once, beside its first read (app/main.tsx). */
export function preloadBillingPages(): void {
  void billingPages();
}

export const AccountBillingPage = lazyAccountPage(() => billingPages().then((module) => module.AccountBillingPage));

/** An outage-credit landing page (its outcome from the route), in the billing chunk. */
export const CreditPage = lazyAccountPage(() => billingPages().then((module) => module.CreditPage));

/** The reactivation (welcome back) page, in the billing chunk. */
export const ReactivatePage = lazyAccountPage(() => billingPages().then((module) => module.ReactivatePage));

/** The channel configurator, in the billing chunk. */
export const ChannelsPage = lazyAccountPage(() => billingPages().then((module) => module.ChannelsPage));
