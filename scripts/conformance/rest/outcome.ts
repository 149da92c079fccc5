/** Small helpers every REST check uses to turn an exchange into an outcome with a reproduction. */
import { describeResponse, noAnswer, UnreachableError, type HttpExchange } from '../http.ts';

export { noAnswer };
import type { CheckOutcome } from '../model.ts';

export const PASSED: CheckOutcome = { status: 'passed' };

export function failed(exchange: HttpExchange | null, message: string, expected: string, actual?: string): CheckOutcome {
  return {
    status: 'failed',
    failure: {
      message,
      expected,
      actual: actual ?? (exchange ? describeResponse(exchange.response) : 'no answer'),
      ...(exchange ? { reproduction: exchange.curl } : {}),
    },
  };
}

/** A failure filed under `operation` (the step of a journey that showed it); other outcomes unchanged. */
export function filedUnder(outcome: CheckOutcome, operation: string): CheckOutcome {
  return outcome.status === 'failed' ? { ...outcome, failure: { ...outcome.failure, operation } } : outcome;
}

export function skipped(reason: string): CheckOutcome {
  return { status: 'skipped', reason };
}

/** A check that could not get an answer fails with the reason (the run goes on with the others). */
export async function guarded(run: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnreachableError) return noAnswer(error);
    throw error;
  }
}

