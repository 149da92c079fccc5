import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

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

// Each case runs the whole code generator in a child process (graphql-codegen, openapi-typescript, the ajv
// validators): seconds on a quiet machine, far more on a busy shared 2-core one. The bound only guards against a hang.
describe('codegen:check', { timeout: 300_000 }, () => {
  let copy: string;

  beforeEach(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'airwave-codegen-'));
    await cp(path.join(workspace, 'contracts'), path.join(copy, 'contracts'), { recursive: true });
    await cp(path.join(workspace, 'generated'), path.join(copy, 'generated'), { recursive: true });
  });

  afterEach(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('passes when generated/ matches the contracts', async () => {
    const result = await check(copy);
    expect(result.output).toContain('generated/ matches the contracts');
    expect(result.code).toBe(0);
  });

  it('fails naming a generated file that was edited by hand', async () => {
    await appendFile(path.join(copy, 'generated/rest/billing.ts'), '\nexport type HandWritten = string;\n');
    const result = await check(copy);
    expect(result.code).toBe(1);
    expect(result.output).toContain('generated/rest/billing.ts is stale');
    expect(result.output).not.toContain('generated/rest/profile.ts');
  });

  it('fails naming the REST validators when one was loosened by hand', async () => {
    // The mock world and the conformance checker share these validators; a leniency added to them alone fails here.
    await appendFile(path.join(copy, 'generated/rest/validators.js'), '\nvalidators["billing.openapi.json#/components/schemas/Zip"] = () => true;\n');
    const result = await check(copy);
    expect(result.code).toBe(1);
    expect(result.output).toContain('generated/rest/validators.js is stale');
  });

  it('fails naming the output of a contract that changed without regenerating', async () => {
    const schema = path.join(copy, 'contracts/graphql/schema.graphql');
    await appendFile(schema, '\n"""Added without running codegen."""\ntype DriftProbe { id: ID! }\n');
    const result = await check(copy);
    expect(result.code).toBe(1);
    expect(result.output).toContain('generated/graphql/schema.ts is stale');
  });

  it('fails naming a missing file and a leftover file', async () => {
    await unlink(path.join(copy, 'generated/rest/playback.ts'));
    await writeFile(path.join(copy, 'generated/rest/removed-contract.ts'), 'export {};\n');
    const result = await check(copy);
    expect(result.code).toBe(1);
    expect(result.output).toContain('generated/rest/playback.ts is missing');
    expect(result.output).toContain('generated/rest/removed-contract.ts is not produced by any contract');
  });
});
