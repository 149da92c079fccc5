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
 * Sign-in: the upgrade's session cookie, or the sender's session token as the `connection_init` payload's
 * `sessionToken` (a cast receiver's; then only the receiver's reads run, ./token-scope.ts). Neither: 4403.
 *
 * Dropping needs the transport's socket, read from the connection's `extra`: `extra.socket.terminate()`
 * (node `ws`, what useServer passes: the client sees 1006 and reconnects) or
 * `extra.socket.close(code, reason)` (closed with 1012 'service restart', which graphql-ws clients retry).
 * Without either, the operation ends with a GraphQL error 'Mock fault: socket dropped' instead.
 *
 * Limits of one socket (GRAPHQL_WS_LIMITS, in the table of mocks/README.md), on every transport: a subscribe past
 * the live subscriptions or the operations in flight is answered with an `error` for its id (code
 * QUERY_LIMIT_EXCEEDED, the message naming the limit) before its document is parsed, and the socket stays
 * usable; a socket that does not read what it is sent is cut once the server holds more than
 * `maxBufferedBytes` for it (where the transport says how much it holds: node's `ws`). The frame size is
 * the transport's (the standalone server's body limit).
 */
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { Context, ServerOptions } from 'graphql-ws';
import type { World } from '../db/world.ts';
import { faultsFor, type Fault } from '../scenarios/faults.ts';
import type { GraphQLContext } from './context.ts';
import { prepareDocument, selectOperation } from './documents.ts';
import { LIMIT_ERROR_CODE } from './limits.ts';
import { createMockSchema } from './schema.ts';
import { withinTokenScope } from './token-scope.ts';
import { PAGE_SESSION, SESSION_COOKIE } from '../core/exchange.ts';
import { cookieSessionOf, requestSession, SESSION_TOKEN_HEADER, type RequestSession } from '../rest/session-token.ts';

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

/** What one graphql-ws socket may ask of the server at once. */
export const GRAPHQL_WS_LIMITS = {
  /** Live subscriptions (the app holds fewer than ten on its one socket). */
  maxSubscriptions: 100,
  /** Operations started and not yet answered, subscriptions not yet live included (Apollo sends queries over HTTP). */
  maxInFlight: 25,
  /** Bytes the server may hold unsent for a socket that does not read; past it the socket is cut. */
  maxBufferedBytes: 4 * 1024 * 1024,
} as const;

interface DroppableSocket {
  terminate?: () => void;
  close?: (code?: number, reason?: string) => void;
}

interface ConnectionState {
  /** Operation ids that drop the socket after their first event. */
  dropAfterFirst: Set<string>;
  /** Operation ids whose next event fails (no socket to drop). */
  failNext: Set<string>;
  /** Operations let in and whether each is a subscription; an id graphql-ws no longer holds has ended. */
  admitted: Map<string, 'subscription' | 'operation'>;
  /** Waits (delay faults) to end at once when the socket closes. */
  onClose: Set<() => void>;
  /** Signed in by the sender's session token (connection_init), not the cookie: the receiver's reads only. */
  tokenScoped: boolean;
}

const states = new WeakMap<object, ConnectionState>();

function stateOf(ctx: Context): ConnectionState {
  let state = states.get(ctx);
  if (!state) {
    state = { dropAfterFirst: new Set(), failNext: new Set(), admitted: new Map(), onClose: new Set(), tokenScoped: false };
    states.set(ctx, state);
  }
  return state;
}

function limitError(message: string): GraphQLError[] {
  return [new GraphQLError(`${message} (a limit of the mock server, see mocks/README.md).`, { extensions: { code: LIMIT_ERROR_CODE } })];
}

/**
 * Why this socket may not start operation `id` now, or undefined: too many operations in flight, too many live
 * subscriptions. Counted over what the socket holds (graphql-ws's `ctx.subscriptions`: null while an operation
 * runs or a subscription sets up, its stream once live), so an operation that ended in any way is not counted.
 */
function overLimit(ctx: Context, state: ConnectionState, id: string, isSubscription: () => boolean): GraphQLError[] | undefined {
  let inFlight = 0;
  let subscriptions = 0;
  for (const [admittedId, kind] of state.admitted) {
    if (admittedId === id || !(admittedId in ctx.subscriptions)) {
      state.admitted.delete(admittedId);
      continue;
    }
    if (ctx.subscriptions[admittedId] === null) inFlight += 1;
    if (kind === 'subscription') subscriptions += 1;
  }
  if (inFlight >= GRAPHQL_WS_LIMITS.maxInFlight) {
    return limitError(`This socket already has ${GRAPHQL_WS_LIMITS.maxInFlight} operations in flight, the most it may; send it again when one has answered`);
  }
  const subscription = isSubscription();
  if (subscription && subscriptions >= GRAPHQL_WS_LIMITS.maxSubscriptions) {
    return limitError(`This socket already holds ${GRAPHQL_WS_LIMITS.maxSubscriptions} live subscriptions, the most it may; complete one before subscribing again`);
  }
  state.admitted.set(id, subscription ? 'subscription' : 'operation');
  return undefined;
}

/** Cuts a socket for which the transport holds more than the limit unsent (a client that does not read); true when cut. */
function cutIfBehind(ctx: Context): boolean {
  const socket = record(record(ctx.extra)?.socket);
  const buffered = socket?.bufferedAmount;
  if (typeof buffered !== 'number' || buffered <= GRAPHQL_WS_LIMITS.maxBufferedBytes) return false;
  console.warn(`[mock server] cut a graphql-ws socket that fell ${buffered} bytes behind (the limit is ${GRAPHQL_WS_LIMITS.maxBufferedBytes}).`);
  drop(ctx);
  return true;
}

/** Waits `ms`, or less if the socket closes first. */
function pause(ctx: Context, ms: number): Promise<void> {
  const state = stateOf(ctx);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      state.onClose.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    state.onClose.add(done);
  });
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

/**
 * Who the socket signs in as: the upgrade's session cookie (the standalone server's request headers; on MSW the
 * page's own session, `extra.pageSession`: its cookie's value, or true for PAGE_SESSION), or the sender's session token in the `connection_init` payload
 * (`{ sessionToken }`, a cast receiver's: a browser cannot set a header on a WebSocket). Null: refused (4403).
 */
function socketSession(world: World, ctx: Context): RequestSession {
  const extra = record(ctx.extra);
  const upgrade = record(record(extra?.request)?.headers);
  const page = extra?.pageSession;
  const cookie = typeof page === 'string' ? page : page === true ? PAGE_SESSION : cookieSessionOf(typeof upgrade?.cookie === 'string' ? upgrade.cookie : undefined);
  const token = ctx.connectionParams?.sessionToken;
  const cookies: Record<string, string> = cookie === '' ? {} : { [SESSION_COOKIE]: cookie };
  const headers: Record<string, string> = typeof token === 'string' ? { [SESSION_TOKEN_HEADER]: token } : {};
  return requestSession(world, { cookies, headers }, true);
}

function faultOf<K extends Fault['kind']>(faults: Fault[], kind: K): Extract<Fault, { kind: K }> | undefined {
  return faults.find((fault): fault is Extract<Fault, { kind: K }> => fault.kind === kind);
}

/**
 * `world`: the world every operation of the server runs over, or how to find the one a connection addresses (the
 * standalone server's per-session worlds: asked when the socket connects and at each subscribe).
 */
export function graphqlWsServerOptions(world: World | ((ctx: Context) => Promise<World>), input: GraphQLWsServerOptionsInput = {}): ServerOptions {
  const schema = createMockSchema();
  const worldOf = typeof world === 'function' ? world : async () => world;
  return {
    schema,
    async onConnect(ctx) {
      const connected = await worldOf(ctx);
      const faults = faultsFor(connected.faults, SOCKET_FAULT_NAME);
      if (faultOf(faults, 'drop-socket') || faultOf(faults, 'network')) {
        if (drop(ctx)) return false;
      }
      if (faultOf(faults, 'unauthorized')) return false;
      const session = socketSession(connected, ctx);
      if (!session) return false;
      stateOf(ctx).tokenScoped = session.via === 'token';
      return true;
    },
    onClose(ctx) {
      for (const wake of [...stateOf(ctx).onClose]) wake();
    },
    async onSubscribe(ctx, id, payload) {
      if (cutIfBehind(ctx)) return [new GraphQLError('The socket was cut: it did not read what it was sent.')];
      // Counted before anything is parsed, so a burst past the limits costs the server next to nothing.
      let prepared: ReturnType<typeof prepareDocument> | undefined;
      const prepare = () => (prepared ??= prepareDocument(payload.query));
      const refused = overLimit(ctx, stateOf(ctx), id, () => {
        const document = prepare();
        return document.errors.length === 0 && selectOperation(document, payload.operationName)?.operation === 'subscription';
      });
      if (refused) return refused;
      const document = prepare();
      if (document.errors.length > 0) return document.errors;
      const operation = selectOperation(document, payload.operationName);
      if (!operation) return [new GraphQLError(payload.operationName ? `Unknown operation named "${payload.operationName}".` : 'Must provide operation name.')];
      if (stateOf(ctx).tokenScoped && !withinTokenScope(payload.query, payload.operationName)) {
        return [new GraphQLError("The session token signs in to the receiver's player reads only; this operation needs the session cookie.", { extensions: { code: 'UNAUTHENTICATED' } })];
      }
      const name = payload.operationName ?? operation.name?.value ?? '';
      const addressed = await worldOf(ctx);
      const faults = [...faultsFor(addressed.faults, name), ...faultsFor(addressed.faults, SOCKET_FAULT_NAME).filter((fault) => fault.kind === 'unauthorized')];
      const delay = faultOf(faults, 'delay');
      if (delay) {
        await pause(ctx, delay.ms);
        // The client went away meanwhile: nothing to run, nobody to answer.
        if (!(id in ctx.subscriptions)) return [new GraphQLError('The socket closed before the operation started.')];
      }
      if (faultOf(faults, 'network') && drop(ctx)) return [new GraphQLError('Mock fault: socket dropped')];
      if (faultOf(faults, 'unauthorized')) {
        return [new GraphQLError('Unauthorized: the session expired.', { extensions: { code: 'UNAUTHORIZED' } })];
      }
      const graphqlError = faultOf(faults, 'graphql-error');
      if (graphqlError) return [new GraphQLError(graphqlError.message, { extensions: { code: 'MOCK_FAULT' } })];
      if (faultOf(faults, 'drop-socket')) stateOf(ctx).dropAfterFirst.add(id);
      const contextValue: GraphQLContext = {
        world: addressed,
        origin: originOf(ctx, input.origin),
        ...(input.displayTimeIntervalMs !== undefined ? { displayTimeIntervalMs: input.displayTimeIntervalMs } : {}),
      };
      const args: ExecutionArgs = {
        schema,
        document: document.document,
        operationName: operation.name?.value ?? payload.operationName ?? null,
        variableValues: payload.variables ?? undefined,
        contextValue,
      };
      return args;
    },
    onNext(ctx, id) {
      if (cutIfBehind(ctx)) return;
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
