/**
 * Where Home's time to first tile goes, for `npm run bench`: loads Home with Chromium's tracer on (the page
 * main thread's tasks and its sampled CPU profile), keeps what falls between the app's two marks (core
 * loaded → first tile) and tells it apart by the source each sample runs in, read through the build's
 * source maps: Apollo Client, React, the mock world, MSW, the app's own code, other libraries, garbage
 * collection and native work the profiler does not attribute.
 *
 * Two figures come out of one traced load: the main thread's CPU time in the span (the sum of its tasks'
 * thread time, which another process's load inflates far less than wall time) and the share of the span's
 * samples per area. The tracer slows the page, so traced loads are never the timed ones.
 */
import { readdir, readFile } from 'node:fs/promises';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { CORE_LOADED_MARK, FIRST_TILE_MARK } from '../../common/metrics.ts';
import { originalSource, packageOf, readSampledProfile, type CallFrame, type TraceEvent } from './cpu-profile.ts';

/** Where a sample's time is counted, from the first frame (leaf upwards) whose source decides it. */
export const AREAS = ['Apollo Client', 'React', 'mock world', 'MSW', 'app code', 'other libraries', 'garbage collection', 'native, unattributed'] as const;
export type Area = (typeof AREAS)[number];

/** Sources by package or folder; graphql-js and rxjs decide nothing (Apollo and the mock world both run them). */
function areaOfSource(source: string): Area | undefined {
  const name = packageOf(source);
  if (name !== undefined) {
    if (name.startsWith('@apollo/') || name === 'optimism' || name.startsWith('@wry/')) return 'Apollo Client';
    if (name === 'react-dom' || name === 'react' || name === 'scheduler') return 'React';
    if (name === 'msw' || name.startsWith('@mswjs/') || name === 'tough-cookie' || name === 'strict-event-emitter' || name === 'outvariant') return 'MSW';
    return undefined;
  }
  if (/(^|\/)mocks\//.test(source)) return 'mock world';
  if (/(^|\/)(app|common|generated)\//.test(source)) return 'app code';
  return undefined;
}

export interface FirstTileProfile {
  /** Wall time of the span, ms (slowed by the tracer). */
  spanMs: number;
  /** The page main thread's CPU time in the span, ms. */
  mainThreadCpuMs: number;
  /** Share of the span's main-thread samples per area, 0–1. */
  shares: Record<Area, number>;
}

/** The build's source maps by the file name of the chunk they map (built with `--sourcemap hidden`). */
export async function loadSourceMaps(outDir: string): Promise<Map<string, SourceMap>> {
  const assets = path.join(outDir, 'assets');
  const maps = new Map<string, SourceMap>();
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js.map')) continue;
    maps.set(file.slice(0, -'.map'.length), new SourceMap(JSON.parse(await readFile(path.join(assets, file), 'utf8')) as SourceMapPayload));
  }
  return maps;
}

function frameArea(frame: CallFrame, maps: Map<string, SourceMap>): Area | 'idle' | undefined {
  if (frame.functionName === '(idle)') return 'idle';
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.functionName === '(program)') return 'native, unattributed';
  const source = originalSource(frame, maps);
  return source ? areaOfSource(source) : undefined;
}

/** Reads one traced Home load; undefined when a mark or the main thread's profile is missing. */
export function readFirstTileTrace(events: TraceEvent[], maps: Map<string, SourceMap>): FirstTileProfile | undefined {
  const start = events.find((event) => event.name === CORE_LOADED_MARK);
  const end = events.find((event) => event.name === FIRST_TILE_MARK);
  if (!start || !end) return undefined;
  const pid = start.pid;
  const mainTid = events.find((event) => event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain')?.tid;
  const inSpan = (ts: number) => ts >= start.ts && ts < end.ts;

  let cpuUs = 0;
  for (const event of events) {
    if (event.pid === pid && event.tid === mainTid && event.ph === 'X' && event.name === 'RunTask' && event.cat === 'disabled-by-default-devtools.timeline' && inSpan(event.ts)) {
      cpuUs += event.tdur ?? 0;
    }
  }

  const profile = mainTid === undefined ? undefined : readSampledProfile(events, pid, mainTid);
  if (!profile) return undefined;
  const { samples } = profile;
  const areaOf = profile.placeOfNodes<Area | 'idle'>((frame) => frameArea(frame, maps), 'other libraries');

  const totals = Object.fromEntries(AREAS.map((area) => [area, 0])) as Record<Area, number>;
  let counted = 0;
  for (let index = 0; index + 1 < samples.length; index += 1) {
    const sample = samples[index];
    const next = samples[index + 1];
    if (!sample || !next || !inSpan(sample.ts)) continue;
    const area = areaOf(sample.node);
    if (area === 'idle') continue;
    const weight = next.ts - sample.ts;
    totals[area] += weight;
    counted += weight;
  }
  if (counted === 0) return undefined;
  const shares = Object.fromEntries(AREAS.map((area) => [area, totals[area] / counted])) as Record<Area, number>;
  return { spanMs: (end.ts - start.ts) / 1000, mainThreadCpuMs: cpuUs / 1000, shares };
}

const TRACE_CATEGORIES = ['blink.user_timing', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'];

/**
 * Traces `loads` Home loads of a returning visitor in `context` (the caller has loaded Home there once, so the
 * service worker is installed) and reads each.
 */
export async function profileFirstTile(browser: Browser, context: BrowserContext, url: string, maps: Map<string, SourceMap>, loads: number): Promise<FirstTileProfile[]> {
  const profiles: FirstTileProfile[] = [];
  for (let load = 0; load < loads; load += 1) {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url);
    const marked = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, FIRST_TILE_MARK, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    // The profiler hands its last samples over a little after the mark.
    if (marked) await page.waitForTimeout(200);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: TraceEvent[] };
    await page.close();
    const profile = marked ? readFirstTileTrace(trace.traceEvents ?? [], maps) : undefined;
    if (profile) profiles.push(profile);
  }
  return profiles;
}
