/**
 * Benchmark: the standalone mock server against a bare node:http server that answers the same bytes,
 * on loopback, for a REST GET, a REST POST and a GraphQL `page` query. Prints requests per second and
 * p50/p99 latency for both and the mock's share of the bare server's throughput beside its aim (REST
 * ≥ 0.5, the GraphQL Home page ≥ 0.25), measured in the same run. Repeated reads are answered from the
 * world's memoised answers (mocks/core/answer-cache.ts); the cost of building the Home page afresh
 * (a first request, or the first after a change) is printed below the table.
 * The load generator (autocannon) runs in a worker thread so it does not share the servers' event loop.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { PageDocument } from '../../generated/graphql/operations.ts';
import { forgetAnswers } from '../../mocks/core/answer-cache.ts';
import { startMockServer } from '../../mocks/server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
/**
 * Each case alternates mock and bare in this many rounds of DURATION_S / ROUNDS seconds, and the ratio
 * is the median of the rounds' ratios: on a machine shared with other work, load that comes and goes
 * then weighs on both servers alike.
 */
const ROUNDS = 3;
const CONNECTIONS = 32;

interface Case {
  name: string;
  /** The least mock/bare throughput ratio aimed for. */
  aim: number;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const cookie = 'airwave_session=bench';
const cases: Case[] = [
  { name: 'REST GET /billing/user_details', aim: 0.5, method: 'GET', path: '/billing/user_details' },
  { name: 'REST POST /billing/validate_zip', aim: 0.5, method: 'POST', path: '/billing/validate_zip', body: JSON.stringify({ zip: '78701' }) },
  {
    name: 'GraphQL page (HOME)',
    aim: 0.25,
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({
      operationName: 'Page',
      query: print(PageDocument),
      variables: { pageType: 'HOME', first: 99, initialTiles: 8, capabilities: ['HERO_PROMOTION', 'TILE_GROUP_LAYOUT'] },
    }),
  },
];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, target: Case): Promise<Measured> {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method,
    body: target.body,
    headers: { cookie, 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration: DURATION_S / ROUNDS,
    workers: 1,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A bare node:http server that answers each case's path with the bytes the mock gave for it. */
async function startBareServer(responses: Map<string, { status: number; type: string; body: Buffer }>) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = responses.get(request.url ?? '');
      response.writeHead(answer?.status ?? 404, { 'content-type': answer?.type ?? 'text/plain' });
      response.end(answer?.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function main() {
  const mock = await startMockServer({ port: 0 });
  const recorded = new Map<string, { status: number; type: string; body: Buffer }>();
  for (const target of cases) {
    const response = await fetch(`${mock.url}${target.path}`, {
      method: target.method,
      body: target.body,
      headers: { cookie, 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`${target.name}: the mock answered ${response.status}`);
    recorded.set(target.path, { status: response.status, type: response.headers.get('content-type') ?? '', body: Buffer.from(await response.arrayBuffer()) });
  }
  const bare = await startBareServer(recorded);

  // The Home page built afresh each time (nothing memoised): what a first request pays.
  const home = cases[2];
  const afresh: number[] = [];
  for (let run = 0; run < 5 && home; run += 1) {
    forgetAnswers(mock.backend.world);
    const started = performance.now();
    await fetch(`${mock.url}${home.path}`, { method: home.method, body: home.body, headers: { cookie, 'content-type': 'application/json' } }).then((response) => response.arrayBuffer());
    afresh.push(performance.now() - started);
  }
  afresh.sort((a, b) => a - b);

  const rows: string[][] = [];
  for (const target of cases) {
    const rounds: Array<{ mocked: Measured; plain: Measured }> = [];
    for (let round = 0; round < ROUNDS; round += 1) rounds.push({ mocked: await measure(mock.url, target), plain: await measure(bare.url, target) });
    const ratios = rounds.map((round) => round.mocked.rps / round.plain.rps).sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length / 2)] ?? 0;
    const middle = (pick: (round: { mocked: Measured; plain: Measured }) => number) => rounds.map(pick).sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? 0;
    const mocked: Measured = {
      rps: middle((round) => round.mocked.rps),
      p50: middle((round) => round.mocked.p50),
      p99: middle((round) => round.mocked.p99),
      errors: rounds.reduce((sum, round) => sum + round.mocked.errors, 0),
    };
    const plain: Measured = { rps: middle((round) => round.plain.rps), p50: middle((round) => round.plain.p50), p99: middle((round) => round.plain.p99), errors: 0 };
    rows.push([
      target.name,
      mocked.rps.toFixed(0),
      `${mocked.p50} / ${mocked.p99}`,
      plain.rps.toFixed(0),
      `${plain.p50} / ${plain.p99}`,
      ratio.toFixed(2),
      `≥ ${target.aim} ${ratio >= target.aim ? 'met' : 'NOT met'}`,
      String(mocked.errors),
    ]);
  }
  await mock.close();
  bare.close();

  const header = ['case', 'mock req/s', 'mock p50/p99 ms', 'bare req/s', 'bare p50/p99 ms', 'mock/bare', 'aim', 'mock errors'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`Mock server vs bare node:http, ${CONNECTIONS} connections, loopback, ${ROUNDS} alternating rounds of ${DURATION_S / ROUNDS} s each (medians; mock/bare is the median round's ratio)`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const bytes = recorded.get('/graphql')?.body.byteLength ?? 0;
  console.log(`Home page built afresh (nothing memoised, ${(bytes / 1024).toFixed(0)} kB): ${afresh[2]?.toFixed(0) ?? '?'} ms median of ${afresh.length} requests`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
