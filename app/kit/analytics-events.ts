import type { BillingErrorCode } from '../api/rest/billing-outcome.ts';

/**
 * Analytics events the app records. No analytics service exists yet (the contracts carry no call for one):
 * like survey answers, each event goes to the page's `airwave:analytics` event, so a listener can forward it.
 */
export type AnalyticsEvent =
  /** The billing server refused a subscription because the account has no credentials yet (1512). */
  { name: 'uncredentialed subscription'; code: BillingErrorCode; path: string };

export const ANALYTICS_EVENT = 'airwave:analytics';

export function trackAnalyticsEvent(event: AnalyticsEvent): void {
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: event }));
}
