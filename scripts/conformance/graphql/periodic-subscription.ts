/**
 * A subscription the server pushes by itself on a clock, as its contract description says: "pushed when
 * the subscription starts and then every 15 seconds" (Subscription.displayTimeUpdated). The period is
 * read from the description, so the contract stays the one place that says it. The check subscribes and
 * must see the first event (at once, or within the period when the description does not promise one at
 * the start) and the next one within the period after it, each allowed the request timeout on top for
 * the way there; every event is judged like an answer.
 */
import type { CheckOutcome, Target } from '../model.ts';
import type { ContractOperation, GraphQLContract } from './contract.ts';
import { ACCEPT_WINDOW_MS, failed, judgeEvent, recipe, type SubscribeRequest } from './subscription-events.ts';
import { LiveSubscription, describeSocketError } from './ws-client.ts';

export interface Period {
  /** How often the server pushes, in ms. */
  everyMs: number;
  /** Whether the description promises an event when the subscription starts. */
  atStart: boolean;
  /** The description's own words, for reports ("every 15 seconds"). */
  words: string;
}

const UNITS_MS: Record<string, number> = { millisecond: 1, ms: 1, second: 1000, minute: 60_000 };

/** The period a subscription field's description gives ("… every 15 seconds"), or null when it gives none. */
export function periodOf(contract: GraphQLContract, rootField: string): Period | null {
  const field = contract.schema.getSubscriptionType()?.getFields()[rootField];
  const description = field?.description ?? '';
  const match = /every (\d+(?:\.\d+)?) ?(milliseconds?|ms|seconds?|minutes?)\b/i.exec(description);
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase().replace(/s$/, '');
  const everyMs = Number(match[1]) * (UNITS_MS[unit === 'm' ? 'ms' : unit] ?? 1000);
  return { everyMs, atStart: /when the subscription starts/i.test(description), words: match[0] };
}

export async function runPeriodicSubscription(
  input: { contract: GraphQLContract; target: Target; wsUrl: string; ackTimeoutMs: number },
  operation: ContractOperation,
  period: Period,
  request: SubscribeRequest,
  signal: AbortSignal,
): Promise<CheckOutcome> {
  const { contract, target, wsUrl, ackTimeoutMs } = input;
  const reproduction = recipe(target, wsUrl, request);
  const allowance = target.timeoutMs;
  const firstWithin = (period.atStart ? 0 : period.everyMs) + allowance;
  const nextWithin = period.everyMs + allowance;
  const expected = `${operation.rootField} events ${period.atStart ? 'when the subscription starts and then ' : ''}${period.words} (as its description says), each shaped as ${operation.file} asks; allowed ${allowance} ms (--timeout) on top`;
  const live = new LiveSubscription(target, wsUrl, ackTimeoutMs);
  try {
    live.start(request);
    await live.settle(ACCEPT_WINDOW_MS, target.timeoutMs);
    const refused = () => {
      if (live.error !== undefined) return `the server refused or broke off the ${operation.name} subscription: ${describeSocketError(live.error)}`;
      if (live.completed) return `the server ended the ${operation.name} subscription`;
      return '';
    };
    const first = await live.waitFor(() => true, firstWithin, signal);
    if (!first) {
      const why = refused();
      const when = period.atStart ? `when the subscription started (waited ${firstWithin} ms)` : `within ${firstWithin} ms of subscribing`;
      return failed({ message: why || `no ${operation.rootField} event ${when}: the contract pushes it ${period.words}`, expected, actual: why || 'no event', reproduction });
    }
    const second = await live.waitFor((event) => event !== first, nextWithin, signal);
    if (!second) {
      const why = refused();
      return failed({
        message: why || `one ${operation.rootField} event, then none within ${nextWithin} ms: the contract pushes it ${period.words}`,
        expected,
        actual: `one event: ${JSON.stringify(first).slice(0, 300)}`,
        reproduction,
      });
    }
    for (const event of [first, second]) {
      const problem = judgeEvent(contract, operation, request, event);
      if (problem) return failed({ message: `${operation.name}: ${problem}`, expected, actual: JSON.stringify(event).slice(0, 600), reproduction });
    }
    return { status: 'passed' };
  } finally {
    await live.dispose();
  }
}
