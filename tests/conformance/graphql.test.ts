/**
 * The GraphQL half of the conformance checker, end to end: against the standalone mock server every check
 * passes (and the account is left as it was found); against a server with planted faults each fault is
 * reported by its own check with a message naming the operations it breaks, and nothing else fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { planGraphQLChecks } from '../../scripts/conformance/graphql/index.ts';
import { CheckerSetupError, type Check, type CheckOutcome, type Target } from '../../scripts/conformance/model.ts';
import { plantedFaults, startBrokenGraphQLServer, type PlantedFault } from './support/broken-graphql-server.ts';
import { runningClock } from '../support/clock.ts';
import { sessionWorld } from '../mocks/support/session-world.ts';
import { PATIENT_MS } from './support/cli-io.ts';

const ACK_TIMEOUT_MS = 400;

/** Subscriptions the checker cannot make fire over GraphQL alone (see scripts/conformance/graphql/subscriptions.ts). */
const NOT_OBSERVED_WITHOUT_REST = ['NotificationChanged', 'ChannelCurrentBroadcastUpdated', 'PlayerRegistrationChanged', 'UserSubscriptionChanged'];

/** Every request may take the patient budget: what is checked is what the server answers, not the machine's speed. */
function targetFor(graphqlUrl: string, wsUrl: string): Target {
  return { rest: null, graphqlUrl, wsUrl, cookies: { airwave_session: 'conformance' }, headers: {}, timeoutMs: PATIENT_MS };
}

/** Runs checks four at a time; checks sharing an exclusiveKey run one after another (as the runner does). */
async function runAll(checks: Check[], target: Target): Promise<Map<string, CheckOutcome>> {
  const lanes = new Map<string, Check[]>();
  checks.forEach((check, index) => {
    const lane = check.exclusiveKey ?? `#${index}`;
    lanes.set(lane, [...(lanes.get(lane) ?? []), check]);
  });
  const pending = [...lanes.values()];
  const outcomes = new Map<string, CheckOutcome>();
  const signal = new AbortController().signal;
  const worker = async () => {
    for (let lane = pending.shift(); lane; lane = pending.shift()) {
      for (const check of lane) outcomes.set(check.id, await check.run({ target, signal }));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return outcomes;
}

function idsWith(outcomes: Map<string, CheckOutcome>, status: CheckOutcome['status']): string[] {
  return [...outcomes].filter(([, outcome]) => outcome.status === status).map(([id]) => id).sort();
}

function matches(pattern: string, id: string): boolean {
  return pattern.endsWith('*') ? id.startsWith(pattern.slice(0, -1)) : id === pattern;
}

describe('GraphQL conformance against the standalone mock server', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, now: runningClock() });
  });
  afterAll(() => server.close());

  it('passes every check, covering every contract operation, and leaves the account as it found it', async () => {
    // The checker's session's world (a world per session on the standalone server).
    const { account } = await sessionWorld(server.backend, 'airwave_session=conformance');
    const before = { favorites: [...account.favoriteChannelIds].sort(), follows: [...account.followedShowIds].sort() };
    // The checker is a program (no browser Origin): it opens the subscriptions socket with the server's token.
    const target = { ...targetFor(`${server.url}/graphql`, `${server.url.replace(/^http/, 'ws')}/graphql-subscriptions`), headers: { 'x-mock-token': server.token } };
    const checks = await planGraphQLChecks(target, { ackTimeoutMs: 2000 });
    const outcomes = await runAll(checks, target);

    // Skipped as "not observed", never passed: nothing in the contracts lets the checker cause these events,
    // and userSubscriptionChanged fires on REST billing changes (no --rest here).
    const notPassed = [...outcomes].filter(([, outcome]) => outcome.status !== 'passed');
    expect(notPassed.map(([id, outcome]) => [id, outcome.status]).sort(), JSON.stringify(notPassed, null, 2)).toEqual(
      NOT_OBSERVED_WITHOUT_REST.map((name) => [`graphql:subscription:${name}`, 'skipped']).sort(),
    );
    for (const [, outcome] of notPassed) expect(outcome).toMatchObject({ reason: expect.stringMatching(/^not observed: /) as unknown });
    expect(checks.every((check) => check.contract === 'graphql')).toBe(true);
    const ids = checks.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('graphql:schema:matches');
    expect(ids).toEqual(expect.arrayContaining(['graphql:validate:Page', 'graphql:run:Page', 'graphql:run:Tiles', 'graphql:run:ChannelIsFavorite']));
    expect(ids).toEqual(expect.arrayContaining(['graphql:ws:connection', 'graphql:subscription:ChannelIsFavoriteChanged', 'graphql:subscription:ShowFollowCreated']));
    expect(checks.filter((check) => check.kind === 'operation-validation')).toHaveLength(31);
    expect(checks.filter((check) => check.kind === 'operation-run')).toHaveLength(13);

    const after = { favorites: [...account.favoriteChannelIds].sort(), follows: [...account.followedShowIds].sort() };
    expect(after).toEqual(before);
    // DisplayTimeUpdated waits for its second push, 15 s after the first (the contract's period).
  }, 300_000);
});

describe('GraphQL conformance against a server with planted faults', () => {
  let broken: Awaited<ReturnType<typeof startBrokenGraphQLServer>>;
  let checks: Check[];
  let outcomes: Map<string, CheckOutcome>;
  beforeAll(async () => {
    broken = await startBrokenGraphQLServer();
    const target = targetFor(broken.graphqlUrl, broken.wsUrl);
    checks = await planGraphQLChecks(target, { ackTimeoutMs: ACK_TIMEOUT_MS });
    outcomes = await runAll(checks, target);
    // The node-identity check reads Home, a show page and its options, some twice, one after another.
  }, 90_000);
  afterAll(() => broken.close());

  // The list is static, so the cases exist at collection time, before the server starts.
  it.each(plantedFaults)('reports $what in $checkId, naming the operations it breaks', (fault: PlantedFault) => {
    const outcome = outcomes.get(fault.checkId);
    expect(outcome?.status, `${fault.checkId}: ${JSON.stringify(outcome)}`).toBe('failed');
    if (outcome?.status !== 'failed') return;
    expect(outcome.failure.message).toContain(fault.messageFragment);
    for (const operation of fault.operations) expect(outcome.failure.message).toContain(operation);
    expect(outcome.failure.reproduction).toBeTruthy();
  });

  it('says how long it waited for the connection_ack', () => {
    const outcome = outcomes.get('graphql:ws:connection');
    expect(outcome).toMatchObject({ status: 'failed', failure: { message: `the server never acknowledged the connection (no connection_ack within ${ACK_TIMEOUT_MS} ms)` } });
  });

  it('fails nothing else: only the planted faults and their direct consequences fail or are skipped', () => {
    const faults = broken.plantedFaults;
    const expectedFailed = faults.flatMap((fault) => [fault.checkId, ...fault.consequences.failed]).sort();
    expect(idsWith(outcomes, 'failed')).toEqual(expectedFailed);

    const skipped = idsWith(outcomes, 'skipped');
    const skipPatterns = faults.flatMap((fault) => fault.consequences.skipped);
    expect(skipped.filter((id) => !skipPatterns.some((pattern) => matches(pattern, id)))).toEqual([]);
    for (const pattern of skipPatterns) expect(skipped.some((id) => matches(pattern, id)), pattern).toBe(true);

    // A consequence points at its cause.
    expect(outcomes.get('graphql:run:AvailableChannels')).toMatchObject({ status: 'skipped', reason: expect.stringContaining('graphql:validate:AvailableChannels') });
    expect(outcomes.get('graphql:validate:AvailableChannels')).toMatchObject({ status: 'failed', failure: { message: expect.stringContaining('Cannot query field "callsign" on type "Channel"') } });
    expect(outcomes.get('graphql:validate:Preferences')).toMatchObject({ status: 'failed', failure: { message: expect.stringContaining('preferences.graphql') } });
    expect(outcomes.size).toBe(checks.length);
  });
});

describe('GraphQL conformance planning', () => {
  it('refuses to plan, naming the URL, when the server cannot be reached', async () => {
    const url = 'http://127.0.0.1:9/graphql';
    const planning = planGraphQLChecks(targetFor(url, 'ws://127.0.0.1:9/graphql-subscriptions'));
    await expect(planning).rejects.toThrow(CheckerSetupError);
    await expect(planning).rejects.toThrow(url);
  });
});
