/**
 * A REST server that has built only part of the contracts: the standalone mock server answering five
 * profile operations (list, avatars, create, switch, delete), and its generic not-found — the node:http
 * adapter's `Nothing is mocked at <path>.` — to everything else, as a backend part-way through its work
 * answers what its router does not know. With `createAnswers201`, creating a profile makes it but answers
 * 201, a status the contract does not document (a journey then fails at its create step, after the
 * server made the profile).
 */
import type { MockRequest, MockResponse } from '../../../mocks/core/exchange.ts';
import { matchPath } from '../../../mocks/rest/router.ts';
import { startMockServer, type RunningMockServer } from '../../../mocks/server.ts';
import { runningClock } from '../../support/clock.ts';
import { sessionWorld } from '../../mocks/support/session-world.ts';
import { SESSION } from './cli-io.ts';

/** The operations the partial server has built. */
export const IMPLEMENTED = ['listProfiles', 'listAvatars', 'createProfile', 'switchProfile', 'deleteProfile'] as const;

export interface PartialRestServer extends RunningMockServer {
  /** The ids and names of the checker's session's account's profiles right now. */
  profiles: () => Promise<{ id: string; name: string }[]>;
}

function operationOf(request: MockRequest): string | null {
  const match = matchPath(request.path).find((candidate) => candidate.route.operation.method === request.method.toUpperCase());
  return match?.route.operation.operationId ?? null;
}

export async function startPartialRestServer(options: { createAnswers201?: boolean } = {}): Promise<PartialRestServer> {
  const running = await startMockServer({ port: 0, now: runningClock() });
  const handle = running.backend.handle;
  const built = new Set<string>(IMPLEMENTED);
  // The node:http adapter calls `backend.handle` on every request, and answers its generic 404 when that
  // gives nothing back (a test-only seam).
  running.backend.handle = async (request: MockRequest): Promise<MockResponse | null> => {
    const operationId = operationOf(request);
    if (!operationId || !built.has(operationId)) return null;
    const response = await handle(request);
    if (options.createAnswers201 && operationId === 'createProfile' && response?.status === 200) return { ...response, status: 201 };
    return response;
  };
  // The checker's session's world (SESSION, cli-io.ts): a world per session on the standalone server.
  const profiles = async () => (await sessionWorld(running.backend, SESSION[1] ?? '')).account.profiles.map((profile) => ({ id: profile.id, name: profile.name }));
  return Object.assign(running, { profiles });
}
