/**
 * The command line of `npm run conformance`: parses the options, checks the servers can be reached,
 * plans the REST, GraphQL and analytics collector checks, runs them and writes the reports. `run` returns the exit code
 * (0 all passed, 1 a check failed, 2 the checker could not run) so tests can call it directly.
 */
import { constants } from 'node:fs';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { planAnalyticsChecks } from './analytics/index.ts';
import { planGraphQLChecks } from './graphql/index.ts';
import { DEFAULT_MAX_RESPONSE_BYTES, formatBytes, RunStopped, send, UnreachableError } from './http.ts';
import { AnswerLog, CheckerSetupError, type Check, type CheckResult, type RunStop, type Target } from './model.ts';
import { htmlReport } from './reports/html.ts';
import { jsonReport } from './reports/json.ts';
import { junitReport } from './reports/junit.ts';
import { runFailed } from './reports/summary.ts';
import { terminalReport } from './reports/terminal.ts';
import { findNotImplemented, foldNotImplemented } from './rest/implemented.ts';
import { planRestChecks } from './rest/index.ts';
import { loadValidators } from '../../common/openapi/contracts.ts';
import { runChecks, selectChecks, SILENT_PROGRESS, stopOf, streamProgress } from './runner.ts';

/** The write key of the checker's analytics batches unless --analytics-write-key says otherwise. */
const DEFAULT_WRITE_KEY = 'airwave-conformance';

export const USAGE = `Usage: npm run conformance -- [options]

Checks a server against the Airwave contracts (contracts/openapi/*.yaml, contracts/graphql/,
contracts/analytics/tracking-plan.yaml). At least one of --rest, --graphql and --analytics is required.

Servers
  --rest <url>            origin serving all three REST contracts at their documented paths
  --rest-profile <url>    override for the profile contract (/user/…, /geo/check)
  --rest-billing <url>    override for the billing contract (/billing/…)
  --rest-playback <url>   override for the playback contract (/playback/…)
  --graphql <url>         GraphQL over HTTP endpoint, e.g. http://localhost:4400/graphql
  --ws <url>              graphql-ws endpoint (default: /graphql-subscriptions on the --graphql host)
  --analytics <url>       an analytics collector: the base of its tracking API in Segment's wire format,
                          where <url>/b takes a batch, e.g. http://localhost:4400/__analytics/v1 (the mock
                          server's); the plan's examples must be accepted, planted invalid events refused
  --analytics-write-key <key>  the write key the checker's batches carry (default ${DEFAULT_WRITE_KEY})

Credentials (sent with every request)
  --cookie <name=value>   a cookie, e.g. --cookie airwave_session=abc123 (repeatable)
  --header "<name: value>"  a header, e.g. --header "authorization: Bearer …" (repeatable)

Selection (repeatable; operationId, path, tag, GraphQL operation, contract or check kind; * is a wildcard)
  --only <name>           run only matching checks, e.g. --only createProfile --only /billing/*
  --skip <name>           leave matching checks out, e.g. --skip negative
  --only-implemented      judge only what the server has built: an operation whose every answer was
                          the server's generic not-found (or 405/501) is still listed, once, as "not
                          implemented", but does not fail the run (without this option it does)

Reports (the terminal summary is always printed)
  --junit <file>          JUnit XML for CI (one test case per check)
  --json <file>           JSON for tools
  --html <file>           a self-contained HTML report

Running
  --concurrency <n>       checks run at once (default 8)
  --timeout <ms>          per-request timeout (default 10000)
  --deadline <ms>         the whole run, setup included (default 600000, ten minutes): when it passes
                          no further check starts, requests in flight are cut off and fail, the
                          reports cover what ran and say so
  --max-response <bytes>  largest answer body read (default ${DEFAULT_MAX_RESPONSE_BYTES}, ${formatBytes(DEFAULT_MAX_RESPONSE_BYTES)}); a larger
                          answer fails its check and is dropped at the cap, never buffered
  --help                  this text

The first Ctrl-C (SIGINT) or SIGTERM stops the run: no further check starts, the ones in flight are
aborted, the reports are written for what ran (marked interrupted) and the exit code is 130. A second
Ctrl-C exits at once.

An operation the server has not built is reported once, as "not implemented" (a line per operation),
instead of as each of its checks: the checker learns the server's generic not-found by asking for a
path no contract has, and an operation whose every answer was that (or a 405/501) is not implemented.

Exit codes: 0 every check passed · 1 at least one check failed, an operation is not implemented
(unless --only-implemented), or the --deadline passed before every check ran · 2 the checker could
not run (bad arguments, unreachable server, unreadable contract, a report path that cannot be
written) · 130 interrupted.`;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress rewrites one line; colour in the summary). */
  isTty: boolean;
  /** Show progress while running (off in tests). */
  progress: boolean;
}

class UsageError extends Error {}

export interface CliOptions {
  target: Target;
  only: string[];
  skip: string[];
  /** Judge only the operations the server has built (--only-implemented). */
  onlyImplemented: boolean;
  concurrency: number;
  /** The whole run's time budget in ms. */
  deadlineMs: number;
  reports: { junit?: string; json?: string; html?: string };
}

export const DEFAULT_DEADLINE_MS = 600_000;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new UsageError(`--${name} must be a whole number of at least 1, got "${value}".`);
  return parsed;
}

function httpUrl(name: string, value: string | undefined, schemes: string[] = ['http:', 'https:']): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--${name} must be an absolute URL, got "${value}".`);
  }
  if (!schemes.includes(url.protocol)) throw new UsageError(`--${name} must be a ${schemes.join(' or ')} URL, got "${value}".`);
  return value;
}

function cookiesFrom(values: readonly string[]): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const value of values) {
    const index = value.indexOf('=');
    if (index < 1) throw new UsageError(`--cookie must be name=value, got "${value}".`);
    cookies[value.slice(0, index).trim()] = value.slice(index + 1).trim();
  }
  return cookies;
}

function headersFrom(values: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const value of values) {
    const index = value.indexOf(':');
    const name = value.slice(0, Math.max(index, 0)).trim();
    if (index < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new UsageError(`--header must be "name: value", got "${value}".`);
    headers[name.toLowerCase()] = value.slice(index + 1).trim();
  }
  return headers;
}

/** The graphql-ws URL next to a GraphQL HTTP URL (the mock server's and the app's default path). */
function defaultWsUrl(graphqlUrl: string): string {
  const url = new URL('/graphql-subscriptions', graphqlUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export function parseCli(argv: readonly string[]): CliOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        rest: { type: 'string' },
        'rest-profile': { type: 'string' },
        'rest-billing': { type: 'string' },
        'rest-playback': { type: 'string' },
        graphql: { type: 'string' },
        ws: { type: 'string' },
        analytics: { type: 'string' },
        'analytics-write-key': { type: 'string' },
        cookie: { type: 'string', multiple: true },
        header: { type: 'string', multiple: true },
        only: { type: 'string', multiple: true },
        skip: { type: 'string', multiple: true },
        'only-implemented': { type: 'boolean' },
        junit: { type: 'string' },
        json: { type: 'string' },
        html: { type: 'string' },
        concurrency: { type: 'string' },
        timeout: { type: 'string' },
        deadline: { type: 'string' },
        'max-response': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const rest = httpUrl('rest', values.rest);
  const perContract = {
    profile: httpUrl('rest-profile', values['rest-profile']) ?? rest,
    billing: httpUrl('rest-billing', values['rest-billing']) ?? rest,
    playback: httpUrl('rest-playback', values['rest-playback']) ?? rest,
  };
  const someRest = Object.values(perContract).some((url) => url !== undefined);
  const missing = Object.entries(perContract).filter(([, url]) => url === undefined).map(([contract]) => `--rest-${contract}`);
  if (someRest && missing.length > 0) throw new UsageError(`give --rest for every REST contract, or also ${missing.join(' and ')}.`);
  const graphqlUrl = httpUrl('graphql', values.graphql) ?? null;
  const analyticsUrl = httpUrl('analytics', values.analytics) ?? null;
  if (!someRest && !graphqlUrl && !analyticsUrl) throw new UsageError('say which server to check: --rest <url>, --graphql <url> and/or --analytics <url>.');
  const writeKey = values['analytics-write-key'];
  if (writeKey !== undefined && !analyticsUrl) throw new UsageError('--analytics-write-key needs --analytics (the collector the batches go to).');
  if (writeKey === '') throw new UsageError('--analytics-write-key must not be empty.');
  const ws = httpUrl('ws', values.ws, ['ws:', 'wss:']);
  if (ws && !graphqlUrl) throw new UsageError('--ws needs --graphql (the subscriptions are checked against the GraphQL schema).');
  return {
    target: {
      rest: someRest ? (perContract as Record<'profile' | 'billing' | 'playback', string>) : null,
      graphqlUrl,
      wsUrl: graphqlUrl ? (ws ?? defaultWsUrl(graphqlUrl)) : null,
      analytics: analyticsUrl ? { url: analyticsUrl, writeKey: writeKey ?? DEFAULT_WRITE_KEY } : null,
      cookies: cookiesFrom(values.cookie ?? []),
      headers: headersFrom(values.header ?? []),
      timeoutMs: positiveInteger('timeout', values.timeout, 10_000),
      maxResponseBytes: positiveInteger('max-response', values['max-response'], DEFAULT_MAX_RESPONSE_BYTES),
    },
    only: values.only ?? [],
    skip: values.skip ?? [],
    onlyImplemented: values['only-implemented'] === true,
    concurrency: positiveInteger('concurrency', values.concurrency, 8),
    deadlineMs: positiveInteger('deadline', values.deadline, DEFAULT_DEADLINE_MS),
    reports: { junit: values.junit, json: values.json, html: values.html },
  };
}

/** Any HTTP answer at all will do: this only tells "not running" apart from "running". */
async function assertReachable(target: Target, signal: AbortSignal): Promise<void> {
  const servers = [...new Set(Object.values(target.rest ?? {}))].map((url) => ({ url, what: 'the REST server' }));
  if (target.analytics) servers.push({ url: target.analytics.url, what: 'the analytics collector' });
  await Promise.all(
    servers.map(async ({ url, what }) => {
      try {
        await send(target, { method: 'GET', url }, signal);
      } catch (error) {
        if (error instanceof UnreachableError && error.kind === 'too-large') return;
        if (error instanceof UnreachableError && !error.stoppedByRun) throw new CheckerSetupError(`cannot reach ${what} at ${url}: ${error.message.replace(/^could not reach \S+: /, '')}`);
        throw error;
      }
    }),
  );
}

export async function planChecks(target: Target, signal?: AbortSignal): Promise<Check[]> {
  // The REST checks judge requests and answers by the contracts' validators (loaded on first use).
  if (target.rest) await loadValidators();
  const rest = planRestChecks(target, signal);
  const graphql = target.graphqlUrl ? await planGraphQLChecks(target, { signal }) : [];
  return [...rest, ...graphql, ...planAnalyticsChecks(target)];
}

/**
 * Makes sure a report can be written to `file` (its folder created), before any check runs and again
 * just before writing: a directory, a pipe or a device there is refused with the path named, since
 * writing into a pipe nobody reads would never finish.
 */
async function assertWritable(file: string): Promise<void> {
  const resolved = path.resolve(file);
  const refuse = (why: string) => new CheckerSetupError(`cannot write the report ${file}: ${why}`);
  const existing = await stat(resolved).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw refuse(error.message);
  });
  if (existing?.isDirectory()) throw refuse('it is a directory');
  if (existing && !existing.isFile()) throw refuse('it is not a regular file (a pipe, socket or device)');
  try {
    await mkdir(path.dirname(resolved), { recursive: true });
    await access(existing ? resolved : path.dirname(resolved), constants.W_OK);
  } catch (error) {
    throw refuse((error as Error).message);
  }
}

async function writeReport(file: string, content: string): Promise<void> {
  await assertWritable(file);
  try {
    await writeFile(file, content);
  } catch (error) {
    throw new CheckerSetupError(`cannot write the report ${file}: ${(error as Error).message}`);
  }
}

async function writeReports(options: CliOptions, results: readonly CheckResult[], stopped?: RunStop): Promise<string[]> {
  const written: string[] = [];
  const { junit, json, html } = options.reports;
  const judging = { onlyImplemented: options.onlyImplemented };
  if (junit) {
    await writeReport(junit, junitReport(results, stopped, judging));
    written.push(`JUnit ${junit}`);
  }
  if (json) {
    const { target } = options;
    await writeReport(json, jsonReport(results, { rest: target.rest, graphql: target.graphqlUrl, ws: target.wsUrl, analytics: target.analytics?.url ?? null }, new Date(), stopped, judging));
    written.push(`JSON ${json}`);
  }
  if (html) {
    await writeReport(html, htmlReport(results, new Date(), stopped, judging));
    written.push(`HTML ${html}`);
  }
  return written;
}

/**
 * Folds the checks of each operation the server has not built into one "not implemented" result. Only
 * after a run that went to the end: a stopped run's answers are too few to call an operation unbuilt.
 */
async function judgeImplemented(results: CheckResult[], target: Target, log: AnswerLog, signal: AbortSignal): Promise<CheckResult[]> {
  if (signal.aborted || !target.rest) return results;
  const missing = await findNotImplemented(target, log, signal);
  if (signal.aborted) return results;
  return foldNotImplemented(results, missing);
}

export interface RunOutcome {
  exitCode: 0 | 1 | 2 | 130;
  results: CheckResult[];
  /** Set when the run stopped before every check ran. */
  stopped?: RunStop;
}

/**
 * Runs the checker; never throws for a user's mistake or an unreachable server (exit code 2). `signal`
 * is the caller's stop button (main.ts wires Ctrl-C and SIGTERM to it; abort it with a `RunStopped`
 * reason to say why); --deadline aborts the same run by itself.
 */
export async function runConformance(argv: readonly string[], io: CliIo, signal: AbortSignal = new AbortController().signal): Promise<RunOutcome> {
  let options: CliOptions | 'help';
  try {
    options = parseCli(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`conformance: ${error.message}\n\n${USAGE}\n`);
      return { exitCode: 2, results: [] };
    }
    throw error;
  }
  if (options === 'help') {
    io.out(`${USAGE}\n`);
    return { exitCode: 0, results: [] };
  }
  // Every answer of the run, whichever check or lookup asked: what tells an operation that is not built.
  const answers = new AnswerLog();
  options.target.answers = answers;
  const run = new AbortController();
  const forward = () => run.abort(signal.reason);
  signal.addEventListener('abort', forward, { once: true });
  if (signal.aborted) forward();
  const deadline = setTimeout(() => run.abort(new RunStopped('deadline', `the run's deadline of ${options.deadlineMs} ms (--deadline) passed`)), options.deadlineMs);
  try {
    for (const file of Object.values(options.reports)) if (file) await assertWritable(file);
    const setupStopped = () => (run.signal.aborted ? stopOf(run.signal) : null);
    await assertReachable(options.target, run.signal);
    const planned = await planChecks(options.target, run.signal);
    const stoppedInSetup = setupStopped();
    if (stoppedInSetup) return stoppedBeforeChecks(io, stoppedInSetup);
    const selected = selectChecks(planned, options.only, options.skip);
    if (selected.length === 0) throw new CheckerSetupError(`no check matches the --only/--skip selection (${planned.length} planned).`);
    const progress = io.progress ? streamProgress((text) => io.err(text), io.isTty) : SILENT_PROGRESS;
    const ran = await runChecks(selected, { target: options.target, signal: run.signal }, { concurrency: options.concurrency, progress });
    const { stopped } = ran;
    const results = await judgeImplemented(ran.results, options.target, answers, run.signal);
    io.out(terminalReport(results, { color: io.isTty, onlyImplemented: options.onlyImplemented, ...(stopped ? { stopped } : {}) }));
    const written = await writeReports(options, results, stopped);
    if (written.length > 0) io.out(`Reports: ${written.join(' · ')}\n`);
    const failed = runFailed(results, { onlyImplemented: options.onlyImplemented });
    const exitCode = stopped?.why === 'interrupted' ? 130 : failed || stopped ? 1 : 0;
    return { exitCode, results, ...(stopped ? { stopped } : {}) };
  } catch (error) {
    const stoppedInSetup = run.signal.aborted ? stopOf(run.signal) : null;
    if (stoppedInSetup && !(error instanceof CheckerSetupError && error.message.startsWith('cannot write the report'))) return stoppedBeforeChecks(io, stoppedInSetup);
    if (error instanceof CheckerSetupError) {
      io.err(`conformance: ${error.message}\n`);
      return { exitCode: 2, results: [] };
    }
    throw error;
  } finally {
    clearTimeout(deadline);
    signal.removeEventListener('abort', forward);
  }
}

/** Stopped while reaching the servers or planning: nothing ran, so there is nothing to report. */
function stoppedBeforeChecks(io: CliIo, stop: Omit<RunStop, 'notRun'>): RunOutcome {
  const interrupted = stop.why === 'interrupted';
  io.err(`conformance: ${interrupted ? 'interrupted' : 'stopped'} before any check ran: ${stop.detail}.\n`);
  return { exitCode: interrupted ? 130 : 2, results: [] };
}

export async function run(argv: readonly string[], io: CliIo, signal?: AbortSignal): Promise<RunOutcome['exitCode']> {
  return (await runConformance(argv, io, signal)).exitCode;
}
