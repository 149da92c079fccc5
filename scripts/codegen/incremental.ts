/**
 * Runs the codegen jobs (outputs.ts) for a workspace, skipping a job whose outputs are already known to match
 * its contract files: a manifest in node_modules/.cache records, per job, the hash of its inputs and of the files
 * it produced, under a salt of the generators' own code and versions. A job is skipped only when its inputs hash
 * as recorded and every one of its files on disk still hashes as recorded, so a contract edit, a hand-edited or
 * deleted generated file, a changed generator or a fresh clone (no manifest) all run the generator again.
 *
 * Used by `npm run codegen` / `codegen:check` (run.ts) and by the dev server's contract watcher (watch.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegenJobs, currentOutputs, readOrNull, type GeneratedFile } from './outputs.ts';

const MANIFEST = 'node_modules/.cache/airwave-codegen/manifest.json';

/** This workspace (where the generators and their code live), not necessarily the root being generated. */
const workspace = fileURLToPath(new URL('../..', import.meta.url));

/** The code that decides what a job writes, besides its contract files. */
const GENERATOR_SOURCES = ['scripts/codegen/outputs.ts', 'scripts/codegen/validators.ts', 'scripts/codegen/analytics.ts', 'common/openapi/document.ts'];
const GENERATOR_PACKAGES = [
  'openapi-typescript',
  'typescript',
  'yaml',
  'ajv',
  'ajv-formats',
  'graphql',
  '@graphql-codegen/core',
  '@graphql-codegen/plugin-helpers',
  '@graphql-codegen/typescript',
  '@graphql-codegen/typescript-operations',
  '@graphql-codegen/typed-document-node',
  '@graphql-codegen/fragment-matcher',
  '@graphql-codegen/visitor-plugin-common',
  '@graphql-tools/load',
  '@graphql-tools/graphql-file-loader',
];

interface Manifest {
  salt: string;
  jobs: Record<string, { inputs: string; outputs: Record<string, string> }>;
}

export interface CodegenResult {
  /** Files written (write mode) or found stale, missing or left over (check mode, as sentences). */
  written: string[];
  removed: string[];
  problems: string[];
  /** How many files the contracts produce. */
  files: number;
  /** Jobs whose generator ran (the others were known to be up to date). */
  ran: string[];
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function generatorSalt(): Promise<string> {
  const parts = await Promise.all([
    ...GENERATOR_SOURCES.map(async (file) => `${file}\n${(await readOrNull(path.join(workspace, file))) ?? ''}`),
    ...GENERATOR_PACKAGES.map(async (name) => {
      const manifest = await readOrNull(path.join(workspace, 'node_modules', name, 'package.json'));
      return `${name}@${manifest === null ? 'missing' : (JSON.parse(manifest) as { version: string }).version}`;
    }),
  ]);
  return sha256(parts.join('\n'));
}

async function readManifest(root: string, salt: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await readFile(path.join(root, MANIFEST), 'utf8')) as Manifest;
    if (manifest.salt === salt && typeof manifest.jobs === 'object') return manifest;
  } catch {
    // No manifest yet (a fresh clone) or an unreadable one: every job runs.
  }
  return { salt, jobs: {} };
}

/** Written to a new file then renamed: the manifest may be a hard link shared with another checkout's node_modules. */
async function writeManifest(root: string, manifest: Manifest): Promise<void> {
  const file = path.join(root, MANIFEST);
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(manifest));
    await rename(temporary, file);
  } catch {
    // Only a cache: the next run generates again.
  }
}

/**
 * Brings generated/ in line with the contracts (or, with `check`, only says where it is not).
 * `log` receives one line per file written or removed.
 */
export async function runCodegen(root: string, options: { check?: boolean; log?: (line: string) => void } = {}): Promise<CodegenResult> {
  const check = options.check ?? false;
  const log = options.log ?? (() => {});
  const [jobs, salt] = await Promise.all([codegenJobs(root), generatorSalt()]);
  const manifest = await readManifest(root, salt);
  const result: CodegenResult = { written: [], removed: [], problems: [], files: 0, ran: [] };

  // Every job that needs it generates first; files are written only once all have succeeded, so a contract that
  // does not generate leaves generated/ as it was.
  const outcomes = await Promise.all(
    jobs.map(async (job) => {
      const contents = await Promise.all(job.inputs.map(async (file) => `${file}\n${(await readOrNull(path.join(root, file))) ?? ''}`));
      const inputs = sha256(`${job.id}\n${contents.join('\n')}`);
      const onDisk = new Map(await Promise.all(job.outputs.map(async (file) => [file, await readOrNull(path.join(root, file))] as const)));
      const recorded = manifest.jobs[job.id];
      const known =
        recorded?.inputs === inputs && job.outputs.every((file) => onDisk.get(file) != null && recorded.outputs[file] === sha256(onDisk.get(file) ?? ''));
      if (known) return null;
      const generated: GeneratedFile[] = await job.generate(root);
      const produced = generated.map((file) => file.path).sort();
      if (produced.join('\n') !== [...job.outputs].sort().join('\n')) {
        throw new Error(`codegen job ${job.id} produced ${produced.join(', ')} instead of ${job.outputs.join(', ')}`);
      }
      return { job, inputs, onDisk, generated };
    }),
  );

  for (const outcome of outcomes) {
    if (outcome === null) continue;
    const { job, inputs, onDisk, generated } = outcome;
    result.ran.push(job.id);
    let matches = true;
    for (const file of generated) {
      const current = onDisk.get(file.path);
      if (current === file.contents) continue;
      matches = false;
      if (check) {
        result.problems.push(current == null ? `${file.path} is missing` : `${file.path} is stale (it does not match the contracts)`);
      } else {
        const target = path.join(root, file.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.contents);
        result.written.push(file.path);
        log(`wrote ${file.path}`);
      }
    }
    if (matches || !check) {
      manifest.jobs[job.id] = { inputs, outputs: Object.fromEntries(generated.map((file) => [file.path, sha256(file.contents)])) };
    }
  }

  const expected = new Set(jobs.flatMap((job) => job.outputs));
  result.files = expected.size;
  for (const file of (await currentOutputs(root)).filter((name) => !expected.has(name))) {
    if (check) {
      result.problems.push(`${file} is not produced by any contract`);
    } else {
      await rm(path.join(root, file));
      result.removed.push(file);
      log(`removed ${file}`);
    }
  }
  result.problems.sort();
  if (result.ran.length > 0) await writeManifest(root, manifest);
  return result;
}
