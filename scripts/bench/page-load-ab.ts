/**
 * Same-run comparison of what a first page load of two mock builds costs the browser in CPU time, for judging a change
 * to what the page does at start (the mock world starting in it) on a busy shared machine. Each load is a browser
 * test's: a fresh browser context (no service worker yet, empty storage), the page's clock installed at the test
 * instant, Home loaded until its first tile is drawn and the page has been quiet a moment. The CPU time is every
 * Chromium process's (browser, renderer, its service worker thread, network, …), read from /proc before and after the
 * load — CPU time, not wall time, so other work on the machine inflates it little. The builds alternate load by load.
 *
 *   npx vite build --mode mock --outDir /tmp/before --sourcemap hidden    (on the commit before the change)
 *   npx vite build --mode mock --outDir /tmp/after --sourcemap hidden     (with the change)
 *   npx tsx scripts/bench/page-load-ab.ts [--port 5304] [--profile] /tmp/before /tmp/after [loads, default 7]
 *
 * With `--profile`, one more traced load per build prints where the page's main thread and its service worker spent
 * their samples, by original source file (read through the build's source maps) — the tracer slows the page, so
 * traced loads are never the counted ones.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { SourceMap } from 'node:module';
import { chromium, type Browser } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { TEST_NOW } from '../../tests/support/clock.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { twoBuildsAndRounds } from './ab-arguments.ts';
import { originalSource, readSampledProfile, type TraceEvent } from './cpu-profile.ts';
import { loadSourceMaps } from './first-tile-profile.ts';
import { median } from './median.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TICKS_PER_SECOND = 100;

interface ProcessCpu {
  /** CPU seconds by process id: its own and its reaped children's. */
  seconds: Map<number, number>;
  /** This process's descendants (the browser's process tree). */
  descendants: number[];
}

/** The CPU time of this process's descendants (the browser's process tree), the reaped ones included. */
function processCpu(): ProcessCpu {
  const parents = new Map<number, number>();
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name may hold spaces: the fields after it start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    parents.set(pid, Number(fields[1]));
    // utime, stime, cutime, cstime are fields 14–17 of stat, 12–15 after the name.
    seconds.set(pid, (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND);
  }
  const descendants: number[] = [];
  for (const pid of seconds.keys()) {
    let ancestor = parents.get(pid);
    while (ancestor !== undefined && ancestor > 1 && ancestor !== process.pid) ancestor = parents.get(ancestor);
    if (ancestor === process.pid) descendants.push(pid);
  }
  return { seconds, descendants };
}

const total = (cpu: ProcessCpu) => cpu.descendants.reduce((sum, pid) => sum + (cpu.seconds.get(pid) ?? 0), 0);

/** Whether a process is one of Chromium's renderers, and whether it draws Chromium's own UI (`--top-chrome-webui`). */
function rendererKind(pid: number): 'page' | 'webui' | undefined {
  let args: string;
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
  if (!args.includes('--type=renderer')) return undefined;
  return args.includes('--top-chrome-webui') ? 'webui' : 'page';
}

interface LoadCpu {
  /** Every Chromium process's CPU seconds in the load. */
  all: number;
  /** The page's renderer process (its main thread, its service worker, its compositor, …). */
  page: number;
  /** Renderers of Chromium's own UI that the new window started. */
  webui: number;
  events?: TraceEvent[];
}

async function load(browser: Browser, url: string, traced: boolean): Promise<LoadCpu> {
  const before = processCpu();
  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  const page = await context.newPage();
  await page.clock.install({ time: TEST_NOW });
  if (traced) await browser.startTracing(undefined, { categories: ['disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', '__metadata'] });
  await page.goto(url);
  // The installed clock replaces the page's `performance`, so the app's marks are not read here: its first tile is.
  await page.locator('article.tile').first().waitFor({ timeout: 60_000 });
  // What the load set going (the rest of Home's reads, images) settles.
  await page.waitForTimeout(1_000);
  const events = traced ? ((JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: TraceEvent[] }).traceEvents ?? []) : undefined;
  // The renderers the load started, read before the context closes and takes them away.
  const during = processCpu();
  const renderers = { page: 0, webui: 0 };
  for (const pid of during.descendants) {
    if (before.seconds.has(pid)) continue;
    const kind = rendererKind(pid);
    if (kind) renderers[kind] += during.seconds.get(pid) ?? 0;
  }
  await context.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { all: total(processCpu()) - total(before), ...renderers, ...(events ? { events } : {}) };
}

/** Milliseconds of samples per thread (renderer main, service worker) and per original source, the largest first. */
function printProfile(label: string, events: TraceEvent[], maps: Map<string, SourceMap>): void {
  const threads = events.filter((event) => event.name === 'thread_name' && (event.args?.name === 'CrRendererMain' || event.args?.name === 'ServiceWorkerThread' || event.args?.name?.startsWith('DedicatedWorker')));
  for (const thread of threads) {
    const profile = readSampledProfile(events, thread.pid, thread.tid);
    if (!profile) continue;
    const placeOf = profile.placeOfNodes<string>((frame) => {
      if (frame.functionName === '(idle)') return 'idle';
      if (frame.functionName === '(garbage collector)' || frame.functionName === '(program)') return frame.functionName;
      const source = originalSource(frame, maps);
      if (source) return source.replace(/^.*\/(node_modules|mocks|app|common|generated)\//, '$1/');
      return frame.url ? `${frame.url.split('/').pop()} (unmapped)` : undefined;
    }, '(native)');
    const totals = new Map<string, number>();
    let all = 0;
    for (let index = 0; index + 1 < profile.samples.length; index += 1) {
      const sample = profile.samples[index];
      const next = profile.samples[index + 1];
      if (!sample || !next) continue;
      const place = placeOf(sample.node);
      if (place === 'idle') continue;
      const weight = (next.ts - sample.ts) / 1000;
      totals.set(place, (totals.get(place) ?? 0) + weight);
      all += weight;
    }
    if (all < 5) continue;
    console.log(`${label} ${thread.args?.name} (pid ${thread.pid}): ${all.toFixed(0)} ms of samples`);
    for (const [place, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${place}`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({ options: { port: { type: 'string', default: '5304' }, profile: { type: 'boolean', default: false } }, allowPositionals: true });
  const { dirs, rounds: loads } = twoBuildsAndRounds(positionals, 7, 'npx tsx scripts/bench/page-load-ab.ts [--port 5304] [--profile] <build dir> <build dir> [loads]');
  const servers: PreviewServer[] = [];
  for (const outDir of dirs) {
    servers.push(await preview({ root, mode: 'mock', logLevel: 'error', build: { outDir }, preview: { port: Number(values.port), strictPort: false } }));
  }
  const homes = servers.map((server) => `${server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''}/player/mytv`);
  const browser = await chromium.launch(chromiumLaunchOptions());
  // One load each first (the browser's own start, the preview's first answers), not counted.
  for (const home of homes) await load(browser, home, false);

  const loadBefore = loadavg()[0] ?? 0;
  const cpu: LoadCpu[][] = dirs.map(() => []);
  for (let round = 0; round < loads; round += 1) {
    for (const [index, home] of homes.entries()) {
      const measured = await load(browser, home, false);
      cpu[index]?.push(measured);
      console.log(
        `load ${round + 1} [${index}] ${dirs[index]} (load average ${(loadavg()[0] ?? 0).toFixed(1)}): ${measured.all.toFixed(2)} CPU-s, the page's renderer ${measured.page.toFixed(2)}, Chromium's UI renderer ${measured.webui.toFixed(2)}`,
      );
    }
  }
  const loadAfter = loadavg()[0] ?? 0;
  if (values.profile) {
    for (const [index, home] of homes.entries()) {
      const { events } = await load(browser, home, true);
      if (process.env.PAGE_LOAD_TRACE_DIR) writeFileSync(`${process.env.PAGE_LOAD_TRACE_DIR}/trace-${index}.json`, JSON.stringify(events));
      printProfile(`[${index}] ${dirs[index]}`, events ?? [], await loadSourceMaps(dirs[index] ?? ''));
    }
  }
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));

  console.log(`CPU time of a first page load of Home (fresh context, test clock, until the first tile + 1 s), ${loads} alternating loads each (load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}):`);
  const figures = (['all', 'page', 'webui'] as const).map((kind) => ({ kind, medians: cpu.map((list) => median(list.map((measured) => measured[kind]))) }));
  for (const [index, dir] of dirs.entries()) {
    const [all, page, webui] = figures.map((figure) => figure.medians[index]?.toFixed(2));
    console.log(`${dir}: ${all} CPU-s median in all of Chromium, ${page} in the page's renderer, ${webui} in Chromium's UI renderer`);
  }
  console.log(`second / first: ${figures.map((figure) => `${figure.kind} ${((figure.medians[1] ?? 0) / (figure.medians[0] ?? 1)).toFixed(2)}×`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
