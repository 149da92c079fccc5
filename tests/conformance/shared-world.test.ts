/**
 * `npm run conformance` against a shared preview's API: two mock server instances, each a process of its own
 * (`npm run mock:server -- --store redis://…`), keeping their worlds in one Redis (a test's own, started and
 * stopped here), behind the shared preview's round-robin balancer. The run's requests go to the two in turn, so the
 * steps of each journey (a profile made, then listed, renamed and deleted; a coupon applied, then read back) are spread
 * over both and pass only when what one instance wrote the other reads; and each subscription check, whose socket
 * stays on one instance while the changes that fire its events go to both, passes only when an instance pushes the
 * events of a change made on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../scripts/conformance/cli.ts';
import type { CheckResult } from '../../scripts/conformance/model.ts';
import { startBalancer, type RunningBalancer } from '../../scripts/shared-preview/balancer.ts';
import { INSTANCE_START_TIMEOUT_MS, startInstance, type RunningInstance } from '../../scripts/shared-preview/instances.ts';
import { startRedisServer, type RedisServer } from '../support/redis-server.ts';
import { captureIo, PATIENT, SESSION } from './support/cli-io.ts';

/** Subscriptions nothing in the contracts lets the checker cause and undo (as against one mock server). */
const NOT_OBSERVED = ['NotificationChanged', 'ChannelCurrentBroadcastUpdated', 'PlayerRegistrationChanged'];
const TOKEN = 'shared-world-conformance';
/** The GraphQL time budget of each instance: generous, since what is checked here is the contracts, not the machine's speed. */
const TIME_BUDGET_MS = '60000';

let redis: RedisServer;
const instances: RunningInstance[] = [];
let balancer: RunningBalancer;
const logged: string[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  for (const name of ['A', 'B']) {
    instances.push(await startInstance({ name: `instance ${name}`, entry: 'mock-server', args: ['--port', '0', '--store', redis.url, '--token', TOKEN, '--time-budget', TIME_BUDGET_MS], output: () => undefined }));
  }
  balancer = await startBalancer({ targets: instances.map((instance) => instance.url), port: 0, log: (line) => logged.push(line) });
}, 3 * INSTANCE_START_TIMEOUT_MS);
afterAll(async () => {
  await balancer?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.close();
});

function failuresOf(results: CheckResult[]): string[] {
  return results.flatMap((result) => (result.outcome.status === 'failed' ? [`${result.id}: ${result.outcome.failure.message}`] : []));
}

describe('conformance against two instances sharing one world', () => {
  it('passes every REST and GraphQL check through the balancer, as against one server, with both instances answering in turn', async () => {
    const io = captureIo();
    const { exitCode, results } = await runConformance(['--rest', balancer.url, '--graphql', `${balancer.url}/graphql`, ...SESSION, ...PATIENT, '--header', `x-mock-token: ${TOKEN}`], io);
    expect(failuresOf(results)).toEqual([]);
    const skipped = results.filter((result) => result.outcome.status === 'skipped');
    expect(skipped.map((result) => result.id).sort()).toEqual(NOT_OBSERVED.map((name) => `graphql:subscription:${name}`).sort());
    for (const name of ['DisplayTimeUpdated', 'UserSubscriptionChanged']) expect(results.find((result) => result.id === `graphql:subscription:${name}`)?.outcome.status).toBe('passed');
    for (const kind of ['positive', 'negative', 'auth', 'method', 'journey'] as const) expect(results.some((result) => result.kind === kind)).toBe(true);
    expect(exitCode).toBe(0);
    // Neither instance was ever skipped: the requests went to each in turn.
    expect(logged).toEqual([]);
  }, 600_000);
});
