/**
 * Against a REST server with planted faults, the checker reports each fault with a specific message
 * (what was expected, what came back, a curl line) and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../scripts/conformance/cli.ts';
import type { CheckResult, Failure } from '../../scripts/conformance/model.ts';
import type { RunningMockServer } from '../../mocks/server.ts';
import { PLANTED_FAULTS, startBrokenRestServer, type PlantedFault } from './support/broken-rest-server.ts';
import { captureIo, SESSION } from './support/cli-io.ts';

let server: RunningMockServer;
let results: CheckResult[];
let exitCode: number;
let stdout: string;

beforeAll(async () => {
  server = await startBrokenRestServer();
  const io = captureIo();
  ({ results, exitCode } = await runConformance(['--rest', server.url, ...SESSION], io));
  stdout = io.stdout();
}, 60_000);
afterAll(() => server.close());

type FailedResult = CheckResult & { failure: Failure };

function failures(): FailedResult[] {
  return results.flatMap((result) => (result.outcome.status === 'failed' ? [{ ...result, failure: result.outcome.failure }] : []));
}

function explains(fault: PlantedFault, result: FailedResult): boolean {
  return result.operation === fault.operationId && result.kind === fault.kind && result.failure.message.includes(fault.message);
}

describe('conformance run against a broken REST server', () => {
  it('exits 1', () => {
    expect(exitCode).toBe(1);
  });

  it.each(PLANTED_FAULTS.map((fault) => [fault.plant, fault] as const))('reports %s', (_plant, fault) => {
    const reported = failures().filter((result) => explains(fault, result));
    expect(reported.length, `${fault.operationId} ${fault.kind}: ${fault.message}`).toBeGreaterThan(0);
    for (const result of reported) {
      expect(result.failure.expected).not.toBe('');
      expect(result.failure.actual).toMatch(/^\d{3} /);
      expect(result.failure.reproduction).toMatch(/^curl -sS -i -X [A-Z]+ '?http:\/\/127\.0\.0\.1:\d+\//);
    }
  });

  it('reports nothing but the planted faults', () => {
    const unexplained = failures()
      .filter((result) => !PLANTED_FAULTS.some((fault) => explains(fault, result)))
      .map((result) => `${result.id}: ${result.failure.message}`);
    expect(unexplained).toEqual([]);
  });

  it('prints each failure with what was expected, what came back and how to reproduce it', () => {
    expect(stdout).toContain('status 202 is not documented for getSignupDetails');
    expect(stdout).toMatch(/expected: .*documented status/);
    expect(stdout).toMatch(/actual: {3}202 application\/json/);
    expect(stdout).toMatch(/reproduce:\n {6}curl -sS -i -X GET http:\/\/127\.0\.0\.1:\d+\/billing\/signup_details -b airwave_session=conformance-test/);
    expect(stdout).toMatch(/profile +\d+ +\d+ +0 +\d+/);
  });
});
