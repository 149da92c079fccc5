/**
 * The checker judging an analytics collector (`--analytics <url>`) against the tracking plan: the standalone mock
 * server's collector passes; a collector that accepts anything fails every planted invalid event, one that refuses
 * everything fails every example; bad command lines and collectors that cannot be reached or never answer end with
 * exit code 2 and a message naming the problem.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingPlan } from '../../common/analytics/tracking-plan.ts';
import { runConformance } from '../../scripts/conformance/cli.ts';
import type { CheckResult } from '../../scripts/conformance/model.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock } from '../support/clock.ts';
import { captureIo, PATIENT } from './support/cli-io.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLES = Object.values(trackingPlan.events).reduce((count, event) => count + event.examples.length, 0);

/** A collector on a free port that answers every request with `answer`; `close` ends it. */
async function fakeCollector(answer: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1`, server };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const failuresOf = (results: CheckResult[]) => results.filter((result) => result.outcome.status === 'failed');

let mock: RunningMockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, now: runningClock() });
});
afterAll(() => mock.close());

describe('conformance of an analytics collector', () => {
  it("passes against the standalone mock server's collector: every example accepted, every planted invalid event refused", async () => {
    const io = captureIo();
    const folder = await mkdtemp(path.join(tmpdir(), 'conformance-analytics-'));
    const report = path.join(folder, 'report.json');
    const collector = `${mock.url}/__analytics/v1`;
    const { exitCode, results } = await runConformance(['--analytics', collector, ...PATIENT, '--json', report], io);
    expect(failuresOf(results).map((result) => `${result.id}: ${result.outcome.status === 'failed' ? result.outcome.failure.message : ''}`)).toEqual([]);
    expect(exitCode).toBe(0);
    expect(new Set(results.map((result) => result.contract))).toEqual(new Set(['analytics']));
    // Every example, one batch of them all, the unknown event, and for each event the planted cases its schema allows.
    expect(results.filter((result) => result.kind === 'positive')).toHaveLength(EXAMPLES + 1);
    const negatives = results.filter((result) => result.kind === 'negative').map((result) => result.id);
    for (const planted of ['unknown-event', 'wrong-type', 'missing-required', 'extra-property']) expect(negatives.some((id) => id.endsWith(`/negative/${planted}`))).toBe(true);
    expect(negatives.filter((id) => id.startsWith('analytics/watchedSecond/'))).toEqual([
      'analytics/watchedSecond/negative/wrong-type',
      'analytics/watchedSecond/negative/missing-required',
      'analytics/watchedSecond/negative/extra-property',
    ]);
    expect(io.stdout()).toMatch(/analytics\s+\d+\s+0\s+0\s+0/);
    const written = JSON.parse(await readFile(report, 'utf8')) as { targets: { analytics: string } };
    expect(written.targets.analytics).toBe(collector);
    // The mock collector recorded the planted events with their violations (refused, never dropped).
    const { tracked } = (await (await fetch(`${mock.url}/__mocks/analytics`)).json()) as { tracked: { event: string | null; violations: string[] }[] };
    expect(tracked.find((event) => event.event?.startsWith('Unplanned Event'))?.violations).toEqual([expect.stringMatching(/^Unknown event/) as unknown]);
  }, 120_000);

  it('fails against a collector that accepts anything, with a line per invalid event it accepted', async () => {
    const { url, server } = await fakeCollector((_, response) => json(response, 200, { success: true }));
    try {
      const io = captureIo();
      const { exitCode, results } = await runConformance(['--analytics', url], io);
      expect(exitCode).toBe(1);
      const negatives = results.filter((result) => result.kind === 'negative');
      expect(negatives.length).toBeGreaterThan(3);
      expect(failuresOf(results)).toEqual(negatives);
      const wrongType = negatives.find((result) => result.id === 'analytics/Search Submitted/negative/wrong-type')?.outcome;
      expect(wrongType).toMatchObject({
        status: 'failed',
        failure: {
          message: 'accepted an event with a property of the wrong type (properties.query: 42) with 200',
          expected: expect.stringContaining('400 naming message conformance-') as unknown,
          actual: '200 application/json {"success":true}',
          reproduction: expect.stringMatching(new RegExp(`^curl -sS -i -X POST ${url}/b -H 'authorization: Basic `)) as unknown,
        },
      });
      expect(io.stdout()).toContain('✗ 1. [analytics · negative]');
      expect(io.stdout()).toMatch(/accepted an event the plan does not have \("Unplanned Event \(conformance check\)"\) with 200/);
    } finally {
      await closeServer(server);
    }
  });

  it('fails against a collector that refuses everything, naming each valid event it refused', async () => {
    const refusal = { success: false, message: 'refused', violations: [{ index: 0, messageId: null, violations: ['refused'] }] };
    const { url, server } = await fakeCollector((_, response) => json(response, 400, refusal));
    try {
      const { exitCode, results } = await runConformance(['--analytics', url, '--only', 'Search Submitted', '--only', 'batch'], captureIo());
      expect(exitCode).toBe(1);
      expect(failuresOf(results).map((result) => [result.kind, result.outcome.status === 'failed' ? result.outcome.failure.message : ''])).toEqual([
        ['positive', 'refused a valid event (the plan\'s example 1 of "Search Submitted") with 400'],
        ['positive', `refused a batch of ${EXAMPLES} valid events (every example of the plan) with 400`],
      ]);
    } finally {
      await closeServer(server);
    }
  });

  it("says where the batch endpoint is when --analytics is not the collector's base", async () => {
    const { exitCode, results } = await runConformance(['--analytics', mock.url, '--only', 'batch'], captureIo());
    expect(exitCode).toBe(1);
    const outcome = results[0]?.outcome;
    expect(outcome?.status === 'failed' && outcome.failure.message).toMatch(/^refused a batch of \d+ valid events .* with 404 \(is --analytics the base of the collector's tracking API, whose \/b takes a batch/);
  });

  // What `npm run conformance` runs (package.json): two node processes that each load the checker, seconds on a quiet
  // machine and far more on a loaded one, hence the process tests' budget.
  it('runs as `npm run conformance -- --analytics <url>`: exit 0 against the mock server, 1 against a collector that accepts anything', { timeout: 120_000 }, async () => {
    const conformance = (argv: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/conformance/main.ts', ...argv], { cwd: root }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const passing = await conformance(['--analytics', `${mock.url}/__analytics/v1`]);
    expect(passing).toMatchObject({ code: 0, stdout: expect.stringMatching(/All \d+ checks passed\./) as unknown });
    const { url, server } = await fakeCollector((_, response) => json(response, 200, { success: true }));
    try {
      const failing = await conformance(['--analytics', url]);
      expect(failing.code).toBe(1);
      expect(failing.stdout).toMatch(/accepted an event missing a required property \(properties\.query\) with 200/);
    } finally {
      await closeServer(server);
    }
  });

  it.each([
    [['--analytics'], "Option '--analytics <value>' argument missing"],
    [['--analytics', 'localhost:4400/__analytics/v1'], '--analytics must be a http: or https: URL'],
    [['--analytics-write-key', 'key', '--graphql', 'http://x/graphql'], '--analytics-write-key needs --analytics'],
  ])('refuses %j with a specific message and exit code 2', async (argv, message) => {
    const io = captureIo();
    const { exitCode } = await runConformance(argv, io);
    expect(exitCode).toBe(2);
    expect(io.stderr()).toContain(message);
  });

  it('exits 2 naming the collector when nothing listens there', async () => {
    const { url, server } = await fakeCollector((_, response) => json(response, 200, {}));
    await closeServer(server);
    const io = captureIo();
    const { exitCode } = await runConformance(['--analytics', url, '--timeout', '2000'], io);
    expect(exitCode).toBe(2);
    expect(io.stderr()).toContain(`cannot reach the analytics collector at ${url}: connection refused (ECONNREFUSED)`);
  });

  it('exits 2 within --timeout when the collector never answers', async () => {
    const { url, server } = await fakeCollector(() => undefined);
    try {
      const io = captureIo();
      const { exitCode } = await runConformance(['--analytics', url, '--timeout', '300'], io);
      expect(exitCode).toBe(2);
      expect(io.stderr()).toContain(`cannot reach the analytics collector at ${url}: no answer within 300 ms (--timeout)`);
    } finally {
      await closeServer(server);
    }
  });
});
