/**
 * `npm run bench:loop [-- --skip-unit] [-- --runs N]`: the edit → check loop, timed as a developer runs it.
 *
 * - `npm run typecheck`: a full check of every project (`tsgo -b --force`, what a fresh clone's first run does),
 *   a run with nothing changed, and a run after an edit (a new file in app/, removed again afterwards);
 * - `npm run codegen` and `npm run codegen:check`: with nothing changed since the last run, and from scratch (on a
 *   copy of contracts/ and generated/ with no record of earlier runs, as a fresh clone);
 * - `npm test` without its browser suite, as a fresh clone runs it: on a new clone of this checkout (its uncommitted
 *   edits and new files applied, node_modules hard-linked from this one without the caches tools keep in it), each
 *   step in `npm test`'s order — `codegen:check`, `lint` (its three parts: contracts, `eslint .`, knip), `typecheck`
 *   and the unit suite (`test:unit`, vitest) — once, then their sum; then, on another fresh clone,
 *   `npm run checks` as `npm test` runs it (codegen:check, then the others side by side): `npm test` minus `test:e2e`
 *   (the browser suite). With --skip-unit, every step but the unit suite, no sum and no `npm run checks`.
 *
 * Each figure is the wall time (median of --runs, default 3; the unit suite once) beside its aim, with the CPU time
 * the command and its children used and the machine's load average before and after: on a shared machine the wall
 * time grows with the load while the CPU time does not, so compare runs at a like load. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { median } from './median.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { 'skip-unit': { type: 'boolean', default: false }, runs: { type: 'string', default: '3' } } });
const RUNS = Math.max(1, Number(values.runs) || 3);

/** The aims of issue 25, in seconds of wall time on this machine when quiet. */
const AIMS = { typecheck: 15, codegen: 5, codegenCheck: 5, unit: 180 };
/** The whole fresh-clone `npm test` has 10 min; the browser suite needs most of it. */
const AIM_NPM_TEST = 600;

const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

/** CPU seconds used by the children this process has waited for (Linux: /proc/self/stat cutime + cstime). */
async function childrenCpuSeconds(): Promise<number> {
  try {
    const stat = await readFile('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of the whole line (cutime, cstime) are 13 and 14 after the command name; in clock ticks (100 a second).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Timing {
  wallS: number;
  cpuS: number;
  code: number;
  output: string;
}

async function time(command: string, args: string[], cwd = root): Promise<Timing> {
  const cpuBefore = await childrenCpuSeconds();
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  const wallS = (performance.now() - started) / 1000;
  return { wallS, cpuS: (await childrenCpuSeconds()) - cpuBefore, code, output };
}

const rows: string[][] = [];
let failures = 0;

async function measure(name: string, aimS: number | undefined, run: () => Promise<Timing>, runs = RUNS): Promise<Timing[]> {
  const loadBefore = load();
  const timings: Timing[] = [];
  for (let index = 0; index < runs; index += 1) {
    const timing = await run();
    timings.push(timing);
    if (timing.code !== 0) {
      failures += 1;
      console.error(`${name} failed (exit ${timing.code}):\n${timing.output.slice(-3000)}`);
      break;
    }
  }
  const wall = median(timings.map((timing) => timing.wallS));
  const cpu = median(timings.map((timing) => timing.cpuS));
  const verdict = aimS === undefined ? '' : `< ${aimS} s ${wall < aimS ? 'met' : 'NOT met'}`;
  const row = [name, `${wall.toFixed(1)} s`, `${cpu.toFixed(1)} s`, verdict, `${loadBefore} → ${load()}`];
  rows.push(row);
  console.log(row.join('  ·  '));
  return timings;
}

const npm = (script: string, ...args: string[]) => ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])];

async function main(): Promise<void> {
  console.log(`bench:loop on ${availableParallelism()} cores, load ${load()} (1 / 5 / 15 min); median of ${RUNS} run(s); wall · CPU (command and children) · aim · load before → after\n`);

  // Type checking. The edit is a new module in app/ (covered by the app project), removed afterwards.
  const probe = path.join(root, 'app/lib/zz-bench-loop-probe.ts');
  const removeProbe = () => rm(probe, { force: true });
  process.once('SIGINT', () => void removeProbe().then(() => process.exit(130)));
  try {
    await measure('typecheck, full (tsgo -b --force: every project, as a fresh clone)', AIMS.typecheck, () => time(path.join(root, 'node_modules/.bin/tsgo'), ['-b', '--force']));
    await measure('npm run typecheck, nothing changed', AIMS.typecheck, () => time('npm', npm('typecheck')));
    let edit = 0;
    await measure('npm run typecheck, after an edit (a new module in app/)', AIMS.typecheck, async () => {
      edit += 1;
      await writeFile(probe, `// Written by scripts/bench/loop.ts and removed by it.\nexport const benchLoopProbe: number = ${edit};\n`);
      return time('npm', npm('typecheck'));
    });
  } finally {
    await removeProbe();
  }
  // Leave the incremental state as the source is.
  await time('npm', npm('typecheck'));

  // Code generation: nothing changed (the workspace, after one run to record it), then from scratch on a copy.
  await time('npm', npm('codegen'));
  await measure('npm run codegen, nothing changed', AIMS.codegen, () => time('npm', npm('codegen')));
  await measure('npm run codegen:check, nothing changed', AIMS.codegenCheck, () => time('npm', npm('codegen:check')));
  const fresh = async (check: boolean): Promise<Timing> => {
    const copy = await mkdtemp(path.join(tmpdir(), 'airwave-bench-loop-'));
    try {
      await cp(path.join(root, 'contracts'), path.join(copy, 'contracts'), { recursive: true });
      await cp(path.join(root, 'generated'), path.join(copy, 'generated'), { recursive: true });
      return await time(path.join(root, 'node_modules/.bin/tsx'), ['scripts/codegen/run.ts', '--root', copy, ...(check ? ['--check'] : [])]);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  };
  await measure('npm run codegen, from scratch (every generator runs)', AIMS.codegen, () => fresh(false));
  await measure('npm run codegen:check, from scratch (as CI runs it)', AIMS.codegenCheck, () => fresh(true));

  await freshCloneNpmTest(!values['skip-unit']);

  console.log(`\n${rows.map((row) => `- ${row[0]}: ${row[1]} wall, ${row[2]} CPU ${row[3] ? `(aim ${row[3]})` : ''} at load ${row[4]}`).join('\n')}`);
  if (failures > 0) process.exitCode = 1;
}

/** Runs `git` in `cwd` and returns what it printed. */
async function git(cwd: string, args: string[], input?: string): Promise<string> {
  const child = spawn('git', args, { cwd, stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input ?? '');
  const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  if (code !== 0) throw new Error(`git ${args.join(' ')} failed (exit ${code}) in ${cwd}`);
  return output;
}

/**
 * A fresh clone of this checkout as it is: `git clone` (HEAD), then the work tree's uncommitted edits and new files on
 * top, and node_modules hard-linked (`cp -al`, as the worktrees share theirs) without the caches tools keep inside it
 * (.cache: codegen's record, jiti; .vite: vitest's results, which order the next run's files), so no step starts warm.
 */
async function freshClone(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'airwave-bench-clone-'));
  await git(tmpdir(), ['clone', '--quiet', '--shared', root, copy]);
  const diff = await git(root, ['diff', 'HEAD', '--binary']);
  if (diff.trim()) await git(copy, ['apply', '--whitespace=nowarn', '-'], diff);
  const untracked = (await git(root, ['ls-files', '-z', '--others', '--exclude-standard'])).split('\0').filter(Boolean);
  for (const file of untracked) await cp(path.join(root, file), path.join(copy, file), { recursive: true });
  const linked = await time('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  if (linked.code !== 0) throw new Error(`cp -al node_modules failed: ${linked.output}`);
  for (const cache of ['.cache', '.vite', '.vite-temp']) await rm(path.join(copy, 'node_modules', cache), { recursive: true, force: true });
  return copy;
}

/** `npm test` minus the browser suite, step by step on a fresh clone, with the sum of the steps (see the top). */
async function freshCloneNpmTest(withUnit: boolean): Promise<void> {
  const copy = await freshClone();
  try {
    const inCopy = (script: string) => () => time('npm', npm(script), copy);
    const steps: Timing[][] = [];
    const step = async (name: string, aimS: number | undefined, script: string) => {
      const timings = await measure(`${name} (fresh clone)`, aimS, inCopy(script), 1);
      steps.push(timings);
      return timings;
    };
    await step('npm run codegen:check', AIMS.codegenCheck, 'codegen:check');
    // `npm run lint` is these three in this order; each is timed on its own, and their sum printed.
    const lintStart = rows.length;
    await step('npm run lint:contracts (redocly, GraphQL operations)', undefined, 'lint:contracts');
    await step('npm run lint:code (eslint .)', undefined, 'lint:code');
    await step('npm run lint:unused (knip --production)', undefined, 'lint:unused');
    const lintSteps = steps.slice(-3).flat();
    const lintRow = [
      'npm run lint (the three above)',
      `${sum(lintSteps.map((timing) => timing.wallS)).toFixed(1)} s`,
      `${sum(lintSteps.map((timing) => timing.cpuS)).toFixed(1)} s`,
      '',
      `${rows[lintStart]?.[4]?.split(' → ')[0] ?? '?'} → ${rows.at(-1)?.[4]?.split(' → ')[1] ?? '?'}`,
    ];
    rows.push(lintRow);
    console.log(lintRow.join('  ·  '));
    await step('npm run typecheck (every project, no earlier state)', AIMS.typecheck, 'typecheck');
    if (!withUnit) return;
    const [unit] = await step('npm run test:unit (the unit suite)', AIMS.unit, 'test:unit');
    // Vitest's own summary: how many files and tests, and where the time went, summed over the files of both workers
    // (so each a share beside the wall time above, not a part of it; `environment` counts a worker's one jsdom or node
    // set-up again for every file that worker runs). Vitest colours it even with FORCE_COLOR=0: the codes are taken out.
    const output = stripVTControlCharacters(unit?.output ?? '');
    const summary = ['Test Files', 'Tests', 'Duration'].flatMap((label) => output.match(new RegExp(`^\\s*${label}\\s+[^\\n]+`, 'm'))?.[0].trim() ?? []);
    if (summary.length > 0) console.log(`  vitest: ${summary.map((line) => line.replace(/\s+/g, ' ')).join('; ')}`);
    const all = steps.flat();
    if (all.some((timing) => timing.code !== 0)) return;
    const wallS = sum(all.map((timing) => timing.wallS));
    const totalRow = [
      'the steps above one after another (their sum, fresh clone)',
      `${wallS.toFixed(1)} s`,
      `${sum(all.map((timing) => timing.cpuS)).toFixed(1)} s`,
      '',
      `${rows.find((row) => row[0]?.endsWith('(fresh clone)'))?.[4]?.split(' → ')[0] ?? '?'} → ${load()}`,
    ];
    rows.push(totalRow);
    console.log(totalRow.join('  ·  '));
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
  // As `npm test` runs them: `npm run checks` (codegen:check, then the others side by side) on another fresh clone.
  const again = await freshClone();
  try {
    const [checks] = await measure('npm run checks as npm test runs them (beside build:e2e, before test:e2e; fresh clone)', undefined, () => time('npm', npm('checks'), again), 1);
    if (checks?.code === 0) console.log(`  < ${AIM_NPM_TEST} s with test:e2e: ${(AIM_NPM_TEST - checks.wallS).toFixed(0)} s left for the browser suite`);
  } finally {
    await rm(again, { recursive: true, force: true });
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
