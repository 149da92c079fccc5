/**
 * A subscription with a triggering mutation (triggers.ts): pick an entity from the query answers, make sure
 * the mutation will change it (flipping it first when needed), subscribe, run the mutation over HTTP, and
 * wait for the event about that entity; then put the entity back as it was. The mutation is one of the
 * contract's own documents, and its answer is judged like any other.
 */
import { isNonNullType, typeFromAST, type GraphQLInputType } from 'graphql';
import type { CheckOutcome, Failure, Target } from '../model.ts';
import type { ContractOperation, GraphQLContract } from './contract.ts';
import { curlOf, execute, judge } from './execution.ts';
import type { RunSession } from './run-session.ts';
import { ACCEPT_WINDOW_MS, failed, judgeEvent, recipe, recordsOf, type SubscribeRequest } from './subscription-events.ts';
import type { ToggleTrigger } from './triggers.ts';
import { sampleValue, variableHints } from './variables.ts';
import { LiveSubscription, describeSocketError, type SubscriptionEvent } from './ws-client.ts';

/** How long a change's event is waited for before the change is undone and made again (see runTriggeredSubscription). */
const RETRIGGER_AFTER_MS = 2_000;
/** What `stateIn` says of an event about another entity. */
const NOT_CONCERNED = Symbol('not concerned');

export interface TriggeredSubscriptionInput {
  contract: GraphQLContract;
  session: RunSession;
  target: Target;
  graphqlUrl: string;
  wsUrl: string;
  ackTimeoutMs: number;
  invalidOnServer: Map<string, string>;
}

/** The mutation's variables: the entity key for the argument that names it, the rest made from their types. */
function mutationVariables(contract: GraphQLContract, mutation: ContractOperation, coordinate: string, key: unknown): Record<string, unknown> {
  const hints = variableHints(contract.schema, mutation);
  const variables: Record<string, unknown> = {};
  for (const definition of mutation.definition.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(contract.schema, definition.type);
    if (hints.get(name) === coordinate) variables[name] = key;
    else if (type && isNonNullType(type) && !definition.defaultValue) variables[name] = sampleValue(type as GraphQLInputType, name);
  }
  return variables;
}

export async function runTriggeredSubscription(
  input: TriggeredSubscriptionInput,
  operation: ContractOperation,
  trigger: ToggleTrigger,
  request: SubscribeRequest,
  signal: AbortSignal,
): Promise<CheckOutcome> {
  const { target, wsUrl, ackTimeoutMs, contract, session, invalidOnServer, graphqlUrl } = input;
  for (const name of [trigger.setOperation, trigger.unsetOperation]) {
    const invalid = invalidOnServer.get(name);
    if (invalid) return { status: 'skipped', reason: `its trigger ${name} does not validate against the server's schema (see ${invalid})` };
  }
  const records = await session.records(trigger.entityType, [trigger.keyField, trigger.stateField], signal);
  const record = (trigger.firesOn === 'either' ? undefined : records.find((item) => item.fields[trigger.stateField] !== trigger.firesOn)) ?? records[0];
  if (!record) return { status: 'skipped', reason: `no ${trigger.entityType} with ${trigger.keyField} and ${trigger.stateField} in any query's answer to trigger it with` };
  const key = record.fields[trigger.keyField];
  const original = record.fields[trigger.stateField] === true;
  const wanted = trigger.firesOn === 'either' ? !original : trigger.firesOn;
  const coordinate = `${trigger.entityType}.${trigger.keyField}`;
  let current = original;
  let triggerCurl = '';

  const mutate = async (state: boolean): Promise<Failure | undefined> => {
    const name = state ? trigger.setOperation : trigger.unsetOperation;
    const mutation = session.operation(name);
    if (!mutation) return { message: `the contract has no ${name} operation`, expected: name, actual: 'missing' };
    const execution = await execute({ target, graphqlUrl, contract }, mutation, mutationVariables(contract, mutation, coordinate, key), signal);
    if (state === wanted) triggerCurl = curlOf(execution);
    const failure = judge(execution);
    if (failure) return { ...failure, message: `the trigger ${name} failed: ${failure.message}` };
    current = state;
    return undefined;
  };

  const attempt = async (): Promise<CheckOutcome> => {
    if (current === wanted) {
      const setup = await mutate(!wanted);
      if (setup) return failed(setup);
    }
    const live = new LiveSubscription(target, wsUrl, ackTimeoutMs);
    try {
      live.start(request);
      await live.settle(ACCEPT_WINDOW_MS, target.timeoutMs);
      const reproduction = () => recipe(target, wsUrl, request, triggerCurl || undefined);
      const expected = `a ${operation.rootField} event for ${coordinate} ${JSON.stringify(key)} with ${trigger.stateField}: ${wanted}, shaped as ${operation.file} asks`;
      if (live.error !== undefined) {
        const actual = describeSocketError(live.error);
        return failed({ message: `the server refused the ${operation.name} subscription: ${actual}`, expected, actual, reproduction: reproduction() });
      }
      const concerns = (event: SubscriptionEvent) => stateIn(event) !== NOT_CONCERNED;
      const stateIn = (event: SubscriptionEvent) => {
        const item = recordsOf(contract, operation, request, event).find((record) => record.typeName === trigger.entityType && record.fields[trigger.keyField] === key);
        return item ? item.fields[trigger.stateField] : NOT_CONCERNED;
      };
      // After an undo, the event of the change made again (one that carries no state counts), not the undo's own.
      const ofTheChange = (event: SubscriptionEvent) => concerns(event) && (stateIn(event) === undefined || stateIn(event) === wanted);
      // graphql-ws has no subscribe acknowledgement: a server may set the subscription up after the change was made
      // (a busy one, or one that looks the subscriber's world up first), and that change's event is then rightly never
      // sent. Not heard within RETRIGGER_AFTER_MS, the change is undone and made again, until the check's time is up.
      const deadline = Date.now() + target.timeoutMs;
      let made = 0;
      let event: SubscriptionEvent | undefined;
      for (;;) {
        const fired = await mutate(wanted);
        if (fired) return failed(fired);
        made += 1;
        // The first change's event is any about the entity: one saying the other state contradicts the change.
        event = await live.waitFor(made === 1 ? concerns : ofTheChange, Math.max(0, Math.min(RETRIGGER_AFTER_MS, deadline - Date.now())), signal);
        if (event || live.error !== undefined || live.completed || signal.aborted || Date.now() >= deadline) break;
        const undone = await mutate(!wanted);
        if (undone) return failed(undone);
      }
      if (!event) {
        const name = wanted ? trigger.setOperation : trigger.unsetOperation;
        const why = live.error !== undefined ? `; the subscription failed: ${describeSocketError(live.error)}` : live.completed ? '; the server ended the subscription' : '';
        const times = made > 1 ? ` (made ${made} times, undone between)` : '';
        return failed({
          message: `no ${operation.rootField} event for ${coordinate} ${JSON.stringify(key)} within ${target.timeoutMs} ms after ${name}${times}${why}`,
          expected,
          actual: `${live.events.length} other event(s)${live.events[0] ? `, e.g. ${JSON.stringify(live.events[0]).slice(0, 300)}` : ''}`,
          reproduction: reproduction(),
        });
      }
      const problem = judgeEvent(contract, operation, request, event);
      const state = stateIn(event);
      const wrongState = state !== undefined && state !== wanted ? `the event says ${trigger.stateField}: ${String(state)}` : undefined;
      if (problem || wrongState) {
        return failed({ message: `${operation.name}: ${problem ?? wrongState ?? ''}`, expected, actual: JSON.stringify(event).slice(0, 600), reproduction: reproduction() });
      }
      return { status: 'passed' };
    } finally {
      await live.dispose();
    }
  };

  const outcome = await attempt();
  // Leave the account as it was found, and say so when that was not possible.
  const undo = current !== original ? await mutate(original) : undefined;
  if (undo && outcome.status === 'passed') return failed({ ...undo, message: `could not undo the trigger: ${undo.message}` });
  return outcome;
}
