/**
 * Subscription checks over graphql-ws (`graphql-transport-ws`):
 * - `graphql:ws:connection`: the endpoint answers connection_init with connection_ack within ackTimeoutMs.
 *   Every subscription check needs that, so when it fails they are skipped with a pointer to it rather
 *   than failing again for the same reason.
 * - `graphql:subscription:{Operation}`, one per subscription of the contract. A check passes only when it
 *   saw the events it subscribed to, shaped as the document asks:
 *   - with a triggering mutation (triggers.ts): flip the entity, see the event for it arrive, flip it back;
 *   - with a period in its description (periodic-subscription.ts, "every 15 seconds"): the first event,
 *     then the next within the period;
 *   - made to fire by the REST billing contract (billing-triggered-subscription.ts, with --rest): cancel
 *     the subscription, see the event, put the subscription back;
 *   - otherwise nothing in the contracts lets the checker cause an event it could undo: the subscription
 *     must be accepted (no error and no end within a short window), and the check is skipped as "not
 *     observed" unless an event arrived meanwhile — never passed on silence.
 */
import type { Check, CheckContext, CheckOutcome, Target } from '../model.ts';
import type { ContractOperation, GraphQLContract } from './contract.ts';
import type { RunSession } from './run-session.ts';
import { ACCEPT_WINDOW_MS, failed, judgeEvent, recipe, type SubscribeRequest } from './subscription-events.ts';
import { queryText } from './transport.ts';
import { BILLING_TRIGGERED, runBillingTriggeredSubscription } from './billing-triggered-subscription.ts';
import { periodOf, runPeriodicSubscription, type Period } from './periodic-subscription.ts';
import { runTriggeredSubscription } from './triggered-subscription.ts';
import { TRIGGERS, type ToggleTrigger } from './triggers.ts';
import { sampleVariables } from './variables.ts';
import { LiveSubscription, describeSocketError, probeConnection, type ConnectionOutcome } from './ws-client.ts';

export const CONNECTION_CHECK_ID = 'graphql:ws:connection';

export interface SubscriptionPlanInput {
  contract: GraphQLContract;
  session: RunSession;
  target: Target;
  graphqlUrl: string;
  wsUrl: string | null;
  ackTimeoutMs: number;
  invalidOnServer: Map<string, string>;
}

function describeConnection(outcome: ConnectionOutcome, ackTimeoutMs: number): string {
  switch (outcome.kind) {
    case 'acknowledged':
      return 'acknowledged';
    case 'no-ack':
      return `the server never acknowledged the connection (no connection_ack within ${ackTimeoutMs} ms)`;
    case 'closed':
      return `the server closed the connection before acknowledging it (code ${outcome.code}${outcome.reason ? `: ${outcome.reason}` : ''})`;
    case 'unreachable':
      return `could not connect: ${outcome.message}`;
  }
}

/**
 * Subscriptions whose events the checker cannot cause and undo, and why (from their descriptions and the
 * contracts' mutations); anything else without a trigger gets a generic reason.
 */
const UNOBSERVABLE: Record<string, string> = {
  notificationChanged: 'fires when a notification changes, and the contract mutations that change one (acknowledgeNotifications, performNotificationAction) cannot be undone',
  channelCurrentBroadcastUpdated: "fires when a channel's current broadcast changes, which only the schedule does",
  playerRegistrationChanged: 'fires when a player registration changes, which no contract call can do and undo',
};

type Observation =
  | { kind: 'toggle'; trigger: ToggleTrigger }
  | { kind: 'periodic'; period: Period }
  | { kind: 'billing' }
  | { kind: 'unobservable'; why: string };

function titleOf(operation: ContractOperation, observation: Observation): string {
  switch (observation.kind) {
    case 'toggle':
      return `${operation.name} delivers the event when ${observation.trigger.setOperation}/${observation.trigger.unsetOperation} change a ${observation.trigger.entityType}`;
    case 'periodic':
      return `${operation.name} pushes its event ${observation.period.atStart ? 'when it starts and ' : ''}${observation.period.words}`;
    case 'billing':
      return `${operation.name} delivers the event when the billing contract changes the subscription`;
    case 'unobservable':
      return `${operation.name} is accepted over graphql-ws`;
  }
}

class SubscriptionChecks {
  private probe: Promise<ConnectionOutcome> | undefined;

  constructor(private readonly input: SubscriptionPlanInput) {}

  connection(signal?: AbortSignal): Promise<ConnectionOutcome> {
    const { target, wsUrl, ackTimeoutMs } = this.input;
    this.probe ??= wsUrl ? probeConnection(target, wsUrl, ackTimeoutMs, signal) : Promise.resolve({ kind: 'unreachable', message: 'no WebSocket URL' });
    return this.probe;
  }

  connectionCheck(): Check {
    const { wsUrl, target, ackTimeoutMs } = this.input;
    return {
      id: CONNECTION_CHECK_ID,
      contract: 'graphql',
      kind: 'subscription',
      operation: 'connection_init',
      target: wsUrl ?? 'graphql-ws',
      tags: ['subscription'],
      title: `the graphql-ws endpoint acknowledges a connection within ${ackTimeoutMs} ms`,
      run: async ({ signal }) => {
        if (!wsUrl) return { status: 'skipped', reason: 'no WebSocket URL given (--ws)' };
        const outcome = await this.connection(signal);
        if (outcome.kind === 'acknowledged') return { status: 'passed' };
        return failed({
          message: describeConnection(outcome, ackTimeoutMs),
          expected: `{"type":"connection_ack"} within ${ackTimeoutMs} ms of {"type":"connection_init"} (graphql-transport-ws)`,
          actual: outcome.kind === 'no-ack' ? 'no connection_ack' : describeConnection(outcome, ackTimeoutMs),
          reproduction: recipe(target, wsUrl),
        });
      },
    };
  }

  /** How the checker sees a subscription's events: the first of these that applies. */
  private observation(operation: ContractOperation): Observation {
    const rootField = operation.rootField.split('.')[1] ?? '';
    const trigger = TRIGGERS[rootField];
    if (trigger) return { kind: 'toggle', trigger };
    const period = periodOf(this.input.contract, rootField);
    if (period) return { kind: 'periodic', period };
    if (BILLING_TRIGGERED[rootField]) return { kind: 'billing' };
    return { kind: 'unobservable', why: UNOBSERVABLE[rootField] ?? 'nothing in the contracts makes it fire in a way the checker could undo' };
  }

  subscriptionCheck(operation: ContractOperation): Check {
    const observation = this.observation(operation);
    const exclusiveKey = observation.kind === 'toggle' ? `graphql:${observation.trigger.entityType}` : observation.kind === 'billing' ? 'account' : undefined;
    return {
      id: `graphql:subscription:${operation.name}`,
      contract: 'graphql',
      kind: 'subscription',
      operation: operation.name,
      target: operation.rootField,
      tags: [operation.type],
      title: titleOf(operation, observation),
      ...(exclusiveKey ? { exclusiveKey } : {}),
      run: (context) => this.runSubscription(operation, observation, context),
    };
  }

  private async runSubscription(operation: ContractOperation, observation: Observation, { signal }: CheckContext): Promise<CheckOutcome> {
    const { wsUrl, ackTimeoutMs, invalidOnServer, contract, session } = this.input;
    if (!wsUrl) return { status: 'skipped', reason: 'no WebSocket URL given (--ws)' };
    const invalid = invalidOnServer.get(operation.name);
    if (invalid) return { status: 'skipped', reason: `${operation.name} does not validate against the server's schema (see ${invalid})` };
    const connection = await this.connection(signal);
    if (connection.kind !== 'acknowledged') return { status: 'skipped', reason: `${describeConnection(connection, ackTimeoutMs)} (see ${CONNECTION_CHECK_ID})` };
    const sample = await sampleVariables(contract.schema, operation, (coordinate) => session.lookup(coordinate, signal), { inventMissing: true });
    const request: SubscribeRequest = { query: queryText(operation.document), operationName: operation.name, variables: sample.kind === 'ready' ? sample.variables : {} };
    const input = { ...this.input, wsUrl };
    switch (observation.kind) {
      case 'toggle':
        return runTriggeredSubscription(input, operation, observation.trigger, request, signal);
      case 'periodic':
        return runPeriodicSubscription(input, operation, observation.period, request, signal);
      case 'billing':
        return runBillingTriggeredSubscription(input, operation, request, signal);
      case 'unobservable':
        return this.accepted(operation, request, wsUrl, observation.why);
    }
  }

  /** Accepted, and any event that came is well shaped; with no event, "not observed" (skipped), never passed. */
  private async accepted(operation: ContractOperation, request: SubscribeRequest, wsUrl: string, why: string): Promise<CheckOutcome> {
    const { target, ackTimeoutMs, contract } = this.input;
    const reproduction = recipe(target, wsUrl, request);
    const live = new LiveSubscription(target, wsUrl, ackTimeoutMs);
    try {
      live.start(request);
      await live.settle(ACCEPT_WINDOW_MS, target.timeoutMs);
      const expected = `${operation.name} accepted: no error and no end within ${ACCEPT_WINDOW_MS} ms of connection_ack, every event shaped as ${operation.file} asks`;
      if (live.error !== undefined) {
        const actual = describeSocketError(live.error);
        return failed({ message: `the server refused the ${operation.name} subscription: ${actual}`, expected, actual, reproduction });
      }
      if (live.completed && live.events.length === 0) {
        return failed({ message: `the server ended the ${operation.name} subscription at once, without an event`, expected, actual: 'complete', reproduction });
      }
      for (const event of live.events) {
        const problem = judgeEvent(contract, operation, request, event);
        if (problem) return failed({ message: `${operation.name}: ${problem}`, expected, actual: JSON.stringify(event).slice(0, 600), reproduction });
      }
      if (live.events.length > 0) return { status: 'passed' };
      const rootField = operation.rootField.split('.')[1] ?? operation.rootField;
      return { status: 'skipped', reason: `not observed: ${rootField} ${why}, so its delivery is not checked; the subscription was accepted (no error within ${ACCEPT_WINDOW_MS} ms)` };
    } finally {
      await live.dispose();
    }
  }
}

export function planSubscriptionChecks(input: SubscriptionPlanInput): Check[] {
  const checks = new SubscriptionChecks(input);
  const subscriptions = input.contract.operations.filter((operation) => operation.type === 'subscription');
  return [checks.connectionCheck(), ...subscriptions.map((operation) => checks.subscriptionCheck(operation))];
}
