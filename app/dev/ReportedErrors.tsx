/**
 * The Mocks panel's list of the errors the app reported (its reporting rules, then Sentry's SDK, posting envelopes
 * to the mock world's endpoint, mocks/errors/collector.ts), newest first. Read again every few seconds while the
 * panel is open, so an error shows up in a moment.
 */
import type { CollectedErrorReport } from '../../common/errors/collected.ts';
import { usePolledMockList } from './usePolledMockList.ts';

export function ReportedErrors() {
  // The page's own mock world: the SDK posts to the page's origin (its tunnel in mock mode).
  const { items: errors, problem } = usePolledMockList<CollectedErrorReport>('/__mocks/errors', 'errors', 'Reported errors');
  return (
    <section className="mock-panel-analytics" aria-labelledby="mock-panel-errors-title">
      <h2 id="mock-panel-errors-title">Reported errors</h2>
      {problem && <p>{problem}</p>}
      {errors?.length === 0 && <p>No error reported: the error SDK loads once the page has settled and sends what waited.</p>}
      {errors && errors.length > 0 && (
        <>
          <p>{errors.length} received</p>
          <ol reversed>
            {[...errors].reverse().map((error, index) => (
              <li key={`${error.eventId ?? error.receivedAt}-${index}`}>
                <time dateTime={error.receivedAt}>{new Date(error.receivedAt).toLocaleTimeString()}</time> <strong>{error.type ?? 'Message'}</strong>{' '}
                <span className="mock-panel-error-message">{error.message}</span>
                {error.url && <> at {new URL(error.url).pathname}</>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
