/**
 * Benchmark: the standalone mock server against a bare node:http server that answers the same bytes,
 * on loopback: a REST GET, a REST POST, the app's own GraphQL `Page` document for Home (with the variables
 * the app builds, app/lib/tiles/page-query-variables.ts) and the same Home reads with one write among them
 * (a favorite toggled per 10 reads, which empties the world's memoised answers, so the next read is built
 * afresh). Prints requests per second and p50/p99 latency for both and the mock's share of the bare
 * server's throughput beside its aim, measured in the same run, and the machine's load average: on a shared
 * machine the same-run ratios are what count. Repeated reads are answered from the world's memoised answers
 * (mocks/core/answer-cache.ts); what building Home afresh costs (a first request, or the first after a
 * change) is printed below the table, as the CPU time of the backend's work and its wall time.
 * The load generator (autocannon) runs in a worker thread so it does not share the servers' event loop. Where Linux
 * tells it (/proc), each server's CPU time per answered request is printed too: the main thread's, which runs both
 * servers and nothing of autocannon. Unlike throughput, it hardly moves with what else the machine runs.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { forgetAnswers } from '../../mocks/core/answer-cache.ts';
import { executorStats } from '../../mocks/graphql/executor.ts';
import { parseCookies, type MockRequest } from '../../mocks/core/exchange.ts';
import { startMockServer } from '../../mocks/server.ts';
import { median } from './median.ts';
import { favoriteToggle, HOME_READ as homeRead, recordAnswers, requestKey, startBareServer, USER_DETAILS, VALIDATE_ZIP, type BenchRequest } from './mock-server-cases.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 6.75);
/**
 * Each case alternates mock and bare in this many rounds of DURATION_S / ROUNDS seconds, and the ratio
 * is the median of the rounds' ratios: on a machine shared with other work, load that comes and goes
 * then weighs on both servers alike. A short unmeasured round on each first warms both up.
 */
const ROUNDS = 9;
const WARM_UP_S = 1;
const CONNECTIONS = 32;
/** Builds of Home afresh measured (after as many unmeasured ones). */
const AFRESH_BUILDS = 30;
const AFRESH_AIM_MS = 10;
/** Reads of Home per favorite toggle in the write-mix case. */
const READS_PER_WRITE = 10;

interface Case {
  name: string;
  /** The least mock/bare throughput ratio aimed for. */
  aim: number;
  /** What each connection sends, in a loop. */
  requests: BenchRequest[];
}

const cookie = 'airwave_session=bench';
const headers = { cookie, 'content-type': 'application/json' };

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The main thread's CPU time per answered request, in microseconds (null where /proc does not tell it). */
  cpuUs: number | null;
}

/** Linux's clock ticks per second, the unit of /proc's CPU times (USER_HZ, 100 on every Linux we run). */
const CLOCK_TICKS_PER_S = 100;

/** The CPU time this process's main thread has used, in microseconds, from /proc; null elsewhere. */
function mainThreadCpuUs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // After the command's name in parentheses: state is the first field, utime the 12th and stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

async function measure(url: string, target: Case, seconds: number): Promise<Measured> {
  const cpuBefore = mainThreadCpuUs();
  const result = await autocannon({
    url,
    headers,
    requests: target.requests.map((request) => ({ method: request.method, path: request.path, body: request.body })),
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
  const cpuAfter = mainThreadCpuUs();
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: cpuAfter === null || cpuBefore === null || result.requests.total === 0 ? null : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

const loadAtStart = load();
const mock = await startMockServer({ port: 0 });
const { world } = mock.backend;
const { favorite, unfavorite } = favoriteToggle(world);
const reads = Array.from({ length: READS_PER_WRITE }, () => homeRead);

const cases: Case[] = [
  { name: 'REST GET /billing/user_details', aim: 0.5, requests: [USER_DETAILS] },
  { name: 'REST POST /billing/validate_zip', aim: 0.5, requests: [VALIDATE_ZIP] },
  { name: 'GraphQL Page (HOME)', aim: 0.25, requests: [homeRead] },
  { name: `GraphQL Page (HOME), 1 favorite toggle per ${READS_PER_WRITE} reads`, aim: 0.1, requests: [favorite, ...reads, unfavorite, ...reads] },
];

try {
  // What the bare server answers: the mock's bytes for each distinct request.
  const recorded = await recordAnswers(mock.url, cases.flatMap((target) => target.requests), () => headers);
  const bare = await startBareServer(recorded);

  // Home built afresh each time (nothing memoised): what a first request, or the first after a change, pays.
  const homeRequest: MockRequest = {
    method: 'POST',
    origin: mock.url,
    path: homeRead.path,
    query: new URLSearchParams(),
    headers,
    cookies: parseCookies(cookie),
    body: undefined,
  };
  // The session's own world answers it (each session has one on the standalone server), so its memo is the one to empty.
  const homeWorld = await mock.backend.worldFor(homeRequest);
  const buildAfresh = async () => {
    forgetAnswers(homeWorld);
    const response = await mock.backend.handle({ ...homeRequest, body: JSON.parse(homeRead.body ?? '') as unknown });
    if (response?.status !== 200) throw new Error(`Home built afresh answered ${response?.status}`);
  };
  for (let build = 0; build < AFRESH_BUILDS; build += 1) await buildAfresh();
  const wall: number[] = [];
  const planned = executorStats.planned;
  const cpu = process.cpuUsage();
  for (let build = 0; build < AFRESH_BUILDS; build += 1) {
    const started = performance.now();
    await buildAfresh();
    wall.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  const afreshCpuMs = (used.user + used.system) / 1000 / AFRESH_BUILDS;
  const afreshPlanned = executorStats.planned - planned;

  const rows: string[][] = [];
  for (const target of cases) {
    await measure(mock.url, target, WARM_UP_S);
    await measure(bare.url, target, WARM_UP_S);
    const rounds: Array<{ mocked: Measured; plain: Measured }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({ mocked: await measure(mock.url, target, DURATION_S / ROUNDS), plain: await measure(bare.url, target, DURATION_S / ROUNDS) });
    }
    const ratio = median(rounds.map((round) => round.mocked.rps / round.plain.rps));
    const middle = (pick: (round: { mocked: Measured; plain: Measured }) => number) => median(rounds.map(pick));
    const cpu = (mocked: (round: { mocked: Measured; plain: Measured }) => number | null, plain: (round: { mocked: Measured; plain: Measured }) => number | null) =>
      rounds.every((round) => mocked(round) !== null && plain(round) !== null) ? `${middle((round) => mocked(round) ?? 0).toFixed(1)} / ${middle((round) => plain(round) ?? 0).toFixed(1)}` : '—';
    const errors = (pick: (round: { mocked: Measured; plain: Measured }) => Measured) => rounds.reduce((sum, round) => sum + pick(round).errors, 0);
    rows.push([
      target.name,
      middle((round) => round.mocked.rps).toFixed(0),
      `${middle((round) => round.mocked.p50)} / ${middle((round) => round.mocked.p99)}`,
      middle((round) => round.plain.rps).toFixed(0),
      `${middle((round) => round.plain.p50)} / ${middle((round) => round.plain.p99)}`,
      ratio.toFixed(2),
      `≥ ${target.aim} ${ratio >= target.aim ? 'met' : 'NOT met'}`,
      `${errors((round) => round.mocked)} / ${errors((round) => round.plain)}`,
      cpu((round) => round.mocked.cpuUs, (round) => round.plain.cpuUs),
    ]);
  }
  await bare.close();

  const header = ['case', 'mock req/s', 'mock p50/p99 ms', 'bare req/s', 'bare p50/p99 ms', 'mock/bare', 'aim', 'errors mock / bare', 'CPU µs/req mock / bare'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(
    `Mock server vs bare node:http, ${CONNECTIONS} connections, loopback, ${ROUNDS} alternating rounds of ${DURATION_S / ROUNDS} s each after ${WARM_UP_S} s of warm-up ` +
      `(medians; mock/bare is the median round's ratio). Load average (1/5/15 min): ${loadAtStart} at start, ${load()} at end.`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const bytes = recorded.get(requestKey(homeRead))?.body.byteLength ?? 0;
  console.log(
    `Home built afresh (the app's Page document, nothing memoised, ${(bytes / 1024).toFixed(0)} kB): ${afreshCpuMs.toFixed(1)} ms of CPU per build ` +
      `(aim < ${AFRESH_AIM_MS} ms: ${afreshCpuMs < AFRESH_AIM_MS ? 'met' : 'NOT met'}), ${median(wall).toFixed(1)} ms wall (median of ${AFRESH_BUILDS}; the wall time grows with the machine's load); ` +
      `${afreshPlanned} of ${AFRESH_BUILDS} answered by the planned executor (mocks/graphql/executor.ts), the rest by graphql-js`,
  );
} finally {
  await mock.close();
}
