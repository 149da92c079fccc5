/**
 * What every resolver gets: the world of this request and the origin the client called (image and share
 * URLs are absolute on that origin). The schema is built once; the world arrives per request.
 */
import { GraphQLError } from 'graphql';
import type { World } from '../db/world.ts';

export interface GraphQLContext {
  world: World;
  /** `http://localhost:5173`; empty for root-relative URLs. */
  origin: string;
  /** displayTimeUpdated tick interval for this connection (defaults to DISPLAY_TIME_INTERVAL_MS). */
  displayTimeIntervalMs?: number;
  /**
   * When this request's time budget runs out (`performance.now()` milliseconds): every resolver that
   * starts later fails with `TimeBudgetExceeded`, so one request cannot keep the server from the rest.
   */
  deadline?: number;
  /**
   * The instant this answer is made at (epoch milliseconds, a whole second), fixed when the request starts so
   * every part of one answer sees the same time and the memo's key names it (http.ts); without it, the clock's
   * current whole second.
   */
  atMs?: number;
}

/** A resolver started after its request's time budget ran out. */
export class TimeBudgetExceeded extends Error {
  constructor() {
    super("The request ran past the mock server's time budget.");
  }
}

/** Throws TimeBudgetExceeded once the request's deadline has passed. */
export function checkBudget(ctx: Partial<GraphQLContext> | undefined): void {
  if (ctx?.deadline !== undefined && performance.now() > ctx.deadline) throw new TimeBudgetExceeded();
}

/**
 * The instant a GraphQL answer is made at: the world clock's whole second. Every answer is then a function of the
 * second (a live airing's progress moves by the second, not the millisecond), so a read repeated within the same
 * second is served from the memo (core/answer-cache.ts keys on the second).
 */
export function nowMs(ctx: GraphQLContext): number {
  return ctx.atMs ?? wholeSecondOf(ctx.world.clock.now().getTime());
}

/** The whole second (epoch milliseconds) an instant falls in. */
export function wholeSecondOf(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

export function nowIso(ctx: GraphQLContext): string {
  return new Date(nowMs(ctx)).toISOString();
}

/** A GraphQL error with a machine-readable `extensions.code` (and the player's `errorCode`). */
export function graphQLError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, errorCode: code } });
}

/** Page sizes and counts must be positive (the contract's 'Bad pageSize'). */
export function checkPageSize(value: number | null | undefined): void {
  if (value !== null && value !== undefined && value <= 0) throw graphQLError('Bad pageSize', 'BAD_USER_INPUT');
}

/** Notes that the account changed outside a specific event (persistence listens to accountChanged). */
export function touchAccount(ctx: GraphQLContext): void {
  ctx.world.events.emit('accountChanged', {});
}
