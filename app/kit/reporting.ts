import { errorMessage, JS_ERROR_MARKER, shouldReportError } from '../lib/routing/errors.ts';
import type { ErrorReportingSettings } from '../config/error-reporting.ts';
import { createSdkQueue } from '../../common/sdk-queue.ts';
import type { ErrorReport } from './error-reporting/error-report.ts';

/**
 * Reported errors go to the error SDK (Sentry's browser SDK, ./error-reporting/sentry.ts), loaded with `import()`
 * once the page has settled (`startErrorReporting`, from the entry); what is reported before waits in a short queue
 * and is sent once the SDK is up. On the dev server (and in unit tests) each report is also written to the console
 * as `console.error('[error report]', message, context)`.
 */

/** The most reports kept while the SDK loads; older ones are dropped. */
export const MAX_PENDING_REPORTS = 50;

const queue = createSdkQueue<ErrorReport>(MAX_PENDING_REPORTS);

function reporter(raised: unknown, message: string, context: Record<string, unknown>): void {
  if (import.meta.env.DEV) console.error('[error report]', message, context);
  queue.send({ raised, message, context });
}

const reported = new WeakSet<object>();

/**
 * Reports an error following the app's reporting rules: GraphQL errors and network/unknown/store-reset/not-connected
 * messages are skipped; others go to the reporter with context and the page body gets the JS-error
 * marker. Returns whether it was reported. The same error object is reported once.
 */
export function reportError(error: unknown, context: Record<string, unknown> = {}): boolean {
  if (!shouldReportError(error)) return false;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return true;
    reported.add(error);
  }
  document.body.setAttribute(JS_ERROR_MARKER, 'true');
  reporter(error, errorMessage(error), { ...context, path: window.location.pathname });
  return true;
}

/** A playback failure the player could not recover from (the engine reports only those), with its playback error report. */
export function reportPlaybackFailure(report: { errorCode: string } & Record<string, unknown>): void {
  const message = `Playback error ${report.errorCode}`;
  reporter(message, message, { ...report, path: window.location.pathname });
}

/** Uncaught errors and unhandled rejections follow the same rules. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => void reportError(event.error ?? event.message, { source: 'window.error' }));
  window.addEventListener('unhandledrejection', (event) => void reportError(event.reason, { source: 'unhandledrejection' }));
}

/**
 * Loads the error SDK once the page has settled and sends what waited. Without settings (a production build with
 * no DSN) nothing is ever sent. Returns a cancel for a load that has not started.
 */
export function startErrorReporting(settings: ErrorReportingSettings | null): () => void {
  if (!settings) {
    queue.disable();
    return () => undefined;
  }
  return queue.loadWhenSettled(
    () => import('./error-reporting/sentry.ts').then(({ loadSentry }) => loadSentry(settings)),
    (error) => console.error('The error reporting SDK did not load', error),
  );
}
