/**
 * The app's one way to send an analytics event: `track(name, properties)`, typed by the tracking plan
 * (contracts/analytics/tracking-plan.yaml → generated/analytics/events.ts), so an unknown event or a wrong
 * property does not compile. The SDK (Segment's analytics-next, ./segment.ts) is loaded with `import()` once the
 * page has settled (`startAnalytics`, from the entry); what is tracked before waits in a short queue. Each event
 * carries the integrations the plan routes it to, minus those do-not-sell turns off, and is also raised on the
 * page as an `airwave:analytics` event for local listeners.
 */
import type { AnalyticsEventName, AnalyticsEventProperties } from '../../../generated/analytics/events.ts';
import type { AnalyticsSettings } from '../../../common/analytics/settings.ts';
import { PRODUCT_ID } from '../../../common/product.ts';
import { reportError } from '../reporting.ts';
import { createSdkQueue } from '../../../common/sdk-queue.ts';
import { doNotSellChosen } from './do-not-sell.ts';
import { integrationsFor } from '../../../common/analytics/integrations.ts';
import type { TrackedEvent } from '../../../common/analytics/tracked-event.ts';


/** The page event every tracked event is raised as (detail: the `TrackedEvent`). */
export const ANALYTICS_EVENT = 'airwave:analytics';

/** The most events kept while the SDK loads; older ones are dropped. */
const MAX_PENDING = 200;

const queue = createSdkQueue<TrackedEvent>(MAX_PENDING);

export function track<Name extends AnalyticsEventName>(event: Name, properties: AnalyticsEventProperties[Name]): void {
  const tracked: TrackedEvent = { event, properties, integrations: integrationsFor(event, doNotSellChosen()) };
  // A page only (a node test of a module that tracks has no window).
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<TrackedEvent>(ANALYTICS_EVENT, { detail: tracked }));
  queue.send(tracked);
}

/**
 * Loads the SDK once the page has settled and sends what waited. Without settings (a production build with no
 * write key) nothing is ever sent. Returns a cancel for a load that has not started.
 */
export function startAnalytics(settings: AnalyticsSettings | null): () => void {
  if (!settings) {
    queue.disable();
    return () => undefined;
  }
  return queue.loadWhenSettled(
    () => import('../../../common/analytics/segment.ts').then(({ loadSegment }) => loadSegment(settings, `${PRODUCT_ID}-web`)),
    (error) => void reportError(error, { source: 'analytics' }),
  );
}
