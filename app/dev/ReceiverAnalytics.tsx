/**
 * The Mocks panel's list of the analytics events the Chromecast receiver sent, as the mock world recorded them
 * (`GET /__mocks/analytics`, common/cast/analytics.ts).
 */
import { MOCK_ANALYTICS_PATH, type ReceiverAnalyticsEvent, type RecordedAnalyticsEvent } from '../../common/cast/analytics.ts';
import { usePolledMockList } from './usePolledMockList.ts';

/** One line of what an event says, beside its name. */
function analyticsDetail(event: ReceiverAnalyticsEvent): string {
  switch (event.name) {
    case 'identify':
      return `${event.app} ${event.appVersion} (${event.implementation})`;
    case 'device capabilities':
      return `${event.model}, firmware ${event.firmwareVersion ?? 'unknown'}, ${event.authorized ? 'authorized' : 'not authorized'}`;
    case 'cast playback error':
      return `${event.code} ${event.detailedErrorName}${event.assetId ? ` on ${event.assetId}` : ''}: ${event.message}`;
  }
}

/** The receiver's analytics events, newest first, read again every few seconds while the panel is open. */
export function ReceiverAnalytics() {
  const { items: events, problem } = usePolledMockList<RecordedAnalyticsEvent>(MOCK_ANALYTICS_PATH, 'events', 'Receiver analytics');
  return (
    <section className="mock-panel-analytics" aria-labelledby="mock-panel-analytics-title">
      <h2 id="mock-panel-analytics-title">Receiver analytics</h2>
      {problem && <p>{problem}</p>}
      {events?.length === 0 && <p>No events yet: open /receiver/ in another tab.</p>}
      {events && events.length > 0 && (
        <ol reversed>
          {[...events].reverse().map(({ receivedAt, event }, index) => (
            <li key={`${receivedAt}-${index}`}>
              <time dateTime={receivedAt}>{new Date(receivedAt).toLocaleTimeString()}</time> <strong>{event.name}</strong> {analyticsDetail(event)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
