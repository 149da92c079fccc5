/**
 * graphql-ws (`graphql-transport-ws`) server options over one world, for the transports to plug into
 * graphql-ws: `makeServer(options)` behind MSW's ws link in the browser and vitest, `useServer(options,
 * wss)` on the standalone node server. The context of every operation is `{ world, origin }`.
 *
 * Faults, read from `world.faults` when an operation starts (so control changes apply to new
 * subscriptions):
 * - `{Operation}:drop-socket` (or `*:drop-socket`): the socket drops right after the operation's first event;
 * - `graphql-ws:drop-socket` or `graphql-ws:network`: the socket drops at once when it connects;
 * - `{Operation}:network`: the socket drops when the operation starts;
 * - `{Operation}:graphql-error=message`: the operation fails with that GraphQL error;
 * - `{Operation}:unauthorized` (or `graphql-ws:unauthorized`): an error with code UNAUTHORIZED (the
 *   client's session-expired rule) / the connection is refused (4403);
 * - `{Operation}:delay=ms`: the operation starts after the delay.
 *
 * Dropping needs the transport's socket, read from the connection's `extra`: `extra.socket.terminate()`
 * (node `ws`, what useServer passes: the client sees 1006 and reconnects) or
 * `extra.socket.close(code, reason)` (closed with 1012 'service restart', which graphql-ws clients retry).
 * Without either, the operation ends with a GraphQL error 'Mock fault: socket dropped' instead.
 */
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { Context, ServerOptions } from 'graphql-ws';
import type { World } from '../db/world.ts';
import { faultsFor, type Fault } from '../scenarios/faults.ts';
import type { GraphQLContext } from './context.ts';
import { prepareDocument, selectOperation } from './documents.ts';
import { createMockSchema } from './schema.ts';

/** The pseudo operation name for faults of the socket itself. */
export const SOCKET_FAULT_NAME = 'graphql-ws';
/** Close code used when the socket can only be closed (not terminated): 1012 service restart, retried by clients. */
export const DROP_CLOSE_CODE = 1012;

export interface GraphQLWsServerOptionsInput {
  /** Origin for absolute image and share URLs; defaults to the upgrade request's Origin/Host header, else root-relative. */
  origin?: string;
  /** displayTimeUpdated (and current-broadcast check) interval for this server's operations. */
  displayTimeIntervalMs?: number;
}

interface DroppableSocket {
  terminate?: () => void;
  close?: (code?: number, reason?: string) => void;
}

interface ConnectionState {
  /** Operation ids that drop the socket after their first event. */
  dropAfterFirst: Set<string>;
  /** Operation ids whose next event fails (no socket to drop). */
  failNext: Set<string>;
}

const states = new WeakMap<object, ConnectionState>();

function stateOf(ctx: Context): ConnectionState {
  let state = states.get(ctx);
  if (!state) {
    state = { dropAfterFirst: new Set(), failNext: new Set() };
    states.set(ctx, state);
  }
  return state;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function socketOf(ctx: Context): DroppableSocket | undefined {
  const socket = record(record(ctx.extra)?.socket);
  if (!socket) return undefined;
  const terminate = typeof socket.terminate === 'function' ? (socket.terminate as () => void).bind(socket) : undefined;
  const close = typeof socket.close === 'function' ? (socket.close as (code?: number, reason?: string) => void).bind(socket) : undefined;
  return terminate || close ? { terminate, close } : undefined;
}

/** Drops the connection; false when the transport gave no way to. */
function drop(ctx: Context): boolean {
  const socket = socketOf(ctx);
  if (socket?.terminate) socket.terminate();
  else if (socket?.close) socket.close(DROP_CLOSE_CODE, 'Mock fault: socket dropped');
  else return false;
  return true;
}

function originOf(ctx: Context, configured: string | undefined): string {
  if (configured !== undefined) return configured;
  const headers = record(record(record(ctx.extra)?.request)?.headers);
  const origin = headers?.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const host = headers?.host;
  return typeof host === 'string' && host !== '' ? `http://${host}` : '';
}

function faultOf<K extends Fault['kind']>(faults: Fault[], kind: K): Extract<Fault, { kind: K }> | undefined {
  return faults.find((fault): fault is Extract<Fault, { kind: K }> => fault.kind === kind);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function graphqlWsServerOptions(world: World, input: GraphQLWsServerOptionsInput = {}): ServerOptions {
  const schema = createMockSchema();
  return {
    schema,
    onConnect(ctx) {
      const faults = faultsFor(world.faults, SOCKET_FAULT_NAME);
      if (faultOf(faults, 'drop-socket') || faultOf(faults, 'network')) {
        if (drop(ctx)) return false;
      }
      if (faultOf(faults, 'unauthorized')) return false;
      return true;
    },
    async onSubscribe(ctx, id, payload) {
      const prepared = prepareDocument(payload.query);
      if (prepared.errors.length > 0) return prepared.errors;
      const operation = selectOperation(prepared, payload.operationName);
      if (!operation) return [new GraphQLError(payload.operationName ? `Unknown operation named "${payload.operationName}".` : 'Must provide operation name.')];
      const name = payload.operationName ?? operation.name?.value ?? '';
      const faults = [...faultsFor(world.faults, name), ...faultsFor(world.faults, SOCKET_FAULT_NAME).filter((fault) => fault.kind === 'unauthorized')];
      const delay = faultOf(faults, 'delay');
      if (delay) await sleep(delay.ms);
      if (faultOf(faults, 'network') && drop(ctx)) return [new GraphQLError('Mock fault: socket dropped')];
      if (faultOf(faults, 'unauthorized')) {
        return [new GraphQLError('Unauthorized: the session expired.', { extensions: { code: 'UNAUTHORIZED' } })];
      }
      const graphqlError = faultOf(faults, 'graphql-error');
      if (graphqlError) return [new GraphQLError(graphqlError.message, { extensions: { code: 'MOCK_FAULT' } })];
      if (faultOf(faults, 'drop-socket')) stateOf(ctx).dropAfterFirst.add(id);
      const contextValue: GraphQLContext = {
        world,
        origin: originOf(ctx, input.origin),
        ...(input.displayTimeIntervalMs !== undefined ? { displayTimeIntervalMs: input.displayTimeIntervalMs } : {}),
      };
      const args: ExecutionArgs = {
        schema,
        document: prepared.document,
        operationName: operation.name?.value ?? payload.operationName ?? null,
        variableValues: payload.variables ?? undefined,
        contextValue,
      };
      return args;
    },
    onNext(ctx, id) {
      const state = stateOf(ctx);
      if (state.failNext.delete(id)) throw new Error('Mock fault: socket dropped');
      if (state.dropAfterFirst.delete(id)) {
        // Let this first event go out, then drop.
        if (socketOf(ctx)) setTimeout(() => drop(ctx), 20);
        else state.failNext.add(id);
      }
    },
    onComplete(ctx, id) {
      const state = stateOf(ctx);
      state.dropAfterFirst.delete(id);
      state.failNext.delete(id);
    },
  };
}
