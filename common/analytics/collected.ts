/**
 * An analytics message as the mock world's collector records it (mocks/analytics/collector.ts) and the Mocks panel
 * lists it (`GET /__mocks/analytics`, `tracked`).
 */
export interface CollectedAnalyticsEvent {
  receivedAt: string;
  type: string | null;
  /** The event name of a `track` message. */
  event: string | null;
  properties: unknown;
  integrations: unknown;
  anonymousId: string | null;
  messageId: string | null;
  /** What the tracking plan says is wrong with it; empty when it conforms. */
  violations: string[];
}

/** Where the mock world lists what its collector received (`GET`, `{ tracked }`), and empties it (`DELETE`). */
export const MOCK_ANALYTICS_PATH = '/__mocks/analytics';
