/**
 * Benchmark: wall time of a full conformance run (every REST and GraphQL check) against a fresh
 * standalone mock server on loopback, with the default pool of 8. Aim: under 30 s on the 2-core machine.
 */
import { runConformance } from '../conformance/cli.ts';
import { startMockServer } from '../../mocks/server.ts';

const AIM_MS = 30_000;

const server = await startMockServer({ port: 0 });
try {
  const started = performance.now();
  const { exitCode, results } = await runConformance(
    // The checker is a program (no browser Origin): the subscriptions socket takes it with the server's token.
    ['--rest', server.url, '--graphql', `${server.url}/graphql`, '--cookie', 'airwave_session=bench', '--header', `x-mock-token: ${server.token}`],
    { out: () => undefined, err: (text) => process.stderr.write(text), isTty: false, progress: false },
  );
  const wallMs = performance.now() - started;
  const perContract = new Map<string, number>();
  for (const result of results) perContract.set(result.contract, (perContract.get(result.contract) ?? 0) + 1);
  const failed = results.filter((result) => result.outcome.status === 'failed').length;
  console.log(`\nConformance full run against the mock server: ${(wallMs / 1000).toFixed(1)} s wall for ${results.length} checks`);
  console.log(`  ${[...perContract].map(([contract, count]) => `${contract} ${count}`).join(' · ')} · ${failed} failed · exit ${exitCode}`);
  console.log(`  aim < ${AIM_MS / 1000} s: ${wallMs < AIM_MS ? 'met' : 'MISSED'}`);
  if (exitCode !== 0) process.exitCode = 1;
} finally {
  await server.close();
}
