/**
 * The REST half of the checker: for every operation of the three OpenAPI contracts, positive,
 * negative, auth and method checks, plus the stateful journeys. Journeys come first in the plan so
 * they run before the examples that change the account (both share the 'account' exclusive key and
 * the runner starts waiting checks in plan order).
 */
import { operations, valueAt, type ContractName as RestContract, type OperationInfo } from '../../../common/openapi/contracts.ts';
import type { Check, Target } from '../model.ts';
import { authChecks } from './auth.ts';
import { LiveFixtures } from './fixtures.ts';
import { journeyChecks } from './journeys.ts';
import { methodChecks } from './method.ts';
import { negativeChecks } from './negative.ts';
import { playbackDashChecks } from './playback-dash.ts';
import { playbackMediaChecks } from './playback-media.ts';
import { positiveChecks } from './positive.ts';

function tagOf(operation: OperationInfo): string {
  const tags = valueAt(operation.contract, [...operation.pointer, 'tags']);
  return Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : operation.contract;
}

const CONTRACT_ORDER: readonly RestContract[] = ['profile', 'billing', 'playback'];

/** `signal` is the run's (Ctrl-C, --deadline): the shared lookups and the journeys' steps stop with it. */
export function planRestChecks(target: Target, signal?: AbortSignal): Check[] {
  if (!target.rest) return [];
  const fixtures = new LiveFixtures(target, signal);
  const journeys = [...journeyChecks(fixtures), ...playbackMediaChecks(fixtures), ...playbackDashChecks(fixtures)];
  const checks: Check[] = [];
  for (const contract of CONTRACT_ORDER) {
    const inContract = operations.filter((operation) => operation.contract === contract);
    checks.push(...journeys.filter((journey) => journey.contract === contract));
    for (const operation of inContract) {
      const tag = tagOf(operation);
      checks.push(...positiveChecks(target, operation, fixtures, tag));
      checks.push(...negativeChecks(target, operation, fixtures, tag));
      checks.push(...authChecks(target, operation, fixtures, tag));
    }
    checks.push(...methodChecks(target, inContract, tagOf));
  }
  return checks;
}
