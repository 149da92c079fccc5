/**
 * Where error reports go: the error SDK's DSN (Sentry: Project Settings → Client Keys (DSN)) and, optionally, a
 * tunnel (a first-party path the SDK posts its envelopes to instead of the DSN's ingest host). Without a DSN a
 * production build reports nothing and never loads the SDK. In mock mode the reports go to the mock world on the
 * page's own origin (`/__errors/envelope`, Sentry's `tunnel`): they are recorded per session, listed by the control
 * API (`GET /__mocks/errors`) and the Mocks panel, and nothing leaves the machine.
 */
export interface ErrorReportingEnv {
  /** The error SDK's DSN (`https://<key>@<host>/<project>`). */
  readonly VITE_SENTRY_DSN?: string;
  /** A first-party path or URL the SDK posts envelopes to instead of the DSN's host (Sentry's `tunnel`). */
  readonly VITE_SENTRY_TUNNEL?: string;
}

export interface ErrorReportingSettings {
  dsn: string;
  tunnel?: string;
}

/** The mock world's envelope endpoint (mocks/errors/collector.ts answers it). */
export const MOCK_ERROR_TUNNEL = '/__errors/envelope';

export function resolveErrorReporting(env: ErrorReportingEnv, location: Pick<Location, 'host' | 'protocol'>): ErrorReportingSettings | null {
  const dsn = env.VITE_SENTRY_DSN?.trim();
  const tunnel = env.VITE_SENTRY_TUNNEL?.trim();
  if (dsn) return tunnel ? { dsn, tunnel } : { dsn };
  // The mock world collects on the page's own origin (a compile-time branch: a production build has none of it).
  if (__AIRWAVE_MOCKS__) return { dsn: `${location.protocol}//airwavemock@${location.host}/1`, tunnel: MOCK_ERROR_TUNNEL };
  return null;
}
