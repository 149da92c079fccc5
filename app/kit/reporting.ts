import { errorMessage, JS_ERROR_MARKER, shouldReportError } from '../lib/routing/errors.ts';

/** Where reported errors go. No reporting service exists yet: they are written to the console (tests read them there). */
function reporter(message: string, context: Record<string, unknown>): void {
  console.error('[error report]', message, context);
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
  reporter(errorMessage(error), { ...context, path: window.location.pathname });
  return true;
}

/** A playback failure the player could not recover from, with its playback error report. */
export function reportPlaybackFailure(report: { errorCode: string } & Record<string, unknown>): void {
  reporter(`Playback error ${report.errorCode}`, { ...report, path: window.location.pathname });
}

/** Uncaught errors and unhandled rejections follow the same rules. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => void reportError(event.error ?? event.message, { source: 'window.error' }));
  window.addEventListener('unhandledrejection', (event) => void reportError(event.reason, { source: 'unhandledrejection' }));
}
