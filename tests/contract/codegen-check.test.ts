import { execFile } from 'node:child_process';
import { appendFile, copyFile, cp, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCodegen } from '../../scripts/codegen/incremental.ts';

const run = promisify(execFile);
const workspace = fileURLToPath(new URL('../..', import.meta.url));
const tsxCli = path.join(workspace, 'node_modules/tsx/dist/cli.mjs');
const codegen = path.join(workspace, 'scripts/codegen/run.ts');

/** Runs `codegen --check` on a copy of the workspace; resolves with the exit code and output. */
async function check(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsxCli, codegen, '--check', '--root', root]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

const MANIFEST = 'node_modules/.cache/airwave-codegen/manifest.json';

/**
 * A copy of the contracts and generated/ with the record of a passing run (made once in `reference`), so that a
 * case runs only the generators its own edit concerns, as `npm run codegen` does on a developer's machine.
 */
async function copyWorkspace(reference: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'airwave-codegen-'));
  await cp(path.join(workspace, 'contracts'), path.join(copy, 'contracts'), { recursive: true });
  await cp(path.join(workspace, 'generated'), path.join(copy, 'generated'), { recursive: true });
  await mkdir(path.dirname(path.join(copy, MANIFEST)), { recursive: true });
  // The workspace's own record when there is one (`npm test` runs codegen:check first), else none: the reference
  // run then generates everything once.
  await copyFile(path.join(reference, MANIFEST), path.join(copy, MANIFEST)).catch(() => undefined);
  return copy;
}

let reference: string;
// The generators (graphql-codegen, openapi-typescript, the ajv validators) take seconds on a quiet machine, far
// more on a busy shared 2-core one. The bounds only guard against a hang.
beforeAll(async () => {
  reference = await copyWorkspace(workspace);
  expect((await runCodegen(reference, { check: true })).problems).toEqual([]);
}, 300_000);
afterAll(() => rm(reference, { recursive: true, force: true }));

describe('codegen:check', { timeout: 300_000 }, () => {
  let copy: string;

  beforeEach(async () => {
    copy = await copyWorkspace(reference);
  });

  afterEach(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('passes when generated/ matches the contracts, and fails naming a generated file edited by hand (the command)', async () => {
    const passing = await check(copy);
    expect(passing.output).toContain('generated/ matches the contracts');
    expect(passing.code).toBe(0);

    // A passing run recorded what each contract produces; a hand edit is caught all the same.
    await appendFile(path.join(copy, 'generated/rest/billing.ts'), '\nexport type HandWritten = string;\n');
    const failing = await check(copy);
    expect(failing.code).toBe(1);
    expect(failing.output).toContain('generated/rest/billing.ts is stale');
    expect(failing.output).toContain('Run `npm run codegen`');
    expect(failing.output).not.toContain('generated/rest/profile.ts');
  });

  it('fails naming the REST validators when one was loosened by hand', async () => {
    // The mock world and the conformance checker share these validators; a leniency added to them alone fails here.
    await appendFile(path.join(copy, 'generated/rest/validators.js'), '\nvalidators["billing.openapi.json#/components/schemas/Zip"] = () => true;\n');
    const result = await runCodegen(copy, { check: true });
    expect(result.problems).toEqual(['generated/rest/validators.js is stale (it does not match the contracts)']);
  });

  it('fails naming the output of a contract that changed without regenerating, even after a passing run', async () => {
    expect((await runCodegen(copy, { check: true })).problems).toEqual([]);
    const schema = path.join(copy, 'contracts/graphql/schema.graphql');
    await appendFile(schema, '\n"""Added without running codegen."""\ntype DriftProbe { id: ID! }\n');
    const result = await runCodegen(copy, { check: true });
    expect(result.problems).toContain('generated/graphql/schema.ts is stale (it does not match the contracts)');
  });

  it('fails naming the event when an example of the tracking plan does not match its schema (the analytics check)', async () => {
    const plan = path.join(copy, 'contracts/analytics/tracking-plan.yaml');
    const text = await readFile(plan, 'utf8');
    await writeFile(plan, text.replace('      - assetId: epi-yellowstone-s5e1\n        second: 12', '      - assetId: epi-yellowstone-s5e1\n        second: twelve'));
    const result = await check(copy);
    expect(result.code).toBe(2);
    expect(result.output).toContain('event "watchedSecond": example 1 is not valid against its schema: /second must be integer');
  });

  it('fails naming a missing file and a leftover file', async () => {
    await unlink(path.join(copy, 'generated/rest/playback.ts'));
    await writeFile(path.join(copy, 'generated/rest/removed-contract.ts'), 'export {};\n');
    const result = await runCodegen(copy, { check: true });
    expect(result.problems).toEqual([
      'generated/rest/playback.ts is missing',
      'generated/rest/removed-contract.ts is not produced by any contract',
    ]);
  });
});

describe('npm run codegen', { timeout: 300_000 }, () => {
  let copy: string;

  beforeEach(async () => {
    copy = await copyWorkspace(reference);
  });

  afterEach(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('runs every generator without a record of an earlier run (a fresh clone), none when no contract changed since, and only the changed contract’s after an edit', async () => {
    await rm(path.join(copy, MANIFEST));
    const first = await runCodegen(copy);
    expect(first.written).toEqual([]);
    expect(first.ran.sort()).toEqual(['analytics', 'graphql', 'graphql:sdl', 'rest:billing', 'rest:playback', 'rest:profile', 'rest:validators']);

    expect((await runCodegen(copy)).ran).toEqual([]);

    await appendFile(path.join(copy, 'contracts/graphql/schema.graphql'), '\n"""A type added to the contract."""\ntype DriftProbe { id: ID! }\n');
    const afterEdit = await runCodegen(copy);
    expect(afterEdit.ran.sort()).toEqual(['graphql', 'graphql:sdl']);
    expect(afterEdit.written.sort()).toEqual(['generated/graphql/schema.ts', 'generated/graphql/sdl-document.ts', 'generated/graphql/sdl.ts']);
    expect(await readFile(path.join(copy, 'generated/graphql/schema.ts'), 'utf8')).toContain('export type DriftProbe = {');
    expect((await runCodegen(copy, { check: true })).problems).toEqual([]);
  });

  it('regenerates a generated file that was deleted or edited even when its contract did not change', async () => {
    const original = await readFile(path.join(copy, 'generated/rest/profile.ts'), 'utf8');
    await appendFile(path.join(copy, 'generated/rest/profile.ts'), '\nexport type HandWritten = string;\n');
    await unlink(path.join(copy, 'generated/graphql/sdl.ts'));
    const result = await runCodegen(copy);
    expect(result.ran.sort()).toEqual(['graphql:sdl', 'rest:profile']);
    expect(await readFile(path.join(copy, 'generated/rest/profile.ts'), 'utf8')).toBe(original);
    expect((await runCodegen(copy, { check: true })).problems).toEqual([]);
  });
});
