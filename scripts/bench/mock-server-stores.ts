/**
 * Benchmark: the mock server's world stores, in-memory and Redis, one instance and two behind the shared preview's
 * balancer (scripts/shared-preview/), against a bare node:http server that answers the same bytes, on loopback.
 *
 * Every mock server is a process of its own (`npm run mock:server`, so two instances have two event loops and can use
 * two cores): one with the in-memory store, one with `--store` on a Redis this bench starts (Debian's redis-server on
 * a free port, nothing on disk; tests/support/redis-server.ts) and stops, and two more on the same Redis; the balancer
 * runs in this process in front of one Redis instance and in front of the two. The cases, in one tester's world: a REST
 * GET, a REST POST, the app's own GraphQL `Page` document for Home; and a read-heavy mix over eight testers' worlds, as
 * on a shared preview (each in turn: a favorite toggled on, ten reads of Home and `user_details`, toggled off, ten
 * reads). Each case alternates the five servers in rounds and prints, per
 * server, the median round's throughput and its ratio to the bare server's in the same round, then the aims:
 * the Redis store at least half the in-memory store's throughput for reads (one instance each, no balancer), and two
 * instances at least 1.6× one (both behind the balancer) for the read-heavy mix — with the load average, since on a
 * 2-core machine shared with other work two instances have no second core to themselves. Nothing is faked: a figure
 * below its aim prints NOT met.
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createMockBackend } from '../../mocks/backend.ts';
import { startRedisServer } from '../../tests/support/redis-server.ts';
import { startBalancer, type RunningBalancer } from '../shared-preview/balancer.ts';
import { startInstance, type RunningInstance } from '../shared-preview/instances.ts';
import { median } from './median.ts';
import { favoriteToggle, HOME_READ as homeRead, recordAnswers, startBareServer, USER_DETAILS as userDetails, VALIDATE_ZIP as validateZip, type BenchRequest } from './mock-server-cases.ts';

const ROUNDS = Number(process.env.BENCH_STORE_ROUNDS ?? 7);
const ROUND_S = Number(process.env.BENCH_STORE_ROUND_S ?? 1);
const WARM_UP_S = 1;
const CONNECTIONS = 32;
/** Reads per favorite toggle (on, then off) in the read-heavy mix. */
const READS_PER_WRITE = 10;
/** The Redis store's least share of the in-memory store's throughput for reads. */
const REDIS_READ_AIM = 0.5;
/** Two instances' least throughput as a multiple of one's, for the read-heavy mix. */
const SCALE_AIM = 1.6;

interface Request extends BenchRequest {
  /** The session it is sent in (default SESSION): its world. */
  session?: string;
}

interface Case {
  name: string;
  /** A read: the Redis store's aim applies. */
  read: boolean;
  /** The read-heavy mix: the two instances' aim applies. */
  mix: boolean;
  requests: Request[];
}

/** The session of the single-request cases: one world, as one tester's. */
const SESSION = 'bench-stores';
/** The testers of the read-heavy mix, each in a world of their own, as on a shared preview. */
const MIX_SESSIONS = 8;
const headersOf = (request: Request) => ({ cookie: `airwave_session=${request.session ?? SESSION}`, 'content-type': 'application/json' });

interface Measured {
  rps: number;
  errors: number;
}

async function measure(url: string, requests: Request[], seconds: number): Promise<Measured> {
  const result = await autocannon({
    url,
    requests: requests.map((request) => ({ method: request.method, path: request.path, body: request.body, headers: headersOf(request) })),
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
  return { rps: result.requests.average, errors: result.errors + result.non2xx };
}

const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

const loadAtStart = load();
const redis = await startRedisServer();
const instances: RunningInstance[] = [];
const balancers: RunningBalancer[] = [];
let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
try {
  const urls: string[] = [];
  for (const [name, args] of [
    ['in-memory', []],
    ['redis 1', ['--store', redis.url]],
    ['redis 2a', ['--store', redis.url]],
    ['redis 2b', ['--store', redis.url]],
  ] as const) {
    const instance = await startInstance({ name, entry: 'mock-server', args: ['--port', '0', ...args], output: () => undefined });
    instances.push(instance);
    urls.push(instance.url);
  }
  const [memoryUrl = '', redisUrl = '', redisA = '', redisB = ''] = urls;
  const quiet = () => undefined;
  const oneBalanced = await startBalancer({ targets: [redisUrl], port: 0, log: quiet });
  const twoBalanced = await startBalancer({ targets: [redisA, redisB], port: 0, log: quiet });
  balancers.push(oneBalanced, twoBalanced);

  // A channel to toggle: one the default persona's account has not made a favorite (the catalog's ids are the same in every process).
  const { world } = createMockBackend();
  const { favorite, unfavorite } = favoriteToggle(world);
  // Each tester in turn: a favorite toggled on, ten reads, toggled off, ten reads (Home and user_details alternately).
  const reads = (session: string) => Array.from({ length: READS_PER_WRITE }, (_, index) => ({ ...(index % 2 === 0 ? homeRead : userDetails), session }));
  const mix = Array.from({ length: MIX_SESSIONS }, (_, index) => `bench-stores-${index + 1}`).flatMap((session) => [
    { ...favorite, session },
    ...reads(session),
    { ...unfavorite, session },
    ...reads(session),
  ]);
  const cases: Case[] = [
    { name: 'REST GET /billing/user_details', read: true, mix: false, requests: [userDetails] },
    { name: 'REST POST /billing/validate_zip', read: false, mix: false, requests: [validateZip] },
    { name: 'GraphQL Page (HOME)', read: true, mix: false, requests: [homeRead] },
    { name: `read-heavy mix: ${MIX_SESSIONS} testers' worlds, Home and user_details, 1 favorite toggle per ${READS_PER_WRITE} reads`, read: false, mix: true, requests: mix },
  ];

  // What the bare server answers: the in-memory mock's bytes for each distinct request.
  const recorded = await recordAnswers(memoryUrl, cases.flatMap((target) => target.requests), headersOf);
  // Each Redis instance answers once before it is measured (its first answer loads the code paths and the world).
  for (const url of [redisUrl, redisA, redisB]) {
    for (const request of new Set(cases.flatMap((target) => target.requests))) {
      const response = await fetch(`${url}${request.path}`, { method: request.method, body: request.body, headers: headersOf(request) });
      if (!response.ok) throw new Error(`${request.method} ${request.path} on ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      await response.arrayBuffer();
    }
  }
  bare = await startBareServer(recorded);

  const servers = [
    { name: 'bare node:http', url: bare.url },
    { name: 'in-memory, 1 instance', url: memoryUrl },
    { name: 'Redis, 1 instance', url: redisUrl },
    { name: 'Redis, 1 instance behind the balancer', url: oneBalanced.url },
    { name: 'Redis, 2 instances behind the balancer', url: twoBalanced.url },
  ];
  const report: string[] = [];
  const aims: string[] = [];
  for (const target of cases) {
    for (const server of servers) await measure(server.url, target.requests, WARM_UP_S);
    const rounds: Measured[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measured: Measured[] = [];
      for (const server of servers) measured.push(await measure(server.url, target.requests, ROUND_S));
      rounds.push(measured);
    }
    const rps = (index: number) => median(rounds.map((round) => round[index]?.rps ?? 0));
    /** The median over rounds of server `index`'s throughput over server `base`'s, in the same round. */
    const ratio = (index: number, base: number) => median(rounds.map((round) => (round[index]?.rps ?? 0) / (round[base]?.rps || 1)));
    /** The rounds' lowest and highest ratio: how far the machine's load moved it. */
    const spread = (index: number, base: number) => {
      const ratios = rounds.map((round) => (round[index]?.rps ?? 0) / (round[base]?.rps || 1));
      return `rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
    };
    const errors = (index: number) => rounds.reduce((sum, round) => sum + (round[index]?.errors ?? 0), 0);
    report.push(`${target.name}`);
    for (const [index, server] of servers.entries()) {
      report.push(`  ${server.name.padEnd(40)} ${rps(index).toFixed(0).padStart(7)} req/s${index === 0 ? '' : `  ×${ratio(index, 0).toFixed(2)} of bare`}${errors(index) > 0 ? `  (${errors(index)} errors or non-2xx)` : ''}`);
    }
    if (target.read) {
      const share = ratio(2, 1);
      aims.push(`${target.name}: Redis store ${share.toFixed(2)}× the in-memory store's throughput, ${spread(2, 1)} (aim ≥ ${REDIS_READ_AIM}: ${share >= REDIS_READ_AIM ? 'met' : 'NOT met'})`);
    }
    const scale = ratio(4, 3);
    if (target.mix) aims.push(`${target.name}: 2 instances ${scale.toFixed(2)}× 1 instance, both behind the balancer, ${spread(4, 3)} (aim ≥ ${SCALE_AIM}: ${scale >= SCALE_AIM ? 'met' : 'NOT met'})`);
    else report.push(`  2 instances / 1 instance behind the balancer: ×${scale.toFixed(2)}, ${spread(4, 3)}`);
  }
  console.log(
    `\nMock server world stores vs bare node:http, ${CONNECTIONS} connections, loopback, each server a process of its own ` +
      `(the balancer and the bare server in this one), Redis ${redis.url} with nothing on disk; ${ROUNDS} rounds of ${ROUND_S} s per server, ` +
      `alternating, after ${WARM_UP_S} s of warm-up (medians; a ratio is the median of the rounds' ratios). ${availableParallelism()} cores; ` +
      `load average (1/5/15 min): ${loadAtStart} at start, ${load()} at end.`,
  );
  for (const line of report) console.log(line);
  for (const line of aims) console.log(line);
} finally {
  for (const balancer of balancers) await balancer.close();
  await bare?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis.close();
}
