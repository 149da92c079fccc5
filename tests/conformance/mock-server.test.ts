/**
 * The checker's first target, the standalone mock server: every REST and GraphQL check passes, the
 * reports are written, and a failure's curl line reproduces the request.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../scripts/conformance/cli.ts';
import type { CheckResult } from '../../scripts/conformance/model.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { captureIo, PATIENT, SESSION } from './support/cli-io.ts';
import { runningClock } from '../support/clock.ts';

let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, now: runningClock() });
});
afterAll(() => server.close());

/** Subscriptions nothing in the contracts lets the checker cause and undo (scripts/conformance/graphql/subscriptions.ts). */
const NOT_OBSERVED = ['NotificationChanged', 'ChannelCurrentBroadcastUpdated', 'PlayerRegistrationChanged'];

function failuresOf(results: CheckResult[]): string[] {
  return results.flatMap((result) => (result.outcome.status === 'failed' ? [`${result.id}: ${result.outcome.failure.message}`] : []));
}

describe('conformance run against the standalone mock server', () => {
  it('passes every REST and GraphQL check, skipping only the subscriptions no contract call can make fire, and exits 0', async () => {
    const io = captureIo();
    const folder = await mkdtemp(path.join(tmpdir(), 'conformance-'));
    const json = path.join(folder, 'report.json');
    // The checker is a program (no browser Origin): it opens the subscriptions socket with the server's token.
    const token = ['--header', `x-mock-token: ${server.token}`];
    const { exitCode, results } = await runConformance(['--rest', server.url, '--graphql', `${server.url}/graphql`, ...SESSION, ...PATIENT, ...token, '--json', json], io);
    expect(failuresOf(results)).toEqual([]);
    // "Not observed" rather than passed on silence: the checker cannot cause (and undo) these events.
    const skipped = results.filter((result) => result.outcome.status === 'skipped');
    expect(skipped.map((result) => result.id).sort()).toEqual(NOT_OBSERVED.map((name) => `graphql:subscription:${name}`).sort());
    for (const result of skipped) expect(result.outcome).toMatchObject({ reason: expect.stringMatching(/^not observed: /) as unknown });
    // The periodic and billing-triggered ones were seen.
    for (const name of ['DisplayTimeUpdated', 'UserSubscriptionChanged']) expect(results.find((result) => result.id === `graphql:subscription:${name}`)?.outcome.status).toBe('passed');
    expect(exitCode).toBe(0);
    const contracts = new Set(results.map((result) => result.contract));
    expect([...contracts]).toEqual(['profile', 'billing', 'playback', 'graphql']);
    const kinds = new Set(results.map((result) => result.kind));
    for (const kind of ['positive', 'negative', 'auth', 'method', 'journey'] as const) expect(kinds).toContain(kind);
    expect(io.stdout()).toMatch(/All \d+ checks passed \(3 skipped\)/);
    const report = JSON.parse(await readFile(json, 'utf8')) as { summary: { total: { failed: number; total: number } } };
    expect(report.summary.total).toMatchObject({ failed: 0, notImplemented: 0, total: results.length });
  }, 300_000);

  it('passes again on a second run, because the checks leave the account as they found it', async () => {
    const { exitCode, results } = await runConformance(['--rest', server.url, ...SESSION, ...PATIENT, '--skip', 'negative', '--skip', 'method'], captureIo());
    expect(failuresOf(results)).toEqual([]);
    expect(results.filter((result) => result.outcome.status === 'skipped').map((result) => result.id)).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it('fails the signed-in checks without a session cookie, and its curl line reproduces the 401', async () => {
    const { exitCode, results } = await runConformance(['--rest', server.url, ...PATIENT, '--only', 'getUserDetails', '--only', 'checkGeoFence'], captureIo());
    expect(exitCode).toBe(1);
    const failure = results.find((result) => result.operation === 'getUserDetails' && result.kind === 'positive')?.outcome;
    expect(failure?.status).toBe('failed');
    if (failure?.status !== 'failed') return;
    expect(failure.failure.message).toContain('no --cookie was given');
    expect(failure.failure.reproduction).toBe(`curl -sS -i -X GET ${server.url}/billing/user_details`);
    // The reproduction is a shell command a developer can paste: run it.
    const { stdout } = await promisify(execFile)('sh', ['-c', failure.failure.reproduction ?? 'false']);
    expect(stdout).toMatch(/^HTTP\/1\.1 401/);
    expect(results.filter((result) => result.operation === 'checkGeoFence').every((result) => result.outcome.status === 'passed')).toBe(true);
  });

  it('selects checks with --only and --skip by operationId, path, tag and kind', async () => {
    const { results } = await runConformance(['--rest', server.url, ...SESSION, ...PATIENT, '--only', '/user/profiles/*', '--skip', 'negative', '--skip', 'method'], captureIo());
    expect(new Set(results.map((result) => result.operation))).toEqual(new Set(['listProfiles', 'switchProfile', 'createProfile', 'updateProfile', 'deleteProfile']));
    expect(results.some((result) => result.kind === 'negative' || result.kind === 'method')).toBe(false);
    const byTag = await runConformance(['--rest', server.url, ...SESSION, ...PATIENT, '--only', 'coupons'], captureIo());
    expect(new Set(byTag.results.map((result) => result.operation))).toEqual(new Set(['applyCoupon', 'getOfferDetails']));
    const none = captureIo();
    expect((await runConformance(['--rest', server.url, '--only', 'nothingLikeThis'], none)).exitCode).toBe(2);
    expect(none.stderr()).toContain('no check matches');
  });
});
