/**
 * Sentry's browser SDK behind the app's error reporter, loaded with `import()` once the page has settled (never in
 * the first page's JavaScript). Its `beforeSend` applies the app's reporting rules (app/lib/routing/errors.ts) to
 * the error as it was raised, so whatever reaches the SDK follows them: GraphQL errors and network / unknown /
 * store-reset / not-connected messages are dropped, an empty error reads 'No error given' and an array of errors
 * one message per line, and the page body gets the JS-error marker. The SDK's own global handlers and breadcrumbs
 * are off: the app's (app/kit/reporting.ts) already catch uncaught errors and rejections through the same rules.
 */
import { dedupeIntegration, httpContextIntegration, init, linkedErrorsIntegration, withScope, type ErrorEvent, type EventHint } from '@sentry/browser';
import { errorMessage, JS_ERROR_MARKER, shouldReportError } from '../../lib/routing/errors.ts';
import type { ErrorReportingSettings } from '../../config/error-reporting.ts';
import type { ErrorReport, ErrorSender } from './error-report.ts';

/** Sentry's `beforeSend`: the app's reporting rules, applied to the error as raised (the hint's original exception). */
export function applyReportingRules(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  const raised = hint.originalException;
  if (!shouldReportError(raised)) return null;
  const message = errorMessage(raised);
  const first = event.exception?.values?.[0];
  // A raised Error keeps the SDK's own reading (its type, message and stack); anything else reads as the rules say.
  if (!(raised instanceof Error)) {
    if (first) first.value = message;
    else event.message = message;
  }
  if (typeof document !== 'undefined') document.body.setAttribute(JS_ERROR_MARKER, 'true');
  return event;
}

/** What the SDK is given for a report: an Error as raised, anything else as an Error carrying the rules' message. */
function exceptionOf(raised: unknown): Error {
  return raised instanceof Error ? raised : new Error(errorMessage(raised));
}

export function loadSentry(settings: ErrorReportingSettings): ErrorSender {
  init({
    dsn: settings.dsn,
    ...(settings.tunnel ? { tunnel: settings.tunnel } : {}),
    release: __APP_VERSION__,
    // No global handlers, breadcrumbs or tracing: the page's URL and browser, linked causes, and no repeats.
    defaultIntegrations: false,
    integrations: [httpContextIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    beforeSend: applyReportingRules,
  });
  return ({ raised, context }: ErrorReport) => {
    withScope((scope) => {
      scope.setExtras(context);
      // The hint's original exception is the error as raised, which the rules in beforeSend read.
      scope.captureException(exceptionOf(raised), { originalException: raised });
    });
  };
}
