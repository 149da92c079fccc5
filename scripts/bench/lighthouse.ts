/**
 * `tsx scripts/bench/lighthouse.ts [--runs 1] [--dir <built dist>] [--page Home] [--json <file>]` (part of `npm run bench`)
 *
 * Lighthouse 12 (mobile: its default Moto G Power screen, simulated slow 4G and 4× CPU throttling) on the
 * production-like preview (scripts/preview/: the production build and the standalone mock server on one origin,
 * signed in with the session cookie) for Home, the Guide, a show page, Account and Settings, each printed beside
 * its aims: performance ≥ 90, CLS < 0.05, accessibility 100 and every `target-size` audit passing; LCP and TBT
 * beside Lighthouse's own "good" marks. With `--runs N` each page is run N times and the median run (by
 * performance score) is printed, CLS and failing audits taken as the worst of the runs.
 *
 * Debian's chromium is started headless with a DevTools port that Lighthouse drives. Its `layout-shifts`
 * diagnostic (the layout-shift culprits) crashes on chromium 156 (`frame_sequence`) and is skipped; the CLS
 * metric itself does not depend on it. Performance is scored from a trace of the page's real main-thread work,
 * so on a shared machine it falls with the load: the load average is printed beside it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { startPreview } from '../preview/server.ts';
import { AIMS, GOOD, lighthouseFlags, PAGES, readRun, startChromium, viteBuild, type PageRun } from './lighthouse-run.ts';

function usage(message?: string): never {
  if (message) console.error(`bench/lighthouse: ${message}`);
  console.error('Usage: tsx scripts/bench/lighthouse.ts [--runs N] [--dir <production build>] [--page <name>]… [--json <file>]');
  process.exit(2);
}

async function main() {
  let args;
  try {
    args = parseArgs({ options: { runs: { type: 'string' }, dir: { type: 'string' }, page: { type: 'string', multiple: true }, json: { type: 'string' } } }).values;
  } catch (error) {
    usage((error as Error).message);
  }
  const runs = args.runs === undefined ? 1 : Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a whole number ≥ 1, got "${args.runs}"`);
  const pages = args.page ? PAGES.filter((page) => args.page?.some((name) => name.toLowerCase() === page.name.toLowerCase())) : [...PAGES];
  if (!pages.length) usage(`--page must name one of ${PAGES.map((page) => page.name).join(', ')}`);

  const ownBuild = args.dir === undefined;
  const dir = ownBuild ? await mkdtemp(path.join(tmpdir(), 'airwave-bench-lighthouse-')) : path.resolve(args.dir ?? '');
  if (ownBuild) await viteBuild(dir);
  const preview = await startPreview({ dir, port: 0 });
  const profileDir = await mkdtemp(path.join(tmpdir(), 'airwave-bench-chromium-'));
  const chromium = await startChromium(profileDir);

  const flags = lighthouseFlags(chromium.port);

  const results: { name: string; path: string; runs: PageRun[]; load: [number, number] }[] = [];
  try {
    for (const page of pages) {
      const loadBefore = loadavg()[0] ?? 0;
      const pageRuns: PageRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${preview.url}${page.path}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        pageRuns.push(readRun(result.lhr));
      }
      results.push({ ...page, runs: pageRuns, load: [loadBefore, loadavg()[0] ?? 0] });
    }
  } finally {
    const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
    chromium.process.kill();
    await exited;
    await preview.close();
    await rm(profileDir, { recursive: true, force: true, maxRetries: 5 });
    if (ownBuild) await rm(dir, { recursive: true, force: true });
  }

  const cores = availableParallelism();
  const loads = results.flatMap((result) => result.load);
  const maxLoad = Math.max(...loads);
  console.log(
    `Lighthouse 12 (mobile, simulated throttling) on the production-like preview, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page (load average ${Math.min(...loads).toFixed(1)}–${maxLoad.toFixed(1)} on ${cores} cores while measuring)`,
  );
  const busy = maxLoad > cores ? ` here, the machine is busy (load ${maxLoad.toFixed(1)} on ${cores} cores)` : '';
  const verdict = (met: boolean, whenBusy = '') => (met ? 'met' : `NOT met${whenBusy}`);
  const summary = { performance: true, cls: true, accessibility: true, targetSize: true };
  for (const result of results) {
    const sorted = [...result.runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)] as PageRun;
    const worstCls = Math.max(...result.runs.map((run) => run.cls));
    const worstAccessibility = Math.min(...result.runs.map((run) => run.accessibility));
    const targetSize = result.runs.some((run) => run.targetSize === 'fail') ? 'fail' : median.targetSize;
    summary.performance &&= median.performance >= AIMS.performance;
    summary.cls &&= worstCls < AIMS.cls;
    summary.accessibility &&= worstAccessibility >= AIMS.accessibility;
    summary.targetSize &&= targetSize !== 'fail';
    console.log(
      `  ${result.name} (${result.path}, load ${result.load[0].toFixed(1)} → ${result.load[1].toFixed(1)}): ` +
        `performance ${median.performance} (aim ≥ ${AIMS.performance}: ${verdict(median.performance >= AIMS.performance, busy)}), ` +
        `LCP ${(median.lcpMs / 1000).toFixed(1)} s (good ≤ ${GOOD.lcpMs / 1000} s), TBT ${median.tbtMs.toFixed(0)} ms (good ≤ ${GOOD.tbtMs} ms), ` +
        `CLS ${worstCls.toFixed(3)} (aim < ${AIMS.cls}: ${verdict(worstCls < AIMS.cls)}), ` +
        `accessibility ${worstAccessibility} (aim ${AIMS.accessibility}: ${verdict(worstAccessibility >= AIMS.accessibility)}), ` +
        `target-size ${targetSize} (aim pass: ${verdict(targetSize !== 'fail')})`,
    );
    console.log(
      `    main thread ${(median.mainThread.reduce((sum, entry) => sum + entry.ms, 0) / 1000).toFixed(1)} s: ` +
        median.mainThread
          .slice(0, 3)
          .map((entry) => `${entry.group} ${entry.ms.toFixed(0)} ms`)
          .join(', ') +
        (median.scripts.length ? `; costliest scripts: ${median.scripts.slice(0, 2).map((entry) => `${entry.url} ${entry.ms.toFixed(0)} ms`).join(', ')}` : ''),
    );
    const failures = new Map<string, Set<string>>();
    for (const run of result.runs) for (const failure of run.failures) failures.set(failure.id, new Set([...(failures.get(failure.id) ?? []), ...failure.items]));
    for (const [id, items] of failures) console.log(`    failing ${id}: ${[...items].slice(0, 10).join('; ') || '(no element named)'}${items.size > 10 ? `; … ${items.size - 10} more` : ''}`);
  }
  console.log(
    `  every page: performance ≥ ${AIMS.performance} ${verdict(summary.performance, busy)}, CLS < ${AIMS.cls} ${verdict(summary.cls)}, accessibility ${AIMS.accessibility} ${verdict(summary.accessibility)}, target-size ${verdict(summary.targetSize)}`,
  );
  if (args.json) await writeFile(args.json, JSON.stringify({ runs, cores, results }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
