/**
 * Same-run comparison of Lighthouse (mobile) on two or more production builds, for judging a change on a busy shared
 * machine: each build is served as the production-like preview serves it (scripts/preview), and the builds are
 * measured alternately, page by page and round by round (the order flipped every round), in one chromium, so load
 * from other work weighs on every build alike. Prints per page and build the median of the rounds — performance,
 * LCP (its element and phases), TBT, FCP, speed index, the main thread's work — with the load average of each round,
 * and beside them each run re-simulated with every task timed by its CPU time (lighthouse-cpu-timed.ts), an estimate
 * of a quiet machine's figures that the load sways far less, with the tasks its TBT is made of (the run with the median
 * CPU-timed TBT: when each began in the run, its CPU time, its blocking time and what it ran). Those include tasks the
 * run itself drew before its first paint: on the simulated phone's slower network the first paint comes earlier
 * relative to the page's scripts, so work done before the observed first paint (blocking-ab.ts counts from it) can
 * fall after the simulated one and count.
 *
 *   npx vite build --outDir /tmp/before     (on the commit before the change; `npm run build` without its type check)
 *   npx vite build --outDir /tmp/after      (with the change)
 *   npx tsx scripts/bench/lighthouse-ab.ts /tmp/before /tmp/after [--rounds 5] [--page Home]… [--out <folder for each run's JSON>]
 *
 * `--uncompressed <n>` (repeatable) serves the API of the n-th build (from 0) uncompressed, as the preview did before
 * it sent answers compressed (`compressAnswers`), to measure across that change.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { startPreview } from '../preview/server.ts';
import { lighthouseFlags, PAGES, readRun, startChromium, type PageRun } from './lighthouse-run.ts';
import { cpuTimedFigures, type CpuTimedFigures } from './lighthouse-cpu-timed.ts';
import { median } from './median.ts';

function usage(message?: string): never {
  if (message) console.error(`bench/lighthouse-ab: ${message}`);
  console.error('Usage: npx tsx scripts/bench/lighthouse-ab.ts <build dir> <build dir>… [--rounds N] [--page <name>]… [--out <folder>] [--uncompressed <n>]…');
  process.exit(2);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ options: { rounds: { type: 'string' }, page: { type: 'string', multiple: true }, out: { type: 'string' }, uncompressed: { type: 'string', multiple: true } }, allowPositionals: true });
  } catch (error) {
    usage((error as Error).message);
  }
  const { values, positionals: dirs } = parsed;
  if (dirs.length < 2) usage('give two or more build folders');
  const rounds = values.rounds === undefined ? 5 : Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) usage(`--rounds must be a whole number ≥ 1, got "${values.rounds}"`);
  const pages = values.page ? PAGES.filter((page) => values.page?.some((name) => name.toLowerCase() === page.name.toLowerCase())) : PAGES.slice(0, 3);
  if (!pages.length) usage(`--page must name one of ${PAGES.map((page) => page.name).join(', ')}`);
  if (values.out) await mkdir(values.out, { recursive: true });

  const previews = [];
  const uncompressed = new Set((values.uncompressed ?? []).map(Number));
  for (const [index, dir] of dirs.entries()) previews.push(await startPreview({ dir: path.resolve(dir), port: 0, ...(uncompressed.has(index) ? { compressAnswers: false } : {}) }));
  const profileDir = await mkdtemp(path.join(tmpdir(), 'airwave-bench-chromium-'));
  const chromium = await startChromium(profileDir);
  const flags = lighthouseFlags(chromium.port);
  const runs = new Map<string, { run: PageRun; cpu: CpuTimedFigures; load: number }[]>();
  const loads: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const page of pages) {
        const order = dirs.map((_, index) => index);
        if (round % 2) order.reverse();
        for (const index of order) {
          const load = loadavg()[0] ?? 0;
          loads.push(load);
          const result = await lighthouse(`${previews[index]?.url}${page.path}`, flags);
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          const run = readRun(result.lhr);
          const cpu = await cpuTimedFigures(result.artifacts, result.lhr);
          const key = `${page.name}\u0000${index}`;
          runs.set(key, [...(runs.get(key) ?? []), { run, cpu, load }]);
          if (values.out) await writeFile(path.join(values.out, `${page.name.replace(/\W+/g, '-')}-${index}-${round}.json`), JSON.stringify(result.lhr));
          console.log(
            `round ${round + 1} ${page.name} [${index}] ${dirs[index]} (load ${load.toFixed(1)}): performance ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, main thread ${(run.mainThread.reduce((sum, entry) => sum + entry.ms, 0) / 1000).toFixed(2)} s; CPU-timed ${cpu.performance}, LCP ${(cpu.lcpMs / 1000).toFixed(2)} s, TBT ${cpu.tbtMs.toFixed(0)} ms`,
          );
        }
      }
    }
  } finally {
    const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
    chromium.process.kill();
    await exited;
    for (const running of previews) await running.close();
    await rm(profileDir, { recursive: true, force: true, maxRetries: 5 });
  }

  console.log(`\nMedians of ${rounds} alternating rounds (load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}, median ${median(loads).toFixed(1)}):`);
  for (const page of pages) {
    for (const [index, dir] of dirs.entries()) {
      const list = runs.get(`${page.name}\u0000${index}`) ?? [];
      const of = (pick: (run: PageRun) => number) => median(list.map((entry) => pick(entry.run)));
      const phases = new Map<string, number[]>();
      const groups = new Map<string, number[]>();
      const scripts = new Map<string, number[]>();
      for (const { run } of list) {
        for (const phase of run.lcpPhases) phases.set(phase.phase, [...(phases.get(phase.phase) ?? []), phase.ms]);
        for (const group of run.mainThread) groups.set(group.group, [...(groups.get(group.group) ?? []), group.ms]);
        for (const script of run.scripts) scripts.set(script.url, [...(scripts.get(script.url) ?? []), script.ms]);
      }
      const top = (map: Map<string, number[]>, count: number) =>
        [...map]
          .map(([name, list]) => [name, median(list)] as const)
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
          .join(', ');
      console.log(
        `  ${page.name} [${index}] ${dir}: performance ${of((run) => run.performance)} (${list.map((entry) => entry.run.performance).join(' ')}), ` +
          `LCP ${(of((run) => run.lcpMs) / 1000).toFixed(2)} s, TBT ${of((run) => run.tbtMs).toFixed(0)} ms, FCP ${(of((run) => run.fcpMs) / 1000).toFixed(2)} s, ` +
          `SI ${(of((run) => run.speedIndexMs) / 1000).toFixed(2)} s, CLS max ${Math.max(...list.map((entry) => entry.run.cls)).toFixed(3)}, ` +
          `main thread ${(of((run) => run.mainThread.reduce((sum, entry) => sum + entry.ms, 0)) / 1000).toFixed(2)} s, load ${median(list.map((entry) => entry.load)).toFixed(1)}`,
      );
      const cpu = (pick: (figures: CpuTimedFigures) => number) => median(list.map((entry) => pick(entry.cpu)));
      console.log(
        `      CPU-timed (lighthouse-cpu-timed.ts): performance ${cpu((figures) => figures.performance)} (${list.map((entry) => entry.cpu.performance).join(' ')}), ` +
          `FCP ${(cpu((figures) => figures.fcpMs) / 1000).toFixed(2)} s, LCP ${(cpu((figures) => figures.lcpMs) / 1000).toFixed(2)} s, TBT ${cpu((figures) => figures.tbtMs).toFixed(0)} ms, SI ${(cpu((figures) => figures.speedIndexMs) / 1000).toFixed(2)} s`,
      );
      // Where the CPU-timed TBT comes from: the blocking tasks of the run with the median CPU-timed TBT.
      const middle = [...list].sort((a, b) => a.cpu.tbtMs - b.cpu.tbtMs)[Math.floor(list.length / 2)];
      for (const task of middle?.cpu.blockingTasks.slice(0, 6) ?? []) {
        console.log(`      blocking ${task.blockingMs.toFixed(0)} ms: task at ${task.startMs.toFixed(0)} ms, ${task.cpuMs.toFixed(1)} ms CPU — ${task.ran || 'no named work'}`);
      }
      console.log(`      LCP element: ${[...new Set(list.map((entry) => entry.run.lcpElement))].join(' | ')}`);
      console.log(`      LCP phases (ms): ${top(phases, 4)}`);
      console.log(`      main thread (ms): ${top(groups, 5)}`);
      console.log(`      scripts (ms): ${top(scripts, 4)}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
