/**
 * Same-run comparison of cold plays (Play click → playing, and → first decoded frame) in two builds, for judging a
 * change of the player's start path on a busy shared machine: per round, each kind of play (plays.ts: a clear and a
 * ClearKey show page's Play, a Guide channel's Play) is played once cold in each build in turn (a fresh browser
 * profile, Play clicked as soon as it shows, so the player's code is fetched from the moment the pointer reaches it),
 * then once warm (back, and Play again); medians per build and kind, and the second build's ratio to the first.
 *
 *   npm run build:mock -- --outDir /tmp/before        (on the commit before the change)
 *   npm run build:mock -- --outDir /tmp/after         (with the change)
 *   npx tsx scripts/bench/plays-ab.ts /tmp/before /tmp/after [rounds, default 5]
 *
 * With `--preview`, the two folders are production builds (`npx vite build --outDir /tmp/before`), each served as the
 * production-like preview serves it (scripts/preview: the standalone mock server on the page's origin).
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';
import { twoBuildsAndRounds } from './ab-arguments.ts';
import { preview } from 'vite';
import { startPreview } from '../preview/server.ts';
import { median } from './median.ts';
import { PLAY_KINDS, playOnce, type PlayTiming } from './plays.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main() {
  const { values, positionals } = parseArgs({ options: { preview: { type: 'boolean', default: false }, port: { type: 'string', default: '5305' } }, allowPositionals: true });
  const { dirs, rounds } = twoBuildsAndRounds(positionals, 5, 'npx tsx scripts/bench/plays-ab.ts [--preview] [--port N] <build dir> <build dir> [rounds]');
  const closers: (() => Promise<void>)[] = [];
  const origins: string[] = [];
  for (const [index, outDir] of dirs.entries()) {
    if (values.preview) {
      const running = await startPreview({ dir: outDir, port: 0, host: '127.0.0.1' });
      closers.push(() => running.close());
      origins.push(running.url.replace('127.0.0.1', 'localhost').replace(/\/$/, ''));
    } else {
      const server = await preview({ root, mode: 'mock', logLevel: 'error', build: { outDir }, preview: { port: Number(values.port) + index, strictPort: false } });
      closers.push(() => server.close());
      origins.push(server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '');
    }
  }
  const browser = await chromium.launch(chromiumLaunchOptions());

  const loadBefore = loadavg()[0] ?? 0;
  const cold: PlayTiming[][][] = dirs.map(() => PLAY_KINDS.map(() => []));
  const warm: PlayTiming[][][] = dirs.map(() => PLAY_KINDS.map(() => []));
  let failed = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const [kindIndex, kind] of PLAY_KINDS.entries()) {
      for (const [index, origin] of origins.entries()) {
        const context = await browser.newContext({ baseURL: origin });
        const page = await context.newPage();
        for (const [at, list] of [cold, warm].entries()) {
          const timing = await playOnce(page, kind, at === 0);
          if (timing) list[index]?.[kindIndex]?.push(timing);
          else failed += 1;
        }
        await context.close();
      }
    }
  }
  const loadAfter = loadavg()[0] ?? 0;
  await browser.close();
  await Promise.all(closers.map((close) => close()));

  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);
  const range = (values: number[]) => (values.length ? `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}` : '–');
  console.log(
    `Play click → playing on ${values.preview ? 'the production-like preview' : 'the mock build'}, ${rounds} alternating rounds of a cold and a warm play per kind and build (load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})` +
      (failed ? `; ${failed} play(s) showed an error or did not play within 30 s` : ''),
  );
  for (const [kindIndex, kind] of PLAY_KINDS.entries()) {
    console.log(`  ${kind.label}`);
    const coldMedians = dirs.map((_, index) => median((cold[index]?.[kindIndex] ?? []).map((timing) => timing.playingMs)));
    for (const [index, dir] of dirs.entries()) {
      const colds = cold[index]?.[kindIndex] ?? [];
      const warms = warm[index]?.[kindIndex] ?? [];
      const playing = colds.map((timing) => timing.playingMs);
      console.log(
        `    ${dir}: cold playing ${ms(median(playing))} median of ${colds.length} (${range(playing)}), first frame ${ms(median(colds.map((timing) => timing.firstFrameMs)))}, ` +
          `first media segment ${ms(median(colds.flatMap((timing) => (timing.firstSegmentMs === null ? [] : [timing.firstSegmentMs]))))}; warm playing ${ms(median(warms.map((timing) => timing.playingMs)))} median of ${warms.length}`,
      );
    }
    console.log(`    second / first, cold playing: ${((coldMedians[1] ?? Number.NaN) / (coldMedians[0] ?? Number.NaN)).toFixed(2)}×`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
