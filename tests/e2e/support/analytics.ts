/**
 * What the page's analytics reached the mock world's collector with (`GET /__mocks/analytics`, `tracked`): the app
 * loads the analytics SDK once the page has settled (a few seconds), and the SDK sends in batches up to a second
 * apart, so an event is waited for within ANALYTICS_DELIVERY.
 */
import type { CollectedAnalyticsEvent } from '../../../common/analytics/collected.ts';
import { expect, type Page } from './test.ts';

/** From the viewer's action to the event recorded by the collector: the SDK's load after the page settles, and a batch. */
export const ANALYTICS_DELIVERY = { timeout: 30_000 };

/** What the page's mock world collected; nothing while it is not up yet (a receiver starts it after its first screen). */
export async function trackedEvents(page: Page): Promise<CollectedAnalyticsEvent[]> {
  return page.evaluate(async () => {
    const response = await fetch('/__mocks/analytics');
    if (!response.headers.get('content-type')?.includes('application/json')) return [];
    return ((await response.json()) as { tracked: CollectedAnalyticsEvent[] }).tracked;
  });
}

/** Waits until the collector has recorded an event of this name (and these properties, when given); returns the newest. */
export async function collectedEvent(page: Page, event: string, properties?: Record<string, unknown>): Promise<CollectedAnalyticsEvent> {
  const matches = (candidate: CollectedAnalyticsEvent) =>
    candidate.event === event && (!properties || Object.entries(properties).every(([key, value]) => JSON.stringify((candidate.properties as Record<string, unknown>)[key]) === JSON.stringify(value)));
  await expect.poll(async () => (await trackedEvents(page)).some(matches), ANALYTICS_DELIVERY).toBe(true);
  const found = (await trackedEvents(page)).filter(matches).at(-1);
  if (!found) throw new Error(`No "${event}" recorded`);
  return found;
}
