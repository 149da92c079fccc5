/**
 * What the subscription checks share: the subscribe request, the by-hand reproduction (curl cannot speak
 * graphql-ws, wscat can), and how one event is judged (no errors, shaped as the document asks).
 */
import { shellQuote } from '../http.ts';
import type { CheckOutcome, Failure, Target } from '../model.ts';
import type { ContractOperation, GraphQLContract } from './contract.ts';
import { checkShape, summarizeProblems, type ObjectRecord } from './shape.ts';
import { describeGraphQLError } from './transport.ts';
import { upgradeHeaders, type SubscriptionEvent } from './ws-client.ts';

/** How long a subscription must stay unrefused after connection_ack to count as accepted (graphql-ws has no subscribe ack). */
export const ACCEPT_WINDOW_MS = 300;

export interface SubscribeRequest {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}

export function failed(failure: Failure): CheckOutcome {
  return { status: 'failed', failure };
}

/** A by-hand reproduction: curl cannot speak graphql-ws, wscat can. */
export function recipe(target: Target, wsUrl: string, request?: SubscribeRequest, trigger?: string): string {
  const headers = Object.entries(upgradeHeaders(target)).map(([name, value]) => ` -H ${shellQuote(`${name}: ${value}`)}`);
  const lines = [`npx wscat -c ${shellQuote(wsUrl)} -s graphql-transport-ws${headers.join('')}`, `  send:   {"type":"connection_init","payload":{}}`, `  expect: {"type":"connection_ack"}`];
  if (request) lines.push(`  send:   ${JSON.stringify({ id: '1', type: 'subscribe', payload: request })}`);
  if (trigger) lines.push(`  then, in another shell: ${trigger}`);
  if (request) lines.push(`  expect: {"id":"1","type":"next","payload":{"data":{…}}} (and no {"type":"error"})`);
  return lines.join('\n');
}

/** What is wrong with one event, judged like an HTTP answer (no errors, shaped as the document asks). */
export function judgeEvent(contract: GraphQLContract, operation: ContractOperation, request: SubscribeRequest, event: SubscriptionEvent): string | undefined {
  const errors = event.errors ?? [];
  if (errors.length > 0) return `an event carried errors: ${errors.map((error) => describeGraphQLError(error)).join('; ')}`;
  if (event.data === null || event.data === undefined) return 'an event carried no data';
  const shape = checkShape(contract.schema, operation.document, operation.definition, event.data, request.variables);
  return shape.problemCount > 0 ? summarizeProblems(shape).message : undefined;
}

export function recordsOf(contract: GraphQLContract, operation: ContractOperation, request: SubscribeRequest, event: SubscriptionEvent): ObjectRecord[] {
  if (!event.data) return [];
  return checkShape(contract.schema, operation.document, operation.definition, event.data, request.variables).records;
}
