import type { components } from '../../../generated/rest/billing.ts';
import { httpStatusMessage, networkErrorMessage, type FetchResult } from './fetch-result.ts';

/** The fields every billing envelope shares: the envelope without a `result`. */
type BillingEnvelopeBase = components['schemas']['BillingStatusResponse'];
export type BillingErrorCode = components['schemas']['BillingErrorCode'];

export const STALE_REQUEST: BillingErrorCode = 1406;
export const SURGE_REQUEST_ENQUEUED: BillingErrorCode = 1803;
export const SURGE_ENCOUNTER: BillingErrorCode = 1806;
/** The account has no credentials a subscription could belong to: the app asks for an email first. */
export const UNCREDENTIALED_SUBSCRIPTION = 1512 satisfies BillingErrorCode;

/** Appended to a stale request's message: the stale-request modal reloads the page on close. */
export const STALE_SUFFIX = 'Please reload your browser and try again.';
/** The capacity-limited UI's text for a surge encounter (1803, "request enqueued", shows no message). */
export const SURGE_MESSAGE = 'Our system is taking a nap right now! Try again later.';
/** A failure envelope with no error in it, when the caller names no message of its own. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';
/**
 * The failure text of a billing action that has none of its own (signing devices out, the provider's zip
 * check): shown first, with the failure's own text under it.
 */
export const BILLING_ACTION_FAILED = 'Something went wrong.';

export type BillingOutcome<Result> =
  | { kind: 'success'; result: Result }
  /** An ordinary failure: the message is ready to display ('{message} (Code: {code})' or '{status}: {statusText}'). */
  | { kind: 'failure'; message: string; code?: BillingErrorCode; httpStatus?: number }
  /** 1406: show the stale-request modal, which reloads the page on close. */
  | { kind: 'stale'; message: string; code: BillingErrorCode }
  /** 1803 or 1806: show the capacity-limited UI. `message` is empty for 1803, which shows none. */
  | { kind: 'surge'; message: string; code: BillingErrorCode };

/** Whether a billing answer refuses a subscription because the account has no credentials yet (1512). */
export function isUncredentialedSubscription(outcome: BillingOutcome<unknown>): boolean {
  return outcome.kind === 'failure' && outcome.code === UNCREDENTIALED_SUBSCRIPTION;
}

/** 'message (Code: code)', the form every displayed billing error takes. */
export function displayBillingError(error: { code: number; message: string }): string {
  return `${error.message} (Code: ${error.code})`;
}

function isSurgeCode(code: number | undefined): boolean {
  return code === SURGE_REQUEST_ENQUEUED || code === SURGE_ENCOUNTER;
}

/**
 * Reads one billing envelope. Exported for callers that already hold a parsed body.
 * `fallbackMessage` is the action's own failure text ('Payment retry failed.') for an envelope
 * that fails without naming an error.
 */
export function billingOutcomeOf<Result>(
  envelope: BillingEnvelopeBase & { result?: Result },
  fallbackMessage = UNEXPECTED_ERROR_MESSAGE,
): BillingOutcome<Result> {
  const first = envelope.errors?.[0];
  if (envelope.success && !first) return { kind: 'success', result: envelope.result as Result };
  if (envelope.stale || first?.code === STALE_REQUEST) {
    const code = first?.code ?? STALE_REQUEST;
    const message = first ? `${first.message} ${STALE_SUFFIX}` : STALE_SUFFIX;
    return { kind: 'stale', code, message: displayBillingError({ code, message }) };
  }
  if (envelope.surge || isSurgeCode(first?.code)) {
    const code = first?.code ?? SURGE_ENCOUNTER;
    return { kind: 'surge', code, message: code === SURGE_REQUEST_ENQUEUED ? '' : SURGE_MESSAGE };
  }
  if (!first) return { kind: 'failure', message: fallbackMessage };
  return { kind: 'failure', code: first.code, message: displayBillingError(first) };
}

/**
 * The billing response rule of the spec, for one openapi-fetch call:
 * - a network failure shows the error's own message, or `exceptionMessage` when the action has one
 *   ('Oops, caught an exception while submitting a subscription');
 * - a non-OK HTTP response is the failure '{status}: {statusText}', whatever its body says;
 * - an OK envelope with `success: false` is the first error's message plus ' (Code: {code})',
 *   or the action's `fallbackMessage` when it names no error;
 * - stale (1406) and surge (1803, 1806) come back as their own outcomes.
 */
export async function billingCall<Result>(
  request: () => Promise<FetchResult<BillingEnvelopeBase & { result?: Result }, unknown>>,
  fallbackMessage = UNEXPECTED_ERROR_MESSAGE,
  exceptionMessage?: string,
): Promise<BillingOutcome<Result>> {
  let response: FetchResult<BillingEnvelopeBase & { result?: Result }, unknown>;
  try {
    response = await request();
  } catch (error) {
    return { kind: 'failure', message: exceptionMessage ?? networkErrorMessage(error, fallbackMessage) };
  }
  if (!response.response.ok || !response.data) {
    return { kind: 'failure', message: httpStatusMessage(response.response), httpStatus: response.response.status };
  }
  return billingOutcomeOf(response.data, fallbackMessage);
}
