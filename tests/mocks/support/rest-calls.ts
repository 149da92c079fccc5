/**
 * Calling the REST operations directly: a world on a clock the test moves, hand-built MockRequests and
 * a `call` that answers with the status, the JSON body and the headers a client would see.
 */
import { SESSION_COOKIE, type MockRequest, type MockResponse } from '../../../mocks/core/exchange.ts';
import { createWorld } from '../../../mocks/scenarios/create-world.ts';
import type { World } from '../../../mocks/db/world.ts';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import { handleRest } from '../../../mocks/rest/router.ts';
import type { FaultSettings } from '../../../mocks/scenarios/faults.ts';
import { TEST_NOW } from '../../support/clock.ts';

export const ORIGIN = 'http://airwave.test';
/** Every test world starts at the test clock's instant (tests/support/clock.ts). */
export const START = TEST_NOW.getTime();

export interface TestWorld {
  world: World;
  /** Moves the world's clock forward. */
  advance(ms: number): void;
}

export function testWorld(persona: PersonaId = 'core-subscriber', faults: FaultSettings = {}): TestWorld {
  let now = START;
  const world = createWorld({ persona, now: () => new Date(now), faults });
  return {
    world,
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface RequestOptions {
  body?: unknown;
  /** Defaults to `application/json` when a body is given. */
  contentType?: string;
  headers?: Record<string, string>;
  /** Send the session cookie (default true). */
  signedIn?: boolean;
  bodyError?: string;
}

/** A MockRequest for `METHOD /path?query`. */
export function request(method: string, pathAndQuery: string, options: RequestOptions = {}): MockRequest {
  const url = new URL(pathAndQuery, ORIGIN);
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  return {
    method,
    origin: ORIGIN,
    path: url.pathname,
    query: url.searchParams,
    headers,
    cookies: options.signedIn === false ? {} : { [SESSION_COOKIE]: 'test-session' },
    body: options.body,
    ...(options.bodyError === undefined ? {} : { bodyError: options.bodyError }),
  };
}

export interface CallResult {
  status: number;
  /** The JSON body (undefined for bytes or no body). */
  body: Record<string, unknown>;
  headers: Record<string, string>;
  response: MockResponse;
}

export async function send(world: World, mockRequest: MockRequest): Promise<CallResult> {
  const response = await handleRest(world, mockRequest);
  if (!response) throw new Error(`handleRest did not take ${mockRequest.method} ${mockRequest.path}`);
  return {
    status: response.status,
    body: (response.body.kind === 'json' ? response.body.value : undefined) as Record<string, unknown>,
    headers: response.headers ?? {},
    response,
  };
}

export function call(world: World, method: string, pathAndQuery: string, options: RequestOptions = {}): Promise<CallResult> {
  return send(world, request(method, pathAndQuery, options));
}
