/**
 * Segment's analytics-next behind the web app's `track()` and the receiver's analytics, loaded with `import()` once the page has settled (never in
 * the first page's JavaScript). The source's settings are given here (`cdnSettings`), so the SDK fetches nothing
 * from Segment's CDN and works offline: the one integration loaded in the page is `Segment.io` (the collector,
 * `<protocol>://<apiHost>`); the other destinations run on the collector's side, chosen per event by its
 * `integrations` option. Events go in batches (`POST <apiHost>/b`, at most 10 events or 1 s apart).
 */
import { AnalyticsBrowser } from '@segment/analytics-next';
import { ANALYTICS_APP_VERSION, ANALYTICS_VERSION } from '../../generated/analytics/events.ts';
import type { AnalyticsSettings } from './settings.ts';
import type { AnalyticsSender } from './tracked-event.ts';

/** `appName` is what the events' context names as their app: `airwave-web`, `airwave-receiver`. */
export async function loadSegment(settings: AnalyticsSettings, appName: string): Promise<AnalyticsSender> {
  const segment = { apiHost: settings.apiHost, protocol: settings.protocol } as const;
  const [analytics] = await AnalyticsBrowser.load(
    {
      writeKey: settings.writeKey,
      cdnSettings: {
        integrations: { 'Segment.io': { apiKey: settings.writeKey, ...segment } },
        // No remote metrics: nothing but the events leaves the page.
        metrics: { sampleRate: 0 },
      },
    },
    {
      integrations: { 'Segment.io': { ...segment, deliveryStrategy: { strategy: 'batching', config: { size: 10, timeout: 1000 } } } },
    },
  );
  const context = { app: { name: appName, version: ANALYTICS_APP_VERSION }, analyticsVersion: ANALYTICS_VERSION };
  return ({ event, properties, integrations }) => {
    void analytics.track(event, properties, { integrations, context });
  };
}
