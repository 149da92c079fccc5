import type { AnalyticsEventName, AnalyticsEventProperties } from '../../generated/analytics/events.ts';

/** One event as `track()` hands it to the SDK: the plan's name and properties, and the integrations it goes to. */
export interface TrackedEvent<Name extends AnalyticsEventName = AnalyticsEventName> {
  event: Name;
  properties: AnalyticsEventProperties[Name];
  integrations: Record<string, boolean>;
}

/** What the loaded SDK gives `track()`: a function that sends one event. */
export type AnalyticsSender = (tracked: TrackedEvent) => void;
