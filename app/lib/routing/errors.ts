/** Which errors are reported, and how GraphQL errors reach the user (network issue, session expired, silent). */

const NOT_REPORTED = /network error|unknown error|store reset|client not connected/i;

/** An empty error becomes 'No error given'; an array of errors is joined by newlines. */
export function errorMessage(error: unknown): string {
  if (Array.isArray(error)) {
    const joined = error.map((item) => errorMessage(item)).join('\n');
    return joined === '' ? 'No error given' : joined;
  }
  if (error === null || error === undefined || error === '') return 'No error given';
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message || 'No error given';
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message || 'No error given';
  return String(error);
}

/** Apollo 3 errors carried `graphQLErrors`; Apollo 4 names them CombinedGraphQLErrors. */
function hasGraphQLErrors(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('graphQLErrors' in error) return true;
  return error instanceof Error && error.name === 'CombinedGraphQLErrors';
}

/**
 * Whether an error goes to the error-reporting service: not when it has a graphQLErrors field, not
 * when its message matches network error, unknown error, store reset or client not connected.
 */
export function shouldReportError(error: unknown): boolean {
  if (hasGraphQLErrors(error)) return false;
  return !NOT_REPORTED.test(errorMessage(error));
}

/** The attribute set on the page body when a JS error was reported. */
export const JS_ERROR_MARKER = 'data-js-error';

/** Which connection modal a GraphQL network error opens, if any. */
export type ConnectionFlow = 'sessionExpired' | 'networkIssue' | null;

export function connectionFlowFor(
  error: { statusCode?: number },
  player: { fullView: boolean; initialLoadDone: boolean } = { fullView: false, initialLoadDone: false },
): ConnectionFlow {
  if (error.statusCode === 401) return 'sessionExpired';
  if (player.fullView && player.initialLoadDone) return null;
  return 'networkIssue';
}
