/**
 * Same-run comparison of Home's time to first tile in two mock builds, for judging a change on a busy shared
 * machine: the builds are loaded alternately in one headless Chromium (a returning visitor each), so load
 * from other work weighs on both alike. Per round, each build gets one timed load (the app's measure, wall
 * time) and one traced load (the page main thread's CPU time in the measure and its share per area,
 * first-tile-profile.ts); the medians and the second build's ratio to the first are printed.
 *
 *   npm run build:mock -- --outDir /tmp/before --sourcemap hidden    (on the commit before the change)
 *   npm run build:mock -- --outDir /tmp/after --sourcemap hidden     (with the change)
 *   npx tsx scripts/bench/first-tile-ab.ts /tmp/before /tmp/after [rounds, default 7]
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { TIME_TO_FIRST_TILE_MEASURE } from '../../common/metrics.ts';
import { AREAS, loadSourceMaps, profileFirstTile, type FirstTileProfile } from './first-tile-profile.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main() {
  const [before, after, roundsText = '7'] = process.argv.slice(2);
  const rounds = Number(roundsText);
  if (!before || !after || !Number.isInteger(rounds) || rounds < 1) {
    console.error('Usage: npx tsx scripts/bench/first-tile-ab.ts <mock build dir> <mock build dir> [rounds]');
    process.exit(2);
  }
  const dirs = [before, after];
  const servers: PreviewServer[] = [];
  for (const outDir of dirs) servers.push(await preview({ root, mode: 'mock', logLevel: 'error', build: { outDir }, preview: { port: 5304, strictPort: false } }));
  const homes = servers.map((server) => `${server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''}/player/mytv`);
  const maps = await Promise.all(dirs.map((dir) => loadSourceMaps(dir)));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
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
  const profiles: FirstTileProfile[][] = dirs.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, home] of homes.entries()) {
      const context = contexts[index];
      if (!context) continue;
      const page = await context.newPage();
      await page.goto(home);
      const wall = await page
        .waitForFunction((measure) => performance.getEntriesByName(measure, 'measure')[0]?.duration, TIME_TO_FIRST_TILE_MEASURE, { timeout: 30_000 })
        .then((handle) => handle.jsonValue())
        .catch(() => undefined);
      if (typeof wall === 'number') walls[index]?.push(wall);
      await page.close();
      profiles[index]?.push(...(await profileFirstTile(browser, context, home, maps[index] ?? new Map(), 1)));
    }
  }
  const loadAfter = loadavg()[0] ?? 0;
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));

  console.log(`Home's time to first tile, ${rounds} alternating rounds (load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`);
  const cpu = profiles.map((list) => median(list.map((profile) => profile.mainThreadCpuMs)));
  const wallMedians = walls.map(median);
  for (const [index, dir] of dirs.entries()) {
    const list = profiles[index] ?? [];
    const shares = AREAS.map((area) => `${area} ${((100 * list.reduce((sum, profile) => sum + profile.shares[area], 0)) / Math.max(1, list.length)).toFixed(0)} %`).join(', ');
    console.log(`${dir}: the app's measure ${wallMedians[index]?.toFixed(0)} ms median of ${walls[index]?.length}; main-thread CPU ${cpu[index]?.toFixed(0)} ms median of ${list.length}; ${shares}`);
  }
  console.log(`second / first: measure ${((wallMedians[1] ?? 0) / (wallMedians[0] ?? 1)).toFixed(2)}×, main-thread CPU ${((cpu[1] ?? 0) / (cpu[0] ?? 1)).toFixed(2)}×`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
