/**
 * Same-run comparison of Home's time to first tile in two mock builds, for judging a change on a busy shared
 * machine: the builds are loaded alternately in one headless Chromium (a returning visitor each), so load
 * from other work weighs on both alike. Per round, each build gets one timed load (the app's measure, wall
 * time) and one traced load (the page main thread's CPU time in the measure and its share per area,
 * first-tile-profile.ts); each timed load, then the medians and the second build's ratio to the first are printed.
 * Beside the app's measure, the time from the last answer of the entry's first reads (the user's subscription, Home's
 * first screen) to the first tile: the app's own work once its data is in, without the reads themselves (the mock
 * world answering them, in the page too, MSW and the service worker).
 *
 *   npm run build:mock -- --outDir /tmp/before --sourcemap hidden    (on the commit before the change)
 *   npm run build:mock -- --outDir /tmp/after --sourcemap hidden     (with the change)
 *   npx tsx scripts/bench/first-tile-ab.ts [--port 5304] /tmp/before /tmp/after [rounds, default 7]
 *
 * `--port` is the first mock build's preview port (the second takes the next free one): on a machine shared by several
 * sessions, each its own.
 *
 * With `--preview`, the two folders are production builds (`npx vite build --outDir /tmp/before --sourcemap hidden`),
 * each served as the production-like preview serves it (scripts/preview: the standalone mock server on the page's
 * origin, no mock code in the page); it also prints the time from navigation start to the first tile.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';
import { twoBuildsAndRounds } from './ab-arguments.ts';
import { preview, type PreviewServer } from 'vite';
import { FIRST_TILE_MARK, TIME_TO_FIRST_TILE_MEASURE } from '../../common/metrics.ts';
import { startPreview } from '../preview/server.ts';
import { AREAS, loadSourceMaps, profileFirstTile, type FirstTileProfile } from './first-tile-profile.ts';
import { median } from './median.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main() {
  const { values, positionals } = parseArgs({ options: { preview: { type: 'boolean', default: false }, port: { type: 'string', default: '5304' } }, allowPositionals: true });
  const { dirs, rounds } = twoBuildsAndRounds(positionals, 7, 'npx tsx scripts/bench/first-tile-ab.ts [--preview] [--port 5304] <build dir> <build dir> [rounds]');
  const closers: (() => Promise<void>)[] = [];
  const origins: string[] = [];
  for (const outDir of dirs) {
    if (values.preview) {
      const running = await startPreview({ dir: outDir, port: 0, host: '127.0.0.1' });
      closers.push(() => running.close());
      origins.push(running.url.replace('127.0.0.1', 'localhost').replace(/\/$/, ''));
    } else {
      const server: PreviewServer = await preview({ root, mode: 'mock', logLevel: 'error', build: { outDir }, preview: { port: Number(values.port), strictPort: false } });
      closers.push(() => server.close());
      origins.push(server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '');
    }
  }
  const homes = origins.map((origin) => `${origin}/player/mytv`);
  const maps = await Promise.all(dirs.map((dir) => loadSourceMaps(dir)));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const contexts: BrowserContext[] = [];
  for (const home of homes) {
    const context = await browser.newContext();
    // The first load installs the service worker and is not counted.
    const page = await context.newPage();
    await page.goto(home);
    await page.waitForFunction((measure) => performance.getEntriesByName(measure, 'measure').length > 0, TIME_TO_FIRST_TILE_MEASURE, { timeout: 30_000 });
    await page.close();
    contexts.push(context);
  }

  const loadBefore = loadavg()[0] ?? 0;
  const walls: number[][] = dirs.map(() => []);
  const fromNavigation: number[][] = dirs.map(() => []);
  /** From the last answer of the entry's first reads to the first tile. */
  const afterAnswers: number[][] = dirs.map(() => []);
  const profiles: FirstTileProfile[][] = dirs.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, home] of homes.entries()) {
      const context = contexts[index];
      if (!context) continue;
      const page = await context.newPage();
      await page.goto(home);
      const timing = await page
        .waitForFunction(
          ([measure, mark, graphql]) => {
            const span = performance.getEntriesByName(measure, 'measure')[0];
            const end = performance.getEntriesByName(mark, 'mark')[0];
            if (!span || !end) return undefined;
            // The entry's first reads (sent as the core loads): when the last of their answers was in.
            const reads = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(graphql) && entry.startTime >= span.startTime && entry.startTime < span.startTime + 50);
            const answered = Math.max(...reads.map((entry) => (entry as PerformanceResourceTiming).responseEnd));
            return { wall: span.duration, navigation: end.startTime, afterAnswers: reads.length > 0 ? end.startTime - answered : Number.NaN };
          },
          [TIME_TO_FIRST_TILE_MEASURE, FIRST_TILE_MARK, '/graphql'] as const,
          { timeout: 30_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => undefined);
      if (timing) {
        walls[index]?.push(timing.wall);
        fromNavigation[index]?.push(timing.navigation);
        if (Number.isFinite(timing.afterAnswers)) afterAnswers[index]?.push(timing.afterAnswers);
        console.log(`round ${round + 1} [${index}] ${dirs[index]} (load ${(loadavg()[0] ?? 0).toFixed(1)}): the app's measure ${timing.wall.toFixed(0)} ms, after the first reads' answers ${timing.afterAnswers.toFixed(0)} ms`);
      }
      await page.close();
      profiles[index]?.push(...(await profileFirstTile(browser, context, home, maps[index] ?? new Map(), 1)));
    }
  }
  const loadAfter = loadavg()[0] ?? 0;
  await browser.close();
  await Promise.all(closers.map((close) => close()));

  console.log(
    `Home's time to first tile on ${values.preview ? 'the production-like preview' : 'the mock build'}, ${rounds} alternating rounds (load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`,
  );
  const cpu = profiles.map((list) => median(list.map((profile) => profile.mainThreadCpuMs)));
  const wallMedians = walls.map(median);
  for (const [index, dir] of dirs.entries()) {
    const list = profiles[index] ?? [];
    const shares = AREAS.map((area) => `${area} ${((100 * list.reduce((sum, profile) => sum + profile.shares[area], 0)) / Math.max(1, list.length)).toFixed(0)} %`).join(', ');
    console.log(`${dir}: the app's measure ${wallMedians[index]?.toFixed(0)} ms median of ${walls[index]?.length}, after the first reads' answers ${median(afterAnswers[index] ?? []).toFixed(0)} ms, from navigation start ${median(fromNavigation[index] ?? []).toFixed(0)} ms; main-thread CPU ${cpu[index]?.toFixed(0)} ms median of ${list.length}; ${shares}`);
  }
  const navigationMedians = fromNavigation.map(median);
  const afterMedians = afterAnswers.map(median);
  console.log(`second / first: measure ${((wallMedians[1] ?? 0) / (wallMedians[0] ?? 1)).toFixed(2)}×, after the first reads' answers ${((afterMedians[1] ?? 0) / (afterMedians[0] ?? 1)).toFixed(2)}×, from navigation start ${((navigationMedians[1] ?? 0) / (navigationMedians[0] ?? 1)).toFixed(2)}×, main-thread CPU ${((cpu[1] ?? 0) / (cpu[0] ?? 1)).toFixed(2)}×`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
