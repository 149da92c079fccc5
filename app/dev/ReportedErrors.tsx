/**
 * The Mocks panel's list of the errors the app reported (its reporting rules, then Sentry's SDK, posting envelopes
 * to the mock world's endpoint, mocks/errors/collector.ts), newest first. Read every POLL_MS while the panel is
 * open, so an error shows up in a moment.
 */
import { useEffect, useState } from 'react';
import type { CollectedErrorReport } from '../../common/errors/collected.ts';

const POLL_MS = 2000;

async function reported(): Promise<CollectedErrorReport[]> {
  // The page's own mock world: the SDK posts to the page's origin (its tunnel in mock mode).
  const response = await fetch('/__mocks/errors');
  const payload = (await response.json()) as { errors: CollectedErrorReport[] } | { error: string };
  if ('error' in payload) throw new Error(payload.error);
  return payload.errors;
}

export function ReportedErrors() {
  const [errors, setErrors] = useState<CollectedErrorReport[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      reported().then(
        (loaded) => {
          if (!live) return;
          setErrors(loaded);
          setProblem(null);
        },
        (error: Error) => live && setProblem(`Reported errors unavailable: ${error.message}`),
      );
    void read();
    const timer = setInterval(() => void read(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
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
