/**
 * Same-run comparison of a page's main-thread blocking in two or more production builds, from the CPU time of each
 * task, for judging a change when the machine is too busy for Lighthouse's own figures: Lighthouse (mobile) times the
 * page's tasks by the wall clock and multiplies them by 4 (its simulated phone CPU), so at a load average of 20 on two
 * cores one build's Total Blocking Time swings from 0.3 to 7 s between runs. A task's CPU time (the tracer's thread
 * time) grows far less with the load. Each build is served as the production-like preview serves it (scripts/preview),
 * loaded cold (a new browser context, Lighthouse's phone screen) with Chromium's tracer and sampling profiler on, and
 * the builds alternate round by round. Per load it counts, on the page's main thread from the first contentful paint
 * until `--after-load` ms past the load event, each task's CPU time × 4 less 50 ms summed (blocking time as Lighthouse
 * counts it, from CPU time), the longest task, the main thread's whole CPU time, and the first and largest contentful
 * paints (Chromium's own, unthrottled: a wall-clock time the load stretches), and the main thread's CPU time in the
 * tasks begun before the largest paint (what Lighthouse's simulation stretches 4× on the way to its LCP; on Home, where
 * the first paint is the largest, none of it is in the blocking time); with `--sourcemap hidden` builds it
 * also names, for the longest tasks, where their samples ran (package, or the app's file).
 *
 *   npx vite build --outDir /tmp/before --sourcemap hidden      (on the commit before the change)
 *   npx vite build --outDir /tmp/after --sourcemap hidden       (with the change)
 *   npx tsx scripts/bench/blocking-ab.ts /tmp/before /tmp/after [--page Home] [--rounds 5] [--after-load 3500]
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import type { SourceMap } from 'node:module';
import { chromiumLaunchOptions } from '../chromium.ts';
import { startPreview } from '../preview/server.ts';
import { chunkOf, originalSource, packageOf, readSampledProfile, type CallFrame, type TraceEvent } from './cpu-profile.ts';
import { loadSourceMaps } from './first-tile-profile.ts';
import { PAGES } from './lighthouse-run.ts';
import { median } from './median.ts';

/** Lighthouse's simulated phone CPU: each task takes this many times as long as on the machine measuring. */
const CPU_SLOWDOWN = 4;
/** A task's time beyond this counts as blocking (Lighthouse's Total Blocking Time). */
const BLOCKING_FROM_MS = 50;
const TRACE_CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'disabled-by-default-v8.cpu_profiler'];

interface Task {
  startMs: number;
  cpuMs: number;
  /** Where its samples ran, most first (ms). */
  where: [string, number][];
}

interface LoadFigures {
  blockingMs: number;
  longestMs: number;
  cpuMs: number;
  fcpMs: number;
  /** The last largest-contentful-paint candidate of the traced span (Chromium's own, unthrottled). */
  lcpMs: number;
  /** The main thread's CPU time in the tasks that began before the largest contentful paint (what delays it), and where it ran. */
  beforeLcpCpuMs: number;
  beforeLcpWhere: Map<string, number>;
  tasks: Task[];
  load: number;
}

/** A sample's place: the package (node_modules) or the app's own file its innermost mapped frame runs in. */
function placeOf(frame: CallFrame, maps: Map<string, SourceMap>): string | undefined {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.functionName === '(program)') return 'native';
  if (frame.functionName === '(idle)') return 'idle';
  const source = originalSource(frame, maps);
  if (!source) return chunkOf(frame) || undefined;
  return packageOf(source) ?? source.replace(/^.*?\/(app|common|generated)\//, '$1/');
}

function readTrace(events: TraceEvent[], maps: Map<string, SourceMap>, load: number): LoadFigures | undefined {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const navigation = fcp && events.find((event) => event.name === 'navigationStart' && event.args?.frame === fcp.args?.frame);
  if (!fcp || !navigation) return undefined;
  const pid = fcp.pid;
  const mainTid = events.find((event) => event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain')?.tid;
  if (mainTid === undefined) return undefined;

  // The sampled profile, to say where each long task's time went.
  const profile = readSampledProfile(events, pid, mainTid);
  const samples = profile?.samples ?? [];
  const placeOfNode = profile?.placeOfNodes((frame) => placeOf(frame, maps), 'other') ?? (() => 'other');

  const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.args?.frame === fcp.args?.frame).at(-1) ?? fcp;
  const tasks: Task[] = [];
  let cpuUs = 0;
  let beforeLcpUs = 0;
  const beforeLcpWhere = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid || event.tid !== mainTid || event.ph !== 'X' || event.name !== 'RunTask') continue;
    cpuUs += event.tdur ?? 0;
    if (event.ts >= navigation.ts && event.ts < lcp.ts) {
      beforeLcpUs += event.tdur ?? 0;
      const end = event.ts + (event.dur ?? 0);
      for (let index = 0; index + 1 < samples.length; index += 1) {
        const sample = samples[index] as { node: number; ts: number };
        if (sample.ts < event.ts || sample.ts >= end) continue;
        const place = placeOfNode(sample.node);
        beforeLcpWhere.set(place, (beforeLcpWhere.get(place) ?? 0) + ((samples[index + 1] as { ts: number }).ts - sample.ts) / 1000);
      }
    }
    if (event.ts < fcp.ts) continue;
    const cpuMs = (event.tdur ?? 0) / 1000;
    const end = event.ts + (event.dur ?? 0);
    const where = new Map<string, number>();
    if (cpuMs * CPU_SLOWDOWN > BLOCKING_FROM_MS) {
      for (let index = 0; index + 1 < samples.length; index += 1) {
        const sample = samples[index] as { node: number; ts: number };
        if (sample.ts < event.ts || sample.ts >= end) continue;
        const place = placeOfNode(sample.node);
        where.set(place, (where.get(place) ?? 0) + ((samples[index + 1] as { ts: number }).ts - sample.ts) / 1000);
      }
    }
    tasks.push({ startMs: (event.ts - navigation.ts) / 1000, cpuMs, where: [...where].sort((a, b) => b[1] - a[1]) });
  }
  const blockingMs = tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * CPU_SLOWDOWN - BLOCKING_FROM_MS), 0);
  const longestMs = Math.max(0, ...tasks.map((task) => task.cpuMs));
  return { blockingMs, longestMs, cpuMs: cpuUs / 1000, fcpMs: (fcp.ts - navigation.ts) / 1000, lcpMs: (lcp.ts - navigation.ts) / 1000, beforeLcpCpuMs: beforeLcpUs / 1000, beforeLcpWhere, tasks, load };
}

function usage(message: string): never {
  console.error(`bench/blocking-ab: ${message}`);
  console.error('Usage: npx tsx scripts/bench/blocking-ab.ts <build dir> <build dir>… [--page <name>] [--rounds N] [--after-load ms]');
  process.exit(2);
}

async function main() {
  const { values, positionals: dirs } = parseArgs({
    options: { page: { type: 'string', default: 'Home' }, rounds: { type: 'string', default: '5' }, 'after-load': { type: 'string', default: '3500' } },
    allowPositionals: true,
  });
  if (dirs.length < 2) usage('give two or more build folders');
  const rounds = Number(values.rounds);
  const afterLoadMs = Number(values['after-load']);
  if (!Number.isInteger(rounds) || rounds < 1) usage(`--rounds must be a whole number ≥ 1, got "${values.rounds}"`);
  if (!Number.isFinite(afterLoadMs) || afterLoadMs < 0) usage(`--after-load must be a number of ms, got "${values['after-load']}"`);
  const page = PAGES.find((known) => known.name.toLowerCase() === values.page.toLowerCase());
  if (!page) usage(`--page must name one of ${PAGES.map((known) => known.name).join(', ')}`);

  const previews = [];
  const maps: Map<string, SourceMap>[] = [];
  for (const dir of dirs) {
    previews.push(await startPreview({ dir: path.resolve(dir), port: 0 }));
    maps.push(await loadSourceMaps(path.resolve(dir)).catch(() => new Map<string, SourceMap>()));
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  const figures = dirs.map((): LoadFigures[] => []);
  try {
    for (let round = 0; round < rounds; round += 1) {
      const order = dirs.map((_, index) => index);
      if (round % 2) order.reverse();
      for (const index of order) {
        // Lighthouse's phone: a 412 × 823 screen, touch, a cold cache.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const tab = await context.newPage();
        const load = loadavg()[0] ?? 0;
        await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
        await tab.goto(`${previews[index]?.url}${page.path}`, { waitUntil: 'load', timeout: 120_000 });
        await tab.waitForTimeout(afterLoadMs);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: TraceEvent[] };
        await context.close();
        const read = readTrace(trace.traceEvents ?? [], maps[index] ?? new Map(), load);
        if (!read) {
          console.log(`round ${round + 1} [${index}] ${dirs[index]}: no first contentful paint or main thread in the trace`);
          continue;
        }
        figures[index]?.push(read);
        console.log(
          `round ${round + 1} [${index}] ${dirs[index]} (load ${load.toFixed(1)}): blocking ${read.blockingMs.toFixed(0)} ms, longest task ${read.longestMs.toFixed(1)} ms CPU, main thread ${read.cpuMs.toFixed(0)} ms CPU (${read.beforeLcpCpuMs.toFixed(0)} before LCP), FCP ${read.fcpMs.toFixed(0)} ms, LCP ${read.lcpMs.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const running of previews) await running.close();
  }

  const loads = figures.flat().map((entry) => entry.load);
  console.log(`\n${page.name}: medians of ${rounds} alternating rounds (load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}); blocking = Σ (task CPU × ${CPU_SLOWDOWN} − ${BLOCKING_FROM_MS} ms) after FCP`);
  for (const [index, dir] of dirs.entries()) {
    const list = figures[index] ?? [];
    const of = (pick: (entry: LoadFigures) => number) => median(list.map(pick));
    console.log(
      `  [${index}] ${dir}: blocking ${of((entry) => entry.blockingMs).toFixed(0)} ms (${list.map((entry) => entry.blockingMs.toFixed(0)).join(' ')}), ` +
        `longest task ${of((entry) => entry.longestMs).toFixed(1)} ms (${list.map((entry) => entry.longestMs.toFixed(0)).join(' ')}), main thread ${of((entry) => entry.cpuMs).toFixed(0)} ms CPU, ` +
        `FCP ${of((entry) => entry.fcpMs).toFixed(0)} ms, LCP ${of((entry) => entry.lcpMs).toFixed(0)} ms (unthrottled, wall clock)`,
    );
    // Before the largest paint: the main thread's CPU time (its median and runs) and, averaged over the runs, where its samples ran
    // (the profiler samples by the wall clock, so on a busy machine these overstate the CPU time; read them as shares).
    const before = new Map<string, number>();
    for (const entry of list) for (const [place, ms] of entry.beforeLcpWhere) before.set(place, (before.get(place) ?? 0) + ms / list.length);
    const beforeWhere = [...before].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([place, ms]) => `${place} ${ms.toFixed(1)}`).join(', ');
    console.log(`      before LCP: ${of((entry) => entry.beforeLcpCpuMs).toFixed(0)} ms CPU (${list.map((entry) => entry.beforeLcpCpuMs.toFixed(0)).join(' ')}); sampled time per load by place (wall, ms): ${beforeWhere}`);
    // The median load's long tasks, with where their time went.
    const middle = [...list].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(list.length / 2)];
    for (const task of (middle?.tasks ?? []).filter((entry) => entry.where.length).sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 6)) {
      const where = task.where.slice(0, 6).map(([place, ms]) => `${place} ${ms.toFixed(1)}`).join(', ');
      console.log(`      task at ${task.startMs.toFixed(0)} ms: ${task.cpuMs.toFixed(1)} ms CPU — ${where}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
