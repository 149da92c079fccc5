/**
 * The checker against servers that misbehave: it stops when asked (Ctrl-C, SIGTERM) or when its
 * --deadline passes, with reports for what ran; it fails an answer over its size cap without
 * buffering it; every failure, 'no answer' included, carries a reproduction; a connection that fails
 * says why (refused, DNS, timeout, not a WebSocket); a report path that cannot be written is refused
 * before anything runs. No outcome here depends on the machine's speed: each run is against a server
 * that never answers what the test is about, so the option under test (--timeout, --deadline, a signal)
 * is the only way the run can end; the tests' own timeouts are generous (TEST_BUDGET_MS).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli, planChecks, runConformance, USAGE } from '../../scripts/conformance/cli.ts';
import { describeSocketError } from '../../scripts/conformance/graphql/ws-client.ts';
import { connectionFailure, RunStopped } from '../../scripts/conformance/http.ts';
import type { CheckResult, Failure } from '../../scripts/conformance/model.ts';
import type { JsonReport } from '../../scripts/conformance/reports/json.ts';
import { terminalReport } from '../../scripts/conformance/reports/terminal.ts';
import { runChecks, selectChecks } from '../../scripts/conformance/runner.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock } from '../support/clock.ts';
import {
  closedPort,
  startHangingServer,
  startHugeAnswerServer,
  startNotWebSocketServer,
  startSilentTcpServer,
  type AbusiveServer,
} from './support/abusive-servers.ts';
import { captureIo, SESSION } from './support/cli-io.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each test's own budget: a loaded machine may take long to start a process or plan the checks. */
const TEST_BUDGET_MS = 120_000;

/**
 * Longer than a loaded machine takes to reach a server and plan every check: a --deadline this long
 * passes while checks are in flight, never before the first one starts.
 */
const SETUP_ALLOWANCE_MS = 15_000;

function failuresOf(results: CheckResult[]): Failure[] {
  return results.flatMap((result) => (result.outcome.status === 'failed' ? [result.outcome.failure] : []));
}

async function scratchFolder(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'conformance-robust-'));
}

describe('stopping a run', () => {
  let hanging: AbusiveServer;
  beforeAll(async () => {
    hanging = await startHangingServer();
  });
  afterAll(() => hanging.close());

  it.each(['SIGINT', 'SIGTERM'] as const)('the first %s stops a run against a hanging server: reports for what ran, marked interrupted, exit 130', async (signal) => {
    const folder = await scratchFolder();
    const json = path.join(folder, 'report.json');
    const junit = path.join(folder, 'report.xml');
    // As `npm run conformance` runs it; a per-request timeout and a deadline far beyond the test's own:
    // only the signal can end this run.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/conformance/main.ts', '--rest', hanging.url, ...SESSION, '--timeout', '600000', '--deadline', '600000', '--json', json, '--junit', junit], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const running = new Promise<void>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('Running ')) resolve();
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await running;
    // Twice at once, as a terminal's Ctrl-C arrives under npm (the process group's, and npm's relay):
    // still one graceful stop.
    child.kill(signal);
    child.kill(signal);
    expect(await exited).toBe(130);
    expect(stderr).toContain(`${signal} received: stopping`);
    expect(stdout).toContain(`Interrupted: interrupted by ${signal}`);
    const report = JSON.parse(await readFile(json, 'utf8')) as JsonReport;
    expect(report.stopped).toMatchObject({ why: 'interrupted', detail: `interrupted by ${signal}` });
    expect(report.stopped?.notRun).toBeGreaterThan(0);
    // What was in flight was cut off and is reported as interrupted, not as the server's failure.
    expect(report.results.length).toBeGreaterThan(0);
    for (const result of report.results) expect(result.outcome).toMatchObject({ status: 'skipped', reason: expect.stringContaining('stopped') as unknown });
    expect(await readFile(junit, 'utf8')).toContain('the conformance run completes');
  }, TEST_BUDGET_MS);

  it('a caller’s abort stops the run the same way (exit 130, results for what started)', async () => {
    const controller = new AbortController();
    const io = { ...captureIo(), progress: true, err: (text: string) => text.startsWith('Running') && controller.abort(new RunStopped('interrupted', 'interrupted by the test')) };
    const outcome = await runConformance(['--rest', hanging.url, ...SESSION, '--timeout', '600000'], io, controller.signal);
    expect(outcome.exitCode).toBe(130);
    expect(outcome.stopped).toMatchObject({ why: 'interrupted', detail: 'interrupted by the test' });
    expect(io.stdout()).toContain('Interrupted: interrupted by the test');
  }, TEST_BUDGET_MS);

  it('--deadline bounds the whole run: requests in flight fail naming the deadline, with their curl line; exit 1', async () => {
    const folder = await scratchFolder();
    const json = path.join(folder, 'report.json');
    const io = captureIo();
    // The checks' requests are never answered and time out far beyond the test: only the deadline ends the run.
    const outcome = await runConformance(['--rest', hanging.url, ...SESSION, '--timeout', '600000', '--deadline', String(SETUP_ALLOWANCE_MS), '--json', json], io);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stopped?.why).toBe('deadline');
    const failures = failuresOf(outcome.results);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.message).toContain(`the run's deadline of ${SETUP_ALLOWANCE_MS} ms (--deadline) passed`);
      expect(failure.reproduction).toMatch(/^curl -sS -i -X [A-Z]+ '?http:\/\/127\.0\.0\.1:\d+\//);
    }
    expect(io.stdout()).toContain('Stopped at the deadline');
    expect(io.stdout()).toContain('reproduce:');
    const report = JSON.parse(await readFile(json, 'utf8')) as JsonReport;
    expect(report.stopped).toMatchObject({ why: 'deadline' });
  }, TEST_BUDGET_MS);

  it('--deadline also bounds the setup: a server that never answers the first probe ends with exit 2', async () => {
    const silent = await startHangingServer({ hangFromStart: true });
    try {
      const io = captureIo();
      const outcome = await runConformance(['--rest', silent.url, '--timeout', '600000', '--deadline', '500'], io);
      expect(outcome.exitCode).toBe(2);
      expect(io.stderr()).toContain("stopped before any check ran: the run's deadline of 500 ms (--deadline) passed");
    } finally {
      await silent.close();
    }
  }, TEST_BUDGET_MS);

  it('documents --deadline, its default and the exit codes, and refuses a bad value', async () => {
    expect(USAGE).toMatch(/--deadline <ms> +the whole run, setup included \(default 600000/);
    expect(USAGE).toContain('130 interrupted');
    const io = captureIo();
    expect((await runConformance(['--rest', 'http://x', '--deadline', 'soon'], io)).exitCode).toBe(2);
    expect(io.stderr()).toContain('--deadline must be a whole number');
  });
});

describe('answers the checker cannot use', () => {
  it('fails an answer over --max-response without buffering it, naming the cap, with the curl line', async () => {
    const huge = await startHugeAnswerServer();
    try {
      const io = captureIo();
      // The server's answers never end: a checker that buffered them would never finish.
      const outcome = await runConformance(['--rest', huge.url, ...SESSION, '--max-response', '100000', '--only', 'listAvatars', '--skip', 'negative', '--skip', 'method'], io);
      expect(outcome.exitCode).toBe(1);
      const failures = failuresOf(outcome.results);
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure.message).toMatch(/^answer too large: the answer from http:\/\/127\.0\.0\.1:\d+\/\S+ \(200 application\/json\) is larger than the checker's cap of 100000 bytes \(--max-response\)/);
        expect(failure.reproduction).toMatch(/^curl /);
      }
    } finally {
      await huge.close();
    }
  }, TEST_BUDGET_MS);

  it('a server that never answers: --timeout ends the run at its first request, exit 2 naming the timeout', async () => {
    const silent = await startHangingServer({ hangFromStart: true });
    try {
      const io = captureIo();
      // Not even the reachability probe is answered, and the deadline is the default ten minutes: only the
      // per-request timeout can end this run, however slow the machine.
      const outcome = await runConformance(['--rest', silent.url, ...SESSION, '--timeout', '300'], io);
      expect(outcome.exitCode).toBe(2);
      expect(io.stderr()).toMatch(/cannot reach the REST server at http:\/\/127\.0\.0\.1:\d+: no answer within 300 ms \(--timeout\)/);
    } finally {
      await silent.close();
    }
  }, TEST_BUDGET_MS);

  it('a request that gets no answer fails with the reason and its curl line (no answer within --timeout)', async () => {
    const silent = await startHangingServer({ hangFromStart: true });
    try {
      // The checks as the command line plans and runs them, against a server that answers nothing: each
      // check's requests can only end by the per-request timeout.
      const options = parseCli(['--rest', silent.url, ...SESSION, '--timeout', '300']);
      if (options === 'help') throw new Error('unexpected --help');
      const checks = selectChecks(await planChecks(options.target), ['checkGeoFence'], ['negative', 'method']);
      expect(checks.length).toBeGreaterThan(0);
      const { results } = await runChecks(checks, { target: options.target, signal: new AbortController().signal }, { concurrency: 8 });
      const failures = failuresOf(results);
      expect(failures).toHaveLength(checks.length);
      for (const failure of failures) {
        expect(failure.message).toMatch(/^no answer: could not reach http:\/\/127\.0\.0\.1:\d+\/geo\/check\S*: no answer within 300 ms \(--timeout\)/);
        expect(failure.reproduction).toMatch(/^curl -sS -i -X GET '?http:\/\/127\.0\.0\.1:\d+\/geo\/check/);
      }
      expect(terminalReport(results, { color: false })).toMatch(/reproduce:\n {6}curl /);
    } finally {
      await silent.close();
    }
  }, TEST_BUDGET_MS);

  it('names DNS failures', async () => {
    const io = captureIo();
    // A lookup fails at once; the long timeout only keeps a slow resolver on a busy machine from turning it into a timeout.
    expect((await runConformance(['--rest', 'http://conformance-no-such-host.invalid', '--timeout', '60000'], io)).exitCode).toBe(2);
    expect(io.stderr()).toMatch(/cannot reach the REST server at http:\/\/conformance-no-such-host\.invalid: DNS lookup failed \((ENOTFOUND|EAI_AGAIN)\)/);
  }, TEST_BUDGET_MS);
});

describe('connection failures in words', () => {
  /** What fetch (undici) throws: "fetch failed" wrapping the socket error with its code. */
  const fetchFailed = (code: string, message: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(message), { code }) });

  it.each([
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9', 'refused', 'connection refused (ECONNREFUSED): nothing listens on api.test:9'],
    ['ENOTFOUND', 'getaddrinfo ENOTFOUND api.test', 'dns', 'DNS lookup failed (ENOTFOUND): the name in api.test:9 does not resolve'],
    ['UND_ERR_SOCKET', 'other side closed', 'reset', 'the connection was closed before a complete answer (UND_ERR_SOCKET)'],
    ['UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error', 'timeout', 'timed out (UND_ERR_CONNECT_TIMEOUT)'],
  ])('names %s', (code, message, kind, reason) => {
    expect(connectionFailure(fetchFailed(code, message), 'http://api.test:9/x')).toEqual({ kind, reason });
  });

  it('describes a WebSocket error event by its error, never as [object Object]', () => {
    const event = { type: 'error', message: 'connect ECONNREFUSED 127.0.0.1:9', error: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) };
    expect(describeSocketError(event)).toBe('connection refused (ECONNREFUSED): nothing listens there');
    expect(describeSocketError({ type: 'error', error: new Error('Unexpected server response: 200') })).toBe(
      'the endpoint is not a WebSocket: it answered the upgrade request with HTTP 200',
    );
    expect(describeSocketError({ strange: true })).toBe('an unexpected error: {"strange":true}');
  });
});

describe('graphql-ws connection failures name their cause', () => {
  let mock: RunningMockServer;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, now: runningClock() });
  });
  afterAll(() => mock.close());

  /**
   * The connection check's failure. The same --timeout bounds introspecting the mock server and opening the
   * socket, so it is generous everywhere: a refusal or an HTTP answer comes back at once, and the silent
   * server is left by the timeout alone.
   */
  async function connectionFailure(wsUrl: string, timeoutMs = 10_000): Promise<Failure> {
    const outcome = await runConformance(['--graphql', `${mock.url}/graphql`, '--ws', wsUrl, ...SESSION, '--timeout', String(timeoutMs), '--only', 'graphql:ws:connection'], captureIo());
    const result = outcome.results.find((candidate) => candidate.id === 'graphql:ws:connection');
    expect(result?.outcome.status).toBe('failed');
    if (result?.outcome.status !== 'failed') throw new Error('the connection check did not fail');
    expect(result.outcome.failure.message).not.toContain('[object Object]');
    expect(result.outcome.failure.reproduction).toContain(`npx wscat -c ${wsUrl}`);
    return result.outcome.failure;
  }

  it('a closed port: connection refused', async () => {
    const failure = await connectionFailure(`ws://127.0.0.1:${await closedPort()}/graphql-subscriptions`);
    expect(failure.message).toContain('could not connect: connection refused (ECONNREFUSED)');
  }, TEST_BUDGET_MS);

  it('an HTTP endpoint that is not a WebSocket', async () => {
    const plain = await startNotWebSocketServer();
    try {
      const failure = await connectionFailure(`ws://127.0.0.1:${plain.port}/graphql-subscriptions`);
      expect(failure.message).toContain('could not connect: the endpoint is not a WebSocket: it answered the upgrade request with HTTP 404');
    } finally {
      await plain.close();
    }
  }, TEST_BUDGET_MS);

  it('a server that never answers the handshake: timed out', async () => {
    const silent = await startSilentTcpServer();
    try {
      const failure = await connectionFailure(`ws://127.0.0.1:${silent.port}/graphql-subscriptions`);
      expect(failure.message).toMatch(/could not connect: (the socket did not open within 10000 ms|timed out: the WebSocket handshake did not complete)/);
    } finally {
      await silent.close();
    }
  }, TEST_BUDGET_MS);
});

describe('report paths', () => {
  let mock: RunningMockServer;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, now: runningClock() });
  });
  afterAll(() => mock.close());

  async function refused(file: string, why: RegExp | string) {
    const io = captureIo();
    const outcome = await runConformance(['--rest', mock.url, ...SESSION, '--only', 'checkGeoFence', '--json', file], io);
    expect(outcome.exitCode).toBe(2);
    expect(io.stderr()).toContain(`cannot write the report ${file}: `);
    expect(io.stderr()).toMatch(why);
    // Refused before any check ran.
    expect(outcome.results).toEqual([]);
    expect(io.stdout()).toBe('');
  }

  it('a named pipe nobody reads is refused at once, not written into forever', async () => {
    const fifo = path.join(await scratchFolder(), 'report.json');
    await promisify(execFile)('mkfifo', [fifo]);
    await refused(fifo, 'it is not a regular file (a pipe, socket or device)');
  }, TEST_BUDGET_MS);

  it('a directory, or a path under a file, is refused with the path named', async () => {
    const folder = await scratchFolder();
    await mkdir(path.join(folder, 'taken.json'));
    await refused(path.join(folder, 'taken.json'), 'it is a directory');
    await writeFile(path.join(folder, 'plain'), 'x');
    await refused(path.join(folder, 'plain', 'report.json'), /EEXIST|ENOTDIR/);
  }, TEST_BUDGET_MS);
});
