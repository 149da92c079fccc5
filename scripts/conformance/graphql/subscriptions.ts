/**
 * Subscription checks over graphql-ws (`graphql-transport-ws`):
 * - `graphql:ws:connection`: the endpoint answers connection_init with connection_ack within ackTimeoutMs.
 *   Every subscription check needs that, so when it fails they are skipped with a pointer to it rather
 *   than failing again for the same reason.
 * - `graphql:subscription:{Operation}`, one per subscription of the contract. With a triggering mutation
 *   (triggers.ts): flip the entity, see the event for it arrive (shaped as the document asks), flip it
 *   back. Without one: the subscription is accepted (no error and no end within a short window), and any
 *   event that arrives meanwhile is shaped as the document asks.
 */
import type { Check, CheckContext, CheckOutcome, Target } from '../model.ts';
import type { ContractOperation, GraphQLContract } from './contract.ts';
import type { RunSession } from './run-session.ts';
import { ACCEPT_WINDOW_MS, failed, judgeEvent, recipe, type SubscribeRequest } from './subscription-events.ts';
import { queryText } from './transport.ts';
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

  subscriptionCheck(operation: ContractOperation): Check {
    const rootField = operation.rootField.split('.')[1] ?? '';
    const trigger = TRIGGERS[rootField];
    return {
      id: `graphql:subscription:${operation.name}`,
      contract: 'graphql',
      kind: 'subscription',
      operation: operation.name,
      target: operation.rootField,
      tags: [operation.type],
      title: trigger
        ? `${operation.name} delivers the event when ${trigger.setOperation}/${trigger.unsetOperation} change a ${trigger.entityType}`
        : `${operation.name} is accepted over graphql-ws`,
      ...(trigger ? { exclusiveKey: `graphql:${trigger.entityType}` } : {}),
      run: (context) => this.runSubscription(operation, trigger, context),
    };
  }

  private async runSubscription(operation: ContractOperation, trigger: ToggleTrigger | undefined, { signal }: CheckContext): Promise<CheckOutcome> {
    const { wsUrl, ackTimeoutMs, invalidOnServer, contract, session } = this.input;
    if (!wsUrl) return { status: 'skipped', reason: 'no WebSocket URL given (--ws)' };
    const invalid = invalidOnServer.get(operation.name);
    if (invalid) return { status: 'skipped', reason: `${operation.name} does not validate against the server's schema (see ${invalid})` };
    const connection = await this.connection(signal);
    if (connection.kind !== 'acknowledged') return { status: 'skipped', reason: `${describeConnection(connection, ackTimeoutMs)} (see ${CONNECTION_CHECK_ID})` };
    const sample = await sampleVariables(contract.schema, operation, (coordinate) => session.lookup(coordinate, signal), { inventMissing: true });
    const request: SubscribeRequest = { query: queryText(operation.document), operationName: operation.name, variables: sample.kind === 'ready' ? sample.variables : {} };
    return trigger ? runTriggeredSubscription({ ...this.input, wsUrl }, operation, trigger, request, signal) : this.accepted(operation, request, wsUrl);
  }

  private async accepted(operation: ContractOperation, request: SubscribeRequest, wsUrl: string): Promise<CheckOutcome> {
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
      return { status: 'passed' };
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
