/**
 * Typed replies and each contract's error bodies.
 *
 * `profileReply('createProfile', 200, body)` only compiles when `body` is the generated type of that
 * operation's 200 JSON response, so a handler that drifts from the contract stops compiling.
 */
import { json, type MockResponse } from '../core/exchange.ts';
import type {
  components as BillingComponents,
  operations as BillingOperations,
} from '../../generated/rest/billing.ts';
import type {
  components as PlaybackComponents,
  operations as PlaybackOperations,
} from '../../generated/rest/playback.ts';
import type {
  components as ProfileComponents,
  operations as ProfileOperations,
} from '../../generated/rest/profile.ts';
import type { OperationInfo } from '../../common/openapi/contracts.ts';
import {
  PLAYBACK_ERRORS,
  playbackCategoryOf,
  playbackErrorEntry,
  playbackErrorStatus,
  type PlaybackErrorCategory,
  type PlaybackErrorName,
} from '../../common/error-catalogue.ts';

export type ProfileSchemas = ProfileComponents['schemas'];
export type BillingSchemas = BillingComponents['schemas'];
export type PlaybackSchemas = PlaybackComponents['schemas'];

type ResponsesOf<Ops, Op extends keyof Ops> = Ops[Op] extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type RequestJsonOf<Ops, Op extends keyof Ops> = Ops[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON body of an operation's response for a status, as generated from the contract. */
export type JsonResponse<Ops, Op extends keyof Ops, Status extends keyof ResponsesOf<Ops, Op>> = JsonOf<
  ResponsesOf<Ops, Op>[Status]
>;
/** The JSON request body of an operation, as generated from the contract. */
export type JsonRequest<Ops, Op extends keyof Ops> = RequestJsonOf<Ops, Op>;

export type ProfileRequest<Op extends keyof ProfileOperations> = JsonRequest<ProfileOperations, Op>;
export type BillingRequest<Op extends keyof BillingOperations> = JsonRequest<BillingOperations, Op>;
export type PlaybackRequest<Op extends keyof PlaybackOperations> = JsonRequest<PlaybackOperations, Op>;

export function profileReply<
  Op extends keyof ProfileOperations,
  Status extends keyof ResponsesOf<ProfileOperations, Op> & number,
>(_operation: Op, status: Status, body: JsonResponse<ProfileOperations, Op, Status>, headers?: Record<string, string>): MockResponse {
  return json(status, body, headers);
}

export function billingReply<
  Op extends keyof BillingOperations,
  Status extends keyof ResponsesOf<BillingOperations, Op> & number,
>(_operation: Op, status: Status, body: JsonResponse<BillingOperations, Op, Status>, headers?: Record<string, string>): MockResponse {
  return json(status, body, headers);
}

export function playbackReply<
  Op extends keyof PlaybackOperations,
  Status extends keyof ResponsesOf<PlaybackOperations, Op> & number,
>(_operation: Op, status: Status, body: JsonResponse<PlaybackOperations, Op, Status>, headers?: Record<string, string>): MockResponse {
  return json(status, body, headers);
}

export function bytesReply(status: number, bytes: Uint8Array, headers?: Record<string, string>): MockResponse {
  return {
    status,
    body: { kind: 'bytes', value: bytes, contentType: 'application/octet-stream' },
    ...(headers ? { headers } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------
// Profile / user: the FAILURE envelope
// ---------------------------------------------------------------------------------------------------

export type Failure = ProfileSchemas['Failure'];

export const SESSION_EXPIRED_MESSAGE = 'You have been logged out of this session. Please log in again to continue.';
export const MESSAGE_ALREADY_SENT = 'A message was already sent.';

export function failure(message: string, errorCode?: number): Failure {
  return errorCode === undefined ? { status: 'FAILURE', message } : { status: 'FAILURE', message, error_code: errorCode };
}

export type DeviceListFailure = ProfileSchemas['DeviceListFailure'];

export function deviceListFailure(code: number, message: string): DeviceListFailure {
  return { success: false, errors: [{ code, message }] };
}

// ---------------------------------------------------------------------------------------------------
// Billing: the billing envelope
// ---------------------------------------------------------------------------------------------------

export type BillingErrorCode = BillingSchemas['BillingErrorCode'];
export type BillingFailureEnvelope = BillingSchemas['BillingFailureEnvelope'];

/** The message the spec (or the contract's example) gives each billing code. */
export const BILLING_MESSAGES: Record<BillingErrorCode, string> = {
  1000: 'Malformed request.',
  1001: 'Session required.',
  1004: 'Not found.',
  1102: 'Please enter a valid zipcode.',
  1250: 'Invalid or expired offer.',
  1253: "This coupon can't be applied to the selected plan.",
  1262: 'This add-on is not available for your subscription.',
  1276: 'This option is not available with your billing provider.',
  1300: 'We have no payment information for your account.',
  1301: 'We couldn’t use this payment method. Please add a new method or you can retry this one.',
  1302: 'This change is not allowed in the current state of your subscription.',
  1406: 'Your account information has changed.',
  1500: 'Unexpected server error.',
  1512: 'Please add an email address before subscribing.',
  1803: '',
  1806: 'Our system is taking a nap right now! Try again later.',
};

const BILLING_CODES = new Set<number>(Object.keys(BILLING_MESSAGES).map(Number));

export function isBillingErrorCode(code: number): code is BillingErrorCode {
  return BILLING_CODES.has(code);
}

/** `{ success: false, errors: [{ code, message }] }`, with `stale` for 1406 and `surge` for 1803/1806. */
export function billingFailure(code: BillingErrorCode, message: string = BILLING_MESSAGES[code]): BillingFailureEnvelope {
  return {
    success: false,
    errors: [{ code, message }],
    ...(code === 1406 ? { stale: true } : {}),
    ...(code === 1803 || code === 1806 ? { surge: true } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------
// Playback: PlaybackError
// ---------------------------------------------------------------------------------------------------

export type PlaybackError = PlaybackSchemas['PlaybackError'];
export { PLAYBACK_ERRORS, playbackErrorStatus, type PlaybackErrorCategory, type PlaybackErrorName };

/** The contract's PlaybackError body for a failure on a call of this category (common/error-catalogue.ts). */
export function playbackError(
  name: PlaybackErrorName,
  category: PlaybackErrorCategory,
  status: number = playbackErrorStatus(name, category),
): PlaybackError {
  const row = PLAYBACK_ERRORS[name];
  const entry = playbackErrorEntry(name, category);
  return {
    ...(row.airwave === undefined ? {} : { airwaveErrorCode: row.airwave }),
    errorCode: entry.code ?? '0',
    ...(row.type ? { errorType: row.type } : {}),
    category: name === 'SERVICE_UNAVAILABLE' ? 'NETWORK' : category,
    description: entry.message,
    detailedErrorName: name,
    httpStatus: status,
  };
}

/** A PlaybackError response; the human detail (e.g. a validation message) travels in `x-mock-detail`. */
export function playbackErrorReply(
  name: PlaybackErrorName,
  category: PlaybackErrorCategory,
  detail?: string,
  status: number = playbackErrorStatus(name, category),
): MockResponse {
  const headers: Record<string, string> = {};
  if (detail) headers['x-mock-detail'] = detail;
  if (status === 503) headers['retry-after'] = '2';
  return json(status, playbackError(name, category, status), Object.keys(headers).length ? headers : undefined);
}

export function playbackCategory(operation: OperationInfo): PlaybackErrorCategory {
  return playbackCategoryOf(operation.operationId);
}

// ---------------------------------------------------------------------------------------------------
// The contract's error body for any status (router errors, status faults, exceptions)
// ---------------------------------------------------------------------------------------------------

function billingCodeForStatus(status: number): BillingErrorCode {
  if (status === 401) return 1001;
  if (status === 404) return 1004;
  if (status >= 500) return 1500;
  return 1000;
}

function playbackNameForStatus(status: number): PlaybackErrorName {
  switch (status) {
    case 401:
      return 'SESSION_MISSING';
    case 403:
      return 'ACCOUNT_ISSUE';
    case 404:
      return 'ASSET_NOT_FOUND';
    case 409:
      return 'RECORDING_NOT_AVAILABLE';
    case 410:
      return 'VOD_OUTSIDE_WINDOW';
    default:
      return status >= 500 ? 'SERVICE_UNAVAILABLE' : 'MALFORMED_REQUEST';
  }
}

export type ContractEnvelope = 'failure' | 'device-list' | 'billing' | 'playback';

/** The error envelope an operation answers in (the device list keeps the billing-style shape). */
export function envelopeOf(operation: Pick<OperationInfo, 'contract' | 'operationId'>): ContractEnvelope {
  if (operation.contract === 'billing') return 'billing';
  if (operation.contract === 'playback') return 'playback';
  return operation.operationId === 'listSignedInDevices' ? 'device-list' : 'failure';
}

/**
 * The contract's error body for a status. `message` is the human text: in the FAILURE and billing
 * envelopes it is the body's message; a PlaybackError carries the catalogue text and gets the detail
 * in the `x-mock-detail` header.
 */
export function errorReply(
  envelope: ContractEnvelope,
  status: number,
  message: string,
  options: { category?: PlaybackErrorCategory; headers?: Record<string, string> } = {},
): MockResponse {
  switch (envelope) {
    case 'failure':
      return json(status, failure(message), options.headers);
    case 'device-list':
      return json(status, deviceListFailure(billingCodeForStatus(status), message), options.headers);
    case 'billing':
      return json(status, billingFailure(billingCodeForStatus(status), message), options.headers);
    case 'playback': {
      const response = playbackErrorReply(playbackNameForStatus(status), options.category ?? 'MANIFEST', message, status);
      return options.headers ? { ...response, headers: { ...response.headers, ...options.headers } } : response;
    }
  }
}

/** The 401 body of an operation when the session cookie is missing or expired. */
export function unauthorizedReply(envelope: ContractEnvelope, category: PlaybackErrorCategory = 'MANIFEST'): MockResponse {
  switch (envelope) {
    case 'failure':
      return json(401, failure(SESSION_EXPIRED_MESSAGE));
    case 'device-list':
      return json(401, deviceListFailure(1001, SESSION_EXPIRED_MESSAGE));
    case 'billing':
      return json(401, billingFailure(1001));
    case 'playback':
      return playbackErrorReply('SESSION_MISSING', category, 'The airwave_session cookie is missing or expired.');
  }
}
