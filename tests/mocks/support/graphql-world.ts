/**
 * A world for the GraphQL mock tests: the real seeded world (mocks/scenarios/create-world.ts) for a persona at a
 * fixed, movable time, plus helpers that execute the contract's typed documents against the mock schema.
 */
import { execute, subscribe, type DocumentNode, type ExecutionResult } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createWorld } from '../../../mocks/scenarios/create-world.ts';
import type { World } from '../../../mocks/db/world.ts';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import type { GraphQLContext } from '../../../mocks/graphql/context.ts';
import { createMockSchema } from '../../../mocks/graphql/schema.ts';
import type { FaultSettings } from '../../../mocks/scenarios/faults.ts';
import { TEST_NOW } from '../../support/clock.ts';

export { TEST_NOW };
export const TEST_ORIGIN = 'http://airwave.test';

/** Capabilities the web app always sends. */
export const APP_CAPABILITIES = ['COLLECTION_TILE_GROUPS', 'HERO_PROMOTION', 'TILE_GROUP_LAYOUT', 'COLLECTION_GROUPS', 'OUT_OF_PLAN_CONTENT'] as const;

export interface TestWorld {
  world: World;
  /** Moves the world's clock. */
  setNow(date: Date): void;
  advance(ms: number): void;
  context(): GraphQLContext;
}

export function createTestWorld(options: { persona?: PersonaId; faults?: FaultSettings; now?: Date } = {}): TestWorld {
  let now = (options.now ?? TEST_NOW).getTime();
  const world = createWorld({ persona: options.persona, now: () => new Date(now), faults: options.faults ?? {} });
  return {
    world,
    setNow: (date) => {
      now = date.getTime();
    },
    advance: (ms) => {
      now += ms;
    },
    context: () => ({ world, origin: TEST_ORIGIN, displayTimeIntervalMs: 20 }),
  };
}

/** Executes a typed document; the result's data is typed by the document. */
export async function run<TData, TVariables extends Record<string, unknown>>(
  world: World,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<ExecutionResult<TData>> {
  const contextValue: GraphQLContext = { world, origin: TEST_ORIGIN, displayTimeIntervalMs: 20 };
  return (await execute({ schema: createMockSchema(), document, variableValues: variables, contextValue })) as ExecutionResult<TData>;
}

/** Executes and fails on GraphQL errors, returning the data. */
export async function data<TData, TVariables extends Record<string, unknown>>(
  world: World,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const result = await run(world, document, variables);
  if (result.errors?.length) throw new Error(result.errors.map((error) => `${error.message} at ${error.path?.join('.') ?? '?'}`).join('\n'));
  if (!result.data) throw new Error('No data');
  return result.data;
}

/** Starts a subscription; returns its iterator (fails when the subscription could not start). */
export async function startSubscription<TData>(
  world: World,
  document: TypedDocumentNode<TData, Record<string, unknown>> | DocumentNode,
  variables?: Record<string, unknown>,
): Promise<AsyncGenerator<ExecutionResult<TData>>> {
  const contextValue: GraphQLContext = { world, origin: TEST_ORIGIN, displayTimeIntervalMs: 20 };
  const result = await subscribe({ schema: createMockSchema(), document, variableValues: variables, contextValue });
  if (!(Symbol.asyncIterator in result)) throw new Error(`Subscription failed: ${JSON.stringify(result.errors)}`);
  return result as AsyncGenerator<ExecutionResult<TData>>;
}

/** The next event of a subscription, or a failure after `ms`. */
export async function nextEvent<T>(iterator: AsyncIterator<T>, ms = 2000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No event within ${ms} ms`)), ms);
  });
  try {
    const result = await Promise.race([iterator.next(), timeout]);
    if (result.done) throw new Error('The subscription ended');
    return result.value;
  } finally {
    clearTimeout(timer);
  }
}
