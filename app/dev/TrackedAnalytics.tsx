/**
 * The Mocks panel's list of what the analytics collector received (the app's `track()` through Segment's SDK,
 * mocks/analytics/collector.ts), newest first, each event with its tracking-plan violations. Read again
 * every few seconds while the panel is open, so a viewer's action shows up in a moment.
 */
import { MOCK_ANALYTICS_PATH, type CollectedAnalyticsEvent } from '../../common/analytics/collected.ts';
import { usePolledMockList } from './usePolledMockList.ts';

/** Which integrations an event went to (those set true). */
function integrationsText(integrations: unknown): string {
  if (typeof integrations !== 'object' || integrations === null) return '';
  const on = Object.entries(integrations).filter(([name, value]) => name !== 'All' && value === true).map(([name]) => name);
  return on.length > 0 ? ` → ${on.join(', ')}` : '';
}

export function TrackedAnalytics() {
  const { items: events, problem } = usePolledMockList<CollectedAnalyticsEvent>(MOCK_ANALYTICS_PATH, 'tracked', 'Tracked events');
  const violations = events?.filter((event) => event.violations.length > 0).length ?? 0;
  return (
    <section className="mock-panel-analytics" aria-labelledby="mock-panel-tracked-title">
      <h2 id="mock-panel-tracked-title">Tracked events</h2>
      {problem && <p>{problem}</p>}
      {events?.length === 0 && <p>Nothing tracked yet: the analytics SDK loads once the page has settled.</p>}
      {events && events.length > 0 && (
        <>
          <p>
            {events.length} received, {violations === 0 ? 'all match the tracking plan' : `${violations} breaking the tracking plan`}
          </p>
          <ol reversed>
            {[...events].reverse().map((event, index) => (
              <li key={`${event.messageId ?? event.receivedAt}-${index}`} data-violations={event.violations.length > 0 || undefined}>
                <time dateTime={event.receivedAt}>{new Date(event.receivedAt).toLocaleTimeString()}</time> <strong>{event.event ?? event.type ?? 'unknown'}</strong>{' '}
                {JSON.stringify(event.properties)}
                {integrationsText(event.integrations)}
                {event.violations.length > 0 && (
                  <ul aria-label="Violations">
                    {event.violations.map((violation) => (
                      <li key={violation}>{violation}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
