/**
 * The world a session's requests reach on the standalone server (a world per session: mocks/worlds/places.ts), for
 * a test that looks into it (its listeners, its account) or sets it up directly.
 */
import type { MockBackend } from '../../../mocks/backend.ts';
import type { SeededWorld } from '../../../mocks/scenarios/create-world.ts';
import { parseCookies } from '../../../mocks/core/exchange.ts';

/** `cookie`: the Cookie header the test's requests send (`airwave_session=…`). */
export function sessionWorld(backend: MockBackend, cookie: string): Promise<SeededWorld> {
  return backend.worldFor({ headers: {}, cookies: parseCookies(cookie) });
}
