/**
 * A subscription check passes only when it saw what it subscribed to. Against a backend whose graphql-ws
 * endpoint acknowledges the connection and then ignores every `subscribe`, every subscription the checker
 * can make fire fails, saying what it did and what never came; the ones nothing in the contracts lets it
 * cause are "not observed" (skipped), never passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../scripts/conformance/cli.ts';
import { loadGraphQLContract } from '../../scripts/conformance/graphql/contract.ts';
import { periodOf } from '../../scripts/conformance/graphql/periodic-subscription.ts';
import type { CheckResult } from '../../scripts/conformance/model.ts';
import { captureIo, SESSION } from './support/cli-io.ts';
import { sessionWorld } from '../mocks/support/session-world.ts';
import { startIgnoringSubscribeServer, type IgnoringSubscribeServer } from './support/ignoring-subscribe-server.ts';

/** The subscriptions the checker can make fire: a mutation it undoes, a period, a billing change it undoes. */
const OBSERVABLE = ['ChannelIsFavoriteChanged', 'ShowFollowCreated', 'ShowFollowDeleted', 'DisplayTimeUpdated', 'UserSubscriptionChanged'];
/** The ones nothing in the contracts lets it cause. */
const UNOBSERVABLE = ['NotificationChanged', 'ChannelCurrentBroadcastUpdated', 'PlayerRegistrationChanged'];

describe('the period of a periodic subscription comes from the contract', () => {
  it('reads "when the subscription starts and then every 15 seconds" from displayTimeUpdated, and no period elsewhere', async () => {
    const contract = await loadGraphQLContract();
    expect(periodOf(contract, 'displayTimeUpdated')).toEqual({ everyMs: 15_000, atStart: true, words: 'every 15 seconds' });
    for (const field of ['notificationChanged', 'channelIsFavoriteChanged', 'channelCurrentBroadcastUpdated', 'userSubscriptionChanged']) {
      expect(periodOf(contract, field), field).toBeNull();
    }
  });
});

describe('a graphql-ws endpoint that acknowledges and then ignores every subscribe', () => {
  let server: IgnoringSubscribeServer;
  let results: CheckResult[];
  let exitCode: number;
  let stdout: string;
  let before: unknown;

  async function accountState(): Promise<unknown> {
    const { account } = await sessionWorld(server.mock.backend, 'airwave_session=conformance-test');
    const response = await fetch(`${server.mock.url}/billing/user_details`, { headers: { cookie: 'airwave_session=conformance-test' } });
    const details = ((await response.json()) as { result?: { fsmState?: unknown; subscribedItems?: { id?: unknown; departingAt?: unknown }[] } }).result;
    return {
      favorites: [...account.favoriteChannelIds].sort(),
      follows: [...account.followedShowIds].sort(),
      fsmState: details?.fsmState,
      items: details?.subscribedItems?.map((item) => `${String(item.id)}:${String(item.departingAt ?? '')}`).sort(),
    };
  }

  beforeAll(async () => {
    server = await startIgnoringSubscribeServer();
    before = await accountState();
    const io = captureIo();
    const url = server.mock.url;
    ({ results, exitCode } = await runConformance(['--rest', url, '--graphql', `${url}/graphql`, '--ws', server.wsUrl, ...SESSION, '--only', 'graphql:ws:connection', '--only', 'graphql:subscription:*'], io));
    stdout = io.stdout();
  }, 180_000);
  afterAll(() => server.close());

  function outcomeOf(operation: string) {
    return results.find((result) => result.id === `graphql:subscription:${operation}`)?.outcome;
  }

  it('connects (the endpoint acknowledges), and receives every subscribe', () => {
    expect(results.find((result) => result.id === 'graphql:ws:connection')?.outcome.status).toBe('passed');
    expect(server.subscribes()).toBeGreaterThanOrEqual(OBSERVABLE.length + UNOBSERVABLE.length);
  });

  it('passes no subscription check', () => {
    expect(results).toHaveLength(1 + OBSERVABLE.length + UNOBSERVABLE.length);
    const subscriptions = results.filter((result) => result.id.startsWith('graphql:subscription:'));
    expect(subscriptions.map((result) => result.operation).sort()).toEqual([...OBSERVABLE, ...UNOBSERVABLE].sort());
    expect(subscriptions.filter((result) => result.outcome.status === 'passed').map((result) => result.id)).toEqual([]);
    expect(exitCode).toBe(1);
  });

  it.each([
    ['ChannelIsFavoriteChanged', /^no Subscription\.channelIsFavoriteChanged event for Channel\.channelId "[^"]+" within 10000 ms after (CreateFavoriteChannel|DeleteFavoriteChannel) \(made \d+ times, undone between\)$/],
    ['ShowFollowCreated', /^no Subscription\.showFollowCreated event for Show\.showId "[^"]+" within 10000 ms after CreateFollow \(made \d+ times, undone between\)$/],
    ['ShowFollowDeleted', /^no Subscription\.showFollowDeleted event for Show\.showId "[^"]+" within 10000 ms after DeleteFollow \(made \d+ times, undone between\)$/],
    ['DisplayTimeUpdated', /^no Subscription\.displayTimeUpdated event when the subscription started \(waited 10000 ms\): the contract pushes it every 15 seconds$/],
    ['UserSubscriptionChanged', /^no Subscription\.userSubscriptionChanged event within 10000 ms after POST \/billing\/depart$/],
  ])('fails %s, saying what never came', (operation, message) => {
    const outcome = outcomeOf(operation);
    expect(outcome?.status, JSON.stringify(outcome)).toBe('failed');
    if (outcome?.status !== 'failed') return;
    expect(outcome.failure.message).toMatch(message);
    expect(outcome.failure.reproduction).toContain(`npx wscat -c ${server.wsUrl}`);
    expect(stdout).toContain(outcome.failure.message);
  });

  it.each(UNOBSERVABLE)('reports %s as not observed (skipped, with the reason), never as passed', (operation) => {
    const outcome = outcomeOf(operation);
    expect(outcome).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/^not observed: \w+ fires when .+, so its delivery is not checked; the subscription was accepted/) as unknown });
  });

  it('leaves the account as it found it: favorites, follows and the subscription put back', async () => {
    expect(await accountState()).toEqual(before);
  });
});
