/**
 * Against a backend that has built only part of the contracts, the checker says exactly that: each
 * operation it has not built once, as "not implemented" (terminal, JSON, HTML, JUnit), the ones it has
 * built judged as usual, and `--only-implemented` judges just those. Journeys that fail half-way leave
 * no throwaway profile behind and file the failure under the step that failed.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../common/openapi/contracts.ts';
import { runConformance } from '../../scripts/conformance/cli.ts';
import type { CheckResult } from '../../scripts/conformance/model.ts';
import type { JsonReport } from '../../scripts/conformance/reports/json.ts';
import { captureIo, SESSION } from './support/cli-io.ts';
import { IMPLEMENTED, startPartialRestServer, type PartialRestServer } from './support/partial-rest-server.ts';

const built = new Set<string>(IMPLEMENTED);
const notBuilt = operations.filter((operation) => !built.has(operation.operationId)).map((operation) => operation.operationId).sort();

function notImplemented(results: readonly CheckResult[]): string[] {
  return results.filter((result) => result.outcome.status === 'not-implemented').map((result) => result.operation).sort();
}

describe('a REST server that has built five profile operations', () => {
  let server: PartialRestServer;
  let profilesBefore: { id: string; name: string }[];
  let results: CheckResult[];
  let exitCode: number;
  let stdout: string;
  let folder: string;
  beforeAll(async () => {
    server = await startPartialRestServer();
    profilesBefore = await server.profiles();
    folder = await mkdtemp(path.join(tmpdir(), 'conformance-partial-'));
    const io = captureIo();
    const reports = ['--json', path.join(folder, 'report.json'), '--html', path.join(folder, 'report.html'), '--junit', path.join(folder, 'report.xml')];
    ({ results, exitCode } = await runConformance(['--rest', server.url, ...SESSION, ...reports], io));
    stdout = io.stdout();
  }, 180_000);
  afterAll(() => server.close());

  it('reports every operation it has not built once, as not implemented, and nothing else of them', () => {
    expect(notImplemented(results)).toEqual(notBuilt);
    for (const operationId of notBuilt) {
      const own = results.filter((result) => result.operation === operationId);
      expect(own.map((result) => result.kind)).toEqual(['implementation']);
      const outcome = own[0]?.outcome;
      expect(outcome?.status).toBe('not-implemented');
      if (outcome?.status !== 'not-implemented') continue;
      expect(outcome.notImplemented.message).toMatch(/^not implemented: (the one answer|all \d+ answers) to [A-Z]+ \/\S+ (was|were) the server's generic not-found \(the 404 it gives a path no contract has\) \(\d+ checks?\)$/);
      expect(outcome.notImplemented.checks).toBeGreaterThan(0);
      expect(outcome.notImplemented.actual).toMatch(/^404 application\/json \{"error":"Nothing is mocked at \/\S+\."\}$/);
      expect(outcome.notImplemented.reproduction).toMatch(/(^|\| )curl -sS -i -X [A-Z]+ '?http:\/\/127\.0\.0\.1:\d+\//);
    }
  });

  it('judges the five operations it has built, and they pass', () => {
    const judged = results.filter((result) => built.has(result.operation));
    expect(new Set(judged.map((result) => result.operation))).toEqual(built);
    expect(judged.filter((result) => result.outcome.status !== 'passed').map((result) => `${result.id}: ${JSON.stringify(result.outcome)}`)).toEqual([]);
    expect(results.filter((result) => result.outcome.status === 'failed').map((result) => result.id)).toEqual([]);
  });

  it('files a journey that broke at an operation it has not built under that operation, and folds it there', () => {
    // The profile journey lists, creates and lists again, then renames: updateProfile is not built.
    expect(results.some((result) => result.id === 'profile/deleteProfile/journey')).toBe(false);
    const updateProfile = results.find((result) => result.operation === 'updateProfile');
    expect(updateProfile?.outcome.status).toBe('not-implemented');
  });

  it('leaves no throwaway profile behind', async () => {
    expect(await server.profiles()).toEqual(profilesBefore);
  });

  it('says so in the terminal: a line per operation, the count, and exit code 1', () => {
    expect(exitCode).toBe(1);
    for (const operationId of notBuilt) expect(stdout).toMatch(new RegExp(`○ \\[(profile|billing|playback)\\] ${operationId} — not implemented: `));
    expect(stdout).toContain(`Not implemented (${notBuilt.length})`);
    expect(stdout).toContain(`${notBuilt.length} operations are not implemented.`);
    expect(stdout).toMatch(/All \d+ checks of the implemented operations passed/);
    const profileNotBuilt = notBuilt.filter((operationId) => operations.some((operation) => operation.operationId === operationId && operation.contract === 'profile'));
    expect(stdout).toMatch(new RegExp(`profile +\\d+ +0 +0 +${profileNotBuilt.length} +\\d+`));
  });

  it('says so in the JSON, HTML and JUnit reports', async () => {
    const json = JSON.parse(await readFile(path.join(folder, 'report.json'), 'utf8')) as JsonReport;
    expect(json.schemaVersion).toBe(2);
    expect(json.onlyImplemented).toBe(false);
    expect(json.summary.total.notImplemented).toBe(notBuilt.length);
    expect(notImplemented(json.results)).toEqual(notBuilt);
    const html = await readFile(path.join(folder, 'report.html'), 'utf8');
    expect(html).toContain(`${notBuilt.length} operations are not implemented.`);
    for (const operationId of notBuilt) expect(html).toMatch(new RegExp(`${operationId} · \\d+ checks · <span class="not-implemented">not implemented</span>`));
    const junit = await readFile(path.join(folder, 'report.xml'), 'utf8');
    expect(junit.match(/type="not-implemented"/g)?.length).toBe(notBuilt.length);
  });

  it('--only-implemented judges just what exists: the same lines, not counted against the run, exit 0', async () => {
    const io = captureIo();
    const outcome = await runConformance(['--rest', server.url, ...SESSION, '--only', 'profile', '--only-implemented'], io);
    const profileNotBuilt = operations.filter((operation) => operation.contract === 'profile' && !built.has(operation.operationId)).map((operation) => operation.operationId).sort();
    expect(notImplemented(outcome.results)).toEqual(profileNotBuilt);
    expect(outcome.exitCode).toBe(0);
    expect(io.stdout()).toContain(`Not implemented (${profileNotBuilt.length}, not judged: --only-implemented)`);
    expect(io.stdout()).toContain(`${profileNotBuilt.length} operations are not implemented (not judged: --only-implemented).`);
    expect(await server.profiles()).toEqual(profilesBefore);
  }, 180_000);
});

describe('a journey that fails at its create step, after the server made the profile', () => {
  let server: PartialRestServer;
  beforeAll(async () => {
    server = await startPartialRestServer({ createAnswers201: true });
  });
  afterAll(() => server.close());

  it('is filed under createProfile, and the profile it made is deleted again', async () => {
    const before = await server.profiles();
    const { results } = await runConformance(['--rest', server.url, ...SESSION, '--only', 'profile/deleteProfile/journey'], captureIo());
    expect(results).toHaveLength(1);
    const [journey] = results;
    expect(journey?.operation).toBe('createProfile');
    expect(journey?.outcome).toMatchObject({ status: 'failed', failure: { message: expect.stringMatching(/^step 2 \(create a profile\): status 201 is not documented/) as unknown } });
    expect(await server.profiles()).toEqual(before);
  }, 120_000);
});
