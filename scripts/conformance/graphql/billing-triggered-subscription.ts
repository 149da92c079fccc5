/**
 * A subscription that the REST billing contract makes fire: `POST /billing/update_subscription`'s
 * description says every successful change of the subscription emits the GraphQL `userSubscriptionChanged`
 * event. With `--rest` the check subscribes, cancels the subscription (`POST /billing/depart`), waits for
 * the event, and puts the subscription back as it found it (resumed with `subscribe`, plan and add-ons
 * restored), the way the REST journeys do. It needs a `regular` subscription to cancel.
 */
import type { CheckOutcome, Target } from '../model.ts';
import { billingSnapshot, LiveFixtures, restoreBilling } from '../rest/fixtures.ts';
import type { ContractOperation, GraphQLContract } from './contract.ts';
import { ACCEPT_WINDOW_MS, failed, judgeEvent, recipe, type SubscribeRequest } from './subscription-events.ts';
import { LiveSubscription, describeSocketError } from './ws-client.ts';

/** Subscription root fields the billing contract makes fire, and what its descriptions say about it. */
export const BILLING_TRIGGERED: Record<string, string> = {
  userSubscriptionChanged: 'every successful subscription change emits it (POST /billing/update_subscription)',
};

export async function runBillingTriggeredSubscription(
  input: { contract: GraphQLContract; target: Target; wsUrl: string; ackTimeoutMs: number },
  operation: ContractOperation,
  request: SubscribeRequest,
  signal: AbortSignal,
): Promise<CheckOutcome> {
  const { contract, target, wsUrl, ackTimeoutMs } = input;
  const rootField = operation.rootField.split('.')[1] ?? '';
  if (!target.rest) {
    return { status: 'skipped', reason: `not observed: the contracts make ${rootField} fire only through the REST billing contract (${BILLING_TRIGGERED[rootField] ?? 'a billing change'}); give --rest to check it` };
  }
  const fixtures = new LiveFixtures(target, signal);
  const before = await billingSnapshot(fixtures);
  if (!before) return failed({ message: `could not read GET /billing/user_details to change the subscription for ${operation.name}`, expected: '200 with the billing state', actual: 'no usable answer' });
  if (before.fsmState !== 'regular') {
    return { status: 'skipped', reason: `the account is ${String(before.fsmState)}, not regular: the checker makes ${rootField} fire by cancelling and resuming a regular subscription` };
  }
  const expected = `a ${operation.rootField} event after POST /billing/depart (${BILLING_TRIGGERED[rootField] ?? 'a billing change emits it'}), shaped as ${operation.file} asks`;
  const live = new LiveSubscription(target, wsUrl, ackTimeoutMs);
  let departed = false;
  try {
    live.start(request);
    await live.settle(ACCEPT_WINDOW_MS, target.timeoutMs);
    if (live.error !== undefined) {
      const actual = describeSocketError(live.error);
      return failed({ message: `the server refused the ${operation.name} subscription: ${actual}`, expected, actual, reproduction: recipe(target, wsUrl, request) });
    }
    // Put back afterwards even when the answer is lost: the server may have cancelled all the same.
    departed = true;
    const depart = await fixtures.call('depart', (template) => ({ ...template, body: { contentType: 'application/json', value: { survey_submitted: false } } }));
    const reproduction = recipe(target, wsUrl, request, depart.curl);
    const body = depart.response.body;
    const success = depart.response.status === 200 && body.kind === 'json' && typeof body.value === 'object' && body.value !== null && (body.value as { success?: unknown }).success === true;
    if (!success) {
      return failed({ message: `the trigger POST /billing/depart did not succeed (answered ${depart.response.status})`, expected: '200 success', actual: `${depart.response.status} ${'text' in body ? body.text.slice(0, 300) : ''}`, reproduction: depart.curl });
    }
    const event = await live.waitFor(() => true, target.timeoutMs, signal);
    if (!event) {
      const why = live.error !== undefined ? `; the subscription failed: ${describeSocketError(live.error)}` : live.completed ? '; the server ended the subscription' : '';
      return failed({ message: `no ${operation.rootField} event within ${target.timeoutMs} ms after POST /billing/depart${why}`, expected, actual: 'no event', reproduction });
    }
    const problem = judgeEvent(contract, operation, request, event);
    if (problem) return failed({ message: `${operation.name}: ${problem}`, expected, actual: JSON.stringify(event).slice(0, 600), reproduction });
    return { status: 'passed' };
  } finally {
    await live.dispose();
    // Resumed, plan and add-ons as they were: the account as the check found it.
    if (departed) await restoreBilling(fixtures, before).catch(() => undefined);
  }
}
