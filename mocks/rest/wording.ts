/**
 * Error wording: how an operation words a request the contract refuses, a fault the scenario asks
 * for, and a handler that failed. Each contract module owns the wording of its own operations and
 * exports an `ErrorWording`; the router asks them in turn (mocks/rest/router.ts, `WORDINGS`) and
 * falls back to `envelopeWording`, the answer every operation gets from its contract's error
 * envelope. A hook answers null when the case is not its own, and the next one is asked.
 */
import type { MockRequest, MockResponse } from '../core/exchange.ts';
import type { World } from '../db/world.ts';
import type { Fault } from '../db/faults.ts';
import type { OperationInfo } from '../../common/openapi/contracts.ts';
import type { RequestIssue } from '../../common/openapi/validate-request.ts';
import { envelopeOf, errorReply, playbackCategory, unauthorizedReply } from './responses.ts';

export interface ErrorWording {
  /** The 400 answer to a request the contract refuses. */
  validationError?(operation: OperationInfo, issue: RequestIssue): MockResponse | null;
  /** The answer of a status, billing-error, surge, profile-error or geo-fail fault instead of the handler (`request` is the one answered). */
  faultReply?(world: World, operation: OperationInfo, fault: Fault, request: MockRequest): MockResponse | null;
  /** The answer when the operation's handler throws; `message` says what failed. */
  serverError?(operation: OperationInfo, message: string): MockResponse | null;
}

/** What every operation answers in its contract's error envelope when no contract module words it. */
export const envelopeWording = {
  validationError(operation: OperationInfo, issue: RequestIssue): MockResponse {
    return errorReply(envelopeOf(operation), 400, issue.message, { headers: { 'x-mock-detail': issue.message } });
  },
  faultReply(_world: World, operation: OperationInfo, fault: Fault): MockResponse | null {
    if (fault.kind !== 'status') return null;
    const envelope = envelopeOf(operation);
    if (fault.status === 401) return unauthorizedReply(envelope, playbackCategory(operation));
    return errorReply(envelope, fault.status, `Mock fault: HTTP ${fault.status}`, { category: playbackCategory(operation) });
  },
  serverError(operation: OperationInfo, message: string): MockResponse {
    return errorReply(envelopeOf(operation), 500, message, { category: playbackCategory(operation), headers: { 'x-mock-detail': message } });
  },
} satisfies Required<ErrorWording>;
