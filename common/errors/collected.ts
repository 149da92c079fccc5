/**
 * An error report as the mock world's envelope endpoint records it (mocks/errors/collector.ts) and the Mocks panel
 * lists it (`GET /__mocks/errors`).
 */
export interface CollectedErrorReport {
  receivedAt: string;
  /** The SDK's event id (the envelope's `event_id`). */
  eventId: string | null;
  /** The exception's type (`Error`, `TypeError`, …), when the event carries one. */
  type: string | null;
  /** The exception's value, or the event's message. */
  message: string;
  level: string | null;
  /** The page's URL (the SDK's request context). */
  url: string | null;
  /** The context the app gave the report (its `extra`). */
  extra: unknown;
  release: string | null;
  /** The SDK that sent it (`sentry.javascript.browser 11.12.0`). */
  sdk: string | null;
}
